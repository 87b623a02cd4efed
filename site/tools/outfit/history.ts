/**
 * Undo and redo for the outfit's dyes (`r` in the page state): every restyle and hand edit is one
 * step. The steps live in memory for this visit; the current dyes are in the URL.
 */
import { computed, ref } from 'vue';

const LIMIT = 100;

export function useHistory(read: () => string, write: (value: string) => void) {
  const past = ref<string[]>([]);
  const future = ref<string[]>([]);

  function commit(value: string) {
    const now = read();
    if (value === now) return;
    past.value = [...past.value.slice(-(LIMIT - 1)), now];
    future.value = [];
    write(value);
  }
  function undo() {
    const previous = past.value.at(-1);
    if (previous === undefined) return;
    past.value = past.value.slice(0, -1);
    future.value = [read(), ...future.value];
    write(previous);
  }
  function redo() {
    const next = future.value[0];
    if (next === undefined) return;
    future.value = future.value.slice(1);
    past.value = [...past.value, read()];
    write(next);
  }
  function reset() {
    past.value = [];
    future.value = [];
  }
  return {
    commit,
    undo,
    redo,
    reset,
    canUndo: computed(() => past.value.length > 0),
    canRedo: computed(() => future.value.length > 0),
  };
}
