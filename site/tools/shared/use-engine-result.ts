/**
 * A tool's result from the engine worker: recomputed whenever its inputs change (once the page
 * state is ready), keeping only the latest answer, with the engine's error message on failure.
 */
import { ref, shallowRef, watch, type Ref, type WatchSource } from 'vue';
import type { Remote } from 'comlink';
import type { EngineApi } from '../../../lib/worker/index.ts';
import { engineApi, latestOnly } from './engine.ts';
import { errorMessage } from './dye-ids.ts';

export function useEngineResult<T>(
  ready: Ref<boolean>,
  inputs: WatchSource[],
  compute: (engine: Remote<EngineApi>) => Promise<T>,
): { result: Ref<T | null>; error: Ref<string> } {
  const result = shallowRef<T | null>(null) as Ref<T | null>;
  const error = ref('');
  const latest = latestOnly();
  async function refresh() {
    if (!ready.value) return;
    const { fresh, value } = await latest(async () => {
      try {
        return { r: await compute(await engineApi()), e: '' };
      } catch (e) {
        return { r: null, e: errorMessage(e) };
      }
    });
    if (!fresh) return;
    result.value = value.r;
    error.value = value.e;
  }
  watch([ready, ...inputs], refresh);
  return { result, error };
}
