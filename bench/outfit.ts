/**
 * The Outfit page in Chromium: time from choosing a twelve-piece `.chara` file (+ glasses) to
 * every card named, with the names already on the device (IndexedDB), against the local fake
 * XIVAPI behind the real server. Timed inside the page, from the file input's `change` event to
 * the mutation that names the last card. Peer: the first open in a fresh profile (names resolved
 * over the network; the proxy's own cache warm), measured once per run.
 */
import type { Page } from 'playwright-core';
import { median, report } from './harness.ts';
import { ensureSiteBuilt, launchBrowser, startSite } from '../tests/browser/harness.ts';
import { startFakeXivapi } from '../tests/chara/fake/server.ts';
import { TWELVE_PIECES } from '../tests/unit/chara-file/files.ts';

const CARDS = 13;
const ROUNDS = 15;

/** Ms from choosing the file to all cards named. Passed as source text (see bench/browser.ts). */
async function timeOpen(page: Page): Promise<number> {
  await page.evaluate(`(() => {
    window.__outfitDone = new Promise((resolve) => {
      const input = document.querySelector('[data-file-input]');
      let t0 = 0;
      input.addEventListener('change', () => { t0 = performance.now(); }, { capture: true, once: true });
      const check = () => {
        if (t0 && document.querySelectorAll('[data-slot-card][data-state="named"]').length === ${CARDS}) {
          observer.disconnect();
          resolve(performance.now() - t0);
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  })()`);
  await page
    .locator('[data-file-input]')
    .setInputFiles({ name: 'bench.chara', mimeType: 'application/json', buffer: Buffer.from(TWELVE_PIECES) });
  return await page.evaluate<number>('window.__outfitDone');
}

async function closeOutfit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close outfit' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-slot-card]').length === 0);
}

export async function benchOutfit(): Promise<void> {
  await ensureSiteBuilt();
  const fake = await startFakeXivapi();
  const site = await startSite({ XIVAPI_BASE: fake.url });
  // Warm the proxy's cache so the first open measures the device round trip, not the fake.
  await fetch(`${site.url}/v1/chara/resolve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gear: [] }),
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/outfit`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    const first = await timeOpen(page);
    const warm: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await closeOutfit(page);
      warm.push(await timeOpen(page));
    }
    report('outfit: choose a 12-piece .chara file → every card named (Chromium)', [
      {
        name: 'names on the device (IndexedDB), no request',
        medianUs: median(warm) * 1000,
        peerUs: first * 1000,
        note: 'peer = first open: POST /v1/chara/resolve',
      },
    ]);
  } finally {
    await browser.close();
    await site.stop();
    await fake.close();
  }
}

if (process.argv[1]?.endsWith('bench/outfit.ts')) await benchOutfit();
