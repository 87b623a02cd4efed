/**
 * "Only dyes I own" as a player uses it, in Chromium against the real server: mark dyes in the
 * dye browser and on the Saved page's checklist, turn on "only dyes I own" in the matcher and see
 * only those dyes answer; a reload keeps both; an export imported into a fresh browser marks the
 * same dyes; and the filter works with the network off.
 *
 * Oracles: data/dyes.json read here and culori's CIEDE2000 for the closest of the owned dyes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { differenceCiede2000 } from 'culori';
import type { Page } from 'playwright-core';
import {
  engineIdle,
  ensureSiteBuilt,
  launchBrowser,
  startSite,
  type Browser,
  type RunningSite,
  addressOf,
} from './harness.ts';
import { screenshotAtWidths } from './screenshots.ts';
import { DATASET as DYES, type DatasetDye } from '../helpers/dataset.ts';

const dyeNamed = (name: string) => DYES.find((d) => d.name === name)!;
/** Two marked in the dye browser, one on the checklist. */
const FROM_BROWSER = [dyeNamed('Snow White'), dyeNamed('Dalamud Red')];
const FROM_CHECKLIST = dyeNamed('Royal Blue');
const OWNED = [...FROM_BROWSER, FROM_CHECKLIST];
const HEX = '#5b7fc0';
const de = differenceCiede2000();
/** The owned dyes nearest first, by culori's CIEDE2000. */
const ownedByDistance = [...OWNED].sort((a, b) => de(HEX, a.hex) - de(HEX, b.hex)).map((d) => d.name);
const closestOfAll = [...DYES].sort((a, b) => de(HEX, a.hex) - de(HEX, b.hex))[0]!;
/** Every dye within 100 ΔE, up to 125: with the filter on, exactly the owned ones. */
const MATCHER = `/matcher?hex=${encodeURIComponent(HEX)}&maxDistance=100&limit=125`;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const withinNames = (page: Page) => page.locator('.within .dye-name').allInnerTexts();
const closestHeading = (page: Page) => page.locator('.closest h2').innerText();

async function matcherAnswers(page: Page) {
  await page.waitForSelector('.within li');
  await engineIdle(page);
  return { closest: await closestHeading(page), within: (await withinNames(page)).map((n) => n.trim()) };
}

const checkedOnChecklist = (page: Page) =>
  page
    .locator('[data-owned-dye]:checked')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-owned-dye'))).sort((a, b) => a - b));
const stainsOf = (dyes: DatasetDye[]) => dyes.map((d) => d.stainID).sort((a, b) => a - b);

describe('only dyes I own', { timeout: 120_000 }, () => {
  let exported = '';
  /** The matcher's address once the filter is on (the page keeps its controls in the URL). */
  let filtered = '';

  test('mark 3 dyes (browser and checklist); the matcher with "only dyes I own" answers with those only', async () => {
    expect(OWNED.map((d) => d.name)).not.toContain(closestOfAll.name);
    const page = await browser.context.newPage();
    for (const dye of FROM_BROWSER) {
      await page.goto(`${site.url}/dyes?dye=${dye.stainID}`);
      const toggle = page.locator(`[data-owned-toggle="${dye.itemID}"]`);
      await toggle.waitFor();
      await page.waitForSelector('html[data-live]', { state: 'attached' });
      await toggle.check();
      await expect.poll(() => toggle.isChecked()).toBe(true);
    }
    // The browser's cards say which dyes are owned.
    await page.goto(`${site.url}/dyes?perPage=125`);
    await expect.poll(() => page.locator('[data-owned-mark]').count(), { timeout: 20_000 }).toBe(FROM_BROWSER.length);

    await page.goto(`${site.url}/saved`);
    await expect.poll(() => checkedOnChecklist(page), { timeout: 20_000 }).toEqual(stainsOf(FROM_BROWSER));
    await page.locator(`[data-owned-dye="${FROM_CHECKLIST.stainID}"]`).check();
    await expect.poll(() => checkedOnChecklist(page)).toEqual(stainsOf(OWNED));
    await expect.poll(() => page.locator('[data-owned-total]').innerText()).toBe(`3 of ${DYES.length} dyes marked`);

    await page.goto(site.url + MATCHER);
    const before = await matcherAnswers(page);
    expect(before.closest).toContain(closestOfAll.name);
    expect(before.within.length).toBeGreaterThan(OWNED.length);
    await expect.poll(() => page.locator('[data-owned-count]').innerText()).toBe('3 dyes marked');
    await page.locator('#match-filter-owned').check();
    await expect
      .poll(async () => (await withinNames(page)).map((n) => n.trim()), { timeout: 20_000 })
      .toEqual(ownedByDistance);
    expect(await closestHeading(page)).toContain(ownedByDistance[0]);
    await expect.poll(() => new URL(page.url()).searchParams.get('owned')).toBe('true');
    filtered = await addressOf(page);
    await page.close();
  });

  test('after a reload the dyes are still marked and the filter still on', async () => {
    const page = await browser.context.newPage();
    await page.goto(filtered);
    await page.reload();
    await expect.poll(() => page.locator('#match-filter-owned').isChecked(), { timeout: 20_000 }).toBe(true);
    await expect.poll(async () => (await matcherAnswers(page)).within, { timeout: 20_000 }).toEqual(ownedByDistance);
    await page.goto(`${site.url}/saved`);
    await expect.poll(() => checkedOnChecklist(page), { timeout: 20_000 }).toEqual(stainsOf(OWNED));
    await page.close();
  });

  test('an export imported into a fresh browser marks the same dyes; clear and undo', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/saved`);
    await expect.poll(() => checkedOnChecklist(page), { timeout: 20_000 }).toEqual(stainsOf(OWNED));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export as a JSON file' }).click(),
    ]);
    exported = join(tmpdir(), `owned-export-${Date.now()}.json`);
    await download.saveAs(exported);
    const file = JSON.parse(await readFile(exported, 'utf8')) as { owned: number[] };
    expect(file.owned).toEqual(OWNED.map((d) => d.itemID).sort((a, b) => a - b));

    // "Clear" unmarks all; "Undo" brings them back.
    await page.locator('[data-owned-clear]').click();
    await expect.poll(() => checkedOnChecklist(page)).toEqual([]);
    await page.locator('[data-owned-undo]').click();
    await expect.poll(() => checkedOnChecklist(page)).toEqual(stainsOf(OWNED));
    await page.close();

    const other = await launchBrowser({ serviceWorkers: 'block' });
    try {
      const fresh = await other.context.newPage();
      await fresh.goto(`${site.url}/saved`);
      await fresh.waitForSelector('html[data-live]', { state: 'attached' });
      // One dye the fresh browser already owns stays marked: an import only adds.
      const kept = dyeNamed('Jet Black');
      await fresh.locator(`[data-owned-dye="${kept.stainID}"]`).check();
      await fresh.locator('[data-import]').setInputFiles(exported);
      await expect.poll(() => fresh.locator('[data-import-report]').innerText()).toContain('3 owned dyes marked.');
      await expect.poll(() => checkedOnChecklist(fresh)).toEqual(stainsOf([...OWNED, kept]));
      // A file that is not an export is refused with a clear message, and nothing is unmarked.
      const bad = join(tmpdir(), `owned-bad-${Date.now()}.json`);
      await import('node:fs/promises').then((fs) => fs.writeFile(bad, '{"owned": [5729]'));
      await fresh.locator('[data-import]').setInputFiles(bad);
      await expect
        .poll(() => fresh.locator('[data-import-report]').innerText())
        .toBe('That file is not JSON, so nothing was imported.');
      expect(await checkedOnChecklist(fresh)).toEqual(stainsOf([...OWNED, kept]));
    } finally {
      await other.close();
    }
  });

  test('the checklist and the filtered matcher in Japanese fit a phone; screenshots', async () => {
    await screenshotAtWidths(browser, `${site.url}/saved?locale=ja`, 'saved-owned-ja', async (page) => {
      await page.waitForFunction(() => document.documentElement.lang === 'ja');
      await expect.poll(() => checkedOnChecklist(page), { timeout: 20_000 }).toEqual(stainsOf(OWNED));
    });
    await screenshotAtWidths(
      browser,
      `${site.url}${MATCHER}&owned=true&locale=ja`,
      'matcher-owned-ja',
      async (page) => {
        await page.waitForFunction(() => document.documentElement.lang === 'ja');
        await expect.poll(() => page.locator('.within li').count(), { timeout: 20_000 }).toBe(OWNED.length);
      },
    );
  });

  test('works offline: the matcher with the filter on, from the service worker', async () => {
    const page = await browser.context.newPage();
    await page.goto(site.url + '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await browser.context.setOffline(true);
    try {
      await page.goto(`${site.url}${MATCHER}&owned=true`);
      await expect.poll(async () => (await matcherAnswers(page)).within, { timeout: 30_000 }).toEqual(ownedByDistance);
      await page.goto(`${site.url}/saved`);
      await expect.poll(() => checkedOnChecklist(page), { timeout: 20_000 }).toEqual(stainsOf(OWNED));
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });
});
