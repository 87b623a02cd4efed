/**
 * `/v1/match/closest` in the browser, side by side: answered by the site's service worker inside
 * Chromium (the engine on the device) and by the Node server (`runtimes/node/server.ts`) — both timed in
 * the page with performance.now over many fetches, plus the server timed from Node for reference.
 * Every fetch uses `cache: 'no-store'` and the same seeded colours, so the HTTP cache answers none.
 *
 *   npx tsx -e "import('./bench/browser.ts').then((m) => m.benchBrowser())"
 */
import { measureAsync, randomHexes, report } from './harness.ts';
import { ensureSiteBuilt, launchBrowser, startSite } from '../tests/browser/harness.ts';
import type { Page } from 'playwright-core';

const HEXES = randomHexes(64, 0xd1e5);
const ROUNDS = 15;
const BATCH = 40;

/**
 * Median µs per fetch, timed inside the page: ROUNDS samples of BATCH sequential fetches. Passed
 * as source text: tsx rewrites functions (adding helpers the page does not have).
 */
function timeInPage(page: Page, path = '/v1/match/closest?hex='): Promise<number> {
  return page.evaluate(`(async () => {
    const hexes = ${JSON.stringify(HEXES)};
    const get = (i) => fetch(${JSON.stringify(path)} + encodeURIComponent(hexes[i % hexes.length]), { cache: 'no-store' }).then((r) => r.text());
    for (let i = 0; i < ${2 * BATCH}; i++) await get(i);
    const samples = [];
    for (let r = 0; r < ${ROUNDS}; r++) {
      const t0 = performance.now();
      for (let i = 0; i < ${BATCH}; i++) await get(r * ${BATCH} + i);
      samples.push(((performance.now() - t0) * 1000) / ${BATCH});
    }
    samples.sort((a, b) => a - b);
    return samples[samples.length >> 1];
  })()`);
}

export async function benchBrowser(): Promise<void> {
  await ensureSiteBuilt();
  const site = await startSite();
  const withWorker = await launchBrowser();
  const withoutWorker = await launchBrowser({ serviceWorkers: 'block' });
  try {
    const swPage = await withWorker.context.newPage();
    await swPage.goto(`${site.url}/`);
    await swPage.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const serviceWorkerUs = await timeInPage(swPage);
    // The floor of any service-worker answer here: a precached file (the query is ignored).
    const precachedUs = await timeInPage(swPage, '/icon.svg?v=');

    const netPage = await withoutWorker.context.newPage();
    await netPage.goto(`${site.url}/`);
    const serverUs = await timeInPage(netPage);

    let i = 0;
    const nodeUs = await measureAsync(() =>
      fetch(`${site.url}/v1/match/closest?hex=${encodeURIComponent(HEXES[i++ % HEXES.length]!)}`).then((r) => r.text()),
    );

    report('Browser: GET /v1/match/closest, one fetch (median)', [
      {
        name: 'service worker in Chromium',
        medianUs: serviceWorkerUs,
        peerUs: serverUs,
        note: 'peer = Node server, same page fetch',
      },
      { name: 'precached file via service worker', medianUs: precachedUs, note: 'floor: routing through the SW alone' },
      { name: 'Node server, fetch from Chromium', medianUs: serverUs },
      { name: 'Node server, fetch from Node', medianUs: nodeUs },
    ]);
  } finally {
    await withWorker.close();
    await withoutWorker.close();
    await site.stop();
  }
}

if (process.argv[1]?.endsWith('bench/browser.ts')) await benchBrowser();
