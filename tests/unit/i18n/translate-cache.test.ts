/**
 * The theme's kept translations (site/i18n/translate-cache.ts) give, for every message of every
 * language, exactly what vue-i18n's own `t` gives — asked twice, with named values, with a count —
 * and follow a change of language.
 */
import { expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { cacheTranslations } from '../../../site/i18n/translate-cache.ts';
import { messageFiles, readMessages, type MessageTree } from '../../../scripts/message-files.ts';

const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'];

function keysOf(tree: MessageTree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`),
  );
}

const messagesOf = (locale: string) =>
  Object.fromEntries(Object.keys(messageFiles(locale)).map((ns) => [ns, readMessages(locale, ns)]));
const composer = (locale: string) =>
  createI18n({
    legacy: false,
    locale,
    messages: Object.fromEntries(LOCALES.map((l) => [l, messagesOf(l)])),
    missingWarn: false,
    fallbackWarn: false,
  }).global;

// Named values the messages use, as strings and numbers a page passes.
const VALUES = {
  n: 3,
  name: 'Jet Black',
  count: 2,
  hex: '#1E1E1E',
  sheet: 'Hair',
  row: 1,
  col: 4,
  code: 'hex',
  unit: 'ΔE',
};

test('every message in every language: the text vue-i18n gives, each time it is asked', () => {
  for (const locale of LOCALES) {
    const plain = composer(locale);
    const cached = composer(locale);
    cacheTranslations(cached);
    const keys = Object.entries(messagesOf(locale)).flatMap(([ns, tree]) => keysOf(tree, `${ns}.`));
    expect(keys.length).toBeGreaterThan(500);
    for (const key of keys) {
      for (let round = 0; round < 2; round++) {
        expect(cached.t(key), key).toBe(plain.t(key));
        expect(cached.t(key, VALUES), key).toBe(plain.t(key, VALUES));
        expect(cached.t(key, 1), key).toBe(plain.t(key, 1));
        expect(cached.t(key, 5), key).toBe(plain.t(key, 5));
      }
    }
  }
}, 60_000);

test('a change of language changes the text; other forms of call still work', () => {
  const global = composer('en');
  cacheTranslations(global);
  const title = global.t('character.title');
  global.locale.value = 'ja';
  expect(global.t('character.title')).not.toBe(title);
  expect(global.t('character.title')).toBe(composer('ja').t('character.title'));
  expect(global.t('common.dyeCount', { n: 2 }, 2)).toBe(composer('ja').t('common.dyeCount', { n: 2 }, 2));
});
