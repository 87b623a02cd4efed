/**
 * What the picture tool's browser tests share: the test picture's known areas, serving a file the
 * page fetches, dropping it on the drop zone and reading the palette's swatches.
 */
import type { Page } from 'playwright-core';
import type { Area } from '../helpers/images.ts';

/** Four known colours (upper case, as the site writes hex codes), the last a small distinct area (1 % of the picture) that must not be lost. */
export const AREAS: Area[] = [
  { hex: '#7A2E3A', share: 0.5 },
  { hex: '#D8C8A0', share: 0.3 },
  { hex: '#2F4F6F', share: 0.19 },
  { hex: '#E0B020', share: 0.01 },
];

/** Serves `body` at a made-up path of the site (no traffic leaves the browser) for the page to fetch. */
export async function offer(page: Page, path: string, body: Buffer, contentType: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ body, contentType }));
}

/**
 * Opens the picture tool and waits until it is live: the server-rendered drop zone shows at once,
 * but takes a drop only once the page has hydrated (it then carries `data-ready`).
 */
export async function openPaletteTool(page: Page, siteUrl: string): Promise<void> {
  await page.goto(siteUrl + '/palette');
  await page.waitForSelector('[data-testid="picture-drop"][data-ready]');
}

/** Drops the file at `path` (fetched by the page) on the drop zone, as a user dragging it would. */
export async function dropFile(page: Page, path: string, name: string, type: string): Promise<void> {
  await page.evaluate(
    async ({ path, name, type }) => {
      const blob = await (await fetch(path)).blob();
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], name, { type }));
      const zone = document.querySelector('[data-testid="picture-drop"]')!;
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { path, name, type },
  );
}

/** The hex codes of the palette's swatches, in order. */
export const swatchHexes = (page: Page): Promise<string[]> =>
  page.locator('[data-testid="palette-swatches"] .hex').allTextContents();

/**
 * Marks the rectangle from (x0, y0) to (x1, y1), given as fractions of the picture, by dragging
 * over it as a player would, and waits until the palette has been taken again.
 */
export async function markPart(page: Page, x0: number, y0: number, x1: number, y1: number): Promise<void> {
  const before = await swatchHexes(page);
  await page.click('[data-testid="part-mark"]');
  const picture = page.locator('[data-testid="picture-original"]');
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  await page.mouse.move(box.x + x0 * box.width, box.y + y0 * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + x1 * box.width, box.y + y1 * box.height, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(
    (before) =>
      [...document.querySelectorAll('[data-testid="palette-swatches"] .hex')].map((e) => e.textContent).join() !==
      before,
    before.join(),
    { timeout: 60_000, polling: 'raf' },
  );
}
