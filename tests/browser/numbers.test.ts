/**
 * One way of writing numbers on every tool page: a ΔE2000 distance (every tool's default method)
 * with exactly two decimals, whatever the tool, and every hex code in the page's text in upper
 * case, so a card never shows `#8F3B5E` beside `#66304e`.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSite } from './tool-page.ts';

const { site, browser } = useSite({ serviceWorkers: 'block' });

/** The texts of the page's distance figures (`.num` cells and the character page's distances). */
const distanceTexts = (page: Page) =>
  page.$$eval(
    '[data-result] .num, [data-slot] .num, .within .num, .distance-matrix [data-distance] .num, [data-match] [data-distance], .pairs .num',
    (els) => els.map((el) => (el as HTMLElement).innerText.trim()).filter((text) => /^ΔE?\S*\s*\d|^\d/.test(text)),
  );

const TOOLS: { path: string; ready: string; prepare?: (page: Page) => Promise<void> }[] = [
  { path: '/matcher', ready: '[data-result]' },
  { path: '/playground', ready: '[data-slot]' },
  { path: '/gradient', ready: '[data-testid=gradient-steps]' },
  { path: '/mixer', ready: '[data-testid=mix-closest]' },
  { path: '/compare', ready: '.distance-matrix [data-distance]' },
  { path: '/vision', ready: '.pairs' },
  { path: '/budget', ready: '[data-result] tr[data-stain]' },
  {
    path: '/character',
    ready: '[data-grid]',
    prepare: async (page) => {
      await page.locator('[data-grid] [data-index="7"]').click();
      await page.waitForSelector('[data-match] [data-distance]');
    },
  },
];

describe('distances to two decimals, hex codes in one case', () => {
  for (const tool of TOOLS) {
    test(tool.path, async () => {
      const page = await browser().context.newPage();
      try {
        await page.goto(site().url + tool.path);
        await page.waitForSelector('html[data-live]');
        await page.waitForSelector(tool.ready);
        await tool.prepare?.(page);
        const figures = (await distanceTexts(page)).map((text) => /(\d+(?:[.,]\d+)?)\s*$/.exec(text)?.[1] ?? text);
        expect(figures.length, 'the page shows distances').toBeGreaterThan(0);
        for (const figure of figures) expect(figure, tool.path).toMatch(/^\d+[.,]\d{2}$/);
        const text = await page.locator('main').innerText();
        const hexes = text.match(/#[0-9a-fA-F]{6}\b/g) ?? [];
        for (const hex of hexes) expect(hex, tool.path).toBe(hex.toUpperCase());
      } finally {
        await page.close();
      }
    });
  }
});
