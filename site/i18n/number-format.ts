/**
 * vue-i18n's `n(value, options)` builds a new `Intl.NumberFormat` on every call when it is given
 * options rather than a named format, and building one costs far more than formatting: a page
 * that shows a few dozen numbers spent tens of milliseconds on it while loading. Plain decimals
 * are written without Intl at all (decimal-format.ts: the first formatter a page builds also loads
 * the browser's locale data); for the rest this keeps one formatter per language and options. The
 * numbers come out exactly as vue-i18n's would.
 */
import type { Composer } from 'vue-i18n';
import { canFormatDecimal, formatDecimal } from './decimal-format.ts';

export function cacheNumberFormats(global: Composer): void {
  const original = global.n;
  const formatters = new Map<string, Intl.NumberFormat>();
  const cached = (...args: unknown[]): string => {
    const [value, options] = args;
    // Anything but (number) or (number, Intl options) keeps vue-i18n's own path (named formats, locale arguments).
    if (args.length > 2 || typeof value !== 'number' || (options !== undefined && !isPlainOptions(options)))
      return (original as (...a: unknown[]) => string)(...args);
    const lang = global.locale.value; // read here, so a component re-renders when the language changes
    if (canFormatDecimal(lang, options as object | undefined)) return formatDecimal(value, lang, options as never);
    const key = `${lang}|${options === undefined ? '' : JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.NumberFormat(lang, options as Intl.NumberFormatOptions | undefined);
      formatters.set(key, formatter);
    }
    return formatter.format(value);
  };
  global.n = cached;
}

/** A plain object of `Intl.NumberFormat` options only (vue-i18n's other keys — `key`, `locale`, `part` — are not). */
function isPlainOptions(options: unknown): boolean {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return false;
  return Object.keys(options).every((k) => !['key', 'locale', 'part'].includes(k));
}
