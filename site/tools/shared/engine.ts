/**
 * The page's handle on the engine worker (lib/worker/engine.worker.ts). One worker per tab, started
 * on first use, so pages that never ask (the guide) never load the engine.
 */
import { getCurrentInstance, useSSRContext } from 'vue';
import type { Remote } from 'comlink';
import type { EngineApi, EngineRequestInit, EngineResponse } from '../../../lib/worker/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from '../../../lib/index.ts';

export { apiPath } from './api-path.ts';

let remote: Promise<Remote<EngineApi>> | undefined;

function engine(): Promise<Remote<EngineApi>> {
  remote ??= import('comlink').then(({ wrap }) => {
    // Vite recognises this exact shape and bundles the worker as its own module chunk.
    const worker = new Worker(new URL('../../../lib/worker/engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'ffxiv-dyes-engine',
    });
    return wrap<EngineApi>(worker);
  });
  return remote;
}

/** The engine worker's typed functions (lib/worker/engine.worker.ts) through Comlink; starts the worker on first use. */
export function engineApi(): Promise<Remote<EngineApi>> {
  return engine();
}

/**
 * The engine worker's functions, starting the worker only when one is called: a call whose answer
 * is already known (a build-time answer) never loads the engine.
 */
export const lazyEngine = new Proxy({} as Remote<EngineApi>, {
  // Not a thenable: awaiting the handle itself must not look for a `then` function in the worker.
  get: (_, name: string) =>
    name === 'then'
      ? undefined
      : async (...args: unknown[]) => {
          const remote = (await engine()) as unknown as Record<string, (...a: unknown[]) => unknown>;
          return remote[name]!(...args);
        },
});

/** An error envelope answered by the engine. */
export class EngineError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The code of a failed engine call: the API's error code, or the error's text. */
export const errorCode = (error: unknown): string => (error instanceof EngineError ? error.code : String(error));

/** The raw answer: status, headers and parsed envelope (for the reference's "try it"). */
export async function engineRequest(pathAndQuery: string, init?: EngineRequestInit): Promise<EngineResponse> {
  return (await engine()).request(pathAndQuery, init);
}

/** A success envelope as `api()` hands it over: a seeded answer has no per-request `meta`. */
export type Envelope<T> = Omit<SuccessEnvelope<T>, 'meta'> & Partial<Pick<SuccessEnvelope<T>, 'meta'>>;

/**
 * Answers known before the engine runs, by request path: the build-time first view of a page
 * (first-view.data.ts). The API is a pure function of the path, so a seeded answer is the
 * engine's answer, and the worker need not start for it.
 */
const seeded = new Map<string, Envelope<unknown>>();

/**
 * Where seeded answers live. In the browser, the page's module state. On the build's server, the
 * SSR context of the page being rendered: the build renders every page in one process, and an
 * answer the playground seeded must not show in another page's HTML (the mixer's dye picker
 * rendered the playground's base dye, which its own hydration did not have: a mismatch). Outside
 * a component's setup on the server there is none.
 */
function seedStore(): Map<string, Envelope<unknown>> | undefined {
  if (!import.meta.env.SSR) return seeded;
  if (!getCurrentInstance()) return undefined;
  const context = useSSRContext<{ seededAnswers?: Map<string, Envelope<unknown>> }>();
  return context ? (context.seededAnswers ??= new Map()) : undefined;
}

export function seedAnswers(answers: Record<string, { success: boolean; data: unknown }>): void {
  const store = seedStore();
  for (const [path, envelope] of Object.entries(answers)) store?.set(path, envelope as Envelope<unknown>);
}

/** A seeded answer, synchronously: what a component renders on the server and hydrates with. */
export function peek<T>(pathAndQuery: string): Envelope<T> | undefined {
  return seedStore()?.get(pathAndQuery) as Envelope<T> | undefined;
}

/**
 * Starts the worker ahead of the first request that needs it (on the user's first move towards
 * a control), so that answer does not also wait for the engine to load.
 */
export function warmEngine(): void {
  if (typeof Worker !== 'undefined') void engine();
}

/** The envelope of a successful answer; an error envelope becomes an EngineError. */
export async function api<T>(pathAndQuery: string): Promise<Envelope<T>> {
  const known = peek<T>(pathAndQuery);
  if (known) return known;
  const res = await engineRequest(pathAndQuery);
  const body = res.body as (Envelope<T> | ErrorEnvelope) | null;
  if (!body?.success || res.status >= 400) {
    const failure = body && !body.success ? body : null;
    throw new EngineError(
      res.status,
      failure?.error ?? 'INTERNAL_ERROR',
      failure?.message ?? `HTTP ${res.status}`,
      failure?.details,
    );
  }
  return body;
}

/**
 * Keeps only the latest of overlapping requests: controls can change faster than answers come
 * back, and an older answer must never overwrite a newer one.
 */
export function latestOnly() {
  let ticket = 0;
  return async <T>(work: () => Promise<T>): Promise<{ fresh: boolean; value: T }> => {
    const mine = ++ticket;
    const value = await work();
    return { fresh: mine === ticket, value };
  };
}
