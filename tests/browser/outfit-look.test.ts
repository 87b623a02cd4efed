/**
 * Where the Outfit page shows its answers, at desktop (1280×800) and phone (390×844) size, in
 * Chromium against the real Node server and the local fake XIVAPI: "Dye my outfit to go with
 * this" restyles and shows the restyled dyes on screen; the restyle table fits a phone in English
 * and Japanese without squeezing a dye name to a character per line; each piece links to the item
 * databases players use, and the showcase form keeps the acquisition line the player wrote.
 * Oracles: the character palettes and dyes of the dataset (data/*.json) with culori's CIEDE2000
 * for the closest dye, the fake's item rows for item IDs and names, the databases' published
 * address patterns, the message files for the words shown.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { differenceCiede2000 } from 'culori';
import type { Page } from 'playwright-core';
import {
  ensureSiteBuilt,
  launchBrowser,
  ROOT,
  scrollAtRest,
  startSite,
  type Browser,
  type RunningSite,
  addressOf,
} from './harness.ts';
import { SHOTS } from './screenshots.ts';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { ITEMS, type Text } from '../chara/fake/game-data.ts';
import { TWELVE_PIECES } from '../unit/chara-file/files.ts';
import { readMessages, type MessageTree } from '../../scripts/message-files.ts';
import { DATASET as DYES } from '../helpers/dataset.ts';

const PALETTES = JSON.parse(await readFile(join(ROOT, 'data/character-colors.json'), 'utf8')) as Record<
  string,
  Record<string, Record<string, string>>
>;
const hairPalette = PALETTES.hair!['seeker-of-the-sun']!.female!.match(/.{6}/g)!.map((h) => `#${h}`);
const de = differenceCiede2000();
const closestDye = (hex: string) =>
  [...DYES].sort((a, b) => de(hex, a.hex) - de(hex, b.hex) || a.stainID - b.stainID)[0]!;
const word = (lang: string, tool: string, path: string): string => {
  let at: string | MessageTree = readMessages(lang, tool);
  for (const key of path.split('.')) at = typeof at === 'string' ? at : at[key]!;
  if (typeof at !== 'string') throw new Error(`no message ${lang}/${tool}: ${path}`);
  return at;
};

/** The twelve-piece Miqo'te with a face: Seeker of the Sun, feminine, hair 7, skin 20. */
const CHARACTER_FILE = TWELVE_PIECES.replace(
  '"Skintone": 3,',
  '"Skintone": 20, "HairTone": 7, "Highlights": 40, "LEyeColor": 10, "REyeColor": 150, "LimbalEyes": 33, "LipsToneFurPattern": 5, "Mouth": 130,',
);
const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

let fake: FakeXivapi;
let site: RunningSite;
const browsers: Partial<Record<keyof typeof SIZES, Browser>> = {};

beforeAll(async () => {
  await ensureSiteBuilt();
  fake = await startFakeXivapi();
  site = await startSite({ XIVAPI_BASE: fake.url });
  browsers.desktop = await launchBrowser({ viewport: SIZES.desktop });
  browsers.phone = await launchBrowser({ viewport: SIZES.phone });
  await mkdir(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browsers.desktop?.close();
  await browsers.phone?.close();
  await site?.stop();
  await fake?.close();
});

/** The Outfit page with the character file open and every piece named. */
async function openOutfit(size: keyof typeof SIZES, query = ''): Promise<Page> {
  const page = await browsers[size]!.context.newPage();
  await page.goto(`${site.url}/outfit${query}`);
  await page.waitForSelector('html[data-live]', { state: 'attached' });
  await page
    .locator('[data-file-input]')
    .setInputFiles({ name: 'miqote.chara', mimeType: 'application/json', buffer: Buffer.from(CHARACTER_FILE) });
  await page.waitForFunction(
    () => document.querySelectorAll('[data-slot-card][data-state="named"]').length === 13,
    null,
    {
      timeout: 30_000,
    },
  );
  return page;
}

/** Each card's dyes, slot by slot, as the cards show them. */
const cardDyes = (page: Page) =>
  page.$$eval('[data-slot-card] [data-channel]', (els) =>
    els.map(
      (e) =>
        `${e.closest('[data-slot-card]')!.getAttribute('data-slot-card')}:${e.getAttribute('data-channel')}=${e.getAttribute('data-stain')}`,
    ),
  );

describe('“Dye my outfit to go with this” under a character colour', () => {
  for (const size of ['desktop', 'phone'] as const) {
    test(`restyles the outfit and shows the restyled dyes on screen (${size})`, async () => {
      const page = await openOutfit(size);
      const hair = hairPalette[7]!;
      const hairPart = page.locator('[data-part="hair"]');
      await expect.poll(() => hairPart.getAttribute('data-hex'), { timeout: 30_000 }).toBe(hair);
      const before = await cardDyes(page);

      await hairPart.locator('button.anchor').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('r'), null, { timeout: 20_000 });
      // Until the smooth scroll has brought the first restyled piece on screen and come to rest
      // (the assertions below say where the result is if it never does).
      await page
        .waitForFunction(
          () => {
            const row = document.querySelector('[data-restyle-slot]')?.getBoundingClientRect();
            return row !== undefined && row.top >= 0 && row.bottom <= innerHeight;
          },
          null,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      await scrollAtRest(page);

      // The outfit wears new dyes: the body's first channel is the dye closest to the hair colour.
      const after = await cardDyes(page);
      expect(after).not.toEqual(before);
      expect(after).toContain(`Body:1=${closestDye(hair).stainID}`);
      expect(new URL(await addressOf(page)).searchParams.get('anchor')).toBe(hair);

      // The result (the line saying what happened and the first restyled piece) is inside the viewport.
      const seen = await page.evaluate(() => {
        const status = document.querySelector('[data-restyle-status]')!.getBoundingClientRect();
        const row = document.querySelector('[data-restyle-slot]')!.getBoundingClientRect();
        const nav = document.querySelector('.VPNav')?.getBoundingClientRect().bottom ?? 0;
        return {
          statusTop: status.top,
          rowBottom: row.bottom,
          nav,
          height: innerHeight,
          focused: document.activeElement?.hasAttribute('data-restyle-result') ?? false,
        };
      });
      expect(seen.statusTop).toBeGreaterThanOrEqual(seen.nav);
      expect(seen.rowBottom).toBeLessThanOrEqual(seen.height);
      expect(seen.focused).toBe(true);
      await expect(page.locator('[data-restyle-status]').textContent()).resolves.toBe(
        word('en', 'outfit', 'restyle.wentWith').replace('{part}', word('en', 'character', 'parts.hair')),
      );
      // The restyle table and the cards say the same.
      const rows = await page.$$eval('[data-restyle-slot="Body"] .channel-btn [data-channel]', (els) =>
        els.map((e) => `Body:${e.getAttribute('data-channel')}=${e.getAttribute('data-stain')}`),
      );
      for (const r of rows) expect(after).toContain(r);
      await page.screenshot({ path: join(SHOTS, `outfit-go-with-${size}.png`) });
      await page.close();
    }, 120_000);
  }
});

describe('the restyle table on a phone', () => {
  for (const lang of ['en', 'ja'] as const) {
    test(`fits 390 px and keeps every dye name readable (${lang})`, async () => {
      const page = await openOutfit('phone', `?locale=${lang}`);
      await page.locator('[data-action="restyle"]').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('r'), null, { timeout: 20_000 });
      // The longest dye name of the dataset on a channel, typed into the channel's dye picker.
      const longest = [...DYES].sort((a, b) => b.names[lang].length - a.names[lang].length)[0]!;
      await page.locator('[data-restyle-slot="Body"] .channel-btn').first().click();
      await page.locator('#outfit-channel-picker').fill(longest.names[lang]);
      await page.waitForFunction(
        (name) => document.querySelector('#outfit-channel-picker-list [role="option"]')?.textContent?.includes(name),
        longest.names[lang],
      );
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (id) =>
          document.querySelector('[data-restyle-slot="Body"] [data-channel="1"]')?.getAttribute('data-stain') === id,
        String(longest.stainID),
      );
      const table = page.locator('[data-restyle-result] table');
      await table.scrollIntoViewIfNeeded();
      // Names in the page's language (the dataset's), so the Japanese run measures Japanese names.
      const names = await page.locator('[data-restyle-slot] .channel-btn .dye-name').allTextContents();
      const known = new Set(DYES.map((d) => d.names[lang]));
      expect(names.filter((n) => known.has(n)).length).toBeGreaterThan(3);

      const measured = await page.evaluate(() => {
        const box = document.querySelector('[data-restyle-result] .table-box')!;
        return {
          page: document.documentElement.scrollWidth - innerWidth,
          table: box.scrollWidth - box.clientWidth,
          tableRight: document.querySelector('[data-restyle-result] table')!.getBoundingClientRect().right - innerWidth,
          names: [...document.querySelectorAll('[data-restyle-slot] .dye-name')].map((el) => {
            const style = getComputedStyle(el);
            const r = el.getBoundingClientRect();
            const fontSize = Number.parseFloat(style.fontSize);
            const line = Number.parseFloat(style.lineHeight) || fontSize * 1.5;
            return { text: el.textContent, height: r.height, width: r.width, line, fontSize };
          }),
        };
      });
      expect(measured.page).toBeLessThanOrEqual(0);
      expect(measured.table).toBeLessThanOrEqual(0);
      expect(measured.tableRight).toBeLessThanOrEqual(0);
      expect(measured.names.length).toBeGreaterThan(3);
      for (const n of measured.names) {
        // At most two lines, and at least three characters wide.
        expect(n.height, `${n.text} is ${n.height}px tall`).toBeLessThanOrEqual(2 * n.line + 1);
        expect(n.width, `${n.text} is ${n.width}px wide`).toBeGreaterThanOrEqual(3 * n.fontSize);
      }
      await page
        .locator('[data-restyle-result]')
        .screenshot({ path: join(SHOTS, `outfit-restyle-table-phone-${lang}.png`) });
      await page.close();
    }, 120_000);
  }
});

/** The fake XIVAPI's item ID for an English name. */
const itemId = (name: string) => ITEMS.find((r) => (r.fields.Name as Text | undefined)?.en === name)!.row_id;

describe('each piece in the item databases, and the showcase form', () => {
  test('“open in” links for a known item id, in the page’s language where the database has one', async () => {
    const id = itemId('Fixture Beech Coat');
    for (const lang of ['en', 'ja'] as const) {
      const page = await openOutfit('desktop', `?locale=${lang}`);
      const links = await page
        .locator('[data-slot-card="Body"] [data-open-in] a')
        .evaluateAll((els) => els.map((a) => [a.getAttribute('data-db'), a.getAttribute('href')]));
      expect(Object.fromEntries(links)).toEqual({
        garland: `https://www.garlandtools.org/db/#item/${id}`,
        teamcraft: `https://ffxivteamcraft.com/db/${lang}/item/${id}`,
        wiki: 'https://ffxiv.consolegameswiki.com/wiki/Fixture_Beech_Coat',
      });
      // A name with an apostrophe: the wiki's page title as it is, spaces as underscores.
      const ring = await page
        .locator('[data-slot-card="LeftRing"] [data-open-in] a[data-db="wiki"]')
        .getAttribute('href');
      expect(ring).toBe(`https://ffxiv.consolegameswiki.com/wiki/The_Emperor's_New_Ring`);
      await page.close();
    }
  }, 120_000);

  test('the showcase form: slot, item and dyes per piece, and the acquisition line the player wrote, kept', async () => {
    const page = await openOutfit('desktop');
    const body = page.locator('[data-showcase-slot="Body"] [data-acquisition]');
    await body.fill('Mog Station (Fixture set)');
    const bodyDyes = async () =>
      (
        await page
          .locator('[data-slot-card="Body"] [data-channel]')
          .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))))
      )
        .map((id) => (id ? DYES.find((d) => d.stainID === id)!.names.en : 'Undyed'))
        .join(' / ');
    const block = async () =>
      `Body: Fixture Beech Coat (${await bodyDyes()})\nAcquisition: Mog Station (Fixture set)\n`;
    const showcase = page.locator('[data-showcase-text]');
    await expect.poll(() => showcase.inputValue()).toContain(await block());

    // A restyle changes the dyes in the form, not the player's line.
    await page.locator('[data-action="restyle"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'), null, { timeout: 20_000 });
    await expect.poll(() => showcase.inputValue()).toContain(await block());
    await page.locator('[data-showcase]').screenshot({ path: join(SHOTS, 'outfit-showcase-desktop.png') });

    // Kept on the device: the page reopened from its link has the line again.
    const url = await addressOf(page);
    await page.close();
    const again = await browsers.desktop!.context.newPage();
    await again.goto(url);
    await again.waitForFunction(
      () => document.querySelectorAll('[data-slot-card][data-state="named"]').length === 13,
      null,
      {
        timeout: 30_000,
      },
    );
    await expect
      .poll(() => again.locator('[data-showcase-slot="Body"] [data-acquisition]').inputValue(), { timeout: 10_000 })
      .toBe('Mog Station (Fixture set)');
    expect(await again.locator('[data-showcase-text]').inputValue()).toContain(
      'Acquisition: Mog Station (Fixture set)',
    );
    await again.close();
  }, 120_000);
});
