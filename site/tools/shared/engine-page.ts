/**
 * What the build and the page agree on about an engine page, apart from the engine handle (the
 * build's config imports this without Comlink or the worker):
 *
 * - its first answers, a JSON block `<script type="application/json" id="engine-seeds">` holding
 *   `[method, args, answer]` for each call its tools made while the build rendered them;
 * - a head script that starts the engine worker while the page's own scripts download.
 */
export type Seed = [method: string, args: unknown[], answer: unknown];
export const SEEDS_ELEMENT_ID = 'engine-seeds';

/** The window property the head script leaves its worker in. */
export const PRELOADED_ENGINE = '__ffxivDyesEngine';
export const ENGINE_WORKER_NAME = 'ffxiv-dyes-engine';

/** The head script of an engine page, given the worker's built URL. */
export const enginePreloadScript = (workerUrl: string): string =>
  `window.${PRELOADED_ENGINE}=new Worker(${JSON.stringify(workerUrl)},{type:'module',name:'${ENGINE_WORKER_NAME}'})`;
