/**
 * No English left on a page shown in another language: every tool page, opened in Japanese and
 * in German with its default data on screen, is read as a player sees it (visible text nodes) and
 * compared with the English messages — labels and values alike (categories, where a dye is
 * obtained, currencies, band words). A text that is an English message whose translation differs
 * fails. Text marked `lang="en"` (the English dye name shown beside the translated one) is meant
 * to be English and is skipped.
 */
import { describe, expect, test } from 'vitest';
import { messageFiles, readMessages, type MessageTree as Tree } from '../../scripts/message-files.ts';
import { useSite } from './tool-page.ts';
import { engineIdle } from './harness.ts';

const PAGES = [
  '/',
  '/matcher',
  '/palette',
  '/dyes',
  '/gradient',
  '/mixer',
  '/compare',
  '/vision',
  '/saved',
  '/glossary',
];

async function leaves(locale: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v === 'string') out.set(prefix + k, v);
      else walk(v, `${prefix}${k}.`);
    }
  };
  for (const namespace of Object.keys(messageFiles(locale))) walk(readMessages(locale, namespace), `${namespace}.`);
  return out;
}

/** English texts that must not show in `locale`: the plain (placeholder-free) messages it translates differently. */
async function englishOnly(locale: string): Promise<Set<string>> {
  const en = await leaves('en');
  const other = await leaves(locale);
  // A word both languages spell alike (German "Palette") is that language's own word too.
  const ownWords = new Set([...other.values()].flatMap((v) => v.split(' | ').map((form) => form.trim())));
  const texts = new Set<string>();
  for (const [key, value] of en) {
    for (const form of value.split(' | ')) {
      const text = form.trim();
      if (text.includes('{') || !/[A-Za-z]{3}/.test(text)) continue;
      const translated = other.get(key);
      if (translated === undefined || ownWords.has(text)) continue;
      texts.add(text);
    }
  }
  return texts;
}

const { site, browser } = useSite({ serviceWorkers: 'block' });

describe.each(['ja', 'de'])('%s pages show no English', (locale) => {
  test('every tool page, labels and values', { timeout: 240_000 }, async () => {
    const english = await englishOnly(locale);
    const found: string[] = [];
    for (const path of PAGES) {
      const page = await browser().context.newPage();
      await page.goto(`${site().url}${path}?locale=${locale}`);
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      await page.waitForSelector('html[data-live]');
      await page.waitForLoadState('networkidle');
      await engineIdle(page);
      // Open the dye browser's first dye, so its detail values are on screen too.
      if (path === '/dyes') {
        await page
          .locator('.browser li button, .browser tbody tr')
          .first()
          .click()
          .catch(() => {});
        await engineIdle(page);
      }
      const texts = await page.evaluate(() => {
        const out: string[] = [];
        const main = document.querySelector('.VPContent') ?? document.body;
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent || parent.closest('[lang="en"], script, style, code, pre')) continue;
          if (!parent.checkVisibility?.() || parent.closest('[hidden], [aria-hidden="true"]')) continue;
          out.push(text);
        }
        return out;
      });
      for (const text of texts) if (english.has(text)) found.push(`${path}: “${text}”`);
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
