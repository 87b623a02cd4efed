/**
 * State shared by the front door's parts: the player search, the shortcut list, and the one
 * polite live region that announces what a shortcut changed (language, theme, a copied link).
 */
import { nextTick, ref } from 'vue';

export const searchOpen = ref(false);
export const keysOpen = ref(false);
export const announcement = ref('');

/** Says `text` to screen readers; the same text twice is announced twice. */
export function announce(text: string): void {
  announcement.value = '';
  void nextTick(() => (announcement.value = text));
}

/**
 * Whether a key press belongs to a field the player is typing in. A field of a closed dialog
 * does not count: focus can stay on it after the dialog closes.
 */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.closest || el.closest('dialog:not([open])')) return false;
  return Boolean(el.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])'));
}
