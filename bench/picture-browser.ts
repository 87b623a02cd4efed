/**
 * The picture tool in Chromium on a 12-megapixel picture (the site built and served by the real
 * server): the palette of a chosen rectangle, of a part painted with the brush and with a colour
 * ignored, timed from the player's
 * pointer release (or click) to the new swatches on the page — the worker's extraction, the
 * message round trips and the redraw — and the whole-picture dye preview, from the click to the
 * shares on the page. Target: a region's (rectangle or brush) palette within 300 ms.
 *
 * Run alone: npx tsx -e "import('./bench/picture-browser.ts').then((m) => m.benchPictureInBrowser())"
 */
import type { Page } from 'playwright-core';
import { median, report } from './harness.ts';
import { photoLikeImage } from '../tests/helpers/images.ts';
import { ensureSiteBuilt, launchBrowser, startSite } from '../tests/browser/harness.ts';
import { dropFile, offer, openPaletteTool } from '../tests/browser/palette-page.ts';

const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET_REGION_US = 300_000;

/** A 24-bit BMP (bottom-up rows padded to 4 bytes): no compression, so it is quick to make here. */
function bmp(width: number, height: number, rgba: Uint8ClampedArray): Buffer {
  const row = Math.ceil((3 * width) / 4) * 4;
  const out = Buffer.alloc(54 + row * height);
  out.write('BM', 0, 'ascii');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++) {
    const base = 54 + (height - 1 - y) * row;
    for (let x = 0; x < width; x++) {
      const p = 4 * (y * width + x);
      out[base + 3 * x] = rgba[p + 2]!;
      out[base + 3 * x + 1] = rgba[p + 1]!;
      out[base + 3 * x + 2] = rgba[p]!;
    }
  }
  return out;
}

/** Milliseconds from `act` (timed from its pointer release or click) to new swatches on the page. */
async function timeToSwatches(page: Page, act: () => Promise<void>): Promise<number> {
  const before = (await page.locator('[data-testid="palette-swatches"]').innerText()).trim();
  await page.evaluate(() => {
    const w = window as unknown as { benchStart: number };
    w.benchStart = 0;
    // Capturing listeners: they run before the page's own handlers.
    for (const type of ['pointerup', 'click'])
      addEventListener(type, () => (w.benchStart ||= performance.now()), { capture: true, once: true });
  });
  await act();
  // Checked on every frame, so the time is the frame the new swatches were drawn in.
  return page
    .waitForFunction(
      (before) => {
        const now = document.querySelector<HTMLElement>('[data-testid="palette-swatches"]')?.innerText.trim();
        const w = window as unknown as { benchStart: number };
        return now && now !== before && !document.querySelector('[data-testid="palette-status"]')
          ? performance.now() - w.benchStart
          : false;
      },
      before,
      { timeout: 60_000, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

export async function benchPictureInBrowser(): Promise<void> {
  await ensureSiteBuilt();
  const site = await startSite();
  const browser = await launchBrowser({ serviceWorkers: 'block' });
  try {
    const { pixels } = photoLikeImage(WIDTH, HEIGHT);
    const page = await browser.context.newPage();
    await offer(page, '/bench.bmp', bmp(WIDTH, HEIGHT, pixels), 'image/bmp');
    await openPaletteTool(page, site.url);
    await dropFile(page, '/bench.bmp', 'bench.bmp', 'image/bmp');
    await page.waitForSelector('[data-testid="palette-swatches"] li', { timeout: 120_000 });
    const picture = page.locator('[data-testid="picture-original"]');

    // Regions of about a quarter to a half of the picture, each different from the last.
    const regions = [
      [0.1, 0.1, 0.6, 0.6],
      [0.4, 0.3, 0.9, 0.9],
      [0.05, 0.4, 0.7, 0.95],
      [0.3, 0.05, 0.95, 0.5],
      [0.2, 0.2, 0.8, 0.8],
    ];
    const regionMs: number[] = [];
    for (const [x0, y0, x1, y1] of regions) {
      await page.click('[data-testid="part-mark"]');
      // Centred, so no part of it is under the sticky nav bar.
      await picture.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await picture.boundingBox())!;
      await page.mouse.move(box.x + x0! * box.width, box.y + y0! * box.height);
      await page.mouse.down();
      await page.mouse.move(box.x + x1! * box.width, box.y + y1! * box.height, { steps: 2 });
      regionMs.push(await timeToSwatches(page, () => page.mouse.up()));
      if (!(await page.locator('[data-testid="part-region"]').count())) throw new Error('no region was chosen');
    }
    // Brush strokes (medium brush), each adding to the painted part: a diagonal, a zigzag, …
    await page.click('[data-testid="part-whole"]');
    await page.click('[data-testid="part-brush"]');
    const strokes = [
      [0.2, 0.2, 0.5, 0.6],
      [0.6, 0.2, 0.7, 0.8],
      [0.1, 0.8, 0.9, 0.7],
      [0.4, 0.1, 0.3, 0.5],
      [0.8, 0.3, 0.9, 0.9],
    ];
    const brushMs: number[] = [];
    for (const [x0, y0, x1, y1] of strokes) {
      await picture.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await picture.boundingBox())!;
      await page.mouse.move(box.x + x0! * box.width, box.y + y0! * box.height);
      await page.mouse.down();
      await page.mouse.move(box.x + x1! * box.width, box.y + y1! * box.height, { steps: 10 });
      brushMs.push(await timeToSwatches(page, () => page.mouse.up()));
      if (!(await page.locator('[data-testid="part-painted"]').count())) throw new Error('nothing was painted');
    }
    // The whole picture with the largest swatch's colour ignored.
    await page.click('[data-testid="part-whole"]');
    await page.waitForTimeout(3000);
    const ignoreMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const first = page.locator('[data-testid="palette-swatches"] li button').first();
      ignoreMs.push(await timeToSwatches(page, () => first.click()));
    }
    // The whole-picture preview: click to shares.
    const previewMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.evaluate(() => ((window as unknown as { previewStart: number }).previewStart = performance.now()));
      await page.click('[data-testid="preview-run"]');
      await page.waitForFunction(
        () =>
          !document.querySelector('[data-testid="palette-status"]') &&
          document.querySelector('[data-testid="preview-shares"] li'),
        null,
        { timeout: 60_000, polling: 50 },
      );
      previewMs.push(
        await page.evaluate(() => performance.now() - (window as unknown as { previewStart: number }).previewStart),
      );
    }
    report(
      `picture tool in Chromium, ${WIDTH}×${HEIGHT} photo-like picture (pointer release to swatches on the page)`,
      [
        {
          name: 'palette of a dragged rectangle',
          medianUs: median(regionMs) * 1000,
          note: `${regionMs.length} regions`,
        },
        {
          name: 'palette of a part painted with the brush',
          medianUs: median(brushMs) * 1000,
          note: `${brushMs.length} strokes`,
        },
        { name: 'palette ignoring one more colour (whole picture)', medianUs: median(ignoreMs) * 1000 },
        { name: 'whole-picture dye preview (click to shares)', medianUs: median(previewMs) * 1000 },
      ],
      (row) => (/^palette of a (dragged|part painted)/.test(row.name) ? TARGET_REGION_US : undefined),
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}
