/**
 * The site under its own Content-Security-Policy in Chromium: every page of the built site (the
 * list is read from the build, so new pages are covered without editing this file) in English
 * and Japanese, with the engine's Web Worker computing and the service worker installed and in
 * control, without one CSP violation. Violations are caught three ways: the document's
 * `securitypolicyviolation` events, the same events inside the workers, and Chromium's console
 * messages. The static hosts' `_headers` carries the very headers the server sends.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page, Worker } from 'playwright-core';
import { ensureSiteBuilt, launchBrowser, ROOT, startSite, type Browser, type RunningSite } from './harness.ts';

const DIST = join(ROOT, 'site/.vitepress/dist');

let site: RunningSite;
let browser: Browser;
const violations: string[] = [];

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  browser = await launchBrowser({ serviceWorkers: 'allow' });
  browser.context.on('serviceworker', (worker) => void watchWorker(worker, 'service worker'));
  await browser.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    (window as unknown as { __csp: string[] }).__csp = [];
  });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Listens inside a worker; what it records is read back by `workerViolations`. */
async function watchWorker(worker: Worker, what: string) {
  worker.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${what}: ${msg.text()}`);
  });
  await worker
    .evaluate(() => {
      const scope = self as unknown as { __csp?: string[] };
      scope.__csp ??= [];
      self.addEventListener('securitypolicyviolation', (e) =>
        scope.__csp!.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    })
    .catch(() => {}); // a worker that ended already
}

async function workerViolations(worker: Worker): Promise<string[]> {
  return worker.evaluate(() => (self as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
}

function watchPage(page: Page, label: string) {
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`${label}: ${msg.text()}`);
  });
  page.on('worker', (worker) => void watchWorker(worker, `${label} worker`));
}

/** Every page of the build as a URL path (`guide/index.html` → `/guide/`, `dyes.html` → `/dyes`). */
async function builtPages(): Promise<string[]> {
  const pages: string[] = [];
  for (const entry of await readdir(DIST, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = relative(DIST, join(entry.parentPath ?? entry.path, entry.name))
      .split(sep)
      .join('/');
    if (path === '404.html') pages.push('/no-such-page');
    else pages.push(`/${path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`);
  }
  return pages.sort();
}

async function pageViolations(page: Page): Promise<string[]> {
  const inPage = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  const inWorkers = (await Promise.all(page.workers().map(workerViolations))).flat();
  return [...inPage, ...inWorkers];
}

describe('Content-Security-Policy in Chromium', () => {
  test('a violation is caught (an injected inline script is refused)', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await page.close();
  });

  test('the service worker installs and controls the page', async () => {
    const page = await browser.context.newPage();
    watchPage(page, '/');
    await page.goto(`${site.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
    for (const worker of browser.context.serviceWorkers()) expect(await workerViolations(worker)).toEqual([]);
    expect(await pageViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);

  test('the engine worker computes under the policy', async () => {
    const page = await browser.context.newPage();
    watchPage(page, '/matcher');
    await page.goto(`${site.url}/matcher?hex=%238f3b5e`);
    await page.waitForSelector('.within li', { timeout: 30_000 });
    expect(page.workers().length).toBeGreaterThan(0);
    expect(await pageViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);

  test('every built page, in English and Japanese, runs without a violation', async () => {
    const pages = await builtPages();
    expect(pages.length).toBeGreaterThan(10);
    const found: string[] = [];
    const page = await browser.context.newPage();
    watchPage(page, 'pages');
    for (const path of pages) {
      for (const locale of ['en', 'ja']) {
        await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}locale=${locale}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        for (const v of await pageViolations(page)) found.push(`${path} (${locale}): ${v}`);
      }
    }
    await page.close();
    expect([...found, ...violations]).toEqual([]);
  }, 300_000);
});

describe('_headers for static hosts', () => {
  test('names the headers the server sends, with the same values', async () => {
    const file = await readFile(join(DIST, '_headers'), 'utf8');
    const lines = file.split('\n').filter((l) => l.startsWith('  '));
    const fromFile = Object.fromEntries(
      lines.map((l) => [l.slice(2, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    expect(file).toMatch(/^\/\*$/m);
    const res = await fetch(`${site.url}/`);
    expect(Object.keys(fromFile).sort()).toEqual(
      [
        'content-security-policy',
        'referrer-policy',
        'x-frame-options',
        'x-content-type-options',
        'cross-origin-opener-policy',
        'permissions-policy',
      ].sort(),
    );
    for (const [name, value] of Object.entries(fromFile)) expect(res.headers.get(name), name).toBe(value);
  });
});
