/**
 * vue-i18n's `t()` costs tens of microseconds a call whatever the message (it builds a message
 * context each time), and a tool page asks for a few hundred labels as it hydrates: on a phone that
 * is a visible share of the page's first long task. A message's text depends only on the language,
 * the key and the values put into it, so this keeps each text once asked; the texts are exactly
 * vue-i18n's.
 */
import type { Composer } from 'vue-i18n';

/** Past this many texts with values, the kept ones are dropped (the values can be endless). */
const MAX_WITH_VALUES = 4000;

export function cacheTranslations(global: Composer): void {
  const original = global.t as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  const withValues = new Map<string, string>();
  const cached = (...args: unknown[]): string => {
    const [key, values] = args;
    // Only (key) and (key, named values or a count): other forms keep vue-i18n's own path.
    if (typeof key !== 'string' || args.length > 2 || !isValues(values)) return original(...args);
    const lang = global.locale.value; // read here, so a component re-renders when the language changes
    if (values === undefined) {
      const id = `${lang}\u0000${key}`;
      let text = plain.get(id);
      if (text === undefined) plain.set(id, (text = original(key)));
      return text;
    }
    const id = `${lang}\u0000${key}\u0000${JSON.stringify(values)}`;
    let text = withValues.get(id);
    if (text === undefined) {
      text = original(key, values);
      if (withValues.size >= MAX_WITH_VALUES) withValues.clear();
      withValues.set(id, text);
    }
    return text;
  };
  global.t = cached;
}

/** No values, a count (plural choice), or a plain object of named values (strings and numbers). */
function isValues(values: unknown): boolean {
  if (values === undefined || typeof values === 'number') return true;
  if (typeof values !== 'object' || values === null || Object.getPrototypeOf(values) !== Object.prototype) return false;
  return Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number');
}
