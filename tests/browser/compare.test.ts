/**
 * The comparison tool in Chromium against the real server: opened from the nav, it shows the
 * chosen dyes side by side with their distances; adding a dye and switching the method change the
 * view and the address; the address alone restores the view; screenshots at desktop and phone
 * width go to artifacts/screenshots/.
 *
 * Oracles: the dataset (data/dyes.json) for names and hexes, culori for CIEDE2000 and Oklab.
 */
import { describe, expect, test } from 'vitest';
import { differenceCiede2000, differenceEuclidean } from 'culori';
import type { Page } from 'playwright-core';
import { clickNavLink } from './nav.ts';
import { screenshotAtWidths } from './screenshots.ts';
import { dyeById as dye, useSite } from './tool-page.ts';

const de2000 = differenceCiede2000();
const deOk2 = differenceEuclidean('oklab', [1, 4, 4, 0]);

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
    await expect.poll(() => shownDyes(page)).toEqual([12, 52, 73, 88].map((id) => dye(id).name));
    await page.locator('#compare-method').selectOption('oklab');
    await expect
      .poll(() => cell(page, 2, 3).getAttribute('data-distance').then(Number))
      .toBeCloseTo(deOk2(dye(73).hex, dye(88).hex), 3);
    expect(await page.locator('.lc-chart svg circle').count()).toBe(4);
    await expect.poll(() => page.url()).toContain('method=oklab');
    expect(decodeURIComponent(page.url())).toContain('dyes=12,52,73,88');
    shared = page.url();
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
