/**
 * The gradient builder in Chromium: opened from the nav, its steps follow culori's Oklab
 * interpolation and each step's dye is the closest by culori's CIEDE2000; changing a control
 * redraws; the URL restores the same view in a fresh page.
 */
import { describe, expect, test } from 'vitest';
import { addressOf } from './harness.ts';
import { differenceCiede2000, formatHex, interpolate } from 'culori';
import type { Page } from 'playwright-core';
import { clickPhoneMenuLink } from './nav.ts';
import { channelGap, DYES, openFromNav, screenshots, useSite } from './tool-page.ts';

const { site, browser } = useSite();
const de = differenceCiede2000();
const closestName = (hex: string) => [...DYES].sort((a, b) => de(hex, a.hex) - de(hex, b.hex))[0]!.name;

const steps = (page: Page) => page.locator('[data-testid=gradient-steps] li');
const stepTexts = (page: Page) =>
  steps(page).evaluateAll((els) => els.map((e) => e.textContent?.replace(/\s+/g, ' ').trim()));
const idealHexes = (page: Page) => page.locator('[data-testid=gradient-steps] li .hex').allTextContents();

describe('gradient builder', () => {
  test('opens from the nav, draws both strips, matches culori, and the share link restores it', async () => {
    const page = await openFromNav(browser(), site(), 'Gradient', '/gradient');
    await expect.poll(() => steps(page).count(), { timeout: 20_000 }).toBe(9);
    expect(await page.locator('[data-testid=dye-strip] .block').count()).toBe(9);

    // Two dye stops: the ends are the dyes' colours, the middle follows culori's Oklab.
    const first = DYES.find((d) => d.stainID === 1)!;
    const last = DYES.find((d) => d.stainID === 41)!;
    await page.goto(site().url + '/gradient?stops=1,41&steps=5');
    await expect.poll(() => steps(page).count()).toBe(5);
    const ideal = await idealHexes(page);
    const oracle = interpolate([first.hex, last.hex], 'oklab');
    ideal.forEach((hex, i) => expect(channelGap(hex.toLowerCase(), formatHex(oracle(i / 4)))).toBeLessThanOrEqual(1));
    const texts = await stepTexts(page);
    ideal.forEach((hex, i) => expect(texts[i]).toContain(closestName(hex.toLowerCase())));

    // Change inputs: more steps, another space, no repeats; the URL follows.
    await page.locator('#gradient-steps').fill('12');
    await expect.poll(() => steps(page).count()).toBe(12);
    await page.selectOption('#gradient-space', 'oklch');
    await page.locator('#gradient-unique').check();
    await expect.poll(() => page.url()).toContain('unique=1');
    expect(await addressOf(page)).toContain('space=oklch');
    await expect.poll(async () => new Set(await steps(page).locator('.dye-name').allTextContents()).size).toBe(12);
    const view = await stepTexts(page);

    const again = await browser().context.newPage();
    await again.goto(await addressOf(page));
    await expect.poll(() => stepTexts(again), { timeout: 20_000 }).toEqual(view);
    expect(await again.locator('#gradient-space').inputValue()).toBe('oklch');
    await again.close();
    await page.close();
  });

  test('shows the average and the largest ΔE2000 between each ideal step and its dye', async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/gradient?stops=1,%23c05080,%23f0d070&steps=7');
    await expect.poll(() => steps(page).count(), { timeout: 20_000 }).toBe(7);
    // The oracle: culori's ΔE2000 from each shown ideal colour to the dye shown beside it.
    const ideal = await idealHexes(page);
    const names = await steps(page).locator('.dye-name').allTextContents();
    const distances = ideal.map((hex, i) => de(hex.toLowerCase(), DYES.find((d) => d.name === names[i])!.hex));
    const average = distances.reduce((a, b) => a + b, 0) / distances.length;
    const largest = Math.max(...distances);
    const fit = page.locator('[data-testid=gradient-fit]');
    await expect(fit.textContent()).resolves.toContain('Average');
    const shownAverage = await fit.locator('[data-testid=gradient-fit-average]').textContent();
    const shownLargest = await fit.locator('[data-testid=gradient-fit-largest]').textContent();
    // Two decimals, as every ΔE on the site; culori's Lab constants differ slightly, hence 0.05.
    expect(shownAverage).toMatch(/^\d+\.\d\d$/);
    expect(shownLargest).toMatch(/^\d+\.\d\d$/);
    expect(Math.abs(Number(shownAverage) - average)).toBeLessThan(0.05);
    expect(Math.abs(Number(shownLargest) - largest)).toBeLessThan(0.05);
    await expect(fit.textContent()).resolves.toContain(`Largest (step ${distances.indexOf(largest) + 1})`);
    await page.close();
  });

  test('at 1280 px every "Blend in" choice fits its select, in English and Japanese', async () => {
    for (const locale of ['en', 'ja']) {
      const page = await browser().context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(site().url + `/gradient?locale=${locale}`);
      await expect.poll(() => steps(page).count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${locale}`));
      // Each option's text, measured in the select's own font, against the room inside the select
      // (its width less its padding and the drop-down arrow, about 24 px).
      const cut = await page.locator('#gradient-space').evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
        return [...select.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => o.text);
      });
      expect(cut, locale).toEqual([]);
      await page.close();
    }
  });

  test('on a phone: hamburger, the tools menu, then the gradient link open the tool', async () => {
    const page = await browser().context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(site().url + '/');
    await clickPhoneMenuLink(page, 'Tools', 'Gradient');
    await page.waitForURL((url) => url.pathname === '/gradient', { timeout: 20_000 });
    await expect.poll(() => page.locator('#gradient-title').textContent(), { timeout: 20_000 }).toBeTruthy();
    await page.close();
  });

  test('in Japanese: the page, its nav entry and the dye names follow the language', async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/gradient?stops=1,41&steps=5&locale=ja');
    await expect
      .poll(() => page.locator('#gradient-title').textContent(), { timeout: 20_000 })
      .toBe('グラデーション作成');
    await expect.poll(() => page.locator('.VPNavBarMenu a', { hasText: 'グラデーション' }).count()).toBe(1);
    await expect.poll(() => page.locator('.VPNavBarMenu .VPFlyout button').first().textContent()).toContain('ツール');
    const snowWhite = DYES.find((d) => d.stainID === 1)!;
    await expect.poll(() => steps(page).first().locator('.dye-name').textContent()).toBe(snowWhite.names.ja);
    await page.close();
  });

  test('screenshots at desktop and phone width', async () => {
    await screenshots(
      browser(),
      site(),
      'gradient',
      '/gradient?stops=1,%23c05080,%23f0d070&steps=12',
      '[data-testid=gradient-steps] li',
    );
  });
});
