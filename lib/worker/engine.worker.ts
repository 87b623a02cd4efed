/**
 * The engine in a Web Worker, exposed with Comlink: every method of engine-api.ts, so no colour
 * work runs on a page's main thread. Its callers: on the site, `startEngine` of
 * site/tools/shared/engine.ts (the only way a tool reaches it), which takes the worker the head
 * script started on a page with seeds (site/tools/shared/engine-page.ts) or starts one on first use,
 * a page without tools never loading it; a package user wraps it with
 * `Comlink.wrap<EngineApi>(new Worker(…))` (`ffxiv-dyes/worker`).
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
