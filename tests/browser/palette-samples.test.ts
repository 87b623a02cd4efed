/**
 * The picture tool's pointer in Chromium, on a picture built here with known pixels: a red/blue
 * checkerboard on the left (any 16 × 16 square of it averages to #800080, a single pixel is red or
 * blue) and 21 stripes of distinct colours on the right. The sample square reads the right average;
 * the loupe appears while pointing, shows the pixel under the pointer at its centre and outlines the
 * square; the last 20 of 21 samples are kept on the device, newest first, and clicking one picks it
 * again (after a reload too, with no picture open); on a 390 px phone nothing scrolls sideways.
 */
import { describe, expect, test } from 'vitest';
import { addressOf } from './harness.ts';
import { differenceCiede2000, formatHex } from 'culori';
import type { Page } from 'playwright-core';
import { encodePng } from '../helpers/png.ts';
import { DYES, useSite } from './tool-page.ts';
import { dropFile, offer } from './palette-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block', timeoutMs: 600_000 });
const de = differenceCiede2000();
const nearest = (hex: string) => [...DYES].sort((a, b) => de(hex, a.hex) - de(hex, b.hex))[0]!;

const WIDTH = 210;
const HEIGHT = 100;
const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];
/** Stripe i (0–20): 5 pixels wide from x = 105 + 5i, a hue every 17°, far apart from its neighbours. */
const STRIPES = Array.from({ length: 21 }, (_, i) =>
  formatHex({ mode: 'hsl', h: (i * 17 * 7) % 360, s: 0.7, l: i % 2 ? 0.35 : 0.65 }),
);
const rgbOf = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as never;

function testPicture(): Buffer {
  const px = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const rgb = x < 105 ? ((x + y) % 2 ? RED : BLUE) : rgbOf(STRIPES[Math.floor((x - 105) / 5)]!);
      px.set([...rgb, 255], 4 * (y * WIDTH + x));
    }
  return encodePng(WIDTH, HEIGHT, px);
}

/** Screen point at the centre of the picture's pixel (x, y). */
async function at(page: Page, x: number, y: number) {
  const box = (await page.locator('[data-testid="picture-original"]').boundingBox())!;
  return { x: box.x + ((x + 0.5) / WIDTH) * box.width, y: box.y + ((y + 0.5) / HEIGHT) * box.height };
}
const sampleText = (page: Page) => page.locator('[data-testid="palette-sample"]').innerText();

/** Opens the tool and drops the picture on it. */
async function openPicture(page: Page) {
  await offer(page, '/samples.png', testPicture(), 'image/png');
  await page.goto(site().url + '/palette');
  await page.waitForSelector('[data-testid="picture-drop"][data-ready]');
  await dropFile(page, '/samples.png', 'samples.png', 'image/png');
  await page.locator('[data-testid="picture-original"] canvas').first().waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="picture-original"]').scrollIntoViewIfNeeded();
}

describe('picking colours from a picture', () => {
  test(
    'the last 20 of 21 samples are kept, newest first; clicking one picks it again, after a reload too',
    { timeout: 180_000 },
    async () => {
      const page = await browser().context.newPage();
      try {
        // One pixel per sample: the default (this test runs first, so no other choice is kept yet).
        await openPicture(page);
        expect(await page.locator('#palette-area').inputValue()).toBe('1');
        const kept = page.locator('[data-testid="sample-history"] button');
        for (let i = 0; i < 21; i++) {
          const p = await at(page, 105 + 5 * i + 2, 30 + (i % 3) * 10);
          await page.mouse.click(p.x, p.y);
          await expect.poll(() => kept.count(), { timeout: 20_000 }).toBe(Math.min(i + 1, 20));
          await expect.poll(() => kept.first().getAttribute('data-hex')).toBe(STRIPES[i]!.toUpperCase());
        }
        const expected = STRIPES.slice(1)
          .reverse()
          .map((h) => h.toUpperCase());
        expect(await kept.evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')))).toEqual(expected);

        // Pick the 6th kept (stripe 15) again, with the pointer off the picture.
        await kept.nth(5).click();
        await expect.poll(() => sampleText(page)).toContain(STRIPES[15]!.toUpperCase());
        expect(await page.locator('[data-testid="palette-sample"] .dye-name').innerText()).toBe(
          nearest(STRIPES[15]!).name,
        );
        expect(await kept.nth(5).getAttribute('aria-pressed')).toBe('true');

        // Kept on the device: a fresh load with no picture lists them and picks one.
        await page.goto(site().url + '/palette');
        await page.waitForSelector('html[data-live]');
        await expect.poll(() => kept.count(), { timeout: 20_000 }).toBe(20);
        await kept.nth(19).click();
        await expect.poll(() => sampleText(page), { timeout: 20_000 }).toContain(STRIPES[1]!.toUpperCase());

        // On a phone: no sideways scroll, the kept samples still listed.
        await page.setViewportSize({ width: 390, height: 844 });
        await openPicture(page);
        await expect.poll(() => kept.count()).toBe(20);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        // A finger dragged over the picture carries the loupe; lifted, the loupe goes.
        const figure = page.locator('[data-testid="picture-original"]');
        const loupe = page.locator('[data-testid="picture-loupe"]');
        const from = await at(page, 30, 50);
        const to = await at(page, 107, 50);
        const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, bubbles: true };
        await figure.dispatchEvent('pointerdown', { ...touch, clientX: from.x, clientY: from.y });
        await figure.dispatchEvent('pointermove', { ...touch, clientX: to.x, clientY: to.y });
        await expect.poll(() => loupe.isVisible()).toBe(true);
        await expect
          .poll(() =>
            loupe.evaluate((c: HTMLCanvasElement) => {
              const d = c.getContext('2d')!.getImageData(c.width / 2, c.height / 2, 1, 1).data;
              return '#' + [d[0], d[1], d[2]].map((v) => v!.toString(16).padStart(2, '0')).join('');
            }),
          )
          .toBe(STRIPES[0]);
        await figure.dispatchEvent('pointerup', { ...touch, clientX: to.x, clientY: to.y });
        await expect.poll(() => loupe.count()).toBe(0);
      } finally {
        await page.close();
      }
    },
  );

  test(
    'a 16 × 16 sample averages the square; the loupe shows the pixels around the pointer',
    { timeout: 120_000 },
    async () => {
      const page = await browser().context.newPage();
      try {
        await openPicture(page);
        // One pixel: (50, 50) is blue, (51, 50) red.
        let p = await at(page, 50, 50);
        await page.mouse.move(p.x, p.y);
        await expect.poll(() => sampleText(page), { timeout: 20_000 }).toContain('#0000FF');
        const loupe = page.locator('[data-testid="picture-loupe"]');
        await expect.poll(() => loupe.isVisible()).toBe(true);

        // A stripe's pixel sits at the loupe's centre, enlarged.
        p = await at(page, 105 + 5 * 3 + 2, 50);
        await page.mouse.move(p.x, p.y);
        await expect.poll(() => sampleText(page)).toContain(STRIPES[3]!.toUpperCase());
        const centre = () =>
          loupe.evaluate((c: HTMLCanvasElement) => {
            const d = c.getContext('2d')!.getImageData(c.width / 2, c.height / 2, 1, 1).data;
            return '#' + [d[0], d[1], d[2]].map((v) => v!.toString(16).padStart(2, '0')).join('');
          });
        await expect.poll(centre).toBe(STRIPES[3]);

        // The 16 × 16 square: half red, half blue, and its closest dye by culori's CIEDE2000.
        await page.selectOption('#palette-area', '16');
        expect(await addressOf(page)).toContain('size=16');
        p = await at(page, 40, 40);
        await page.mouse.move(p.x + 1, p.y);
        await page.mouse.move(p.x, p.y);
        await expect.poll(() => sampleText(page), { timeout: 20_000 }).toContain('#800080');
        expect(await page.locator('[data-testid="palette-sample"] .dye-name').innerText()).toBe(
          nearest('#800080').name,
        );
        // The loupe outlines the 16-pixel square: 25 pixels across, the square from the 6th (7 left of the middle).
        await expect.poll(() => loupe.getAttribute('data-side')).toBe('16');
        const edge = await loupe.evaluate((c: HTMLCanvasElement) => {
          const cell = c.width / 25;
          const ctx = c.getContext('2d')!;
          const px = (x: number) => [...ctx.getImageData(Math.round(x), c.height / 2, 1, 1).data.slice(0, 3)].join();
          return { outline: px(Math.floor(5 * cell) - 1), inside: px(5 * cell + cell / 2) };
        });
        expect(edge.outline).toBe('0,0,0');
        expect(['255,0,0', '0,0,255']).toContain(edge.inside);

        // Pointing away, the loupe goes.
        const box = (await page.locator('[data-testid="picture-original"]').boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height + 80);
        await expect.poll(() => loupe.count()).toBe(0);
      } finally {
        await page.close();
      }
    },
  );
});
