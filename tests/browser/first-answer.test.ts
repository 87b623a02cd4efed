/**
 * The engine is ready before the player acts. Every tool page that shows a default result has it
 * in place the moment the page is live (`<html data-live>`), in English (hydrated from the page's
 * own first answers) and in Japanese (rendered afresh, the answers asked again in Japanese before
 * the page shows); the engine worker was started and its script asked for by then; and a change made at once
 * after load shows the right answer.
 *
 * Oracles: the dataset (data/dyes.json) for names, culori's CIEDE2000 for the closest dye, the
 * spec's harmony offsets for slot counts, the palette data for the character grid's size, and each
 * tool's documented defaults (counts of steps, results, dyes).
 */
import { describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { differenceCiede2000 } from 'culori';
import type { Page } from 'playwright-core';
import { engineIdle, ROOT } from './harness.ts';
import { DYES, dyeById, useSite } from './tool-page.ts';
import type { Locale } from '../helpers/dataset.ts';

const { site, browser } = useSite({ serviceWorkers: 'block' });

const de = differenceCiede2000();
const closestTo = (hex: string) => DYES.reduce((best, d) => (de(hex, d.hex) < de(hex, best.hex) ? d : best), DYES[0]!);

const palettes = JSON.parse(await readFile(join(ROOT, 'data/character-colors.json'), 'utf8')) as {
  hair: Record<string, Record<string, string>>;
};

/** What the page showed when it turned live, noted by a script that runs before the page's own. */
interface AtLive {
  results: number;
  /** Palette cells (the character page's result is a grid of colours). */
  cells: number;
  text: string;
  liveAt: number;
  workerCreated: boolean;
}

async function openAndNoteLive(path: string, lang?: string): Promise<{ page: Page; atLive: AtLive }> {
  const page = await browser().context.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-live')) return;
      observer.disconnect();
      const results = [...document.querySelectorAll<HTMLElement>('[data-result]')];
      (window as unknown as { __atLive: AtLive }).__atLive = {
        results: results.length,
        cells: document.querySelectorAll('[data-result] [data-index]').length,
        text: results.map((r) => r.innerText).join('\n'),
        liveAt: performance.now(),
        workerCreated: '__ffxivDyesEngine' in window,
      };
      // The document, not <html>: an init script runs before the parser has made <html>.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
  });
  const query = lang ? `${path.includes('?') ? '&' : '?'}locale=${lang}` : '';
  await page.goto(site().url + path + query);
  await page.waitForSelector('html[data-live]', { timeout: 60_000 });
  const atLive = await page.evaluate(() => (window as unknown as { __atLive: AtLive }).__atLive);
  return { page, atLive };
}

const name = (id: number, lang: Locale) => dyeById(id).names[lang];

/** Each tool with a default result: what must be in it when the page turns live. */
const TOOLS: { path: string; shows: (text: string, lang: Locale) => void }[] = [
  // Dalamud Red, triadic: the base and two slots (offsets 120° and 240°).
  { path: '/playground', shows: (text, lang) => expect(text).toContain(name(10, lang)) },
  // #8f3b5e's closest dye by CIEDE2000.
  { path: '/matcher', shows: (text, lang) => expect(text).toContain(name(closestTo('#8f3b5e').stainID, lang)) },
  // The first page of 24 dyes.
  { path: '/dyes', shows: (text) => expect(text.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(24) },
  { path: '/gradient', shows: (text) => expect(text).toMatch(/#[0-9a-f]{6}/i) },
  { path: '/mixer', shows: (text) => expect(text).toMatch(/#[0-9a-f]{6}/i) },
  { path: '/compare', shows: (text, lang) => [12, 52, 73].forEach((id) => expect(text).toContain(name(id, lang))) },
  { path: '/vision', shows: (text, lang) => [12, 52, 7, 61].forEach((id) => expect(text).toContain(name(id, lang))) },
  { path: '/budget', shows: (text, lang) => expect(text).toContain(name(101, lang)) },
  { path: '/character', shows: () => {} }, // its cells are counted below
];

describe('every tool page shows its default result the moment it is live', () => {
  for (const lang of ['en', 'ja'] as const) {
    for (const tool of TOOLS) {
      test(`${tool.path} (${lang})`, async () => {
        const { page, atLive } = await openAndNoteLive(tool.path, lang === 'en' ? undefined : lang);
        try {
          expect(atLive.results, 'a result area is rendered').toBeGreaterThan(0);
          if (tool.path !== '/character') expect(atLive.text.trim()).not.toBe('');
          tool.shows(atLive.text, lang);
          if (tool.path === '/playground') expect(await page.locator('[data-slot]').count()).toBe(2);
          if (tool.path === '/dyes') expect(await page.locator('[data-result] li').count()).toBe(24);
          // Midlander, female, hair: the whole palette.
          if (tool.path === '/character') expect(atLive.cells).toBe(palettes.hair.midlander!.female!.length / 6);
        } finally {
          await page.close();
        }
      });
    }
  }
});

describe('the engine is ready before the player acts', () => {
  test('the worker is started from the head before the page is live, and is its only engine', async () => {
    for (const path of ['/playground', '/matcher', '/character', '/budget']) {
      const { page, atLive } = await openAndNoteLive(path);
      try {
        // The head script made the worker before the page went live (when its thread fetches the
        // script is the browser's schedule, so that time is not compared with live's).
        expect(atLive.workerCreated, path).toBe(true);
        // It is the page's only engine: its script is fetched once, not again by a first request.
        const workerScripts = () =>
          performance.getEntriesByType('resource').filter((e) => /engine\.worker-[\w-]+\.js$/.test(e.name)).length;
        await page.waitForFunction(workerScripts);
        await engineIdle(page);
        expect(await page.evaluate(workerScripts), path).toBe(1);
      } finally {
        await page.close();
      }
    }
  });

  test('a page that asks no engine (the guide) starts none', async () => {
    const page = await browser().context.newPage();
    try {
      await page.goto(`${site().url}/guide/`);
      await page.waitForSelector('html[data-live]');
      const workers = await page.evaluate(() =>
        performance.getEntriesByType('resource').filter((e) => e.name.includes('engine.worker')),
      );
      expect(workers).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('the playground: a harmony type changed at once after load shows its slots', async () => {
    const { page } = await openAndNoteLive('/playground');
    try {
      await page.selectOption('#pg-type', 'square');
      // Square: offsets 90°, 180° and 270° from the base.
      await expect.poll(() => page.locator('[data-slot]').count(), { timeout: 10_000 }).toBe(3);
    } finally {
      await page.close();
    }
  });

  test('the matcher: a colour typed at once after load shows its closest dye', async () => {
    const { page } = await openAndNoteLive('/matcher');
    try {
      await page.fill('#match-hex', '#5b7fc0');
      const expected = closestTo('#5b7fc0');
      await expect
        .poll(() => page.locator('[data-result] h2').innerText(), { timeout: 10_000 })
        .toContain(expected.name);
    } finally {
      await page.close();
    }
  });

  test('a dye name typed and entered at once picks that dye, and again after a first choice', async () => {
    const { page } = await openAndNoteLive('/budget');
    try {
      // Enter comes before the list has caught up with the box; the typed name still wins.
      for (const dye of ['Jet Black', 'Snow White', 'Dalamud Red']) {
        await page.fill('#budget-target', dye);
        await page.press('#budget-target', 'Enter');
        await expect
          .poll(() => page.locator('[data-result] .target').innerText(), { timeout: 10_000 })
          .toMatch(new RegExp(`^${dye} `));
      }
    } finally {
      await page.close();
    }
  });

  test('Japanese: the playground turned live shows Japanese dye names, hydrated with no mismatch', async () => {
    const page = await browser().context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    try {
      await page.goto(`${site().url}/playground?locale=ja`);
      await page.waitForSelector('html[data-live]');
      expect(await page.locator('[data-result]').innerText()).toContain(name(10, 'ja'));
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
