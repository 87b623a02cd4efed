/**
 * What the tool pages' browser tests share: the built site on the real server, Chromium, the
 * dataset as the oracle reads it, opening a tool from the nav bar, and screenshots at desktop and
 * phone width (written to artifacts/screenshots/, checked for horizontal overflow).
 */
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { clickNavLink } from './nav.ts';
import { settled, ensureSiteBuilt, launchBrowser, startSite, type Browser, type RunningSite } from './harness.ts';
import { screenshotAtWidths } from './screenshots.ts';
import { byStain, DATASET, type DatasetDye } from '../helpers/dataset.ts';

export { DATASET as DYES, type DatasetDye as DataDye };
export const dyeById = (id: number): DatasetDye => byStain.get(id)!;

/**
 * The built site on the real server and a Chromium for the file's tests, started once before them
 * and stopped after. `serviceWorkers: 'block'` keeps every request visible to the test.
 */
export function useSite(options: { serviceWorkers?: 'allow' | 'block'; timeoutMs?: number } = {}): {
  site: () => RunningSite;
  browser: () => Browser;
} {
  let site: RunningSite;
  let browser: Browser;
  beforeAll(async () => {
    await ensureSiteBuilt();
    site = await startSite();
    browser = await launchBrowser({ serviceWorkers: options.serviceWorkers });
  }, options.timeoutMs ?? 240_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  return { site: () => site, browser: () => browser };
}

/** Opens the home page and follows the nav's link with this text (in the tools menu) to the tool. */
export async function openFromNav(browser: Browser, site: RunningSite, linkText: string, path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(site.url + '/');
  await clickNavLink(page, 'a', linkText);
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  return page;
}

/** Screenshots of `path` at desktop and phone width, once `ready` shows; nothing may overflow. */
export const screenshots = (browser: Browser, site: RunningSite, name: string, path: string, ready: string) =>
  screenshotAtWidths(browser, site.url + path, name, async (page) => {
    await page.waitForSelector(ready, { timeout: 20_000 });
    await settled(page);
  });

export const channelGap = (x: string, y: string): number => {
  const c = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const a = c(x);
  const b = c(y);
  return Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
};
