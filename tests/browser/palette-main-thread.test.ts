/**
 * The Palette tool keeps the page responsive: while a 4,000 × 3,000 picture is decoded and analysed,
 * no task on the main thread runs over 50 ms (long tasks observed in Chromium). A timing
 * measurement, so `npm test` runs this file on its own, after the parallel suites.
 */
import { describe, expect, test } from 'vitest';
import { encodePng } from '../helpers/png.ts';
import { areasImage } from '../helpers/images.ts';
import { useSite } from './tool-page.ts';
import { AREAS, offer, openPaletteTool, swatchHexes } from './palette-page.ts';
import { engineIdle } from './harness.ts';

const { site, browser } = useSite({ serviceWorkers: 'block', timeoutMs: 600_000 });

describe('palette tool', () => {
  test(
    'the main thread never blocks over 50 ms while a 4,000 × 3,000 picture is analysed',
    { timeout: 300_000 },
    async () => {
      const image = areasImage(4000, 3000, AREAS);
      const page = await browser().context.newPage();
      await offer(page, '/big.png', encodePng(image.width, image.height, image.pixels), 'image/png');
      await openPaletteTool(page, site().url);
      // The file is in hand before the measured window (fetching it is the test's own doing), and
      // the page has had a moment to start its engine worker, as it does on load.
      await page.evaluate(async () => {
        const blob = await (await fetch('/big.png')).blob();
        (window as unknown as { bigPicture: File }).bigPicture = new File([blob], 'big.png', { type: 'image/png' });
      });
      await page.waitForSelector('html[data-live]');
      await page.waitForLoadState('networkidle');
      await engineIdle(page);
      await page.evaluate(() => {
        const w = window as unknown as { longTasks: string[]; dropped: number; observer: PerformanceObserver };
        w.longTasks = [];
        w.observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            w.longTasks.push(`${Math.round(entry.duration)} ms at +${Math.round(entry.startTime - w.dropped)} ms`);
        });
        w.observer.observe({ type: 'longtask' });
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
      // The entries the observer has not delivered yet, taken now.
      const longTasks = await page.evaluate(() => {
        const w = window as unknown as { longTasks: string[]; dropped: number; observer: PerformanceObserver };
        for (const entry of w.observer.takeRecords())
          w.longTasks.push(`${Math.round(entry.duration)} ms at +${Math.round(entry.startTime - w.dropped)} ms`);
        return w.longTasks;
      });
      expect(longTasks.filter((entry) => Number.parseInt(entry, 10) > 50)).toEqual([]);
      await page.close();
    },
  );
});
