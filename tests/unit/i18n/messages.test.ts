/**
 * The interface messages (shared ones in site/i18n/locales/<locale>/<namespace>.json, a tool's in
 * site/tools/<tool>/messages/<locale>.json): every namespace exists in every language with exactly
 * English's keys, every message is a non-empty string that vue-i18n renders with every placeholder
 * filled, and plural messages have as many forms in every language, so a count picks the same form
 * everywhere.
 */
import { describe, expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { messageFiles, readMessages as read, type MessageTree as Tree } from '../../../scripts/message-files.ts';
import { namespaced } from '../../../site/i18n/namespaces.ts';

/** The languages of the API (the spec's six), not read from the folder, so a missing one fails. */
const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'];

const flatten = (tree: Tree, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );

const namespacesOf = (locale: string) => Object.keys(messageFiles(locale)).sort();

const NAMESPACES = namespacesOf('en');
/** Namespaces that are not a tool page: shared words, the nav bar, the API reference's frame. */
const SHARED_NAMESPACES = ['common', 'nav', 'reference'];
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const forms = (message: string) => message.split('|').length;

test('every language has the same namespaces as English, including common and nav', () => {
  expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'nav']));
  for (const locale of LOCALES) expect(namespacesOf(locale), locale).toEqual(NAMESPACES);
});

test.each(LOCALES)('the site gathers every %s message file into its one chunk', async (locale) => {
  const chunk = (await import(`../../../site/i18n/bundles/${locale}.ts`)) as { default: Record<string, unknown> };
  const files = Object.fromEntries(namespacesOf(locale).map((ns) => [ns, read(locale, ns)]));
  expect(namespaced(chunk.default)).toEqual(files);
});

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const english = flatten(read('en', ns));

  test('a tool namespace names its nav entry', () => {
    if (!SHARED_NAMESPACES.includes(ns)) expect(typeof english.navLabel).toBe('string');
  });

  test.each(LOCALES)('%s has exactly the English keys, each a non-empty string', (locale) => {
    const messages = flatten(read(locale, ns));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value, `${locale} ${ns}.${key}`).toBe('string');
      expect((value as string).trim(), `${locale} ${ns}.${key}`).not.toBe('');
    }
  });

  test.each(LOCALES)('%s: same placeholders and plural forms as English, and vue-i18n renders each', (locale) => {
    const messages = flatten(read(locale, ns));
    const i18n = createI18n({
      legacy: false,
      locale,
      messages: { [locale]: { [ns]: read(locale, ns) } },
      missingWarn: false,
    });
    for (const [key, value] of Object.entries(messages)) {
      const source = english[key] as string;
      const text = value as string;
      expect(placeholders(text), `${locale} ${ns}.${key} placeholders`).toEqual(placeholders(source));
      expect(forms(text), `${locale} ${ns}.${key} plural forms`).toBe(forms(source));
      const values = Object.fromEntries(placeholders(source).map((p) => [p, `<${p}>`]));
      for (const count of forms(source) > 1 ? [0, 1, 2, 5] : [undefined]) {
        const out =
          count === undefined
            ? i18n.global.t(`${ns}.${key}`, values)
            : i18n.global.t(`${ns}.${key}`, { ...values, n: count }, count);
        expect(out, `${locale} ${ns}.${key}`).not.toBe(`${ns}.${key}`);
        expect(out, `${locale} ${ns}.${key}`).not.toMatch(/[{}|]/);
        // vue-i18n's choice rule: three forms are zero | one | many, two forms are one | many.
        const parts = text.split('|');
        const form = count === undefined ? text : parts[parts.length === 3 ? Math.min(count, 2) : count === 1 ? 0 : 1]!;
        for (const p of placeholders(form))
          expect(out, `${locale} ${ns}.${key}`).toContain(p === 'n' && count !== undefined ? String(count) : `<${p}>`);
      }
    }
  });
});
