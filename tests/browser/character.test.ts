/**
 * The Character colours page and the Outfit page's "this character" in Chromium against the real
 * Node server (its `/v1/chara/*` on the local fake XIVAPI). Oracles: data/character-colors.json and
 * data/dyes.json read here, culori's ΔE2000 and ΔEOK for the closest dyes, the dataset's filter
 * flags, the server's `/v1/harmony` for the restyle's harmony, the locale files for the words,
 * and a `.chara` file written here.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { differenceCiede2000, differenceEuclidean } from 'culori';
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
import { clickNavLink } from './nav.ts';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { TWELVE_PIECES } from '../unit/chara-file/files.ts';
import { readMessages, type MessageTree } from '../../scripts/message-files.ts';
import { DATASET as DYES, type DatasetDye } from '../helpers/dataset.ts';

const PALETTES = JSON.parse(await readFile(join(ROOT, 'data/character-colors.json'), 'utf8')) as Record<
  string,
  string | Record<string, Record<string, string>>
>;
const palette = (sheet: string, clan?: string, gender?: string): string[] => {
  const entry = PALETTES[sheet]!;
  return (typeof entry === 'string' ? entry : entry[clan!]![gender!]!).match(/.{6}/g)!.map((h) => `#${h}`);
};
const de = differenceCiede2000();
/** ΔEOK as the engine measures it: Euclidean OKLab with a and b doubled. */
const deOk = differenceEuclidean('oklab', [1, 4, 4, 0]);
const closestDyes = (hex: string, distance = de, dyes = DYES): DatasetDye[] =>
  [...dyes].sort((a, b) => distance(hex, a.hex) - distance(hex, b.hex) || a.stainID - b.stainID);
/** One message of a namespace (`tool`) in `lang`, by its dotted path. */
const word = async (lang: string, tool: string, path: string): Promise<string> => {
  let at: string | MessageTree = readMessages(lang, tool);
  for (const key of path.split('.')) at = typeof at === 'string' ? at : at[key]!;
  if (typeof at !== 'string') throw new Error(`no message ${lang}/${tool}: ${path}`);
  return at;
};

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

/** The Outfit page with the character file open and every piece named. */
async function openOutfit(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(site.url + '/outfit');
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

const cells = (page: Page) => page.locator('[data-grid] .cell');
const matchNames = (page: Page) => page.locator('[data-match] [data-stain] .dye-name').allTextContents();
const matchStains = (page: Page) =>
  page.locator('[data-match] [data-stain]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))));

async function pick(page: Page, clan: string, gender: string, sheet: string, index: number) {
  await page.locator('#character-clan').selectOption(clan);
  await page.locator('#character-gender').selectOption(gender);
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

  /** The answer's box against the viewport and the grid's, once a first-row hair colour is picked. */
  async function answerPlace(page: Page) {
    await page.goto(site.url + '/character?clan=xaela');
    await page.waitForSelector('html[data-live]', { state: 'attached' });
    await cells(page).nth(2).click();
    await page.waitForSelector('[data-match] [data-stain]');
    // Until a smooth scroll has brought it on screen (the assertions below say where it is if not).
    await page
      .waitForFunction(
        () => {
          const top = document.querySelector('[data-match]')!.getBoundingClientRect().top;
          return top >= 0 && top < innerHeight - 100;
        },
        null,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    return page.evaluate(() => {
      const answer = document.querySelector('[data-match]')!.getBoundingClientRect();
      const grid = document.querySelector('[data-grid]')!.getBoundingClientRect();
      return { answer: { top: answer.top, left: answer.left }, grid: { right: grid.right }, height: innerHeight };
    });
  }

  test('a colour picked on a desktop shows its dyes beside the grid, in view', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    const place = await answerPlace(page);
    expect(place.answer.left, 'beside the grid').toBeGreaterThanOrEqual(place.grid.right);
    expect(place.answer.top).toBeGreaterThanOrEqual(0);
    expect(place.answer.top).toBeLessThan(place.height - 100);
    await page.close();
  });

  test('a colour tapped on a phone brings its dyes into view', async () => {
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const page = await phone.context.newPage();
      const place = await answerPlace(page);
      expect(place.answer.top).toBeGreaterThanOrEqual(0);
      expect(place.answer.top).toBeLessThan(place.height - 100);
    } finally {
      await phone.close();
    }
  });

  test('the grid is one Tab stop; arrow keys, Home and End choose a colour and show its dyes', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/character?clan=xaela');
    await page.waitForSelector('html[data-live]', { state: 'attached' });
    const hair = palette('hair', 'xaela', 'female');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-index') ?? null);
    // Tab reaches the grid once, on its first colour; the next Tab leaves it.
    await page.locator('[data-sheet="hair"]').focus();
    let steps = 0;
    while ((await focused()) === null && steps++ < 10) await page.keyboard.press('Tab');
    expect(await focused()).toBe('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('9');
    await expect
      .poll(() => matchNames(page), { timeout: 20_000 })
      .toEqual(
        closestDyes(hair[9]!)
          .slice(0, 5)
          .map((d) => d.names.en),
      );
    await page.keyboard.press('End');
    expect(await focused()).toBe('15');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('8');
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();
    // Back with Shift+Tab: the chosen colour has the focus, not the first.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('8');
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
    await expect(page.locator('#character-clan').inputValue()).resolves.toBe('seeker-of-the-sun');
    await expect(page.locator('[data-part="left-eye"]').getAttribute('data-hex')).resolves.toBe(palette('eyes')[10]);
    await expect(page.locator('[data-part="right-eye"]').getAttribute('data-hex')).resolves.toBe(palette('eyes')[150]);
    await page.close();
  });
  test('the matcher’s controls: a method reorders as culori says, a filter removes dyes, runners-up; all in the URL', async () => {
    const hair = palette('hair', 'xaela', 'female');
    const stains = (dyes: DatasetDye[], count = 5) => dyes.slice(0, count).map((d) => d.stainID);
    // A hair colour whose five closest dyes come in another order by ΔEOK, and whose closest dye a vendor sells.
    const index = hair.findIndex(
      (hex) =>
        stains(closestDyes(hex)).join() !== stains(closestDyes(hex, deOk)).join() && closestDyes(hex)[0]!.isVendor,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const hex = hair[index]!;
    const page = await browser.context.newPage();
    await page.goto(site.url + `/character?clan=xaela&gender=female&sheet=hair&index=${index}`);
    await expect.poll(() => matchStains(page), { timeout: 30_000 }).toEqual(stains(closestDyes(hex)));

    await page.locator('#character-method').selectOption('oklab');
    await expect.poll(() => matchStains(page), { timeout: 20_000 }).toEqual(stains(closestDyes(hex, deOk)));
    expect(new URL(await addressOf(page)).searchParams.get('method')).toBe('oklab');
    await expect(page.locator('[data-match] [data-distance]').first().textContent()).resolves.toContain('ΔEOK');

    await page.locator('#character-method').selectOption('ciede2000');
    await page.locator('details.filters summary').click();
    await page.locator('#character-filter-vendor').selectOption('false');
    const notSold = DYES.filter((d) => !d.isVendor);
    await expect.poll(() => matchStains(page), { timeout: 20_000 }).toEqual(stains(closestDyes(hex, de, notSold)));
    expect(await matchStains(page)).not.toContain(closestDyes(hex)[0]!.stainID);
    expect(new URL(await addressOf(page)).searchParams.get('vendor')).toBe('false');

    await page.locator('#character-runners-up').selectOption('9');
    await expect.poll(() => matchStains(page), { timeout: 20_000 }).toEqual(stains(closestDyes(hex, de, notSold), 10));
    const ranks = await page.locator('[data-match] .rank').allTextContents();
    expect(ranks).toEqual(['Closest', ...Array(9).fill('Runner-up')]);

    // The address alone brings the same view back.
    await page.goto(await addressOf(page));
    await expect.poll(() => matchStains(page), { timeout: 30_000 }).toEqual(stains(closestDyes(hex, de, notSold), 10));
    await expect(page.locator('#character-filter-vendor').inputValue()).resolves.toBe('false');
    await page.close();
  });

  test('in Japanese: the method, runners-up and filter controls in Japanese; ΔEOK order with a filter', async () => {
    // An eye colour whose closest dye by ΔEOK is metallic, so the filter has something to remove.
    const eyes = palette('eyes');
    const index = eyes.findIndex((hex) => closestDyes(hex, deOk)[0]!.isMetallic);
    expect(index).toBeGreaterThanOrEqual(0);
    const page = await browser.context.newPage();
    await page.goto(
      site.url + `/character?locale=ja&sheet=eyes&index=${index}&method=oklab&runnersUp=2&metallic=false`,
    );
    const eye = eyes[index]!;
    const plain = DYES.filter((d) => !d.isMetallic);
    await expect
      .poll(() => matchNames(page), { timeout: 30_000 })
      .toEqual(
        closestDyes(eye, deOk, plain)
          .slice(0, 3)
          .map((d) => d.names.ja),
      );
    await expect(page.locator('label[for="character-method"]').textContent()).resolves.toBe(
      await word('ja', 'character', 'distance'),
    );
    const method = await page
      .locator('#character-method')
      .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.text);
    expect(method).toBe(await word('ja', 'common', 'method.oklab'));
    await expect(page.locator('label[for="character-runners-up"]').textContent()).resolves.toBe(
      await word('ja', 'character', 'runnersUp'),
    );
    await expect(page.locator('details.filters summary').textContent()).resolves.toContain(
      await word('ja', 'common', 'filters.title'),
    );
    await expect(page.locator('label[for="character-filter-metallic"]').textContent()).resolves.toBe(
      await word('ja', 'common', 'filters.name.metallic'),
    );
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
  test('“go with my hair”: the restyle wears the dye closest to the hair colour, then the harmony around it', async () => {
    const page = await openOutfit();
    const hair = palette('hair', 'seeker-of-the-sun', 'female')[7]!;
    await page.locator('#outfit-character-colour').selectOption({ label: 'Hair' });
    await expect.poll(() => new URL(page.url()).searchParams.get('anchor')).toBe(hair);
    await page.locator('[data-action="restyle"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'), null, { timeout: 20_000 });

    // Oracle: culori's closest dye to the hair colour, then the server's harmony of that colour
    // (each dye once, that dye not picked again), with the page's type and wheel.
    const anchor = closestDyes(hair)[0]!.stainID;
    const type = await page.locator('#outfit-type').inputValue();
    const wheel = await page.locator('#outfit-wheel').inputValue();
    const answer = (await (
      await fetch(
        `${site.url}/v1/harmony?hex=${encodeURIComponent(hair)}&type=${type}&wheel=${wheel}&preventDuplicates=true&excludeIds=${anchor}`,
      )
    ).json()) as { data: { slots: { dye: { stainID: number } | null }[] } };
    const harmony = [anchor, ...answer.data.slots.flatMap((s) => (s.dye ? [s.dye.stainID] : []))];
    expect(harmony.length).toBeGreaterThan(1);
    const rowDyes = (slot: string) =>
      page
        .locator(`[data-restyle-slot="${slot}"] [data-channel]`)
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))));
    // The body wears the palette's first two colours: the hair's dye, then the harmony's first.
    expect(await rowDyes('Body')).toEqual([harmony[0], harmony[1]]);
    const every = await page
      .locator('[data-restyle-slot] [data-channel]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))));
    expect(every.filter((d) => d > 0).every((d) => harmony.includes(d))).toBe(true);
    await page.close();
  });

  test('the palette, its JSON, the saved palette and the share link carry hair and skin; the link shows them elsewhere', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const partName = (lang: string, part: string) => word(lang, 'character', `parts.${part}`);
    const hair = palette('hair', 'seeker-of-the-sun', 'female')[7]!;
    const skin = palette('skin', 'seeker-of-the-sun', 'female')[20]!;
    /** The palette lists hair and skin with their colours and their names in `lang`. */
    async function expectHairAndSkin(page: Page, lang: string) {
      for (const [part, hex] of [
        ['hair', hair],
        ['skin', skin],
      ] as const) {
        const item = page.locator(`[data-palette-color="${part}"]`);
        await expect.poll(() => item.getAttribute('data-hex'), { timeout: 30_000 }).toBe(hex);
        await expect(item.textContent()).resolves.toContain(await partName(lang, part));
      }
    }
    const page = await openOutfit();
    await expectHairAndSkin(page, 'en');

    await page.getByRole('button', { name: 'Copy hex list' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(hair);
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toContain(skin);
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('"colors"');
    const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      colors: { key: string; name: string; hex: string }[];
    };
    expect(json.colors).toContainEqual({ key: 'hair', name: await partName('en', 'hair'), hex: hair });
    expect(json.colors).toContainEqual({ key: 'skin', name: await partName('en', 'skin'), hex: skin });

    await page.getByRole('button', { name: 'Save palette' }).click();
    type SavedRecord = { palettes: { colors?: { key: string; hex: string }[] }[] } | undefined;
    // The saved palettes as idb-keyval keeps them (its default database and store).
    const saved = () =>
      page.evaluate(
        () =>
          new Promise<SavedRecord>((resolve, reject) => {
            const fail = (error: DOMException | null) => reject(error ?? new Error('IndexedDB failed'));
            const open = indexedDB.open('keyval-store');
            open.onerror = () => fail(open.error);
            open.onsuccess = () => {
              const read = open.result.transaction('keyval').objectStore('keyval').get('palettes');
              read.onsuccess = () => resolve(read.result as SavedRecord);
              read.onerror = () => fail(read.error);
            };
          }),
      );
    await expect.poll(async () => (await saved())?.palettes.at(-1)?.colors?.map((c) => c.key)).toContain('hair');
    const kept = (await saved())!.palettes.at(-1)!.colors!;
    expect(kept).toContainEqual(expect.objectContaining({ key: 'hair', hex: hair }));
    expect(kept).toContainEqual(expect.objectContaining({ key: 'skin', hex: skin }));
    // The Saved page lists them beside the dyes.
    const savedPage = await browser.context.newPage();
    await savedPage.goto(site.url + '/saved');
    const savedHair = savedPage.locator('[data-palette] [data-color="hair"]').last();
    await savedHair.waitFor({ timeout: 30_000 });
    expect(await savedHair.textContent()).toContain(await partName('en', 'hair'));
    expect(await savedHair.textContent()).toContain(hair);
    await savedPage.close();

    await page.locator('[data-action="share"]').click();
    const link = await page.locator('[data-share-link]').inputValue();
    const c = new URL(link).searchParams.get('c') ?? '';
    expect(c.split('_')).toEqual(expect.arrayContaining([`hair.${hair.slice(1)}`, `skin.${skin.slice(1)}`]));
    await page.close();

    // Another device, reading in Japanese: no file, the colours come from the link.
    const other = await launchBrowser({ locale: 'ja-JP' });
    try {
      const shared = await other.context.newPage();
      await shared.goto(link);
      await expectHairAndSkin(shared, 'ja');
    } finally {
      await other.close();
    }
  });
});

describe('offline', () => {
  test('after one visit, the page works with the network off', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await browser.context.setOffline(true);
    try {
      await page.goto(site.url + '/character?sheet=skin&clan=veena&gender=female&index=100&method=oklab&vendor=false');
      await expect.poll(() => cells(page).count(), { timeout: 30_000 }).toBe(192);
      const skin = palette('skin', 'veena', 'female')[100]!;
      await expect
        .poll(() => matchNames(page), { timeout: 20_000 })
        .toEqual(
          closestDyes(
            skin,
            deOk,
            DYES.filter((d) => !d.isVendor),
          )
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
