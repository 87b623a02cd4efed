/**
 * The Palette tool keeps the page responsive: while a 4,000 × 3,000 picture is decoded and analysed,
 * no task on the main thread runs over 50 ms (long tasks observed in Chromium). A timing
 * measurement, so `npm test` runs this file on its own, after the parallel suites.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ensureSiteBuilt, launchBrowser, startSite, type Browser, type RunningSite } from './harness.ts';
import { encodePng } from '../helpers/png.ts';
import { areasImage, type Area } from '../helpers/images.ts';

const AREAS: Area[] = [
  { hex: '#7a2e3a', share: 0.5 },
  { hex: '#d8c8a0', share: 0.3 },
  { hex: '#2f4f6f', share: 0.19 },
  { hex: '#e0b020', share: 0.01 },
];

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  browser = await launchBrowser({ serviceWorkers: 'block' });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Serves `body` at a made-up path of the site (no traffic leaves the browser) for the page to fetch. */
async function offer(page: Page, path: string, body: Buffer, contentType: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ body, contentType }));
}

async function swatchHexes(page: Page): Promise<string[]> {
  return page.locator('[data-testid="palette-swatches"] .hex').allTextContents();
}

describe('palette tool', () => {
  test(
    'the main thread never blocks over 50 ms while a 4,000 × 3,000 picture is analysed',
    { timeout: 300_000 },
    async () => {
      const image = areasImage(4000, 3000, AREAS);
      const page = await browser.context.newPage();
      await offer(page, '/big.png', encodePng(image.width, image.height, image.pixels), 'image/png');
      await page.goto(site.url + '/palette');
      await page.waitForSelector('[data-testid="picture-drop"]');
      // The file is in hand before the measured window (fetching it is the test's own doing), and
      // the page has had a moment to start its engine worker, as it does on load.
      await page.evaluate(async () => {
        const blob = await (await fetch('/big.png')).blob();
        (window as unknown as { bigPicture: File }).bigPicture = new File([blob], 'big.png', { type: 'image/png' });
      });
      await page.waitForTimeout(2000);
      await page.evaluate(() => {
        const w = window as unknown as { longTasks: string[]; dropped: number };
        w.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.longTasks.push(`${Math.round(entry.duration)} ms at +${Math.round(entry.startTime - w.dropped)} ms`);
        }).observe({ type: 'longtask' });
        w.dropped = performance.now();
        const transfer = new DataTransfer();
        transfer.items.add((window as unknown as { bigPicture: File }).bigPicture);
        document
          .querySelector('[data-testid="picture-drop"]')!
          .dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
      });
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="palette-swatches"] li').length > 0,
        null,
        { timeout: 240_000 },
      );
      const hexes = await swatchHexes(page);
      expect([...hexes].sort()).toEqual(AREAS.map((a) => a.hex).sort());
      // Let the observer deliver the last entries.
      await page.waitForTimeout(500);
      const longTasks = await page.evaluate(() => (window as unknown as { longTasks: string[] }).longTasks);
      expect(longTasks.filter((entry) => Number.parseInt(entry, 10) > 50)).toEqual([]);
      await page.close();
    },
  );
});
