/**
 * The site in the player's language, in Debian's Chromium against the real server:
 *
 * - every player page, opened in each language, shows no English interface text (its visible
 *   text and labels are compared with the same page in English), `<html lang>` follows, and the
 *   playground is photographed in all six languages (artifacts/screenshots/playground-<lang>.png);
 * - the language comes from the URL, then the saved choice, then the browser's languages;
 * - a first view downloads its own language's messages and no other's (transfer sizes logged).
 *
 * Oracles: the English page as rendered (not the message files), and the dataset's six-language
 * dye names (data/dyes.json).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureSiteBuilt, launchBrowser, ROOT, startSite, type Browser, type RunningSite } from './harness.ts';

const DYES: { stainID: number; names: Record<string, string> }[] = JSON.parse(
  await readFile(join(ROOT, 'data/dyes.json'), 'utf8'),
);
const SHOTS = join(ROOT, 'artifacts/screenshots');
const LANGS = ['ja', 'de', 'fr', 'ko', 'zh'] as const;
/** Player pages: every nav entry but the developer docs (so a new tool is walked as soon as it is in the nav). */
let PAGES: string[] = [];

/**
 * Words a language shares with English: names (the brand, the publisher), technical tags, and
 * words each language spells as English does.
 */
const SHARED = new Set([
  'ffxiv',
  'dyes',
  'square',
  'enix',
  'ctrl',
  'ciede',
  'cie',
  'cielab',
  'oklab',
  'eok',
  'rgb',
  'hex',
  'json',
  'png',
  'css',
  'api',
]);
const SAME_WORD: Record<string, string[]> = {
  // The clans the game names alike in every Latin-script language.
  de: [
    'neutral',
    'metallic',
    'gil',
    'name',
    'menu',
    'hex',
    'json',
    'png',
    'outfit',
    'budget',
    'palette',
    'raen',
    'xaela',
    'rava',
    'veena',
  ],
  fr: [
    'distance',
    'budget',
    'guide',
    'menu',
    'pages',
    'base',
    'pastel',
    'gil',
    'saturation',
    'json',
    'png',
    'ordre',
    'type',
    'nom',
    'palette',
    'raen',
    'xaela',
    'rava',
    'veena',
  ],
  ja: [],
  ko: [],
  zh: [],
};

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  browser = await launchBrowser({ serviceWorkers: 'block' });
  await mkdir(SHOTS, { recursive: true });
  const page = await browser.context.newPage();
  await page.goto(site.url);
  const links = await page
    .locator('.VPNavBarMenu a')
    .evaluateAll((els) => els.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  // The home page (the menu of tools) and every page of the nav but the English developer docs.
  // The nav lists tools whose pages other branches bring (site/tools/registry.ts): only built pages count.
  const built = (path: string) => existsSync(join(ROOT, 'site/.vitepress/dist', `${path}.html`));
  PAGES = ['/', ...links.filter((path) => !/^\/(guide|reference)\//.test(path) && built(path))];
  await page.close();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Opens a page and waits until it shows `lang` and the tool's result has rendered. */
async function open(path: string, lang: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${site.url}${path}${lang === 'en' ? '' : `?locale=${lang}`}`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page.waitForSelector('.VPNavBarMenu a', { state: 'attached' });
  if (path === '/playground') await page.waitForSelector('[data-slot]');
  if (path === '/matcher') await page.waitForSelector('.within li');
  if (path === '/dyes') await page.waitForSelector('.grid li');
  // The nav bar hydrates lazily, when the page is first idle after it went live.
  await page.waitForSelector('html[data-live]:not([data-hydrating])', { state: 'attached' });
  return page;
}

/**
 * What a reader meets: each visible text node's text, and the labels a screen reader or a tooltip
 * gives (title, aria-label, placeholder). Parts marked as English on purpose (lang="en", the
 * language names in the switch) are skipped.
 */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const out = new Set<string>();
    const skip = (el: Element | null) => !el || el.closest('[lang="en"]:not(html), #locale-switch') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || skip(el) || el!.closest('script, style, template')) continue;
      const rects = el!.getClientRects();
      const style = getComputedStyle(el!);
      // Closed select options and the nav bar's tools menu are read too: a click shows them.
      if ((rects.length === 0 || style.visibility === 'hidden') && !el!.closest('option, .VPNavBarMenu')) continue;
      out.add(text);
    }
    for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder]')) {
      if (skip(el)) continue;
      for (const attr of ['title', 'aria-label', 'placeholder']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.add(value);
      }
    }
    return [...out];
  });

const words = (text: string) => text.toLowerCase().match(/[a-zà-ÿ]{3,}/g) ?? [];

describe('every player page speaks the chosen language', () => {
  const english = new Map<string, string[]>();
  const englishTitles = new Map<string, string>();
  beforeAll(async () => {
    for (const path of PAGES) {
      const page = await open(path, 'en');
      english.set(path, await visibleText(page));
      englishTitles.set(path, await page.title());
      if (path === '/playground') await page.screenshot({ path: join(SHOTS, 'playground-en.png'), fullPage: true });
      await page.close();
    }
  }, 120_000);

  for (const lang of LANGS) {
    test(`${lang}: no English interface text on any player page`, { timeout: 180_000 }, async () => {
      expect(PAGES).toEqual(expect.arrayContaining(['/', '/playground', '/matcher', '/dyes', '/saved']));
      for (const path of PAGES) {
        const page = await open(path, lang);
        if (path === '/playground')
          await page.screenshot({ path: join(SHOTS, `playground-${lang}.png`), fullPage: true });
        const shown = await visibleText(page);
        const allowed = new Set([...SHARED, ...SAME_WORD[lang]!]);
        const englishText = new Set(english.get(path));
        // An English string that is still there, word for word, with an English word in it (a web
        // address, such as the example link a field shows, reads the same in every language).
        const leaks = shown.filter(
          (text) => englishText.has(text) && !/^https?:\/\/\S+$/.test(text) && words(text).some((w) => !allowed.has(w)),
        );
        expect(leaks, `${lang} ${path}`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        // The tab's title too: the page's heading, not the English one.
        expect(await page.title(), `${lang} ${path} title`).not.toBe(englishTitles.get(path));
        expect(await page.title()).toContain(await page.locator('h1').first().innerText());
        await page.close();
      }
    });
  }

  test('the API reference frames its English route documentation in the chosen language', async () => {
    // The page's own words: the "try it" switches, the parameter tables' heads, the first send button.
    const frame = async (lang: string) => {
      const page = await open('/reference/', lang);
      const first = page.locator('details.try').first();
      await first.locator('summary').click();
      const texts = [
        ...(await page.locator('details.try summary').allInnerTexts()),
        ...(await page.locator('.endpoint th').allInnerTexts()),
        await first.locator('button[type="submit"]').innerText(),
      ];
      await page.close();
      return texts;
    };
    const english = await frame('en');
    expect(english.length).toBeGreaterThan(10);
    for (const lang of ['ja', 'de']) {
      const shown = await frame(lang);
      expect(shown.length, lang).toBe(english.length);
      // Each text differs from the English one in its place, except words both languages share.
      const same = shown.filter((text, i) => text === english[i] && !['Parameter', 'Type'].includes(text));
      expect(same, lang).toEqual([]);
    }
  });

  test('the playground in Japanese names the dyes as the Japanese client does', async () => {
    const page = await open('/playground', 'ja');
    const names = await page.locator('[data-slot] .slot-dye button').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    const jaNames = new Set(DYES.map((d) => d.names.ja));
    for (const name of names) expect(jaNames.has(name.trim()), name).toBe(true);
    await page.close();
  });
});

describe('which language a first visit gets', () => {
  test('the URL wins over the saved choice, the saved choice over the browser, the browser over English', async () => {
    const fresh = await launchBrowser({ serviceWorkers: 'block' });
    try {
      const page = await fresh.context.newPage();
      await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['de-AT', 'en'] }));
      await page.goto(`${site.url}/matcher`);
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      await page.goto(`${site.url}/matcher?locale=ko`);
      await page.waitForFunction(() => document.documentElement.lang === 'ko');
      // Choosing in the switch is remembered; the next visit without ?locale= gets it.
      await page.locator('#locale-switch').selectOption('fr');
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      await page.goto(`${site.url}/dyes`);
      await page.waitForFunction(() => document.documentElement.lang === 'fr');
      expect(await page.locator('h1').innerText()).not.toBe('Dye browser');
    } finally {
      await fresh.close();
    }
  });
});

describe('first-view transfer', () => {
  const MESSAGE_CHUNK = /\/assets\/chunks\/(en|ja|de|fr|ko|zh)\.[\w-]+\.js$/;
  for (const lang of ['en', 'ja']) {
    test(`the playground in ${lang} downloads only its own language's messages`, async () => {
      const fresh = await launchBrowser({ serviceWorkers: 'block' });
      try {
        const page = await fresh.context.newPage();
        const cdp = await fresh.context.newCDPSession(page);
        await cdp.send('Network.enable');
        const bytes = new Map<string, number>();
        const urls = new Map<string, string>();
        cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
        cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
        await page.goto(`${site.url}/${lang === 'en' ? '' : `?locale=${lang}`}`, { waitUntil: 'networkidle' });
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const loaded = [...urls.entries()].map(([id, url]) => ({ url, bytes: bytes.get(id) ?? 0 }));
        const messages = loaded.filter((r) => MESSAGE_CHUNK.test(r.url));
        expect(messages.map((r) => MESSAGE_CHUNK.exec(r.url)![1])).toEqual([lang]);
        const total = loaded.reduce((sum, r) => sum + r.bytes, 0);
        console.log(
          `first view /${lang === 'en' ? '' : `?locale=${lang}`}: ${loaded.length} requests, ${(total / 1024).toFixed(1)} KiB transferred, messages ${(messages[0]!.bytes / 1024).toFixed(1)} KiB`,
        );
      } finally {
        await fresh.close();
      }
    });
  }
});
