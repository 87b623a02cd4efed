/**
 * A tool's question to the engine as reactive state. `question` builds the call from the page's
 * state (`call('matchColor', hex, options)`, or null when there is nothing to ask); whenever the
 * call changes, the engine is asked again, and only the latest answer counts, because controls
 * change faster than answers arrive and an older answer must never overwrite a newer one.
 *
 * The first view needs no worker: on the server the call is answered in-process and written into
 * the page (engine.ts, seeds); in the browser the same call finds that answer at once, so the page
 * hydrates with its result in place.
 */
import { ref, shallowRef, useSSRContext, watch, type Ref } from 'vue';
import {
  ask,
  inProcessEngine,
  kept,
  latestOnly,
  type EngineAnswer,
  type EngineCall,
  type EngineMethod,
} from './engine.ts';
import type { Seed } from './engine-page.ts';
import { errorMessage } from './dye-ids.ts';

export interface EngineCallOptions {
  /** Nothing is asked before this turns true (usePageState's `ready`: the URL or storage is read). */
  ready?: Ref<boolean>;
  /** The text shown for a failure; default the error's own message. */
  errorText?: (error: unknown) => string;
  /** Keep the last result on a failure instead of clearing it. */
  keepOnError?: boolean;
}

export interface EngineState<T> {
  result: Ref<T | null>;
  /** The latest call's failure as text, '' after a success. */
  error: Ref<string>;
  /** True while the latest call is under way. */
  busy: Ref<boolean>;
}

export function useEngine<M extends EngineMethod>(
  question: () => EngineCall<M> | null,
  options: EngineCallOptions = {},
): EngineState<EngineAnswer<M>> {
  const { ready, errorText = errorMessage, keepOnError = false } = options;
  const result = shallowRef<EngineAnswer<M> | null>(null) as Ref<EngineAnswer<M> | null>;
  const error = ref('');
  const busy = ref(false);
  const latest = latestOnly();

  // The first view: answered now, from the page's seeds (browser) or in-process (server).
  const first = question();
  let shownKey: string | null = first ? null : '';
  if (first) {
    const known = import.meta.env.SSR ? answerInProcess(first, errorText, error) : kept(first);
    if (known !== undefined) {
      result.value = known;
      shownKey = first.key;
    }
  }

  async function run(now: EngineCall<M> | null) {
    const key = now?.key ?? '';
    if (key === shownKey) return;
    shownKey = key;
    // Nothing to ask, or an answer already kept: shown at once, and any call under way is stale.
    const known = now ? kept(now) : null;
    if (known !== undefined || !now) {
      latest.supersede();
      busy.value = false;
      result.value = known ?? null;
      error.value = '';
      return;
    }
    busy.value = true;
    const { fresh, value } = await latest(async () => {
      try {
        return { ok: true as const, answer: await ask(now) };
      } catch (e) {
        return { ok: false as const, message: errorText(e) };
      }
    });
    if (!fresh) return;
    busy.value = false;
    if (value.ok) result.value = value.answer;
    else if (!keepOnError) result.value = null;
    error.value = value.ok ? '' : value.message;
  }

  if (import.meta.env.SSR) markEnginePage();
  else {
    // Watching the key, not the call: a new but equal call object changes nothing.
    watch(
      () => (ready && !ready.value ? undefined : (question()?.key ?? '')),
      (key) => {
        if (key !== undefined) void run(question());
      },
      { immediate: true },
    );
  }
  return { result, error, busy };
}

/**
 * Marks the page being rendered as one that asks the engine (the build writes its seeds element,
 * empty or not, and the page starts the worker as it loads). For a tool that asks only on a
 * player's action (a file to read, a picture to open), call it in setup.
 */
export function markEnginePage(): void {
  if (!import.meta.env.SSR) return;
  const context = useSSRContext<{ engineSeeds?: Seed[] }>();
  if (context) context.engineSeeds ??= [];
}

/**
 * A first answer on the server: computed by the engine in the build's process and noted in the
 * page's render context, which the build writes into the page (site/.vitepress/seeds.ts).
 */
function answerInProcess<M extends EngineMethod>(
  question: EngineCall<M>,
  errorText: (error: unknown) => string,
  error: Ref<string>,
): EngineAnswer<M> | undefined {
  const api = inProcessEngine();
  if (!api) return undefined;
  try {
    const computed = (api[question.method] as (...a: unknown[]) => unknown)(...question.args);
    if (computed instanceof Promise) return undefined;
    // Rendered as the browser will read it back from the page's JSON, so the two renders agree
    // (JSON drops undefined fields and writes Infinity as null).
    const answer = JSON.parse(JSON.stringify(computed)) as EngineAnswer<M>;
    const context = useSSRContext<{ engineSeeds?: Seed[] }>();
    if (context) (context.engineSeeds ??= []).push([question.method, question.args, answer]);
    return answer;
  } catch (e) {
    error.value = errorText(e);
    return undefined;
  }
}
