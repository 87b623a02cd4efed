/**
 * The picture tool's brush and its keyboard rectangle, in a real browser, on a picture the test
 * makes with known colour areas (tests/helpers/images.ts lays them out as bands of columns: the
 * first half, the next 30 %, the next 19 %, and a 1 % block in the top-left corner). Painting over
 * one band gives that band's colour alone; a second stroke over another band adds its colour; the
 * eraser takes the first away. With the keyboard alone a rectangle is moved, resized and applied.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { encodePng } from '../helpers/png.ts';
import { areasImage } from '../helpers/images.ts';
import { useSite } from './tool-page.ts';
import { AREAS, dropFile, offer, openPaletteTool, swatchHexes } from './palette-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block', timeoutMs: 300_000 });

/** Drags the pointer down the picture at column `x` from `y0` to `y1` (fractions of the picture). */
async function stroke(page: Page, x: number, y0: number, y1: number): Promise<void> {
  const picture = page.locator('[data-testid="picture-original"]');
  // Centred, so no part of it is under the sticky nav bar.
  await picture.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await picture.boundingBox())!;
  await page.mouse.move(box.x + x * box.width, box.y + y0 * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + x * box.width, box.y + y1 * box.height, { steps: 8 });
  await page.mouse.up();
}

const sortedHexes = async (page: Page) => [...(await swatchHexes(page))].sort();

async function openAreas(page: Page): Promise<void> {
  const image = areasImage(600, 400, AREAS);
  await offer(page, '/areas.png', encodePng(image.width, image.height, image.pixels), 'image/png');
  await openPaletteTool(page, site().url);
  await dropFile(page, '/areas.png', 'areas.png', 'image/png');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="palette-swatches"] li').length === 4,
    null,
    {
      timeout: 60_000,
    },
  );
}

describe('palette tool: brush and keyboard', () => {
  test(
    'the painted part gives the painted areas’ colours; the eraser takes paint away',
    { timeout: 240_000 },
    async () => {
      const page = await browser().context.newPage();
      await openAreas(page);
      const [first, second, third] = AREAS.map((a) => a.hex);

      await page.click('[data-testid="part-brush"]');
      await expect.poll(() => page.locator('[data-testid="part-brush"]').getAttribute('aria-pressed')).toBe('true');
      // The second band spans 50–80 % of the width: a stroke down its middle.
      await stroke(page, 0.65, 0.3, 0.7);
      await expect.poll(() => swatchHexes(page), { timeout: 30_000 }).toEqual([second]);
      await expect.poll(() => page.locator('[data-testid="part-painted"]').count()).toBe(1);
      expect(await page.locator('[data-testid="picture-mask"]').count()).toBe(1);

      // A second stroke over the third band (80–99 %) adds its colour.
      await stroke(page, 0.9, 0.2, 0.8);
      await expect.poll(() => sortedHexes(page), { timeout: 30_000 }).toEqual([second, third].sort());

      // The eraser, large, over the first stroke: the third band's colour alone is left.
      await page.click('[data-testid="part-eraser"]');
      await page.selectOption('[data-testid="part-brush-size"]', 'large');
      await stroke(page, 0.65, 0.1, 0.9);
      await expect.poll(() => swatchHexes(page), { timeout: 30_000 }).toEqual([third]);

      // Back to the whole picture: all four colours, the first band's largest.
      await page.click('[data-testid="part-whole"]');
      await expect.poll(() => sortedHexes(page), { timeout: 30_000 }).toEqual(AREAS.map((a) => a.hex).sort());
      expect((await swatchHexes(page))[0]).toBe(first);
      await page.close();
    },
  );

  test(
    'a rectangle moved, resized and applied with the keyboard alone, with a visible focus',
    { timeout: 240_000 },
    async () => {
      const page = await browser().context.newPage();
      await openAreas(page);
      const [first, second] = AREAS.map((a) => a.hex);

      // Press the rectangle tool with the keyboard, then Shift+Tab back to the picture.
      await page.locator('[data-testid="part-mark"]').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('[data-testid="part-mark"]').getAttribute('aria-pressed')).toBe('true');
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Shift+Tab');
        if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'picture-original'))
          break;
      }
      const picture = page.locator('[data-testid="picture-original"]');
      expect(await picture.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await picture.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      expect(
        Number.parseFloat(await picture.evaluate((el) => getComputedStyle(el).outlineWidth)),
      ).toBeGreaterThanOrEqual(2);
      // Focus shows the starting rectangle (the middle half: columns 150–450, over two bands).
      await expect.poll(() => page.locator('[data-testid="picture-region"]').count()).toBe(1);

      // Shrink it to 60 pixels across (20 steps of 2 % of 600), inside the first band, and apply.
      for (let i = 0; i < 20; i++) await page.keyboard.press('Shift+ArrowLeft');
      expect(await page.locator('[data-testid="picture-draft"]').textContent()).toMatch(
        /60 × 200 pixels from 150, 100/,
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => swatchHexes(page), { timeout: 30_000 }).toEqual([first]);
      expect(await page.locator('[data-testid="part-region"]').textContent()).toMatch(/^60 × 200 pixels from 150, 100/);

      // Again: the tool is pressed again, the picture focused; move 15 steps right (columns 330–390).
      await page.click('[data-testid="part-mark"]');
      await picture.focus();
      for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(() => swatchHexes(page), { timeout: 30_000 }).toEqual([second]);
      await page.close();
    },
  );
});
