/**
 * The colour-vision tool in Chromium against the real server: opened from the nav, it shows the
 * dyes under each deficiency with pair verdicts; the severity slider and a suggested replacement
 * change the view and the address; the address alone restores the view; screenshots at desktop
 * and phone width go to artifacts/screenshots/.
 *
 * Oracles: the dataset for names and hexes; culori's Machado filter (applied in linear RGB) for a
 * simulated swatch; culori's CIEDE2000 for a verdict.
 */
import { describe, expect, test } from 'vitest';
import { addressOf } from './harness.ts';
import { converter, differenceCiede2000, filterDeficiencyDeuter, formatHex, type Color } from 'culori';
import type { Page } from 'playwright-core';
import { clickNavLink } from './nav.ts';
import { screenshotAtWidths } from './screenshots.ts';
import { dyeById as dye, useSite } from './tool-page.ts';
const de2000 = differenceCiede2000();

/** culori's full-severity deutan filter on linear-light values, clipped, encoded. */
function deutan(hex: string): string {
  const lin = converter('lrgb')(hex)!;
  const out = (filterDeficiencyDeuter(1) as (c: Color) => { r: number; g: number; b: number })({
    mode: 'rgb',
    r: lin.r,
    g: lin.g,
    b: lin.b,
  });
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  return formatHex({ mode: 'lrgb', r: clip(out.r), g: clip(out.g), b: clip(out.b) });
}

const { site, browser } = useSite({ serviceWorkers: 'block' });

const shownDyes = (page: Page) => page.locator('.swatches thead th[scope="col"]:not(:first-child)').allTextContents();
const verdictOf = (page: Page, pair: string, vision: string) =>
  page.locator(`[data-pair="${pair}"] [data-vision="${vision}"]`).getAttribute('data-verdict');

describe('colour vision', () => {
  let shared = '';

  test('opens from the nav and shows each dye under each deficiency, with pair verdicts', async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/');
    await clickNavLink(page, 'a[href="/vision"]');
    await page.waitForURL(/\/vision/);
    await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toEqual([12, 52, 7, 61].map((id) => dye(id).name));
    // Wine Red as a deutan viewer sees it, by culori's filter.
    const simulated = await page.locator('[data-row="deutan"] td').first().getAttribute('data-hex');
    expect(simulated!.toLowerCase()).toBe(deutan(dye(12).hex));
    // Wine Red and Hunter Green: clearly apart for normal vision (culori ΔE2000 > 10), not for deutan.
    expect(de2000(dye(12).hex, dye(52).hex)).toBeGreaterThan(10);
    await expect(verdictOf(page, '0-1', 'normal')).resolves.toBe('distinct');
    await expect(verdictOf(page, '0-1', 'deutan')).resolves.toBe('hard');
    await expect(page.locator('[data-pair="0-1"] [data-vision="deutan"] .band').textContent()).resolves.toBe(
      'hard to tell apart',
    );
    expect(await page.locator('.contrast tbody tr').count()).toBe(4);
    await page.close();
  });

  test('the severity slider and a suggested replacement change the verdicts and the address', async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/vision');
    await expect.poll(() => verdictOf(page, '0-1', 'deutan'), { timeout: 30_000 }).toBe('hard');
    await page.locator('#vision-severity').fill('0');
    await expect.poll(() => verdictOf(page, '0-1', 'deutan')).toBe('distinct');
    await expect.poll(() => page.url()).toContain('severity=0');
    await page.locator('#vision-severity').fill('100');
    await expect.poll(() => verdictOf(page, '0-1', 'deutan')).toBe('hard');
    // Take the suggestion for Wine Red and Hunter Green under deutan: that pair is then easy to tell apart.
    const suggestion = page.locator('.replacements li[data-deficiency="deutan"][data-pair="0-1"]');
    await suggestion.getByRole('button').click();
    await expect.poll(() => shownDyes(page)).not.toEqual([12, 52, 7, 61].map((id) => dye(id).name));
    await expect.poll(() => verdictOf(page, '0-1', 'deutan')).toBe('distinct');
    expect(decodeURIComponent(await addressOf(page))).not.toContain('dyes=12,52,7,61');
    shared = await addressOf(page);
    await page.close();
  });

  test('the share link restores the same view in a new page', async () => {
    expect(shared).not.toBe('');
    const url = new URL(shared);
    const ids = decodeURIComponent(url.searchParams.get('dyes') ?? '')
      .split(',')
      .map(Number);
    const page = await browser().context.newPage();
    await page.goto(shared + '&severity=40');
    await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toEqual(ids.map((id) => dye(id).name));
    await expect(page.locator('#vision-severity').inputValue()).resolves.toBe('40');
    await page.close();
  });

  test('screenshots at desktop and phone width', async () => {
    await screenshotAtWidths(
      browser(),
      site().url + '/vision?dyes=12,52,7,61,86,48&severity=100',
      'vision',
      async (page) => {
        await expect.poll(() => shownDyes(page), { timeout: 30_000 }).toHaveLength(6);
      },
    );
  });
});
