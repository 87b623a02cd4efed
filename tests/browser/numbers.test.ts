/**
 * One way of writing numbers on every tool page: a ΔE2000 distance (every tool's default method)
 * with exactly two decimals, whatever the tool, and every hex code in the page's text in upper
 * case, so a card never shows `#8F3B5E` beside `#66304e`.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './tool-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block' });

/**
 * Each tool's distance figures (selector) and what must show before they are read. A figure's
 * number is the distance ("9.18 ΔE2000" and "ΔE2000 3.58" read 9.18 and 3.58); other numbers on the page (RGB, prices,
 * counts) are not distances and are left out by the selectors.
 */
const TOOLS: { path: string; figures: string; prepare?: (page: Page) => Promise<void> }[] = [
  { path: '/matcher', figures: '[data-result] .num' },
  { path: '/playground', figures: '[data-slot] .num' },
  { path: '/gradient', figures: '[data-testid=gradient-steps] .num:not(.hex)' },
  { path: '/mixer', figures: '[data-testid=mix-closest] .num' },
  { path: '/compare', figures: '.distance-matrix span.num' },
  { path: '/vision', figures: '.pairs .num' },
  { path: '/budget', figures: '[data-result] tr[data-stain] .num' },
  {
    path: '/character',
    figures: '[data-match] [data-distance]',
    prepare: async (page) => {
      await page.locator('[data-grid] [data-index="7"]').click();
    },
  },
];

/** The distance in a figure's text, the method's tag ("ΔE2000", "ΔE76") taken out first. */
const distanceIn = (text: string) => /\d+(?:[.,]\d+)?/.exec(text.replace(/ΔE\s?\d+/g, ''))?.[0] ?? text;

describe('distances to two decimals, hex codes in one case', () => {
  for (const tool of TOOLS) {
    test(tool.path, async () => {
      const page = await browser().context.newPage();
      try {
        await page.goto(site().url + tool.path);
        await page.waitForSelector('html[data-live]');
        await tool.prepare?.(page);
        await page.waitForSelector(tool.figures, { state: 'attached', timeout: 10_000 });
        const texts = await page.$$eval(tool.figures, (els) => els.map((el) => (el as HTMLElement).innerText.trim()));
        const figures = texts.map(distanceIn);
        expect(figures.length, 'the page shows distances').toBeGreaterThan(0);
        for (const figure of figures) expect(figure, tool.path).toMatch(/^\d+[.,]\d{2}$/);
        const text = await page.locator('#VPContent').innerText();
        const hexes = text.match(/#[0-9a-fA-F]{6}\b/g) ?? [];
        for (const hex of hexes) expect(hex, tool.path).toBe(hex.toUpperCase());
      } finally {
        await page.close();
      }
    });
  }
});
