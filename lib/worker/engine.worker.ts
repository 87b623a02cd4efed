/**
 * The engine in a Web Worker, exposed with Comlink: every method of engine-api.ts, so no colour
 * work runs on a page's main thread. The site starts it as a page loads; a package user wraps it
 * with `Comlink.wrap<EngineApi>(new Worker(…))`.
 */
import { expose, transferHandlers, type TransferHandler } from 'comlink';
import { ValidationError } from '../validate/index.ts';
import { engineApi } from './engine-api.ts';

export type { EngineApi } from './engine-api.ts';
export type { EngineRequestInit, EngineResponse } from './request.ts';

// Comlink sends a thrown Error's message, name and stack; a refused input also keeps its kind and
// field, which the caller's Error then carries (Comlink copies every sent field onto it), so a
// page can word the problem in its own language.
const thrown = transferHandlers.get('throw') as TransferHandler<unknown, unknown>;
transferHandlers.set('throw', {
  ...thrown,
  serialize(marked) {
    const { value } = marked as { value: unknown };
    if (!(value instanceof ValidationError)) return thrown.serialize(marked);
    const { message, name, stack, kind, field } = value;
    return [{ isError: true, value: { message, name, stack, kind, field } }, []];
  },
});

expose(engineApi);
