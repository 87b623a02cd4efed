/**
 * Dyes from a picture: palette extraction, the whole-image dye preview over an exact accelerated
 * nearest-dye lookup, and pixel sampling. Pure TypeScript on RGBA bytes (`ImageData.data`), for
 * browsers, workers, Node and bots alike.
 */
export {
  extractPalette,
  MAX_K,
  AUTO_MERGE_DISTANCE,
  AUTO_MIN_SHARE,
  type Palette,
  type PaletteOptions,
  type PaletteSwatch,
} from './extract.ts';
export { mapImageToDyes, mapPixelRange, dyeShares, dyeGridFor, NO_DYE, type DyeMap, type DyeShare } from './map.ts';
export { createDyeGrid, type DyeGrid, type DyeGridOptions } from './dye-grid.ts';
export { matchColor, resolveMatchOptions, type ColorMatch, type DyeMatch, type MatchOptions } from './match.ts';
export {
  DEFAULT_IGNORE_DISTANCE,
  MAX_IGNORED,
  MAX_IGNORE_DISTANCE,
  MAX_MASK_SIDE,
  type PaletteMask,
  type PaletteRegion,
  type RegionOptions,
} from './region.ts';
export { MAX_SAMPLE_SIDE, sampleColor, sampleSquare } from './sample.ts';
export { OPAQUE_ALPHA } from './pixels.ts';
