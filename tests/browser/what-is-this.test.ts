/**
 * A short "what is this" beside every technical term a player meets on a tool page: the terms
 * each page must explain are the test's own list; the sentences they must show are read from the
 * glossary's message files (the oracle: the glossary page says the same). Each opens and closes by
 * keyboard alone, shows a visible focus, and links to its glossary entry, which exists. In English
 * and Japanese.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness.ts';
import { useSite } from './tool-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block' });

/**
 * The terms each tool page shows before any input (Outfit shows its harmony, wheel and method once
 * a file is open; Saved has none of its own).
 */
const TERMS: Record<string, string[]> = {
  '/playground': ['harmony', 'wheel', 'ciede2000'],
  '/matcher': ['ciede2000', 'bands', 'finish'],
  '/palette': ['ciede2000', 'finish'],
  '/dyes': ['marketGroup', 'finish'],
  '/gradient': ['space'],
  '/mixer': ['mixModel'],
  '/compare': ['marketGroup', 'marketItem', 'itemId'],
  '/vision': ['colourVision'],
  '/budget': ['ciede2000'],
  '/character': ['ciede2000', 'finish'],
};

const glossary = (lang: string) =>
  JSON.parse(readFileSync(join(ROOT, `site/i18n/locales/${lang}/glossary.json`), 'utf8')) as {
    terms: Record<string, { term: string; text: string }>;
  };

const common = (lang: string) =>
  JSON.parse(readFileSync(join(ROOT, `site/i18n/locales/${lang}/common.json`), 'utf8')) as {
    method: Record<string, string>;
    methodHelp: Record<string, string>;
  };

describe.each(['en', 'ja'])('what is this (%s)', (lang) => {
  test.each(Object.entries(TERMS))('%s explains its terms, by keyboard', { timeout: 60_000 }, async (path, terms) => {
    const page = await browser().context.newPage();
    await page.goto(`${site().url}${path}?locale=${lang}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    // Live: hydrated, or rendered again in the page's language (the theme marks it).
    await page.waitForSelector('html[data-live]');
    const entries = () =>
      page
        .locator('[data-what-is-this][data-glossary-entry]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-glossary-entry')));
    await expect.poll(entries, { timeout: 20_000 }).toEqual(expect.arrayContaining(terms));

    const entry = terms.find((t) => t !== 'finish' && t !== 'ciede2000') ?? terms[0]!;
    const button = page.locator(`[data-what-is-this][data-glossary-entry="${entry}"]`).first();
    // No pointer has touched the page, so a focus given to it shows as the keyboard's would.
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button.focus();
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const note = page.locator(`#${await button.getAttribute('aria-controls')}`);
    expect(await note.isVisible()).toBe(true);
    // The glossary's words; beside the method drop-down, the chosen method's own (common.methodHelp).
    const said = { label: (await button.getAttribute('aria-label')) ?? '', text: (await note.textContent()) ?? '' };
    const candidates = [
      glossary(lang).terms[entry]!,
      ...(entry === 'ciede2000'
        ? [{ term: common(lang).method.ciede2000!, text: common(lang).methodHelp.ciede2000! }]
        : []),
    ];
    expect(
      candidates.some((w) => said.label.includes(w.term) && said.text.includes(w.text)),
      JSON.stringify(said),
    ).toBe(true);
    expect(await note.locator('a').getAttribute('href')).toBe(`/glossary#term-${entry}`);
    await page.keyboard.press('Escape');
    expect(await note.isVisible()).toBe(false);
    await page.close();
  });

  test('every entry a page links to is on the glossary page', async () => {
    const page = await browser().context.newPage();
    await page.goto(`${site().url}/glossary?locale=${lang}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    for (const entry of new Set(Object.values(TERMS).flat())) {
      const dt = page.locator(`#term-${entry}`);
      expect(await dt.textContent(), entry).toBe(glossary(lang).terms[entry]!.term);
    }
    await page.close();
  });
});
