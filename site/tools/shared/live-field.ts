/**
 * Number fields that apply as the player types, as the hex fields do: the value is applied once
 * typing pauses (so "1500" starts one search, not four), and only when the field holds a number
 * within its own `min`/`max`, or nothing (a cleared field): a half-typed "-" or an out-of-range value
 * waits for more keys; leaving the field or Enter still applies whatever is there.
 */
import { onBeforeUnmount } from 'vue';

/** The pause after the last key before a typed number applies. */
export const LIVE_DELAY_MS = 350;

/**
 * An `input` handler that calls `apply` with the trimmed value (possibly empty: a cleared field)
 * after a pause; `cancel` drops a pending one.
 */
export function useLiveNumber(apply: (value: string) => void, delay = LIVE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  const onInput = (event: Event) => {
    const input = event.target as HTMLInputElement;
    cancel();
    timer = setTimeout(() => {
      const { badInput, rangeOverflow, rangeUnderflow } = input.validity;
      const value = input.value.trim();
      if (!badInput && !rangeOverflow && !rangeUnderflow) apply(value);
    }, delay);
  };
  onBeforeUnmount(cancel);
  return { onInput, cancel };
}
