/**
 * The dye mixer: one mix and its closest dyes (mix.ts), the blend models side by side at several
 * ratios (model-grid.ts), and the best two-dye mix for a target (inverse.ts).
 */
export { MIX_MODES, type MixMode } from './models.ts';
export { checkMode, filterMask } from './request.ts';
export { MIX_LIMITS, mixColors, mixDyes, type Mix, type MixMatch, type MixRequest } from './mix.ts';
export {
  mixModelGrid,
  MODEL_GRID_RATIOS,
  type ModelGrid,
  type ModelGridCell,
  type ModelGridRequest,
} from './model-grid.ts';
export { findBestMix, INVERSE_DEFAULTS, type BestMix, type InverseMixRequest, type MixCandidate } from './inverse.ts';
