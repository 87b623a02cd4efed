/**
 * The dye mixer in Chromium: opened from the nav, the paint mix equals the spectral.js package's
 * mix of the same dyes and the closest dye is culori's CIEDE2000 nearest; a parts slider and the
 * mode change the mix; the inverse search lists the best pairs and "Mix these" loads one; the URL
 * restores the whole view in a fresh page; the model grid shows every model at five ratios, each
 * cell's blend and closest dye as culori and spectral.js say, on a phone too and offline.
 */
import { describe, expect, test } from 'vitest';
import { addressOf } from './harness.ts';
import { differenceCiede2000, formatHex, interpolate } from 'culori';
import { Color, mix } from 'spectral.js';
import type { Page } from 'playwright-core';
import { channelGap, DYES, openFromNav, screenshots, useSite, type DataDye } from './tool-page.ts';

const { site, browser } = useSite();
const de = differenceCiede2000();
const closestName = (hex: string) => [...DYES].sort((a, b) => de(hex, a.hex) - de(hex, b.hex))[0]!.name;
const dye = (stainID: number) => DYES.find((d) => d.stainID === stainID)!;

const mixHex = (page: Page) => page.locator('[data-testid=mix-hex]').textContent();
const closest = (page: Page) => page.locator('[data-testid=mix-closest] li');
const pairs = (page: Page) => page.locator('[data-testid=inverse-results] li');

describe('dye mixer', () => {
  test('opens from the nav; mixes as the paint model and culori say; the share link restores it', async () => {
    const page = await openFromNav(browser(), site(), 'Mixer', '/mixer');
    const [a, b] = [dye(10), dye(41)];
    const paint = mix([new Color(a.hex), 1], [new Color(b.hex), 1]).toString();
    await expect.poll(() => mixHex(page), { timeout: 20_000 }).toBe(paint);
    expect(await closest(page).count()).toBe(5);
    expect(await closest(page).first().textContent()).toContain(closestName(paint.toLowerCase()));

    // Three parts of the first dye.
    await page.locator('#mixer-parts-0').fill('3');
    const heavier = mix([new Color(a.hex), 3], [new Color(b.hex), 1]).toString();
    await expect.poll(() => mixHex(page)).toBe(heavier);
    expect(await addressOf(page)).toContain('colors=10%3A3%2C41%3A1');

    // Oklab mode: culori's interpolation at 1/4 of the way.
    await page.selectOption('#mixer-mode', 'oklab');
    const oklab = formatHex(interpolate([a.hex, b.hex], 'oklab')(0.25));
    await expect
      .poll(async () => channelGap(((await mixHex(page)) ?? '#000000').toLowerCase(), oklab))
      .toBeLessThanOrEqual(1);

    // The two-dye search says it is a colour guide: dyes do not mix in the game.
    expect(await page.locator('[data-testid=mix-guide-note]').textContent()).toContain('dyes do not mix in the game');
    // Inverse search for a dye target: best pairs, closest first; "Mix these" loads the best one.
    await page.selectOption('#mixer-target-kind', 'dye');
    await page.locator('.find').click();
    await expect.poll(() => pairs(page).count(), { timeout: 60_000 }).toBe(5);
    const distances = (await pairs(page).locator('.num').allTextContents()).map(Number);
    expect([...distances].sort((x, y) => x - y)).toEqual(distances);
    expect(await addressOf(page)).toContain('find=1');
    const view = { hex: await mixHex(page), pairs: await pairs(page).allTextContents() };

    const again = await browser().context.newPage();
    await again.goto(await addressOf(page));
    await expect.poll(() => mixHex(again), { timeout: 20_000 }).toBe(view.hex);
    await expect.poll(() => pairs(again).allTextContents(), { timeout: 60_000 }).toEqual(view.pairs);
    await again.close();

    await pairs(page).first().locator('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('colors')).not.toBe('10:3,41:1');
    const loaded = new URL(await addressOf(page)).searchParams
      .get('colors')!
      .split(',')
      .map((e) => Number(e.split(':')[1]));
    expect(loaded).toHaveLength(2);
    expect(loaded[0]! + loaded[1]!).toBe(20);
    expect(await page.locator('[data-testid=mix-closest] li').count()).toBe(5);
    await page.close();
  });

  test('a target that is exactly a dye’s colour gets that dye as the answer, not pseudo-mixes', async () => {
    const page = await browser().context.newPage();
    const snow = dye(1);
    // The oracle: the dataset's dye with this very colour.
    const same = DYES.filter((d) => d.hex === snow.hex);
    expect(same).toHaveLength(1);
    await page.goto(site().url + `/mixer?target=${encodeURIComponent(snow.hex.toUpperCase())}&find=1`);
    const exact = page.locator('[data-testid=inverse-exact]');
    await expect
      .poll(() => exact.textContent(), { timeout: 60_000 })
      .toContain(`${snow.name} is exactly this colour: the dye itself is the answer`);
    await expect(exact.locator('.swatch, [class*=swatch]').first().isVisible()).resolves.toBe(true);
    expect(await pairs(page).count()).toBe(0);
    await page.close();
  });

  test('in German: the page, its nav entry and the dye names follow the language', async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/mixer?colors=10%3A1%2C41%3A1&locale=de');
    await expect.poll(() => page.locator('#mixer-title').textContent(), { timeout: 20_000 }).toBe('Farbstoff-Mischer');
    await expect.poll(() => page.locator('.VPNavBarMenu a', { hasText: 'Mischer' }).count()).toBe(1);
    const paint = mix([new Color(dye(10).hex), 1], [new Color(dye(41).hex), 1])
      .toString()
      .toLowerCase();
    const nearest = [...DYES].sort((x, y) => de(paint, x.hex) - de(paint, y.hex))[0]!;
    await expect.poll(() => closest(page).first().locator('.dye-name').textContent()).toBe(nearest.names.de);
    await page.close();
  });

  describe('the models compared', () => {
    const grid = (page: Page) => page.locator('[data-testid=model-grid]');
    const cell = (page: Page, mode: string, ratio: number) =>
      grid(page).locator(`tr[data-mode=${mode}] td[data-ratio="${ratio}"]`);
    /** The oracles' blend of dyes a and b with `ratio` % of b. */
    const oracle = (mode: 'spectral' | 'oklab' | 'linear', a: DataDye, b: DataDye, ratio: number) =>
      mode === 'spectral'
        ? mix([new Color(a.hex), 100 - ratio], [new Color(b.hex), ratio])
            .toString()
            .toLowerCase()
        : formatHex(interpolate([a.hex, b.hex], mode === 'oklab' ? 'oklab' : 'lrgb')(ratio / 100));

    async function expectCells(page: Page, a: DataDye, b: DataDye) {
      await expect.poll(() => grid(page).locator('tbody tr').count(), { timeout: 30_000 }).toBe(5);
      expect(await grid(page).locator('tbody td').count()).toBe(25);
      for (const mode of ['spectral', 'oklab', 'linear'] as const) {
        for (const ratio of [10, 25, 50, 75, 90]) {
          const expected = oracle(mode, a, b, ratio);
          const shown = cell(page, mode, ratio);
          await expect
            .poll(async () => channelGap(((await shown.locator('.hex').textContent()) ?? '').toLowerCase(), expected))
            .toBeLessThanOrEqual(1);
          const hex = ((await shown.locator('.hex').textContent()) ?? '').toLowerCase();
          const nearest = [...DYES].sort((x, y) => de(hex, x.hex) - de(hex, y.hex))[0]!;
          expect(await shown.locator('.dye-name').textContent(), `${mode} ${ratio} %`).toBe(nearest.name);
          // ΔE to 2 decimals, as culori measures it (the engine rounds to 4 first, so ±0.01 at a tie).
          const deText = (await shown.locator('.num').textContent()) ?? '';
          expect(deText, `${mode} ${ratio} %`).toMatch(/^\d+\.\d{2}$/);
          expect(Math.abs(Number(deText) - de(hex, nearest.hex)), `${mode} ${ratio} %`).toBeLessThanOrEqual(0.006);
        }
      }
    }

    test('every model at 10/25/50/75/90 %, each cell with its blend, closest dye and ΔE to 2 decimals', async () => {
      const page = await browser().context.newPage();
      await page.goto(site().url + '/mixer?colors=10%3A1%2C41%3A1');
      const heads = grid(page).locator('thead th');
      await expect
        .poll(() => heads.allTextContents(), { timeout: 30_000 })
        .toEqual(['Mix as', '90 % : 10 %', '75 % : 25 %', '50 % : 50 %', '25 % : 75 %', '10 % : 90 %']);
      expect(await grid(page).locator('tbody th').allTextContents()).toEqual([
        'Paint (spectral)',
        'Oklab',
        'Light (linear RGB)',
        'sRGB average',
        'RYB',
      ]);
      await expectCells(page, dye(10), dye(41));
      // Changing colour 2 changes the grid.
      await page.goto(site().url + '/mixer?colors=10%3A1%2C1%3A1');
      await expectCells(page, dye(10), dye(1));
      await page.close();
    });

    test('offline: the grid answers for new colours with the network off', async () => {
      const page = await browser().context.newPage();
      await page.goto(site().url + '/mixer');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await browser().context.setOffline(true);
      try {
        await page.goto(site().url + '/mixer?colors=5%3A1%2C69%3A1');
        await expectCells(page, dye(5), dye(69));
      } finally {
        await browser().context.setOffline(false);
        await page.close();
      }
    });

    test('fits a 390 px phone in English and Japanese, no dye name wrapped a character per line', async () => {
      for (const locale of ['en', 'ja']) {
        const page = await browser().context.newPage();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(site().url + `/mixer?colors=10%3A1%2C41%3A1&locale=${locale}`);
        await expect.poll(() => grid(page).locator('tbody td .dye-name').count(), { timeout: 30_000 }).toBe(25);
        // The first cell's dye, in the page's language: culori's nearest to the paint blend at 10 %.
        const blend = oracle('spectral', dye(10), dye(41), 10);
        const nearest = [...DYES].sort((x, y) => de(blend, x.hex) - de(blend, y.hex))[0]!;
        await expect
          .poll(() => cell(page, 'spectral', 10).locator('.dye-name').textContent())
          .toBe(locale === 'ja' ? nearest.names.ja : nearest.name);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${locale}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        const box = (await grid(page).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        // Lines each name takes: its height over its line height; a name per character would take many.
        const lines = await grid(page)
          .locator('tbody td .dye-name')
          .evaluateAll((names) =>
            names.map((n) => Math.round(n.getBoundingClientRect().height / parseFloat(getComputedStyle(n).lineHeight))),
          );
        expect(Math.max(...lines), `${locale}: a dye name wraps into ${Math.max(...lines)} lines`).toBeLessThanOrEqual(
          2,
        );
        await page.close();
      }
    });
  });

  test('screenshots at desktop and phone width', async () => {
    await screenshots(
      browser(),
      site(),
      'mixer',
      '/mixer?colors=10%3A2%2C41%3A1&find=1',
      '[data-testid=inverse-results] li',
    );
  });
});
