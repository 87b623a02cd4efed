/**
 * The Outfit page as a planner, in Chromium against the real Node server, whose item names come
 * from the local fake XIVAPI, shared glamours from the local fake Eorzea Collection and prices from
 * the local fake Universalis. Oracles: the fakes' own rows and glamours, the dataset
 * (data/dyes.json) for dye names and stain IDs, our own reader for the downloaded file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  ensureSiteBuilt,
  launchBrowser,
  ROOT,
  startSite,
  type Browser,
  type RunningSite,
  addressOf,
} from './harness.ts';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { startFakeEorzeaCollection, type FakeEorzeaCollection } from '../glamours/fake-eorzea-collection.ts';
import { startFakeUniversalis, type FakeUniversalis } from '../helpers/fake-universalis.ts';
import { parseCharaFile } from '../../lib/index.ts';
import { DATASET as DYES, type Locale } from '../helpers/dataset.ts';

const dye = (stainID: number) => DYES.find((d) => d.stainID === stainID)!;
const JET_BLACK = 102;
const SNOW_WHITE = 1;

let xivapi: FakeXivapi;
let site: FakeEorzeaCollection;
let universalis: FakeUniversalis;
let server: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  xivapi = await startFakeXivapi();
  site = await startFakeEorzeaCollection();
  universalis = await startFakeUniversalis();
  for (const id of [JET_BLACK, SNOW_WHITE])
    universalis.setPrice('Gilgamesh', dye(id).marketItemID, {
      minPrice: 1000,
      averagePrice: 1000,
      listings: 3,
      lastUploadTime: Date.now() - 60_000,
    });
  server = await startSite({
    XIVAPI_BASE: xivapi.url,
    EORZEA_COLLECTION_BASE: site.url,
    UNIVERSALIS_BASE: universalis.url,
  });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await universalis?.close();
  await site?.close();
  await xivapi?.close();
});

async function openLive(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(server.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForSelector('html[data-live]');
  return page;
}

const card = (page: Page, slot: string) => page.locator(`[data-slot-card="${slot}"]`);

/** Types part of a name into a slot's search box and picks the hit for `itemId`. */
async function pick(page: Page, slot: string, text: string, itemId: number) {
  await page.locator(`[data-plan-slot="${slot}"] [data-gear-search]`).fill(text);
  const hit = page.locator(`[data-plan-slot="${slot}"] [data-hit="${itemId}"]`);
  await hit.waitFor({ timeout: 20_000 });
  await hit.click();
}

/** Sets one channel through the restyle table's dye picker: its name typed, the first match taken. */
async function dyeChannel(page: Page, slot: string, channel: 0 | 1, stainID: number, lang: Locale = 'en') {
  await page.locator(`[data-restyle-slot="${slot}"] .channel-btn`).nth(channel).click();
  const picker = page.locator('#outfit-channel-picker');
  await picker.fill('');
  await picker.focus();
  await page.keyboard.type(dye(stainID).names[lang]);
  // The list narrowed to the typed name (not the whole list that opens first), its best match first.
  await page.waitForFunction((name) => {
    const options = document.querySelectorAll('#outfit-channel-picker-list [role="option"]');
    return options.length > 0 && options.length < 10 && options[0]!.textContent?.includes(name);
  }, dye(stainID).names[lang]);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    ([s, c, id]) =>
      document.querySelector(`[data-slot-card="${s}"] [data-channel="${c}"]`)?.getAttribute('data-stain') ===
      String(id),
    [slot, channel + 1, stainID] as const,
  );
}

describe('an outfit planned from nothing', () => {
  let planned = '';

  test('in English: find two pieces by name, dye both, see the cost on a world, download the .chara', async () => {
    // The world is chosen once, on the Budget page; the Outfit page prices on it.
    const budget = await openLive('/budget');
    await budget.waitForSelector('#prices-world option[value="Gilgamesh"]', { state: 'attached' });
    await budget.selectOption('#prices-world', 'Gilgamesh');
    await budget.waitForFunction(
      () => document.querySelector('.prices-status')?.getAttribute('data-status') === 'live',
    );
    await budget.close();

    const page = await openLive('/outfit');
    await page.locator('[data-action="start-empty"]').click();
    await page.locator('[data-planner]').waitFor();
    await pick(page, 'HeadGear', 'poet', 45001);
    await pick(page, 'Legs', 'wide sla', 45003);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-slot-card][data-state="named"]').length === 2,
      null,
      { timeout: 30_000 },
    );
    expect(await card(page, 'HeadGear').locator('h3').textContent()).toBe("Cashmere Poet's\u00a0Hat");
    expect(await card(page, 'Legs').locator('h3').textContent()).toBe('Fixture Wide Slacks');
    expect(await card(page, 'HeadGear').locator('img.icon').getAttribute('src')).toBe('/v1/chara/icon/45101');

    await dyeChannel(page, 'Legs', 0, SNOW_WHITE);
    await dyeChannel(page, 'HeadGear', 0, JET_BLACK);
    // The hat's second channel after its first: the first keeps its dye.
    await dyeChannel(page, 'HeadGear', 1, SNOW_WHITE);
    expect(await card(page, 'HeadGear').locator('[data-channel="1"]').getAttribute('data-stain')).toBe(
      String(JET_BLACK),
    );

    const total = page.locator('[data-total]');
    await total.waitFor({ timeout: 30_000 });
    const rows = await page.$$eval('.outfit-cost li', (els) =>
      els.map((el) => [Number((el as HTMLElement).dataset.stain), Number((el as HTMLElement).dataset.count)]),
    );
    expect(new Map(rows as [number, number][])).toEqual(
      new Map([
        [JET_BLACK, 1],
        [SNOW_WHITE, 2],
      ]),
    );
    // Each dye's cheapest gil price: a vendor's (in gil) or the market's 1,000 the fake was given.
    const gil = (id: number) =>
      Math.min(dye(id).isVendor && dye(id).currency === 'Gil' ? dye(id).cost : Infinity, 1000);
    const sum = gil(JET_BLACK) + 2 * gil(SNOW_WHITE);
    expect(await total.innerText()).toBe(`Dyes of this outfit: ${sum.toLocaleString('en')} gil`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action="download"]').click(),
    ]);
    const text = (await readFile(await download.path())).toString('utf8');
    expect(JSON.parse(text).SaveMode).toBe('EquipmentGear, EquipmentAccessories, EquipmentWeapons');
    expect(parseCharaFile(text).pieces).toEqual([
      { slot: 'HeadGear', set: 0, base: 5001, variant: 1, dyes: [JET_BLACK, SNOW_WHITE] },
      { slot: 'Legs', set: 0, base: 5003, variant: 1, dyes: [SNOW_WHITE, 0] },
    ]);
    planned = await addressOf(page);
    await page.close();
  }, 120_000);

  test('in Japanese: the search matches Japanese names and shows them', async () => {
    const page = await openLive('/outfit?locale=ja');
    await page.locator('[data-action="start-empty"]').click();
    await page.locator('[data-planner]').waitFor();
    await page.locator('[data-plan-slot="HeadGear"] [data-gear-search]').fill('ポエット');
    const hit = page.locator('[data-plan-slot="HeadGear"] [data-hit="45001"]');
    await hit.waitFor({ timeout: 20_000 });
    expect(await hit.textContent()).toContain('カシミヤ・ポエットハット');
    await hit.click();
    await page.waitForFunction(
      () => document.querySelector('[data-slot-card="HeadGear"] h3')?.textContent === 'カシミヤ・ポエットハット',
      null,
      { timeout: 30_000 },
    );
    await dyeChannel(page, 'HeadGear', 0, JET_BLACK, 'ja');
    await page.close();
  }, 120_000);

  test('in Korean: the search takes English names and says so; Korean text gets a clear word, not “nothing found”', async () => {
    const page = await openLive('/outfit?locale=ko');
    await page.locator('[data-action="start-empty"]').click();
    await page.locator('[data-planner]').waitFor();
    const messages = JSON.parse(await readFile(join(ROOT, 'site/tools/outfit/messages/ko.json'), 'utf8'));
    expect(await page.locator('[data-search-english]').textContent()).toBe(messages.planner.englishNames);
    const box = page.locator('[data-plan-slot="HeadGear"] [data-gear-search]');
    await box.fill('모자');
    await expect
      .poll(() => page.locator('[data-plan-slot="HeadGear"] [data-english-only]').textContent(), { timeout: 10_000 })
      .toBe(messages.planner.englishOnly);
    await pick(page, 'HeadGear', 'poet', 45001);
    await page.waitForFunction(
      () => document.querySelector('[data-slot-card="HeadGear"]')?.getAttribute('data-state') === 'named',
      null,
      { timeout: 30_000 },
    );
    await page.close();
  }, 120_000);

  test('reopens offline from the device, names and dyes included', async () => {
    expect(planned).toContain('o=');
    const page = await openLive('/outfit');
    await browser.context.setOffline(true);
    try {
      await page.goto(planned);
      await page.waitForFunction(
        () => document.querySelector('[data-slot-card="HeadGear"] h3')?.textContent === "Cashmere Poet's\u00a0Hat",
        null,
        { timeout: 30_000 },
      );
      expect(await card(page, 'HeadGear').locator('[data-channel="1"]').getAttribute('data-stain')).toBe(
        String(JET_BLACK),
      );
      expect(await card(page, 'HeadGear').locator('[data-channel="2"]').getAttribute('data-stain')).toBe(
        String(SNOW_WHITE),
      );
      expect(await card(page, 'Legs').locator('h3').textContent()).toBe('Fixture Wide Slacks');
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });
});

describe('an outfit opened from a glamour link', () => {
  let opened = '';

  test('opens the shared look, lists what it could not place, and restyles it', async () => {
    const page = await openLive('/outfit');
    await page.locator('[data-action="glamour-link"]').click();
    await page.fill('#outfit-glamour-url', 'https://ffxiv.eorzeacollection.com/glamour/100/poet-in-the-rain');
    await page.locator('[data-action="open-glamour"]').click();
    // Eight pieces and the facewear, worn as the glasses.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-slot-card][data-state="named"]').length === 9,
      null,
      { timeout: 30_000 },
    );
    expect(await page.locator('[data-outfit-title]').textContent()).toBe('Poet in the Rain');
    // The fake Eorzea Collection's facewear name, found in the fake game data's Glasses sheet.
    expect(await card(page, 'Glasses').locator('h3').textContent()).toContain('Black Rose-colored Spectacles');
    expect(new URL(await addressOf(page)).searchParams.get('g')).toBe('40');
    expect(await card(page, 'Body').locator('[data-channel="1"]').getAttribute('data-stain')).toBe('24');
    expect(await card(page, 'HeadGear').locator('[data-channel="2"]').getAttribute('data-stain')).toBe(
      String(SNOW_WHITE),
    );
    const reasons = await page.$$eval('[data-unresolved]', (els) => els.map((e) => e.getAttribute('data-unresolved')));
    expect(reasons.sort()).toEqual(['no-chara-slot', 'not-in-slot', 'unknown-dye', 'unknown-item']);

    await page.locator('#outfit-type').selectOption('complementary');
    await page.locator('[data-action="restyle"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));
    opened = await addressOf(page);
    await page.close();
  }, 120_000);

  test('reopens offline, the restyle and the glamour title included', async () => {
    expect(opened).toContain('r=');
    const page = await openLive('/outfit');
    await browser.context.setOffline(true);
    try {
      await page.goto(opened);
      await page.waitForFunction(
        () => document.querySelectorAll('[data-slot-card][data-state="named"]').length === 9,
        null,
        { timeout: 30_000 },
      );
      expect(await page.locator('[data-outfit-title]').textContent()).toBe('Poet in the Rain');
      expect(await page.locator('[data-unresolved]').count()).toBe(4);
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  }, 120_000);

  test('another site\u2019s link is refused with a message', async () => {
    const page = await openLive('/outfit');
    await page.locator('[data-action="glamour-link"]').click();
    await page.fill('#outfit-glamour-url', 'https://example.com/glamour/100/x');
    await page.locator('[data-action="open-glamour"]').click();
    await page.locator('[data-glamour-problem="invalid"]').waitFor({ timeout: 20_000 });
    await page.close();
  });
});
