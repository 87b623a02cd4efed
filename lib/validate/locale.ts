/** The six locales of the API (site/guide/locales.md); `en` is the default and never shows in `meta.locale`. */
export const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export type Localized = Record<Locale, string>;

const KNOWN = new Set<string>(LOCALES);
export const isLocale = (value: string): value is Locale => KNOWN.has(value);
export interface LocaleOption {
  /** Language of `localizedName` and the other names (`en` by default: no `localizedName`). */
  locale?: Locale;
}
