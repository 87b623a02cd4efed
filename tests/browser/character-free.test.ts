/**
 * Free colours on the Character colours page, in Chromium against the real server: any colour
 * typed in the hex field (or taken from a `.chara` file's own colour, as the file has it) shows
 * its closest dyes, in view on a desktop and a phone, with the page's method and filters.
 *
 * Oracles: data/dyes.json read here and culori's CIEDE2000 over every dye (or the dyes the
 * filter keeps, by the dataset's flags); the locale files for the words; a `.chara` file written here.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { differenceCiede2000 } from 'culori';
import type { Page } from 'playwright-core';
import { ensureSiteBuilt, launchBrowser, startSite, type Browser, type RunningSite } from './harness.ts';
import { SHOTS } from './screenshots.ts';
import { mkdir } from 'node:fs/promises';
import { TWELVE_PIECES } from '../unit/chara-file/files.ts';
import { readMessages } from '../../scripts/message-files.ts';
import { DATASET as DYES } from '../helpers/dataset.ts';

const de = differenceCiede2000();
const closest = (hex: string, dyes = DYES, count = 5): number[] =>
  [...dyes]
    .sort((a, b) => de(hex, a.hex) - de(hex, b.hex) || a.stainID - b.stainID)
    .slice(0, count)
    .map((d) => d.stainID);

/** A hair colour no hair palette has (a saturated magenta), as a file's own colour: each channel squared. */
const FILE_HAIR = '#c8327d';
const squared = (hex: string): string =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255) ** 2).join(', ');
const FREE_FILE = TWELVE_PIECES.replace(
  '"Skintone": 3,',
  `"Skintone": 20, "HairTone": 7, "IsExtendedAppearanceValid": true, "HairColor": "${squared(FILE_HAIR)}",`,
);

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  browser = await launchBrowser({ serviceWorkers: 'block' });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const freeStains = (page: Page) =>
  page
    .locator('[data-free-match] [data-stain]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))));

/** The free answer's first dye against the viewport, once a smooth scroll has had its time. */
async function answerInView(page: Page): Promise<boolean> {
  await page
    .waitForFunction(
      () => {
        const r = document.querySelector('[data-free-match] [data-stain]')?.getBoundingClientRect();
        return !!r && r.top >= 0 && r.bottom <= innerHeight;
      },
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return page.evaluate(() => {
    const r = document.querySelector('[data-free-match] [data-stain]')!.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
}

describe('free colours on the Character page', { timeout: 120_000 }, () => {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`a hex typed in the free field shows its closest dyes, in view (${device})`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(site.url + '/character?clan=xaela');
      await page.waitForSelector('html[data-live]', { state: 'attached' });
      await page.locator('[data-grid] .cell').first().waitFor();
      const hex = '#3c6e5a';
      await page.locator('#character-free').fill(hex);
      await expect.poll(() => freeStains(page), { timeout: 20_000 }).toEqual(closest(hex));
      expect((await page.locator('[data-free-match] h3').innerText()).toLowerCase()).toContain(hex);
      expect(await answerInView(page)).toBe(true);
      // What the player sees: the answer on screen, no wider than it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `character-free-${device}.png`) });
      // The colour is in the URL: a reload shows it again.
      await expect.poll(() => new URL(page.url()).searchParams.get('free')).toBe(hex);
      await page.close();
    });
  }

  test('in Japanese, with a filter: the words and the dyes the filter keeps', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const hex = '#d2a07a';
    await page.goto(`${site.url}/character?free=${encodeURIComponent(hex)}&vendor=false&locale=ja`);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await expect
      .poll(() => freeStains(page), { timeout: 20_000 })
      .toEqual(
        closest(
          hex,
          DYES.filter((d) => !d.isVendor),
        ),
      );
    const heading = (readMessages('ja', 'character') as { free: { heading: string } }).free.heading;
    const shown = (await page.locator('[data-free-match] h3').innerText()).trim();
    expect(shown.toLowerCase()).toBe(heading.replace('{hex}', hex).toLowerCase());
    await page.close();
  });

  test('a .chara file’s own hair colour is shown and matched as the file has it, not snapped to the palette', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    // A view of its own (the previous test's filter is kept in this browser's saved view).
    await page.goto(site.url + '/character?method=ciede2000');
    await page.waitForSelector('html[data-live]', { state: 'attached' });
    await page
      .locator('[data-file-input]')
      .setInputFiles({ name: 'free.chara', mimeType: 'application/json', buffer: Buffer.from(FREE_FILE) });
    const hair = page.locator('[data-part="hair"]');
    await expect.poll(() => hair.getAttribute('data-hex'), { timeout: 20_000 }).toBe(FILE_HAIR);
    await hair.locator('[data-match-here]').click();
    await expect.poll(() => freeStains(page), { timeout: 20_000 }).toEqual(closest(FILE_HAIR));
    expect(await page.locator('#character-free').inputValue()).toBe(FILE_HAIR);
    expect(await answerInView(page)).toBe(true);
    await page.close();
  });
});
