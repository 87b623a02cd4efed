/**
 * The Budget tool in Chromium against the real Node server, whose `/v1/prices` goes to the local
 * fake Universalis (tests/helpers/fake-universalis.ts). Oracles: the prices the fake is given, the
 * dataset (data/dyes.json) for vendor prices and names, culori's CIEDE2000 for which dyes are close.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { differenceCiede2000 } from 'culori';
import { ensureSiteBuilt, launchBrowser, startSite, type Browser, type RunningSite } from './harness.ts';
import { startFakeUniversalis, type FakeUniversalis } from '../helpers/fake-universalis.ts';
import { DATASET } from '../helpers/dataset.ts';
import { TWELVE_PIECES } from '../unit/chara-file/files.ts';

const PURE_WHITE = DATASET.find((d) => d.name === 'Pure White')!;
const SNOW_WHITE = DATASET.find((d) => d.name === 'Snow White')!;
const JET_BLACK = DATASET.find((d) => d.name === 'Jet Black')!;
const PASTEL_PINK = DATASET.find((d) => d.name === 'Pastel Pink')!;
/**
 * Market prices on Gilgamesh: the standard group 500 gil, the Firmament group 900, the cosmic group
 * 300 (cheaper than both: the tiers go by price, not by letter), Pure White 30,000, Jet Black
 * 20,000, Pastel Pink 800; the other single-item dyes have no listing.
 */
const MARKET: Record<number, number> = {
  52254: 500,
  52255: 900,
  52256: 300,
  [PURE_WHITE.itemID]: 30000,
  [JET_BLACK.itemID]: 20000,
  [PASTEL_PINK.itemID]: 800,
};
const CEILING = 1000;
const LIMIT = 20;

/** The dyes the tool must offer, closest first: within 20 ΔE2000 of Pure White and at most 1,000 gil. */
function expectedOffers() {
  const de = differenceCiede2000();
  return DATASET.filter((d) => d !== PURE_WHITE)
    .map((d) => {
      const vendor = d.isVendor && d.currency === 'Gil' ? d.cost : Infinity;
      const market = MARKET[d.marketItemID] ?? Infinity;
      return {
        d,
        gil: Math.min(vendor, market),
        source: vendor <= market ? 'vendor' : 'market',
        e: de(PURE_WHITE.hex, d.hex),
      };
    })
    .filter((x) => x.e <= LIMIT && x.gil <= CEILING)
    .sort((a, b) => a.e - b.e || a.gil - b.gil);
}

let fake: FakeUniversalis;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  fake = await startFakeUniversalis();
  const now = Date.now();
  for (const [item, gil] of Object.entries(MARKET))
    fake.setPrice('Gilgamesh', Number(item), {
      minPrice: gil,
      averagePrice: gil,
      listings: 5,
      lastUploadTime: now - 3 * 60_000,
    });
  site = await startSite({ UNIVERSALIS_BASE: fake.url });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await fake?.close();
});

async function openControlled(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  // Text typed into the server-rendered form before the page is live is reset by hydration.
  await page.waitForSelector('html[data-live]');
  return page;
}

const rowStains = (page: Page) =>
  page.$$eval('table.options tbody tr', (rows) => rows.map((r) => Number((r as HTMLElement).dataset.stain)));
/** Waits until the table lists exactly these dyes (controls apply a moment after they change). */
const waitRows = (page: Page, stains: number[]) =>
  page
    .waitForFunction(
      (want) =>
        [...document.querySelectorAll('table.options tbody tr')].map((r) => (r as HTMLElement).dataset.stain).join() ===
        want,
      stains.join(),
      { timeout: 10_000 },
    )
    .catch(() => undefined); // the assertion that follows shows the difference
const rowText = (page: Page, stainID: number) => page.locator(`table.options tr[data-stain="${stainID}"]`).innerText();

describe('the world to price on', () => {
  test('is chosen from Universalis’ lists, grouped by data centre, typed ahead in any case, in the page’s language', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/budget?locale=ja');
    await page.waitForSelector('html[data-live]');
    await page.waitForSelector('#prices-world optgroup', { state: 'attached' });
    const groups = await page.$$eval('#prices-world optgroup', (els) =>
      els.map((g) => ({
        label: g.getAttribute('label'),
        options: [...g.querySelectorAll('option')].map((o) => o.value),
      })),
    );
    const aether = groups.find((g) => g.label?.startsWith('Aether'))!;
    // The data centre and its region (the fake's lists, Universalis' own names), in Japanese brackets.
    expect(aether.label).toBe('Aether（North-America）');
    expect(aether.options).toContain('Gilgamesh');
    expect(aether.options[0]).toBe('Aether');
    // Typed ahead: a select takes letters as a player types them, in any case.
    await page.locator('#prices-world').focus();
    await page.keyboard.type('gilg');
    await expect.poll(() => page.locator('#prices-world').inputValue()).toBe('Gilgamesh');
    await expect
      .poll(() => fake.requests.filter((r) => r.endpoint === 'market' && r.path.includes('Gilgamesh')).length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    // Only listed places can be chosen: every option is a world, a data centre, a region or none.
    const listed = new Set(groups.flatMap((g) => g.options));
    const values = await page.$$eval('#prices-world option', (els) => els.map((o) => (o as HTMLOptionElement).value));
    expect(values.filter((v) => v && !listed.has(v))).toEqual([]);
    await page.close();
  });
});

describe('the Budget tool', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openControlled('/budget');
  }, 120_000);

  test('finds cheaper look-alikes of Pure White within a ceiling on the chosen world', async () => {
    await page.getByRole('button', { name: 'Pure White' }).click();
    await page.selectOption('#prices-world', 'Gilgamesh');
    await page.fill('#budget-ceiling', String(CEILING));
    await page.press('#budget-ceiling', 'Enter');
    await page.fill('#budget-distance', String(LIMIT));
    await page.press('#budget-distance', 'Enter');
    await page.waitForFunction(() => document.querySelector('.prices-status')?.getAttribute('data-status') === 'live');
    expect(await page.locator('.prices-status').innerText()).toMatch(/^Market prices for Gilgamesh, fetched/);

    const offers = expectedOffers();
    expect(offers.length).toBeGreaterThan(1);
    const byDistance = offers.slice(0, 30).map((o) => o.d.stainID);
    await waitRows(page, byDistance);
    expect(await rowStains(page)).toEqual(byDistance);
    expect(await page.locator('.target').innerText()).toContain('30,000 gil');

    // A vendor dye: its vendor price beats the group's market price, and the saving is against Pure White.
    const snow = await rowText(page, SNOW_WHITE.stainID);
    expect(snow).toContain('Snow White');
    expect(snow).toContain(`${SNOW_WHITE.cost} gil`);
    expect(snow).toContain('Dye Vendor');
    expect(snow).toContain(`saves ${(30000 - SNOW_WHITE.cost).toLocaleString('en')} gil`);
    const market = offers.find((o) => o.source === 'market');
    if (market) expect(await rowText(page, market.d.stainID)).toMatch(/market board, 3 minutes ago/);

    // Sorted by price: cheapest first.
    await page.selectOption('#budget-sort', 'price');
    const byPrice = [...offers]
      .sort((a, b) => a.gil - b.gil || a.e - b.e)
      .slice(0, 30)
      .map((o) => o.d.stainID);
    await waitRows(page, byPrice);
    expect(await rowStains(page)).toEqual(byPrice);
    await page.selectOption('#budget-sort', 'distance');
  });

  test('shows each option’s value, gil saved per ΔE given up, and says what it means', async () => {
    // Still Pure White at 30,000 gil on Gilgamesh, a 1,000 gil ceiling and 20 ΔE (the test above).
    const head = page.locator('table.options thead th').nth(4);
    expect(await head.innerText()).toContain('Value');
    await head.locator('[data-what-is-this]').click();
    expect(await head.innerText()).toContain('saving against the target dye divided by the distance');
    for (const offer of expectedOffers().slice(0, 8)) {
      const cell = page.locator(`table.options tr[data-stain="${offer.d.stainID}"] [data-value]`);
      const text = await cell.innerText();
      const saving = 30000 - offer.gil;
      if (saving <= 0) {
        expect(text).toBe('—');
        continue;
      }
      // The oracle: the saving over culori's ΔE2000, whose Lab constants differ slightly from the
      // engine's (up to 0.05 ΔE), so the value lies between the saving over e ± 0.05.
      expect(text).toMatch(/^[\d,]+ gil per ΔE$/);
      const shown = Number(text.replace(/[^\d]/g, ''));
      expect(shown, `${offer.d.name}: ${text}`).toBeGreaterThanOrEqual(Math.floor(saving / (offer.e + 0.05)));
      expect(shown, `${offer.d.name}: ${text}`).toBeLessThanOrEqual(Math.ceil(saving / (offer.e - 0.05)));
    }
  });

  test('the ceiling and the distance limit apply as the player types, without Enter', async () => {
    const ceiling = page.locator('#budget-ceiling');
    await ceiling.fill('');
    await ceiling.pressSequentially('300', { delay: 40 });
    const cheap = expectedOffers()
      .filter((o) => o.gil <= 300)
      .map((o) => o.d.stainID);
    await waitRows(page, cheap.slice(0, 30));
    expect(await rowStains(page)).toEqual(cheap.slice(0, 30));
    await expect(ceiling.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    const distance = page.locator('#budget-distance');
    await distance.fill('');
    await distance.pressSequentially('5', { delay: 40 });
    const near = expectedOffers()
      .filter((o) => o.gil <= 300 && o.e <= 5)
      .map((o) => o.d.stainID);
    await waitRows(page, near.slice(0, 30));
    expect(await rowStains(page)).toEqual(near.slice(0, 30));
    await expect(distance.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Back to the first test's settings, for the tests that follow.
    await ceiling.fill(String(CEILING));
    await ceiling.press('Enter');
    await distance.fill(String(LIMIT));
    await distance.press('Enter');
  });

  /** The oracle's upgrade path: cheapest first, each kept when culori finds it closer than every cheaper dye. */
  function upgradeFront(hex: string, limit: number) {
    const de = differenceCiede2000();
    const rows = DATASET.map((d) => ({
      d,
      gil: Math.min(d.isVendor && d.currency === 'Gil' ? d.cost : Infinity, MARKET[d.marketItemID] ?? Infinity),
      e: de(hex, d.hex),
    }))
      .filter((x) => x.gil < Infinity && x.e <= limit)
      .sort((a, b) => a.gil - b.gil || a.e - b.e);
    const front: typeof rows = [];
    for (const r of rows) if (!front.length || r.e < front.at(-1)!.e) front.push(r);
    return front;
  }

  test('upgrades: each step a closer dye and what it costs more; a dye target ends with the dye itself', async () => {
    const upgrades = await browser.context.newPage();
    try {
      // A colour between the cosmic and Firmament pinks: a vendor dye, then a cosmic one, then a Firmament one.
      const hex = '#DC4F9A';
      await upgrades.goto(`${site.url}/budget?target=${encodeURIComponent(hex)}&maxDistance=20&view=upgrade`);
      const front = upgradeFront(hex.toLowerCase(), 20);
      expect(front.length).toBeGreaterThanOrEqual(3);
      const steps = upgrades.locator('[data-testid=upgrade-steps] > li');
      const stains = () => steps.evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.stain)));
      await expect.poll(stains, { timeout: 20_000 }).toEqual(front.map((x) => x.d.stainID));
      expect(await upgrades.locator('#budget-view').inputValue()).toBe('upgrade');
      expect(await steps.first().locator('[data-extra]').innerText()).toBe('cheapest within your limits');
      for (let i = 1; i < front.length; i++) {
        const text = await steps.nth(i).locator('[data-extra]').innerText();
        const match = /^\+([\d,]+) gil for (\d+\.\d{2}) closer$/.exec(text);
        expect(match, text).not.toBeNull();
        expect(match![1]).toBe((front[i]!.gil - front[i - 1]!.gil).toLocaleString('en'));
        expect(Math.abs(Number(match![2]) - (front[i - 1]!.e - front[i]!.e)), text).toBeLessThan(0.1);
        expect(await steps.nth(i).innerText()).toContain(front[i]!.d.name);
      }

      // A dye as the target: the path ends at the dye itself, at its market price.
      await upgrades.goto(`${site.url}/budget?target=${PASTEL_PINK.stainID}&maxDistance=20&view=upgrade`);
      const pink = upgradeFront(PASTEL_PINK.hex, 20);
      expect(pink.at(-1)!.d).toBe(PASTEL_PINK);
      await expect.poll(stains, { timeout: 20_000 }).toEqual(pink.map((x) => x.d.stainID));
      const last = await steps.last().innerText();
      expect(last).toContain('the dye itself');
      expect(last).toContain('800 gil');

      // On a phone the steps fit the screen.
      await upgrades.setViewportSize({ width: 390, height: 844 });
      await upgrades.reload();
      await steps.first().waitFor({ timeout: 20_000 });
      const overflow = await upgrades.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await upgrades.close();
    }
  });

  test('market price tiers: the three groups by price, the single-item dyes by price, each group’s dyes', async () => {
    const tiers = page.locator('[data-testid=price-tiers]');
    const groups = tiers.locator(':scope > li[data-group]');
    await expect
      .poll(() => groups.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.group)))
      .toEqual(['C', 'A', 'B', 'single']);
    const groupText = async (g: string) => tiers.locator(`:scope > li[data-group="${g}"]`).innerText();
    // Counted from the dataset: the dyes that share each consolidated market item.
    for (const [g, item, gil] of [
      ['A', 52254, 500],
      ['B', 52255, 900],
      ['C', 52256, 300],
    ] as const) {
      const members = DATASET.filter((d) => d.marketItemID === item);
      const text = await groupText(g);
      expect(text).toContain(`${members.length} dyes`);
      expect(text).toContain(`${gil} gil`);
      expect(text).toMatch(/each dye, 3 minutes ago/);
      expect(await tiers.locator(`:scope > li[data-group="${g}"] .chips .swatch`).count()).toBe(members.length);
    }
    expect(await groupText('A')).toContain('or 216 gil from a Dye Vendor');
    expect(await groupText('A')).toContain('Standard dyes');
    // Single items: priced ones cheapest first, then the unlisted ones.
    const singles = DATASET.filter((d) => d.marketItemID === d.itemID);
    const priced = singles
      .filter((d) => MARKET[d.itemID])
      .sort((a, b) => MARKET[a.itemID]! - MARKET[b.itemID]!)
      .map((d) => d.stainID);
    const shown = await tiers
      .locator('.singles li')
      .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.stain)));
    expect(shown).toHaveLength(singles.length);
    expect(shown.slice(0, priced.length)).toEqual(priced);
    expect(await tiers.locator('.singles li').first().innerText()).toContain('800 gil');
    expect(await tiers.locator('.singles li').last().innerText()).toContain('no listing');

    // In Japanese, on a phone: the tiers in the game's words, and nothing wider than the screen.
    const phone = await browser.context.newPage();
    try {
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(site.url + '/budget?locale=ja');
      await phone.locator('[data-testid=price-tiers] li[data-group="B"]').waitFor({ timeout: 20_000 });
      await expect
        .poll(() => phone.locator('[data-testid=price-tiers] li[data-group="B"]').innerText())
        .toContain('イシュガルドのカララント');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }
  });

  test('the matcher’s Within field applies as the player types, without Enter', async () => {
    const matcher = await browser.context.newPage();
    try {
      const hex = '#8f3b5e';
      await matcher.goto(`${site.url}/matcher?hex=${encodeURIComponent(hex)}`);
      await matcher.waitForSelector('html[data-live]');
      await matcher.waitForSelector('ol.within li', { timeout: 20_000 });
      const de = differenceCiede2000();
      const within = (reach: number) => DATASET.filter((d) => de(hex, d.hex) <= reach).map((d) => d.name);
      const field = matcher.locator('#match-radius');
      await field.pressSequentially('15', { delay: 40 });
      // Culori and the engine may disagree on a dye within 0.05 of the edge: none is near it here.
      expect(DATASET.some((d) => Math.abs(de(hex, d.hex) - 15) < 0.05)).toBe(false);
      await expect
        .poll(async () => (await matcher.locator('ol.within li .dye-name').allInnerTexts()).map((n) => n.trim()).sort())
        .toEqual(within(15).sort());
      await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    } finally {
      await matcher.close();
    }
  });

  test('with a world chosen, the dye browser sorts by market price and the matcher shows prices', async () => {
    const gil = (d: (typeof DATASET)[number]) =>
      Math.min(d.isVendor && d.currency === 'Gil' ? d.cost : Infinity, MARKET[d.marketItemID] ?? Infinity);
    const priced = DATASET.filter((d) => gil(d) < Infinity);
    const dearest = [...priced].sort((a, b) => gil(b) - gil(a) || a.stainID - b.stainID).slice(0, 12);
    const dyes = await browser.context.newPage();
    try {
      await dyes.goto(`${site.url}/dyes?sort=market&order=desc&perPage=12`);
      await dyes.waitForFunction(
        (first) => document.querySelector('.grid li .card-name')?.textContent === first,
        dearest[0]!.name,
        { timeout: 20_000 },
      );
      const cards = await dyes.$$eval('.grid li .card', (els) => els.map((el) => (el as HTMLElement).innerText));
      expect(cards.map((c) => c.split('\n')[0])).toEqual(dearest.map((d) => d.name));
      expect(cards[0]).toContain('30,000 gil');

      await dyes.goto(`${site.url}/matcher?hex=%23f8f8f8&maxDistance=10`);
      const snow = dyes.locator('ol.within li', { hasText: 'Snow White' });
      await snow.waitFor({ timeout: 20_000 });
      // The list is in the server's page; the world's prices join it once the page is live.
      await expect.poll(() => snow.innerText(), { timeout: 10_000 }).toContain(`${SNOW_WHITE.cost} gil`);
    } finally {
      await dyes.close();
    }
  });

  test('the Outfit page adds up what its dyes cost on the chosen world', async () => {
    const outfit = await browser.context.newPage();
    try {
      await outfit.goto(`${site.url}/outfit`);
      await outfit.locator('[data-file-input]').setInputFiles({
        name: 'look.chara',
        mimeType: 'application/json',
        buffer: Buffer.from(TWELVE_PIECES, 'utf8'),
      });
      const total = outfit.locator('[data-total]');
      await total.waitFor({ timeout: 30_000 });
      const rows = await outfit.$$eval('.outfit-cost li', (els) =>
        els.map((el) => [Number((el as HTMLElement).dataset.stain), Number((el as HTMLElement).dataset.count)]),
      );
      // Every dyed channel of the file uses one dye: count them from the file itself.
      const uses = new Map<number, number>();
      for (const piece of Object.values(JSON.parse(TWELVE_PIECES) as Record<string, unknown>))
        if (piece && typeof piece === 'object')
          for (const key of ['DyeId', 'DyeId2'])
            if (((piece as Record<string, number>)[key] ?? 0) > 0) {
              const id = (piece as Record<string, number>)[key]!;
              uses.set(id, (uses.get(id) ?? 0) + 1);
            }
      expect(Math.max(...uses.values())).toBeGreaterThan(1); // the file wears one dye on several channels
      expect(new Map(rows as [number, number][])).toEqual(uses);
      expect(await outfit.locator('.outfit-cost').innerText()).toContain('× 2');
      const gil = (stainID: number) => {
        const d = DATASET.find((x) => x.stainID === stainID)!;
        return Math.min(d.isVendor && d.currency === 'Gil' ? d.cost : Infinity, MARKET[d.marketItemID] ?? Infinity);
      };
      const sum = [...uses]
        .map(([id, count]) => gil(id) * count)
        .filter((g) => g < Infinity)
        .reduce((a, b) => a + b, 0);
      expect(await total.innerText()).toBe(`Dyes of this outfit: ${sum.toLocaleString('en')} gil`);
    } finally {
      await outfit.close();
    }
  });

  test('offline: says prices are unavailable, shows the last prices with their age, and still lists vendor prices', async () => {
    await browser.context.setOffline(true);
    try {
      await page.reload();
      await page.waitForFunction(
        () => document.querySelector('.prices-status')?.getAttribute('data-status') === 'unavailable',
      );
      const status = await page.locator('.prices-status').innerText();
      expect(status).toContain('Market prices are unavailable right now');
      expect(status).toMatch(/last prices seen for Gilgamesh, from (this minute|\d+ minutes? ago)/);
      await page.waitForSelector(`table.options tr[data-stain="${SNOW_WHITE.stainID}"]`);
      expect(await rowText(page, SNOW_WHITE.stainID)).toContain('Dye Vendor');

      // Nothing seen before on this device: vendor prices alone.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('ffxiv-dyes:prices:sheet:')) localStorage.removeItem(key);
      });
      await page.reload();
      await page.waitForFunction(
        () => document.querySelector('.prices-status')?.getAttribute('data-status') === 'unavailable',
      );
      expect(await page.locator('.prices-status').innerText()).toContain('Vendor prices are still listed.');
      const vendorOnly = expectedOffers()
        .filter((o) => o.d.isVendor)
        .map((o) => o.d.stainID);
      await waitRows(page, vendorOnly);
      expect(await rowText(page, SNOW_WHITE.stainID)).toContain(`${SNOW_WHITE.cost} gil`);
      expect(await page.locator('table.options').innerText()).not.toContain('market board');
      expect(await rowStains(page)).toEqual(vendorOnly);
    } finally {
      await browser.context.setOffline(false);
    }
  });
});
