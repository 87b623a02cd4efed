/**
 * The comparison tool in Chromium against the real server: opened from the nav, it shows the
 * chosen dyes side by side with their distances; adding a dye and switching the method change the
 * view and the address; the address alone restores the view; screenshots at desktop and phone
 * width go to artifacts/screenshots/.
 *
 * Oracles: the dataset (data/dyes.json) for names and hexes, culori for CIEDE2000 and Oklab, and
 * the WCAG 2 contrast formula written out below.
 */
import { describe, expect, test } from 'vitest';
import { addressOf } from './harness.ts';
import { differenceCiede2000, differenceEuclidean } from 'culori';
import type { Page } from 'playwright-core';
import { clickNavLink } from './nav.ts';
import { screenshotAtWidths } from './screenshots.ts';
import { dyeById as dye, useSite } from './tool-page.ts';

const de2000 = differenceCiede2000();
const deOk2 = differenceEuclidean('oklab', [1, 4, 4, 0]);

/** WCAG 2 relative luminance of `#rrggbb`, with WCAG's own 0.03928 threshold. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
/** WCAG 2 contrast ratio: (lighter + 0.05) / (darker + 0.05). */
function wcagRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const { site, browser } = useSite({ serviceWorkers: 'block' });

/** Column heads of the side-by-side table: the dyes shown, in order. */
const shownDyes = (page: Page) => page.locator('.side-by-side thead th .dye-name').allTextContents();
const cell = (page: Page, i: number, j: number) => page.locator(`[data-cell="${i}-${j}"]`);

describe('compare', () => {
  let shared = '';

  test('opens from the nav and shows the dyes side by side with their ΔE2000 distances', async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/');
    await clickNavLink(page, 'a[href="/compare"]');
    await page.waitForURL(/\/compare/);
    await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toEqual([12, 52, 73].map((id) => dye(id).name));
    await expect(page.locator('h1').textContent()).resolves.toBe('Compare dyes');
    // Wine Red to Hunter Green: culori's ΔE2000 (its Lab constants differ slightly, hence 0.05).
    const shown = Number(await cell(page, 0, 1).getAttribute('data-distance'));
    expect(Math.abs(shown - de2000(dye(12).hex, dye(52).hex))).toBeLessThan(0.05);
    await expect(cell(page, 0, 1).locator('.band').textContent()).resolves.toBe('clearly different');
    await page.locator('.lc-chart svg circle').first().waitFor();
    expect(await page.locator('.lc-chart svg circle').count()).toBe(3);
    await page.close();
  });

  test('adding a dye and choosing Oklab change the table, the matrix and the address', async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/compare');
    await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toHaveLength(3);
    await page.getByRole('button', { name: 'Add a dye' }).click();
    await expect.poll(() => shownDyes(page), { timeout: 20_000 }).toEqual([12, 52, 73, 88].map((id) => dye(id).name));
    await page.locator('#compare-method').selectOption('oklab');
    await expect
      .poll(() => cell(page, 2, 3).getAttribute('data-distance').then(Number))
      .toBeCloseTo(deOk2(dye(73).hex, dye(88).hex), 3);
    expect(await page.locator('.lc-chart svg circle').count()).toBe(4);
    await expect.poll(() => page.url()).toContain('method=oklab');
    expect(decodeURIComponent(await addressOf(page))).toContain('dyes=12,52,73,88');
    shared = await addressOf(page);
    await page.close();
  });

  test('the share link restores the same view in a new page', async () => {
    expect(shared).not.toBe('');
    const page = await browser().context.newPage();
    await page.goto(shared);
    await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toEqual([12, 52, 73, 88].map((id) => dye(id).name));
    await expect(page.locator('#compare-method').inputValue()).resolves.toBe('oklab');
    await page.close();
  });

  test('shows the WCAG 2 contrast ratio and level of every pair', async () => {
    const page = await browser().context.newPage();
    const ids = [1, 12, 73, 88];
    await page.goto(site().url + `/compare?dyes=${ids.join(',')}`);
    await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toHaveLength(4);
    const section = page.locator('.contrast-matrix');
    await expect(section.locator('h2').textContent()).resolves.toContain('WCAG 2');
    for (let i = 0; i < ids.length; i++) {
      for (let j = 0; j < ids.length; j++) {
        if (i === j) continue;
        const ratio = wcagRatio(dye(ids[i]!).hex, dye(ids[j]!).hex);
        const level = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large text' : 'too low';
        const cell = section.locator(`[data-contrast="${i}-${j}"]`);
        await expect(cell.locator('.num').textContent()).resolves.toBe(
          `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`,
        );
        await expect(cell.locator('.band').textContent()).resolves.toBe(level);
      }
    }
    await page.close();
  });

  test('screenshots at desktop and phone width', async () => {
    await screenshotAtWidths(
      browser(),
      site().url + '/compare?dyes=12,52,73,88,1&method=ciede2000',
      'compare',
      async (page) => {
        await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toHaveLength(5);
      },
    );
  });
});
