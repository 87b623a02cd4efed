/**
 * The picture tool in a real browser against the real server: a PNG built here is dropped on the
 * page; the palette shows the picture's known colours with their closest dyes (culori's CIEDE2000
 * over the dataset as the oracle); hovering reads a pixel; the dye preview redraws the picture;
 * and a file that is not an image gets a clear message. Screenshots go to artifacts/screenshots/.
 * (The main thread's long tasks during a 4,000 × 3,000 picture: palette-main-thread.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { differenceCiede2000 } from 'culori';
import { encodePng } from '../helpers/png.ts';
import { areasImage } from '../helpers/images.ts';
import { launchBrowser } from './harness.ts';
import { SHOTS } from './screenshots.ts';
import { DYES, useSite } from './tool-page.ts';
import { AREAS, dropFile, offer, openPaletteTool, swatchHexes } from './palette-page.ts';

await mkdir(SHOTS, { recursive: true });
const deltaE = differenceCiede2000();

/** Names of the dyes within 0.05 ΔE2000 of the best for `hex` (near ties accept either). */
function closestNames(hex: string): string[] {
  const ranked = DYES.map((d) => ({ name: d.name, d: deltaE(hex, d.hex) })).sort((a, b) => a.d - b.d);
  return ranked.filter((r) => r.d <= ranked[0]!.d + 0.05).map((r) => r.name);
}

const { site, browser } = useSite({ serviceWorkers: 'block', timeoutMs: 600_000 });

describe('palette tool', () => {
  test('drop a PNG: palette with dyes, pixel sampling, dye preview', { timeout: 240_000 }, async () => {
    const image = areasImage(600, 400, AREAS);
    const page = await browser().context.newPage();
    await offer(page, '/test-picture.png', encodePng(image.width, image.height, image.pixels), 'image/png');
    await openPaletteTool(page, site().url);
    await dropFile(page, '/test-picture.png', 'outfit.png', 'image/png');

    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="palette-swatches"] li').length > 0,
      null,
      { timeout: 60_000 },
    );
    const hexes = await swatchHexes(page);
    expect([...hexes].sort()).toEqual(AREAS.map((a) => a.hex).sort());
    // Each swatch names a closest dye, and it is the dataset's closest by CIEDE2000.
    const items = page.locator('[data-testid="palette-swatches"] li');
    for (let i = 0; i < (await items.count()); i++) {
      const hex = (await items.nth(i).locator('.hex').textContent())!;
      const name = (await items.nth(i).locator('.closest .name').textContent())!;
      expect(closestNames(hex), `${hex} → ${name}`).toContain(name);
      // Its distance reads as a number, a space that never breaks, and the unit, with culori's value.
      const distance = (await items.nth(i).locator('.closest .num').first().textContent())!;
      expect(distance).toMatch(/^\d+(\.\d+)?\u00a0ΔE2000$/);
      const dye = DYES.find((d) => d.name === name)!;
      expect(Number(distance.split('\u00a0')[0])).toBeCloseTo(deltaE(hex, dye.hex), 1);
    }
    // Shares: the largest area first, about 50 %.
    expect(await items.first().locator('.colour').textContent()).toMatch(/50%/);
    await page.screenshot({ path: join(SHOTS, 'palette-desktop.png'), fullPage: true });

    // Hover the small accent block in the top-left corner: the readout shows its colour.
    const original = page.locator('[data-testid="picture-original"]');
    const box = (await original.boundingBox())!;
    await page.mouse.move(box.x + (5 / 600) * box.width, box.y + (5 / 400) * box.height);
    await expect
      .poll(() => page.locator('[data-testid="palette-sample"]').textContent(), { timeout: 20_000 })
      .toContain('#E0B020');
    const sampled = (await page.locator('[data-testid="palette-sample"] .name').textContent())!;
    expect(closestNames('#e0b020')).toContain(sampled);
    // And the large area on the right.
    await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * 0.5);
    await expect
      .poll(() => page.locator('[data-testid="palette-sample"]').textContent(), { timeout: 20_000 })
      .toContain('#2F4F6F');

    // The whole-picture preview: its dyes are the swatches' dyes, in area order.
    await page.click('[data-testid="preview-run"]');
    await page.waitForSelector('[data-testid="preview-shares"] li', { timeout: 60_000 });
    const shareNames = await page.locator('[data-testid="preview-shares"] .name').allTextContents();
    const swatchDyes = await page.locator('[data-testid="palette-swatches"] .closest .name').allTextContents();
    expect(shareNames).toEqual(swatchDyes);
    await page.screenshot({ path: join(SHOTS, 'palette-preview-slider.png'), fullPage: true });
    await page.selectOption('#palette-view', 'side');
    const canvas = page.locator('[data-testid="preview-canvas"]');
    await canvas.waitFor();
    // The redrawn picture at the accent block is the accent's dye colour.
    const drawn = await canvas.evaluate((el: HTMLCanvasElement) => {
      const [r, g, b] = el.getContext('2d')!.getImageData(5, 5, 1, 1).data;
      return '#' + [r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('');
    });
    const accentDye = DYES.find((d) => d.name === swatchDyes[swatchDyes.length - 1])!;
    expect(drawn).toBe(accentDye.hex.toLowerCase());
    await page.screenshot({ path: join(SHOTS, 'palette-preview-side.png'), fullPage: true });
    await page.close();
  });

  test('a picture dropped, pasted or chosen before the page came alive still opens', { timeout: 240_000 }, async () => {
    const image = areasImage(300, 200, AREAS);
    const png = encodePng(image.width, image.height, image.pixels);
    for (const how of ['drop', 'paste', 'choose'] as const) {
      const page = await browser().context.newPage();
      await offer(page, '/early.png', png, 'image/png');
      // Hold the app's entry script, so the server-rendered page is all there is when the file comes.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/app.*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(site().url + '/palette', { waitUntil: 'commit' });
      await page.locator('[data-testid="picture-file"]').waitFor({ state: 'attached' });
      if (how !== 'choose') {
        // The event is taken (a drop not left to the browser, which would open the file instead of the site).
        const taken = await page.evaluate(async (how) => {
          const blob = await (await fetch('/early.png')).blob();
          const transfer = new DataTransfer();
          transfer.items.add(new File([blob], 'early.png', { type: 'image/png' }));
          const init = { bubbles: true, cancelable: true };
          const event =
            how === 'drop'
              ? new DragEvent('drop', { ...init, dataTransfer: transfer })
              : new ClipboardEvent('paste', { ...init, clipboardData: transfer });
          const target = how === 'drop' ? document.querySelector('[data-testid="picture-drop"]')! : document.body;
          return !target.dispatchEvent(event);
        }, how);
        expect(taken, how).toBe(true);
      } else {
        await page
          .locator('[data-testid="picture-file"]')
          .setInputFiles({ name: 'early.png', mimeType: 'image/png', buffer: png });
      }
      expect(await page.locator('[data-testid="picture-drop"][data-ready]').count(), how).toBe(0);
      release();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="palette-swatches"] li').length > 0,
        null,
        { timeout: 60_000 },
      );
      expect([...(await swatchHexes(page))].sort(), how).toEqual(AREAS.map((a) => a.hex).sort());
      await page.close();
    }
  });

  test('a file that is not a picture gets a clear message', { timeout: 120_000 }, async () => {
    const page = await browser().context.newPage();
    await offer(page, '/notes.txt', Buffer.from('not a picture at all'), 'text/plain');
    await openPaletteTool(page, site().url);
    await dropFile(page, '/notes.txt', 'notes.txt', 'text/plain');
    const alert = page.locator('[data-testid="palette-error"]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('“notes.txt” is not a picture');
    await page.close();
  });

  test('phone width', { timeout: 120_000 }, async () => {
    const phone = await launchBrowser({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    try {
      const image = areasImage(300, 200, AREAS);
      const page = await phone.context.newPage();
      await offer(page, '/test-picture.png', encodePng(image.width, image.height, image.pixels), 'image/png');
      await openPaletteTool(page, site().url);
      await dropFile(page, '/test-picture.png', 'outfit.png', 'image/png');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="palette-swatches"] li').length > 0,
        null,
        { timeout: 60_000 },
      );
      await page.screenshot({ path: join(SHOTS, 'palette-phone.png'), fullPage: true });
    } finally {
      await phone.close();
    }
  });
});
