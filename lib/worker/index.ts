/**
 * What the site's pages need of the engine worker without loading the engine: the worker's API
 * type, its tools' answer types and the picture tool's error codes. The worker script itself is
 * `engine.worker.ts` (package export `ffxiv-dyes/worker`; a page loads it with `?worker`).
 */
export type { EngineApi, EngineRequestInit, EngineResponse } from './engine.worker.ts';
export type { GradientView } from './tools/gradient.ts';
export type { MixView, BestMixView, DyeMatchView as MixMatchView } from './tools/mixer.ts';
export type * from './tools/palette.ts';
export type { OutfitFileProblem, OutfitResult } from './tools/outfit.ts';
export { PICTURE_ERRORS, MAX_SIDE } from './tools/palette-errors.ts';
