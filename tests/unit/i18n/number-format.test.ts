/**
 * The theme's cached number formatting (site/i18n/number-format.ts) gives, for
 * every language and every kind of options the tools pass, exactly what vue-i18n's own `n` gives,
 * and follows a change of language.
 */
import { expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { cacheNumberFormats } from '../../../site/i18n/number-format.ts';

const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'];
const OPTIONS: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  { maximumFractionDigits: 4 },
  { maximumFractionDigits: 1, minimumFractionDigits: 1 },
  { style: 'percent', maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
];
const VALUES = [0, 1, 7.5, 120, 1234.56789, -3.25, 0.1234, 1e6];

const composer = (locale: string) =>
  createI18n({ legacy: false, locale, messages: {}, missingWarn: false, fallbackWarn: false }).global;

test('formats every value as vue-i18n does, in every language and with every option set', () => {
  for (const locale of LOCALES) {
    const plain = composer(locale);
    const cached = composer(locale);
    cacheNumberFormats(cached);
    for (const options of OPTIONS)
      for (const value of VALUES)
        expect(options ? cached.n(value, options) : cached.n(value)).toBe(
          options ? plain.n(value, options) : plain.n(value),
        );
  }
});

test('a change of language changes the formatting', () => {
  const global = composer('en');
  cacheNumberFormats(global);
  expect(global.n(1234.5)).toBe('1,234.5');
  global.locale.value = 'de';
  expect(global.n(1234.5)).toBe('1.234,5');
  global.locale.value = 'fr';
  expect(global.n(0.5, { style: 'percent' })).toBe(new Intl.NumberFormat('fr', { style: 'percent' }).format(0.5));
});
