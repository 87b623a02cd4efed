/**
 * What the site's pages need of the engine worker without loading the engine: the worker's API
 * type, its tools' answer types and the picture tool's error codes. The worker script itself is
 * `engine.worker.ts` (package export `ffxiv-dyes/worker`).
 */
export type { EngineApi, EngineRequestInit, EngineResponse } from './engine.worker.ts';
export type { GradientView } from './tools/gradient.ts';
export type { BestMixView, DyeMatchView, MixView } from './tools/mixer.ts';
export type {
  DyeMatchView as PictureDyeMatch,
  OpenedPicture,
  PaletteView,
  PicturePart,
  PictureSettings,
  PreviewView,
  SampleView,
  SwatchView,
} from './tools/palette.ts';
export type { OutfitFileProblem, OutfitResult, PieceVerdict } from './tools/outfit.ts';
export type { CharacterDyeView } from './tools/character.ts';
export type { BudgetView } from './tools/budget.ts';
export { PICTURE_ERRORS, MAX_SIDE } from './tools/palette-errors.ts';
export type { DyeSearchHit } from './tools/dye-search.ts';
