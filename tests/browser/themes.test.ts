/**
 * Light, dark and high contrast on every tool page, checked by axe-core's colour-contrast rule
 * (WCAG AA: 4.5:1 for text, 3:1 for large text) in Chromium, with each tool showing its default
 * data. The theme switch in the nav bar sets the theme, and a reload keeps it.
 */
import { describe, expect, test } from 'vitest';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { useSite } from './tool-page.ts';
import { settled } from './harness.ts';

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = [
  '/',
  '/matcher',
  '/palette',
  '/dyes',
  '/outfit',
  '/gradient',
  '/mixer',
  '/compare',
  '/vision',
  '/saved',
  '/glossary',
];
const THEMES = ['light', 'dark', 'contrast'] as const;

const { site, browser } = useSite({ serviceWorkers: 'block' });

/** The stored choice each theme leaves (VitePress's appearance key and the high-contrast flag). */
const storageFor = (theme: (typeof THEMES)[number]) => ({
  'vitepress-theme-appearance': theme === 'light' ? 'light' : 'dark',
  ...(theme === 'contrast' ? { 'ffxiv-dyes-high-contrast': '1' } : {}),
});

async function contrastViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: the site's CSP refuses inline scripts, as it should.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ...a: unknown[]
          ) => Promise<{ violations: { nodes: { target: string[]; failureSummary: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1).join(' ')}`),
    );
  });
}

describe('themes', () => {
  test('the nav bar switch sets high contrast, and a reload keeps it', { timeout: 60_000 }, async () => {
    const page = await browser().context.newPage();
    await page.goto(site().url + '/matcher');
    await page.waitForSelector('html[data-live]');
    await page.selectOption('.bar [data-theme-switch]', 'contrast');
    const classes = () => page.evaluate(() => document.documentElement.className);
    expect(await classes()).toMatch(/high-contrast/);
    expect(await classes()).toMatch(/\bdark\b/);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(0, 0, 0)');
    await page.reload();
    await page.waitForSelector('html[data-live]');
    expect(await classes()).toMatch(/high-contrast/);
    expect(await page.locator('.bar [data-theme-switch]').inputValue()).toBe('contrast');
    await page.selectOption('.bar [data-theme-switch]', 'light');
    expect(await classes()).not.toMatch(/high-contrast|\bdark\b/);
    await page.close();
  });

  test('the header holds one theme control, at desktop width and in the phone menu', async () => {
    const page = await browser().context.newPage();
    const visibleThemeControls = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[data-theme-switch], .VPSwitchAppearance')].filter(
            (el) => (el as HTMLElement).offsetParent !== null,
          ).length,
      );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site().url + '/matcher');
    await page.waitForSelector('html[data-live]');
    expect(await visibleThemeControls()).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.click('.VPNavBarHamburger');
    await page.waitForSelector('.VPNavScreen');
    expect(await visibleThemeControls()).toBe(1);
    await page.close();
  });

  for (const theme of THEMES) {
    test(`${theme}: every tool page passes WCAG AA colour contrast (axe-core)`, { timeout: 240_000 }, async () => {
      const failures: string[] = [];
      for (const path of PAGES) {
        const page = await browser().context.newPage();
        await page.addInitScript((stored) => {
          for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
          if (!('ffxiv-dyes-high-contrast' in stored)) localStorage.removeItem('ffxiv-dyes-high-contrast');
        }, storageFor(theme));
        await page.goto(site().url + path);
        await page.waitForSelector('html[data-live]');
        await page.waitForLoadState('networkidle');
        await settled(page);
        for (const v of await contrastViolations(page)) failures.push(`${path} ${v}`);
        await page.close();
      }
      expect(failures).toEqual([]);
    });
  }
});
