/**
 * A tool page at desktop and phone width: nothing may be wider than the screen (tables scroll
 * inside their own box), and a full-page screenshot goes to artifacts/screenshots/<name>-<size>.png.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT, type Browser } from './harness.ts';

export const SHOTS = join(ROOT, 'artifacts/screenshots');
export const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

export async function screenshotAtWidths(
  browser: Browser,
  url: string,
  name: string,
  shown: (page: Page) => Promise<void>,
): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const size of SIZES) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(url);
    await shown(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size.name} width is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `${name}-${size.name}.png`), fullPage: true });
    await page.close();
  }
}
