/**
 * What the player types or chooses in a field of the server-rendered page before that field is
 * live would be wiped when the page hydrates (Vue sets each field to its model's value). A small
 * classic script in every page's `<head>` notes such a value by the field's id — until the page is
 * live (`<html data-live>`), or while the field sits in a part still waiting to hydrate
 * (`[data-lazy-pending]`, lazy.ts) — and `restoreEarlyInput` puts it back once the field is live,
 * announced with the event its v-model listens to, as if typed again. A field changed after it
 * went live holds the player's latest word, so its note is dropped.
 */
const EARLY_INPUT_GLOBAL = '__ffxivDyesEarlyInput';

export const EARLY_INPUT_SCRIPT =
  `(()=>{const kept=window[${JSON.stringify(EARLY_INPUT_GLOBAL)}]={};` +
  `const early=t=>!document.documentElement.hasAttribute('data-live')||!!t.closest('[data-lazy-pending]');` +
  `const field=t=>(t instanceof HTMLInputElement&&!/^(checkbox|radio|file|range|button|submit|reset|hidden)$/.test(t.type))` +
  `||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement;` +
  `const note=e=>{const t=e.target;if(!field(t)||!t.id)return;if(early(t))kept[t.id]=t.value;else delete kept[t.id]};` +
  `addEventListener('input',note,true);addEventListener('change',note,true)})()`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (el: Element | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Puts back every noted value whose field is live now; fields in parts still waiting stay noted. */
export function restoreEarlyInput(): void {
  const kept = (window as unknown as Record<string, Record<string, string> | undefined>)[EARLY_INPUT_GLOBAL];
  if (!kept) return;
  for (const [id, value] of Object.entries(kept)) {
    const field = document.getElementById(id);
    if (!isField(field) || field.closest('[data-lazy-pending]')) continue;
    delete kept[id];
    // Hydration may have left the typed text in the field while its model holds the server's
    // value: the event is sent either way.
    field.value = value;
    // `input` for v-model on a text field; `change` for a select and for v-model.lazy.
    if (!(field instanceof HTMLSelectElement)) field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
