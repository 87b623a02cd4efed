/**
 * A tool's call into the engine worker: only the latest of overlapping calls counts (controls
 * change faster than answers arrive), and a rejected call becomes its message for the error box.
 */
import { latestOnly } from './engine.ts';

export function latestCall() {
  const latest = latestOnly();
  /** The answer, or its error message; null when a newer call has started since. */
  return async <T>(work: () => Promise<T>): Promise<{ value: T | null; error: string } | null> => {
    const { fresh, value } = await latest(async () => {
      try {
        return { value: await work(), error: '' };
      } catch (e) {
        return { value: null, error: e instanceof Error ? e.message : String(e) };
      }
    });
    return fresh ? value : null;
  };
}
