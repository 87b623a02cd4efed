/**
 * What a page needs from the engine worker without loading it: the picture tool's error codes and
 * size limit (the worker's types come type-only from ./engine.worker.ts).
 */
export { MAX_SIDE, PICTURE_ERRORS } from './tools/palette-errors.ts';
