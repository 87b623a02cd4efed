/**
 * A tool's call into the engine worker as reactive state: `compute` runs again whenever one of its
 * inputs changes (once the page state is ready), and only the latest call counts, because
 * controls change faster than answers arrive and an older answer must never overwrite a newer one.
 * The worker starts on the first call `compute` makes into it, not before.
 */
import { ref, shallowRef, watch, type Ref, type WatchSource } from 'vue';
import type { Remote } from 'comlink';
import type { EngineApi } from '../../../lib/worker/index.ts';
import { latestOnly, lazyEngine } from './engine.ts';
import { errorMessage } from './dye-ids.ts';

export interface EngineCallOptions<T> {
  /** Nothing runs before this turns true (usePageState's `ready`: the URL or storage is read). */
  ready?: Ref<boolean>;
  /** Runs only while this holds (an inverse search runs once the user has asked for it). */
  when?: () => boolean;
  /** The result before the first answer (a build-time answer the page is rendered with). */
  initial?: T | null;
  /** The text shown for a failure; default the error's own message. */
  errorText?: (error: unknown) => string;
  /** Keep the last result on a failure instead of clearing it. */
  keepOnError?: boolean;
}

export interface EngineCall<T> {
  result: Ref<T | null>;
  /** The latest call's failure as text, '' after a success. */
  error: Ref<string>;
  /** True while the latest call is under way. */
  busy: Ref<boolean>;
  /** Runs the call now (the watcher does this on every change of the inputs). */
  refresh: () => Promise<void>;
}

export function useEngine<T>(
  inputs: WatchSource[],
  compute: (engine: Remote<EngineApi>) => Promise<T>,
  options: EngineCallOptions<T> = {},
): EngineCall<T> {
  const { ready, when, errorText = errorMessage, keepOnError = false } = options;
  const result = shallowRef<T | null>(options.initial ?? null) as Ref<T | null>;
  const error = ref('');
  const busy = ref(false);
  const latest = latestOnly();

  async function refresh() {
    if ((ready && !ready.value) || (when && !when())) return;
    busy.value = true;
    const { fresh, value } = await latest(async () => {
      try {
        return { ok: true as const, answer: await compute(lazyEngine) };
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

  watch(ready ? [ready, ...inputs] : inputs, refresh, { deep: true });
  return { result, error, busy, refresh };
}
