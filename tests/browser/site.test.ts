/**
 * The site in a real browser (Debian Chromium through playwright-core) against the real Node
 * server: the service worker takes control and answers `/v1` offline in the envelope; the
 * playground redraws when its controls change; the locale switch changes dye names; and
 * screenshots of the playground, matcher and browser at desktop and phone widths are written to
 * artifacts/screenshots/.
 *
 * Oracles: the dataset (data/dyes.json) with culori's CIEDE2000 for the closest dye, the spec's
 * harmony offsets for slot counts, the spec's wheel facts (red's complement is cyan on RGB, green
 * on RYB) for the ring, and the dataset's six-language names for the locale switch.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { differenceCiede2000, hsv } from 'culori';
import type { Page } from 'playwright-core';
import {
  settled,
  ensureSiteBuilt,
  launchBrowser,
  ROOT,
  startSite,
  type Browser,
  type RunningSite,
  addressOf,
} from './harness.ts';
import { DATASET as DYES } from '../helpers/dataset.ts';

const dyeByStain = (id: number) => DYES.find((d) => d.stainID === id)!;
const SHOTS = join(ROOT, 'artifacts/screenshots');

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Opens a page and waits until the service worker controls it. */
async function openControlled(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

const slotCount = (page: Page) => page.locator('[data-slot]').count();
const targetHexes = (page: Page) =>
  page.locator('[data-target]').evaluateAll((els) => els.map((e) => e.getAttribute('data-target')));
/** The ring's gradient as drawn (computed style), so a change of wheel must repaint it. */
const ringPaint = (page: Page) =>
  page.locator('.harmony-wheel .ring').evaluate((el) => getComputedStyle(el).backgroundImage);

/** HSV hue (degrees) of a hex colour, by culori. */
const hueOf = (hex: string) => hsv(hex)?.h ?? 0;

describe('service worker', () => {
  test('the first visit’s “ready offline” note is small and covers no header control', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const fresh = await launchBrowser({ viewport });
      try {
        const page = await fresh.context.newPage();
        await page.goto(site.url + '/playground');
        const note = page.locator('[data-offline-ready]');
        await note.waitFor({ timeout: 30_000 });
        const overlaps = await page.evaluate(() => {
          const box = document.querySelector('[data-offline-ready]')!.getBoundingClientRect();
          const controls = [...document.querySelectorAll('.VPNav a, .VPNav button, .VPNav input')]
            .map((el) => el.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.height > 0);
          const hit = (r: DOMRect) =>
            r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
          return { count: controls.length, covered: controls.filter(hit).length, height: box.height };
        });
        expect(overlaps.count, `${viewport.width}: header controls found`).toBeGreaterThan(0);
        expect(overlaps.covered, `${viewport.width}: header controls under the note`).toBe(0);
        expect(overlaps.height).toBeLessThan(80);
      } finally {
        await fresh.close();
      }
    }
  });

  test('takes control of the page and answers /v1 itself', async () => {
    const page = await openControlled('/');
    const scriptUrl = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');
    const answered = page.waitForResponse((r) => r.url().includes('/v1/dyes/categories'));
    await page.evaluate(() => fetch('/v1/dyes/categories').then((r) => r.text()));
    expect((await answered).fromServiceWorker()).toBe(true);
    await page.close();
  });

  test('offline: /v1 answers in the envelope, chara says 503, and a reload renders the site', async () => {
    const page = await openControlled('/playground');
    // The server's answer, for comparison: the same bytes, the request id aside.
    const online = await (await fetch(`${site.url}/v1/match/closest?hex=%23ff0000`)).json();

    await browser.context.setOffline(true);
    try {
      const answer = await page.evaluate(async () => {
        const res = await fetch('/v1/match/closest?hex=%23ff0000');
        return {
          status: res.status,
          type: res.headers.get('content-type'),
          id: res.headers.get('x-request-id'),
          body: await res.json(),
        };
      });
      expect(answer.status).toBe(200);
      expect(answer.type).toContain('application/json');
      expect(answer.body.success).toBe(true);
      expect(answer.body.meta.apiVersion).toBe('v1');
      expect(answer.body.meta.requestId).toBe(answer.id);
      // Oracle: CIEDE2000 by culori over the dataset.
      const de = differenceCiede2000();
      const expected = [...DYES].sort((a, b) => de('#ff0000', a.hex) - de('#ff0000', b.hex))[0]!;
      expect(answer.body.data.dye.stainID).toBe(expected.stainID);
      expect(answer.body.data.distance).toBeCloseTo(de('#ff0000', expected.hex), 3);
      expect({ ...answer.body, meta: { ...answer.body.meta, requestId: '' } }).toEqual({
        ...online,
        meta: { ...online.meta, requestId: '' },
      });

      const chara = await page.evaluate(async () => {
        const res = await fetch('/v1/chara/icon/41716');
        return { status: res.status, body: await res.json() };
      });
      expect(chara.status).toBe(503);
      expect(chara.body).toMatchObject({ success: false, error: 'UPSTREAM_UNAVAILABLE' });

      // Pages served offline hydrate as cleanly as online ones: the offline note must not be
      // in the first client render when the server's HTML (rendered online) has none.
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.reload();
      await expect.poll(() => page.locator('h1#playground-title').textContent()).toContain('playground');
      await page.waitForSelector('[data-slot]', { timeout: 15_000 });
      expect(await slotCount(page)).toBeGreaterThan(0);

      // Another page, never opened before, comes from the precache too.
      await page.goto(site.url + '/dyes');
      await page.waitForSelector('.grid .card', { timeout: 15_000 });
      expect(await page.locator('.grid .card').count()).toBe(24);
      await settled(page);
      // The page says it is offline, in a note that came after hydration.
      await page.waitForSelector('[data-offline]');
      expect(errors.filter((e) => /hydration/i.test(e))).toEqual([]);
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });
});

describe('first view', () => {
  // The playground's default controls: Dalamud Red (stain 10), triadic, on the RGB wheel.
  test("is in the server's HTML: the ring, a dot per dye and the slots, before any script runs", async () => {
    const html = await (await fetch(`${site.url}/playground`)).text();
    // Oracles: one dot per dye of the dataset; triadic has two slots.
    expect(html.match(/data-stain="\d+"/g)?.length).toBe(DYES.length);
    expect(html.match(/data-slot="\d+"/g)?.length).toBe(2);
    expect(html).toMatch(/class="ring" style="background:conic-gradient\(/);
    expect(html).toContain(dyeByStain(10).names.en);

    const noJs = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await noJs.context.newPage();
      await page.goto(`${site.url}/playground`);
      expect(await ringPaint(page)).toContain('conic-gradient');
      expect(await page.locator('[data-stain]').count()).toBe(DYES.length);
      // The RGB wheel is the HSV hue circle, so red's triadic targets sit at 120° and 240°.
      const hues = (await targetHexes(page)).map((hex) => hueOf(hex!));
      expect(hues).toHaveLength(2);
      expect(Math.abs(hues[0]! - 120)).toBeLessThan(3);
      expect(Math.abs(hues[1]! - 240)).toBeLessThan(3);
      expect(await page.locator('.base-slot').textContent()).toContain(dyeByStain(10).names.en);
      await page.screenshot({ path: join(SHOTS, 'playground-no-js-phone.png') });
    } finally {
      await noJs.close();
    }
  });

  test('a first visit hydrates without console errors, its engine started as it loads', async () => {
    const fresh = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const page = await fresh.context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      await page.goto(`${site.url}/playground`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-live]');
      // The engine is running before the player's first move.
      expect(workers.filter((url) => url.includes('engine.worker'))).toHaveLength(1);
      // Hydrated: a control works, and the engine worker answers it.
      await page.selectOption('#pg-type', 'complementary');
      await expect.poll(() => slotCount(page)).toBe(1);
      expect(workers.filter((url) => url.includes('engine.worker'))).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('playground', () => {
  test('redraws the wheel and the slots when the type, the wheel and the base change', async () => {
    const page = await openControlled('/?base=10&type=triadic&wheel=rgb');
    await page.waitForSelector('[data-slot]');
    // Triadic has two offsets, complementary one.
    await expect.poll(() => slotCount(page)).toBe(2);
    await page.selectOption('#pg-type', 'complementary');
    await expect.poll(() => slotCount(page)).toBe(1);
    expect(await addressOf(page)).toContain('type=complementary');

    // On the RGB wheel red's complement is cyan (HSV 180°); on RYB it is green.
    const rgbTarget = (await targetHexes(page))[0]!;
    expect(Math.abs(hueOf(rgbTarget) - 180)).toBeLessThan(3);
    const rgbRing = await ringPaint(page);
    expect(rgbRing).toContain('conic-gradient');
    await page.selectOption('#pg-wheel', 'ryb');
    await expect.poll(async () => (await targetHexes(page))[0]).not.toBe(rgbTarget);
    const rybTarget = (await targetHexes(page))[0]!;
    expect(hueOf(rybTarget)).toBeGreaterThan(90);
    expect(hueOf(rybTarget)).toBeLessThan(160);
    expect(await ringPaint(page)).not.toBe(rgbRing);

    // A new base from the picker: search, arrow down, Enter.
    const before = await targetHexes(page);
    await page.fill('#base-dye', 'snow');
    await page.waitForSelector('#base-dye-list [role=option]');
    await page.press('#base-dye', 'Enter');
    await expect.poll(() => page.locator('.base-slot').textContent()).toContain('Snow White');
    await expect.poll(() => targetHexes(page)).not.toEqual(before);
    expect(await addressOf(page)).toContain('base=1');

    // Any colour as the base.
    await page.check('input[value=colour]');
    await page.fill('#base-colour', '#2244cc');
    await expect.poll(async () => (await page.locator('.base-slot').textContent())?.toLowerCase()).toContain('#2244cc');
    expect(await addressOf(page)).toContain('colour=%232244cc');
    await page.close();
  });

  test('the locale switch changes dye names and is kept on this device, not in the URL', async () => {
    const page = await openControlled('/?base=10&type=complementary');
    await page.waitForSelector('.base-slot');
    const dalamud = dyeByStain(10);
    await expect.poll(() => page.locator('.base-slot').textContent()).toContain(dalamud.names.en);
    for (const locale of ['ja', 'de', 'ko'] as const) {
      await page.selectOption('#locale-switch', locale);
      await expect.poll(() => page.locator('.base-slot').textContent()).toContain(dalamud.names[locale]);
      // Links carry no language: a friend reads them in their own (frontdoor.test.ts).
      expect(new URL(await addressOf(page)).searchParams.has('locale')).toBe(false);
    }
    // A fresh visit in this browser shows the language chosen last.
    const shared = await browser.context.newPage();
    await shared.goto(await addressOf(page));
    await expect.poll(() => shared.locator('.base-slot').textContent()).toContain(dalamud.names.ko);
    await page.selectOption('#locale-switch', 'en');
    await shared.close();
    await page.close();
  });
});

describe('screenshots', () => {
  const PAGES = [
    { name: 'home', path: '/', ready: '.tool-menu' },
    { name: 'playground', path: '/playground?base=10&type=triadic', ready: '[data-slot]' },
    { name: 'matcher', path: '/matcher?hex=%238f3b5e', ready: '.within li' },
    { name: 'browser', path: '/dyes?dye=10', ready: '.detail h2' },
    { name: 'reference', path: '/reference/', ready: '.endpoint' },
  ];
  const SIZES = [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ];
  for (const size of SIZES) {
    test(`playground, matcher and browser at ${size.name} width`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const p of PAGES) {
        await page.goto(site.url + p.path);
        await page.waitForSelector(p.ready, { timeout: 20_000 });
        await settled(page);
        // Readable on a phone: nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p.name} overflows at ${size.width}px`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: join(SHOTS, `${p.name}-${size.name}.png`),
          fullPage: size.name === 'desktop' && p.name !== 'reference',
        });
      }
      await page.close();
    });
  }
});

describe('matcher and dye browser', () => {
  test('the matcher shows the closest dye by CIEDE2000 and the dyes within the radius', async () => {
    const page = await openControlled('/matcher?hex=%238f3b5e');
    await page.waitForSelector('.within li');
    const de = differenceCiede2000();
    const ranked = [...DYES].map((d) => ({ d, e: de('#8f3b5e', d.hex) })).sort((a, b) => a.e - b.e);
    await expect.poll(() => page.locator('.closest h2').textContent()).toContain(ranked[0]!.d.name);
    const within = ranked.filter((r) => r.e <= 10).length;
    expect(await page.locator('.within li').count()).toBe(Math.min(within, 20));
    await page.close();
  });

  test('a distance that rounds onto a band edge shows the band of the true distance', async () => {
    // ΔE2000 from #d1975b to this dye is just under 2 (culori: tests/unit/engine/band-edges.test.ts):
    // the page shows it rounded, "2.00", with the published band of under 2, "very close".
    const dye = dyeByStain(22);
    const page = await openControlled('/matcher?hex=%23d1975b&maxDistance=3');
    const row = page
      .locator('.within li')
      .filter({ has: page.locator('.dye-name', { hasText: new RegExp(`^${dye.name}$`) }) });
    await expect.poll(() => row.locator('.num').textContent(), { timeout: 30_000 }).toBe('2.00');
    expect(await row.locator('.band').textContent()).toBe('very close');
    await page.close();
  });

  test('the dye browser filters, pages and opens a dye', async () => {
    const page = await openControlled('/dyes');
    await page.waitForSelector('.grid .card');
    expect(await page.locator('.grid .card').count()).toBe(24);
    await page.selectOption('#b-category', 'Blues');
    const blues = DYES.filter((d) => (d as unknown as { category: string }).category === 'Blues').length;
    await expect.poll(() => page.locator('.grid .card').count()).toBe(Math.min(blues, 24));
    await page.locator('.grid .card').first().click();
    await page.waitForSelector('.detail h2');
    expect(await addressOf(page)).toContain('dye=');
    await page.close();
  });
  test('on a phone, a tapped dye opens its details in view', async () => {
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    try {
      const page = await phone.context.newPage();
      await page.goto(`${site.url}/dyes`);
      await page.waitForSelector('html[data-live]', { state: 'attached' });
      const card = page.locator('.grid .card').nth(5);
      const name = (await card.locator('.card-name').textContent())!.trim();
      await card.click();
      await expect.poll(() => page.locator('#detail-title').textContent(), { timeout: 10_000 }).toContain(name);
      // Until a smooth scroll has brought the heading on screen (the assertions say where it is if not).
      await page
        .waitForFunction(
          () => {
            const top = document.querySelector('#detail-title')!.getBoundingClientRect().top;
            return top >= 0 && top < innerHeight - 100;
          },
          null,
          { timeout: 5_000 },
        )
        .catch(() => undefined);
      const top = await page.locator('#detail-title').evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(844 - 100);
    } finally {
      await phone.close();
    }
  });
});

describe('endpoint reference', () => {
  test('is generated from the route table and every "try it" answers locally', async () => {
    const page = await openControlled('/reference/');
    const forms = page.locator('form.try-it');
    const count = await forms.count();
    // 7 dye routes, 2 match, 2 wheel, 2 harmony, at least.
    expect(count).toBeGreaterThanOrEqual(13);
    const spec = JSON.parse(await (await fetch(`${site.url}/v1/openapi.json`)).text()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const listed = await page
      .locator('.endpoint h3')
      .evaluateAll((els) => els.map((e) => e.textContent.replace(/\s+/g, ' ').replace('​', '').trim()));
    expect(new Set(listed)).toEqual(new Set(documented));

    // Try the closest-dye form offline: the engine worker answers.
    await browser.context.setOffline(true);
    try {
      const closest = page.locator('.endpoint', { has: page.locator('h3', { hasText: '/v1/match/closest' }) });
      await closest.locator('summary').click();
      await closest.locator('input[id$="-hex"]').fill('#ff0000');
      await closest.locator('button[type=submit]').click();
      await expect.poll(() => closest.locator('.try-result .status').textContent()).toContain('HTTP 200');
      const body = JSON.parse((await closest.locator('.try-result pre.body').textContent())!);
      expect(body.success).toBe(true);
      expect(body.data.inputHex.toLowerCase()).toBe('#ff0000');
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });
});
