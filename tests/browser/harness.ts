/**
 * What the browser tests and the browser benchmark share: a fresh site build when the sources
 * changed, the real Node server (`runtimes/node/server.ts`) on a free port, and Debian's Chromium driven
 * by playwright-core with a fresh profile (nothing downloads a browser).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';

export { ensureSiteBuilt } from '../helpers/site-build.ts';

export const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** The real server as its own process, as `npm start` runs it; resolves once it prints its address. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'runtimes/node/server.ts')], {
    cwd: ROOT,
    // Rate limiting is the server's own test subject; here it would only throttle the browser.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 30_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Chromium with a fresh profile; `serviceWorkers: 'block'` gives a page no service worker, and
 * `javaScriptEnabled: false` shows what the server's HTML alone renders.
 */
export async function launchBrowser(
  options: {
    serviceWorkers?: 'allow' | 'block';
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    /** The browser's language (navigator.languages, Accept-Language), e.g. `ja-JP`. */
    locale?: string;
    permissions?: string[];
  } = {},
): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'ffxiv-dyes-chromium-'));
  const launch: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Until the page's engine has answered every question it was asked (`<html data-engine-busy>`
 * gone, site/tools/shared/engine.ts): what a tool shows after a change depends on those answers.
 */
export async function engineIdle(page: Page): Promise<void> {
  await page.waitForSelector('html:not([data-engine-busy])', { state: 'attached' });
}

/**
 * The page's address once the controls' last change is written into it: the pages write the
 * address bar when they are next idle (site/tools/shared/state.ts), `<html data-saving>` until then.
 */
export async function addressOf(page: Page): Promise<string> {
  await page.waitForSelector('html:not([data-saving])', { state: 'attached' });
  return page.evaluate(() => location.href);
}

/** Until a smooth scroll has come to rest: the page's scroll position unchanged for five frames. */
export async function scrollAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const start = scrollY;
        let frames = 0;
        const tick = () => {
          if (scrollY !== start) return done(false);
          if (++frames >= 5) return done(true);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    null,
    { timeout: 10_000 },
  );
}

/**
 * A page ready to be measured or photographed: live, its lazily hydrated parts too (the nav bar),
 * its engine answers in, and its fonts loaded (a late font moves text and changes widths).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-live]:not([data-hydrating])', { state: 'attached' });
  await engineIdle(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
