/**
 * Choosing the part of the picture that matters, in a real browser: a rectangle dragged over one
 * known area gives that area alone; "ignore this colour" drops a swatch and the others share the
 * rest; "Use the whole picture" brings every area back. The test picture's layout is known
 * (tests/helpers/images.ts lays the areas out as bands of columns).
 */
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { encodePng } from '../helpers/png.ts';
import { areasImage } from '../helpers/images.ts';
import { SHOTS } from './screenshots.ts';
import { useSite } from './tool-page.ts';
import { AREAS, dropFile, markPart, offer, openPaletteTool, swatchHexes } from './palette-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block', timeoutMs: 300_000 });

describe('palette tool: the part that matters', () => {
  test('a rectangle, an ignored colour, and back to the whole picture', { timeout: 240_000 }, async () => {
    const image = areasImage(600, 400, AREAS);
    const page = await browser().context.newPage();
    await offer(page, '/region.png', encodePng(image.width, image.height, image.pixels), 'image/png');
    await openPaletteTool(page, site().url);
    await dropFile(page, '/region.png', 'outfit.png', 'image/png');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="palette-swatches"] li').length === 4,
      null,
      {
        timeout: 60_000,
      },
    );

    // The third area fills the columns from 80 % to 99 % of the width: a rectangle inside it.
    await markPart(page, 0.85, 0.3, 0.95, 0.7);
    expect(await swatchHexes(page)).toEqual(['#2F4F6F']);
    expect(await page.locator('[data-testid="part-region"]').textContent()).toMatch(/^(59|60|61) × 160 /);
    await expect.poll(() => page.locator('[data-testid="picture-region"]').count()).toBe(1);
    await page.screenshot({ path: join(SHOTS, 'palette-region.png'), fullPage: true });

    await page.click('[data-testid="part-whole"]');
    await expect
      .poll(async () => [...(await swatchHexes(page))].sort(), { timeout: 30_000 })
      .toEqual(AREAS.map((a) => a.hex).sort());

    // Ignore the largest colour: the other three remain, the second now first.
    await page.click('[data-testid="ignore-#7a2e3a"]');
    await expect.poll(() => swatchHexes(page), { timeout: 30_000 }).toEqual(['#D8C8A0', '#2F4F6F', '#E0B020']);
    // 30 % of the picture is 60 % of what is left.
    expect(await page.locator('[data-testid="palette-swatches"] li').first().locator('.colour').textContent()).toMatch(
      /60%/,
    );
    await page.close();
  });
});
