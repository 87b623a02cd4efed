/**
 * "A new version is ready — reload", end to end: serve a build, load it (the service worker takes
 * control), deploy a changed build at the same address, see the prompt (in the page's language),
 * check that until the player accepts, every page still comes whole from the old version, then
 * reload and get the new version whole. Never a mix of old and new files.
 *
 * The two versions are copies of one real build, each with a script of its own (`version.js`
 * writes its name into the page) and its own marker in every HTML file, then a service worker
 * and precache manifest made for each over its files, as the site build makes them.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureSiteBuilt, launchBrowser, ROOT, startSite, type Browser, type RunningSite } from './harness.ts';
import { buildServiceWorker } from '../../scripts/build-site.ts';
import { precompress } from '../../runtimes/node/static.ts';

const DIST = join(ROOT, 'site/.vitepress/dist');
let work: string;
let browser: Browser | undefined;
let site: RunningSite | undefined;

/** A copy of the build as version `name`: its own script and marker on every page, its own service worker. */
async function makeVersion(name: string): Promise<string> {
  const dir = join(work, name);
  await cp(DIST, dir, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  await writeFile(
    join(dir, 'assets', `version-${name}.js`),
    `document.documentElement.dataset.script = ${JSON.stringify(name)};\n`,
  );
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!entry.endsWith('.html')) continue;
    const file = join(dir, entry);
    const html = await readFile(file, 'utf8');
    await writeFile(
      file,
      html.replace(
        '</head>',
        `<meta name="site-version" content="${name}"><script src="/assets/version-${name}.js" defer></script></head>`,
      ),
    );
  }
  await buildServiceWorker(dir);
  await precompress(dir);
  return dir;
}

/** The version of the page's HTML and of the script it ran. */
const versionOf = (page: Page) =>
  page.evaluate(() => ({
    html: document.querySelector('meta[name="site-version"]')?.getAttribute('content'),
    script: document.documentElement.dataset.script,
  }));

beforeAll(async () => {
  await ensureSiteBuilt();
  work = await mkdtemp(join(tmpdir(), 'ffxiv-dyes-update-'));
  await makeVersion('v1');
  await makeVersion('v2');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

test('the prompt appears for a new build, the old version stays whole until reload, then the new one is whole', async () => {
  site = await startSite({ SITE_DIR: join(work, 'v1') });
  const port = new URL(site.url).port;
  browser = await launchBrowser();
  const page = await browser.context.newPage();
  await page.goto(`${site.url}/playground?locale=ja`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.dataset.script === 'v1');
  expect(await versionOf(page)).toEqual({ html: 'v1', script: 'v1' });

  // Deploy v2 at the same address.
  await site.stop();
  site = await startSite({ SITE_DIR: join(work, 'v2'), PORT: port });
  expect(new URL(site.url).port).toBe(port);

  // A navigation makes the browser check for a new service worker; it installs and waits.
  await page.goto(`${site.url}/matcher?locale=ja`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.locator('.update-prompt .box').filter({ hasText: 'サイトの新しいバージョンを利用できます。' });
  await prompt.waitFor({ timeout: 60_000 });

  // Until the player says so, pages come whole from v1 (the waiting worker serves nothing).
  await page.waitForFunction(() => document.documentElement.dataset.script !== undefined);
  expect(await versionOf(page)).toEqual({ html: 'v1', script: 'v1' });
  await page.goto(`${site.url}/dyes?locale=ja`);
  await page.waitForFunction(() => document.documentElement.dataset.script !== undefined);
  expect(await versionOf(page)).toEqual({ html: 'v1', script: 'v1' });
  await prompt.waitFor({ timeout: 60_000 });

  // Accept: the new worker takes over and the page reloads into v2, whole.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await Promise.all([
    page.waitForEvent('load', { timeout: 60_000 }),
    prompt.getByRole('button', { name: '再読み込み' }).click(),
  ]);
  await page.waitForFunction(() => document.documentElement.dataset.script !== undefined);
  expect(await versionOf(page)).toEqual({ html: 'v2', script: 'v2' });
  expect(requested.filter((url) => url.includes('version-v1'))).toEqual([]);
  await expect.poll(() => page.locator('.update-prompt .box').count()).toBe(0);
  // The page is the tool, in the same language, after the update.
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  await page.waitForSelector('.grid li');
}, 240_000);
