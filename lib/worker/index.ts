/**
 * What the site's pages need of the engine worker without loading the engine: the worker's API
 * type, the picture tool's own answers (an open image lives in the worker) and its error codes.
 * Every other tool method answers with its lib function's result type (`Gradient`, `Mix`,
 * `BudgetAnswer`, …), Dye Objects included. The worker script itself is `engine.worker.ts`
 * (package export `ffxiv-dyes/worker`).
 */
export type { EngineApi, EngineRequestInit, EngineResponse } from './engine.worker.ts';
export type { OpenedPicture, PicturePart, PicturePreview, PictureSample, PictureSettings } from './tools/palette.ts';
export type { OutfitFileProblem, OutfitResult, PieceVerdict } from './tools/outfit.ts';
export { PICTURE_ERRORS, MAX_SIDE } from './tools/palette-errors.ts';
