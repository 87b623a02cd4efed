/**
 * The page's one handle on the engine: the methods of lib/worker/engine-api.ts (the library's
 * typed functions), run in a Web Worker behind Comlink. One worker per tab, started as an engine
 * page loads (by a head script, engine-page.ts, or `startEngine` from the theme), so
 * the first answer a player asks for does not also wait for the engine to start.
 *
 * Answers are kept by call (method and arguments) in one place: the first answers the build put
 * into the page (see seeds below), then the latest answers the page asked for. The engine is pure,
 * so a call's answer never changes and a kept one is as good as a new one.
 */
import { wrap, type Remote } from 'comlink';
import type { EngineApi } from '../../../lib/worker/index.ts';
import { PRELOADED_ENGINE, SEEDS_ELEMENT_ID, type Seed } from './engine-page.ts';

export type { EngineApi, Seed };

/** A method the pages call. */
export type EngineMethod = keyof EngineApi;
/** What `method` answers, once the worker has answered. */
export type EngineAnswer<M extends EngineMethod> = Awaited<ReturnType<EngineApi[M]>>;

/** One question to the engine: a method, its arguments, and their key in the answer store. */
export interface EngineCall<M extends EngineMethod = EngineMethod> {
  method: M;
  args: Parameters<EngineApi[M]>;
  key: string;
}

/** The question `method(...args)`; its key is its method and arguments as JSON. */
export function call<M extends EngineMethod>(method: M, ...args: Parameters<EngineApi[M]>): EngineCall<M> {
  return { method, args, key: keyOf(method, args) };
}

const keyOf = (method: string, args: readonly unknown[]): string => `${method}${JSON.stringify(args)}`;

/** The failure of an engine call: the worker could not start, or the method refused its input. */
export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What went wrong in a call, for a message: a refused input's kind (`hex`, `invalid`, …, which
 * the worker sends along with the error) or the engine's own code.
 */
export const errorCode = (error: unknown): string =>
  error instanceof EngineError ? error.code : ((error as { kind?: string } | null)?.kind ?? String(error));

let remote: Remote<EngineApi> | undefined;
/** Settles (rejected) when the worker cannot run, so no call waits for it forever. */
let broken: Promise<never> | undefined;

/** Starts the worker, or takes the one the head script started; idempotent. */
export function startEngine(): void {
  if (remote || typeof Worker === 'undefined') return;
  const preloaded = (window as unknown as Record<string, Worker | undefined>)[PRELOADED_ENGINE];
  // Vite recognises this exact shape and bundles the worker as its own module chunk.
  const worker =
    preloaded ??
    new Worker(new URL('../../../lib/worker/engine.worker.ts', import.meta.url), {
      type: 'module',
      // ENGINE_WORKER_NAME, written out: Vite reads these options as they stand.
      name: 'ffxiv-dyes-engine',
    });
  broken = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      reject(new EngineError('ENGINE_UNAVAILABLE', event.message || 'the engine did not start'));
    });
  });
  broken.catch(() => {});
  remote = wrap<EngineApi>(worker);
}

/**
 * Calls in flight. While any is, `<html data-engine-busy>` says so: what a page shows next depends
 * on them, and the browser tests wait for the mark to go rather than for a fixed time. Cleared in
 * the answer's first reaction, so the component that asked has updated by the time anything else
 * looks.
 */
let inFlight = 0;
function tracked<T>(answer: Promise<T>): Promise<T> {
  const root = typeof document === 'undefined' ? null : document.documentElement;
  if (inFlight++ === 0) root?.setAttribute('data-engine-busy', '');
  const done = () => {
    if (--inFlight === 0) root?.removeAttribute('data-engine-busy');
  };
  answer.then(done, done);
  return answer;
}

/**
 * The engine's methods. A call starts the worker if nothing has yet; a worker that fails to start
 * rejects the call with an EngineError instead of leaving it pending.
 */
export const engine = new Proxy({} as Remote<EngineApi>, {
  // Not a thenable: awaiting the handle itself must not look for a `then` method in the worker.
  get: (_, name: string) =>
    name === 'then'
      ? undefined
      : (...args: unknown[]) => {
          startEngine();
          const method = (remote as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!;
          return tracked(Promise.race([method(...args), broken!]));
        },
});

/**
 * Has the worker run the page's first calls once (answers dropped; the page holds them already),
 * so the player's first change runs code the worker has compiled, not code it meets for the
 * first time.
 */
export function warmEngine(): void {
  const calls = readSeeds().map(([method, args]) => [method, args] as const);
  if (calls.length) engine.warm(calls).catch(() => {});
}

/** Asks the engine one question, answering from the store when it holds the answer. */
export async function ask<M extends EngineMethod>(question: EngineCall<M>): Promise<EngineAnswer<M>> {
  const kept = answers.get(question.key);
  if (kept !== undefined) return kept as EngineAnswer<M>;
  const answer = (await (engine[question.method] as (...a: unknown[]) => Promise<unknown>)(
    ...question.args,
  )) as EngineAnswer<M>;
  keep(question.key, answer);
  return answer;
}

// The answer store: seeds first, then answers, the least recently used dropped past the bound.
const answers = new Map<string, unknown>();
const ANSWERS_KEPT = 256;

function keep(key: string, answer: unknown): void {
  answers.delete(key);
  answers.set(key, answer);
  if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
}

/** The kept answer to a question, synchronously (a component renders its first view with it). */
export function kept<M extends EngineMethod>(question: EngineCall<M>): EngineAnswer<M> | undefined {
  readSeeds();
  return answers.get(question.key) as EngineAnswer<M> | undefined;
}

/**
 * First answers. The build renders each tool with its default controls, asking the engine
 * in-process (useEngine on the server), and writes every call it made with its answer into the
 * page (engine-page.ts, site/.vitepress/seeds.ts). The page hydrates from them, so its first
 * view needs no worker; later calls go to the worker.
 */
let seeds: Seed[] | undefined;
/** The page's seeds, read into the answer store the first time they are asked for. */
function readSeeds(): Seed[] {
  if (seeds || typeof document === 'undefined') return seeds ?? [];
  const text = document.getElementById(SEEDS_ELEMENT_ID)?.textContent;
  seeds = text ? (JSON.parse(text) as Seed[]) : [];
  for (const [method, args, answer] of seeds) keep(keyOf(method, args), answer);
  return seeds;
}

/** Whether the page was built as one that asks the engine (it carries the seeds element). */
export const isEnginePage = (): boolean =>
  typeof document !== 'undefined' && document.getElementById(SEEDS_ELEMENT_ID) !== null;

/**
 * The seeds asked again in another language, before a page shown in it renders: the build wrote
 * English answers, and a call that takes a `locale` option would miss them. Each seed's last
 * argument, when it is an options object with a `locale`, gets `lang` in its place (the key order
 * stays), which is the call the page will make.
 */
export async function seedsIn(lang: string): Promise<void> {
  await Promise.all(
    readSeeds().map(async ([method, args]) => {
      const last = args.at(-1);
      if (!last || typeof last !== 'object' || !('locale' in last) || last.locale === lang) {
        return;
      }
      const localized = [...args.slice(0, -1), { ...last, locale: lang }];
      try {
        await ask({ method, args: localized, key: keyOf(method, localized) } as unknown as EngineCall);
      } catch {
        // The page asks again when it renders, and shows that failure in its own words.
      }
    }),
  );
}

/**
 * The engine in the build's own process, for the server render (the theme installs it there):
 * a tool's first answer is computed while its HTML is written.
 */
let inProcess: EngineApi | undefined;
export function useInProcessEngine(api: EngineApi): void {
  inProcess = api;
}
export const inProcessEngine = (): EngineApi | undefined => inProcess;

/**
 * Keeps only the latest of overlapping requests: controls can change faster than answers come
 * back, and an older answer must never overwrite a newer one.
 */
export function latestOnly() {
  let ticket = 0;
  const latest = async <T>(work: () => Promise<T>): Promise<{ fresh: boolean; value: T }> => {
    const mine = ++ticket;
    const value = await work();
    return { fresh: mine === ticket, value };
  };
  /** Makes every request under way stale (the answer is known without asking). */
  latest.supersede = () => void ++ticket;
  return latest;
}
