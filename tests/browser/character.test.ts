/**
 * The Character colours page and the Outfit page's "this character" in Chromium against the real
 * Node server (its `/v1/chara/*` on the local fake XIVAPI). Oracles: data/character-colors.json and
 * data/dyes.json read here, culori's ΔE2000 for the closest dyes, and a `.chara` file written here.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { differenceCiede2000 } from 'culori';
import type { Page } from 'playwright-core';
import { ensureSiteBuilt, launchBrowser, ROOT, startSite, type Browser, type RunningSite } from './harness.ts';
import { clickNavLink } from './nav.ts';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { TWELVE_PIECES } from '../unit/chara-file/files.ts';

interface DataDye {
  stainID: number;
  names: Record<string, string>;
  hex: string;
}
const DYES: DataDye[] = JSON.parse(await readFile(join(ROOT, 'data/dyes.json'), 'utf8'));
const PALETTES = JSON.parse(await readFile(join(ROOT, 'data/character-colors.json'), 'utf8')) as Record<
  string,
  string | Record<string, Record<string, string>>
>;
const palette = (sheet: string, clan?: string, gender?: string): string[] => {
  const entry = PALETTES[sheet]!;
  return (typeof entry === 'string' ? entry : entry[clan!]![gender!]!).match(/.{6}/g)!.map((h) => `#${h}`);
};
const de = differenceCiede2000();
const closestDyes = (hex: string): DataDye[] =>
  [...DYES].sort((a, b) => de(hex, a.hex) - de(hex, b.hex) || a.stainID - b.stainID);

/** The twelve-piece Miqo'te with a face: Seeker of the Sun, feminine, hair 7, skin 20, eyes 10/150. */
const CHARACTER_FILE = TWELVE_PIECES.replace(
  '"Skintone": 3,',
  '"Skintone": 20, "HairTone": 7, "Highlights": 40, "LEyeColor": 10, "REyeColor": 150, "LimbalEyes": 33, "LipsToneFurPattern": 5, "Mouth": 130,',
);

let fake: FakeXivapi;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  fake = await startFakeXivapi();
  site = await startSite({ XIVAPI_BASE: fake.url });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await fake?.close();
});

const cells = (page: Page) => page.locator('[data-grid] .cell');
const matchNames = (page: Page) => page.locator('[data-match] [data-stain] strong').allTextContents();

async function pick(page: Page, clan: string, gender: string, sheet: string, index: number) {
  await page.locator('[data-control="clan"]').selectOption(clan);
  await page.locator('[data-control="gender"]').selectOption(gender);
  await page.locator(`[data-sheet="${sheet}"]`).click();
  await cells(page).nth(index).click();
}

describe('the Character colours page', () => {
  test('opens from the nav; a Xaela woman’s hair as the creator’s 8-column grid; a colour’s closest dyes', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/');
    await clickNavLink(page, 'a[href="/character"]');
    await page.waitForURL(/\/character/);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe('Character colours');
    await expect.poll(() => cells(page).count(), { timeout: 30_000 }).toBe(192);
    await pick(page, 'xaela', 'female', 'hair', 7);
    const hair = palette('hair', 'xaela', 'female');
    await expect.poll(() => cells(page).nth(7).getAttribute('style')).toContain(hexToRgbCss(hair[7]!));
    const columns = await page
      .locator('[data-grid]')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(8);
    const want = closestDyes(hair[7]!).slice(0, 5);
    await expect.poll(() => matchNames(page), { timeout: 20_000 }).toEqual(want.map((d) => d.names.en));
    const firstBand = await page.locator('[data-match] [data-stain] .band').first().textContent();
    const d0 = de(hair[7]!, want[0]!.hex);
    expect(firstBand).toBe(d0 < 2 ? 'Looks the same' : d0 <= 10 ? 'Close match' : 'Clearly different');
    await page.close();
  });

  test('in Japanese: the game’s words, and dye names in Japanese', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/character?locale=ja&sheet=eyes&index=60');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toBe('キャラクターの色');
    await expect(page.locator('[data-sheet="hair"]').textContent()).resolves.toContain('髪の色');
    const eye = palette('eyes')[60]!;
    await expect
      .poll(() => matchNames(page), { timeout: 20_000 })
      .toEqual(
        closestDyes(eye)
          .slice(0, 5)
          .map((d) => d.names.ja),
      );
    await page.close();
  });

  test('from a dye to the nearest palette colour, and a .chara file’s colours', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/character?clan=raen&gender=male&sheet=hair&from=102');
    const jet = DYES.find((d) => d.stainID === 102)!;
    const hair = palette('hair', 'raen', 'male');
    const best = hair.map((hex, i) => [i, de(jet.hex, hex)] as const).sort((a, b) => a[1] - b[1])[0]![0];
    await expect
      .poll(() => page.locator('[data-nearest] [data-index]').first().getAttribute('data-index'), { timeout: 30_000 })
      .toBe(String(best));

    await page
      .locator('[data-file-input]')
      .setInputFiles({ name: 'miqote.chara', mimeType: 'application/json', buffer: Buffer.from(CHARACTER_FILE) });
    const mine = palette('hair', 'seeker-of-the-sun', 'female')[7]!;
    await expect
      .poll(() => page.locator('[data-part="hair"]').getAttribute('data-hex'), { timeout: 20_000 })
      .toBe(mine);
    // The file's clan and gender become the page's.
    await expect(page.locator('[data-control="clan"]').inputValue()).resolves.toBe('seeker-of-the-sun');
    await expect(page.locator('[data-part="left-eye"]').getAttribute('data-hex')).resolves.toBe(palette('eyes')[10]);
    await expect(page.locator('[data-part="right-eye"]').getAttribute('data-hex')).resolves.toBe(palette('eyes')[150]);
    await page.close();
  });
});

describe('the Outfit page shows the character', () => {
  test('a .chara file’s hair and skin swatches with their closest dyes', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/outfit');
    await page
      .locator('[data-file-input]')
      .setInputFiles({ name: 'miqote.chara', mimeType: 'application/json', buffer: Buffer.from(CHARACTER_FILE) });
    for (const [part, hex] of [
      ['hair', palette('hair', 'seeker-of-the-sun', 'female')[7]!],
      ['skin', palette('skin', 'seeker-of-the-sun', 'female')[20]!],
    ] as const) {
      const swatch = page.locator(`[data-part="${part}"]`);
      await expect.poll(() => swatch.getAttribute('data-hex'), { timeout: 30_000 }).toBe(hex);
      await expect
        .poll(() => swatch.locator('[data-dye-stain]').first().getAttribute('data-dye-stain'), { timeout: 20_000 })
        .toBe(String(closestDyes(hex)[0]!.stainID));
    }
    await page.close();
  });
});

describe('offline', () => {
  test('after one visit, the page works with the network off', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await browser.context.setOffline(true);
    try {
      await page.goto(site.url + '/character?sheet=skin&clan=veena&gender=female&index=100');
      await expect.poll(() => cells(page).count(), { timeout: 30_000 }).toBe(192);
      const skin = palette('skin', 'veena', 'female')[100]!;
      await expect
        .poll(() => matchNames(page), { timeout: 20_000 })
        .toEqual(
          closestDyes(skin)
            .slice(0, 5)
            .map((d) => d.names.en),
        );
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });
});

function hexToRgbCss(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
