/**
 * The six locales, as the dyes' names use them. They live in lib/validate/locale.ts, beneath the
 * validation rules that check a `locale` (which every folder, this one included, imports), so the
 * rules need nothing from lib/dyes.
 */
export { LOCALES, isLocale, type Locale, type Localized, type LocaleOption } from '../validate/locale.ts';
