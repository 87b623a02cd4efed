/**
 * The dye mixer in Chromium: opened from the nav, the paint mix equals the spectral.js package's
 * mix of the same dyes and the closest dye is culori's CIEDE2000 nearest; a parts slider and the
 * mode change the mix; the inverse search lists the best pairs and "Mix these" loads one; the URL
 * restores the whole view in a fresh page.
 */
import { describe, expect, test } from 'vitest';
import { differenceCiede2000, formatHex, interpolate } from 'culori';
import { Color, mix } from 'spectral.js';
import type { Page } from 'playwright-core';
import { channelGap, DYES, openFromNav, screenshots, useSite } from './tool-page.ts';

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
    expect(page.url()).toContain('colors=10%3A3%2C41%3A1');

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
    expect(page.url()).toContain('find=1');
    const view = { hex: await mixHex(page), pairs: await pairs(page).allTextContents() };

    const again = await browser().context.newPage();
    await again.goto(page.url());
    await expect.poll(() => mixHex(again), { timeout: 20_000 }).toBe(view.hex);
    await expect.poll(() => pairs(again).allTextContents(), { timeout: 60_000 }).toEqual(view.pairs);
    await again.close();

    await pairs(page).first().locator('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('colors')).not.toBe('10:3,41:1');
    const loaded = new URL(page.url()).searchParams
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
