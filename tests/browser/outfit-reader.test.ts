/**
 * The Outfit page as a glamour reader, in Chromium against the real Node server and the local fake
 * XIVAPI (tests/chara/fake), with `.chara` files in the shapes Anamnesis and Ktisis write
 * (tests/unit/chara-file/files.ts). Oracles: the fake's rows and rules (wear masks, glamour flags,
 * twins), the dataset (data/dyes.json) for dye names and filter flags, the server's own
 * `/v1/harmony` for the restyle, and a token-by-token comparison of the downloaded file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureSiteBuilt, launchBrowser, startSite, type Browser, type RunningSite, addressOf } from './harness.ts';
import { SHOTS, SIZES } from './screenshots.ts';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { HEADER_ONLY, KTISIS_HROTHGAR, LALAFELL_ANAMNESIS, TWELVE_PIECES } from '../unit/chara-file/files.ts';
import { DATASET as DYES } from '../helpers/dataset.ts';

const dye = (stainID: number) => DYES.find((d) => d.stainID === stainID)!;
const stainOf = (name: string) => DYES.find((d) => d.names.en === name)!.stainID;

/** Acquisition lines the server reads from its data folder (a table this test writes). */
const ACQUISITION: Record<string, string> = {
  '18090': 'Fixture vendor (Beech coat)',
  '9295': 'Fixture quest (The Emperor’s New Ring)',
  '6300': 'Fixture exchange (Curtana Zenith Replica)',
};

let fake: FakeXivapi;
let site: RunningSite;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  await ensureSiteBuilt();
  dataDir = await mkdtemp(join(tmpdir(), 'outfit-reader-'));
  await writeFile(join(dataDir, 'acquisition.en.json'), JSON.stringify(ACQUISITION));
  fake = await startFakeXivapi();
  site = await startSite({ XIVAPI_BASE: fake.url, CHARA_DATA_DIR: dataDir });
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function openControlled(path = '/outfit', on: Browser = browser): Promise<Page> {
  const page = await on.context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}
async function chooseFile(page: Page, text: string, name = 'outfit.chara') {
  await page
    .locator('[data-file-input]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
}
const card = (page: Page, slot: string) => page.locator(`[data-slot-card="${slot}"]`);
const stains = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))));
const rowDyes = (page: Page, slot: string) => stains(page, `[data-restyle-slot="${slot}"] .channel-btn [data-channel]`);
async function waitStates(page: Page, states: Record<string, string>) {
  await page.waitForFunction(
    (want) =>
      Object.entries(want).every(
        ([slot, state]) => document.querySelector(`[data-slot-card="${slot}"]`)?.getAttribute('data-state') === state,
      ),
    states,
    { timeout: 30_000 },
  );
}
/** `/v1/harmony` of the server itself, as the restyle's oracle. */
async function harmony(query: string): Promise<number[]> {
  const res = await fetch(`${site.url}/v1/harmony?${query}`);
  const body = (await res.json()) as { data: { slots: { dye: { stainID: number } | null }[] } };
  return body.data.slots.flatMap((s) => (s.dye ? [s.dye.stainID] : []));
}

describe('without names: offline first open, the upstream down, an unknown model', () => {
  test('offline on first open: true words, model numbers, dyes, and a restyle on the channels the file dyes', async () => {
    const page = await openControlled();
    await browser.context.setOffline(true);
    try {
      // Probe keys no other test resolves, so nothing is on the device.
      const file = LALAFELL_ANAMNESIS.replace('"ModelBase": 581,', '"ModelBase": 7011,')
        .replace(
          '"ModelBase": 361,\n    "ModelVariant": 5,\n    "DyeId": 36',
          '"ModelBase": 7012,\n    "ModelVariant": 5,\n    "DyeId": 36',
        )
        .replace('"GlassesId": 0', '"GlassesId": 17');
      expect(file).toContain('"GlassesId": 17');
      await chooseFile(page, file);
      await page.locator('[data-status]').waitFor();
      expect(await page.locator('[data-status]').textContent()).toMatch(/You are offline/);
      const body = card(page, 'Body');
      expect(await body.getAttribute('data-state')).toBe('unknown');
      expect(await body.locator('h3').textContent()).toBe('Model 7011-1');
      expect(await body.locator('[data-unknown]').textContent()).toBe(
        'Name unavailable offline: it appears once you reconnect.',
      );
      // The glasses card says why it has no name, as the pieces do.
      const glasses = card(page, 'Glasses');
      expect(await glasses.getAttribute('data-state')).toBe('unknown');
      expect(await glasses.locator('[data-unknown]').textContent()).toMatch(
        /^\s*Name unavailable offline: it appears once you reconnect.\s*$/,
      );
      expect(await body.locator('[data-channel="1"] .name').textContent()).toBe(dye(102).names.en);
      expect(await body.locator('[data-channel="2"] .name').textContent()).toBe(dye(64).names.en);

      // Every dyed piece is in the table; the undyed rings of unknown channels are offered both.
      const rows = await page
        .locator('[data-restyle-slot]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-restyle-slot')));
      expect(rows).toEqual(['HeadGear', 'Body', 'Legs', 'Feet', 'LeftRing', 'RightRing']);
      expect(await page.locator('[data-restyle-slot="Legs"] .channel-btn').count()).toBe(1);
      expect(await page.locator('[data-restyle-slot="LeftRing"] [data-source="assumed"]').count()).toBe(1);
      expect(await page.locator('[data-note="assumed"]').count()).toBe(1);

      await page.locator('[data-action="restyle"]').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));
      const picked = await harmony('dye=102&type=triadic&wheel=rgb&preventDuplicates=true');
      expect(await rowDyes(page, 'Body')).toEqual([102, picked[0]]);
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });

  test('the upstream answering 503: says so, then names fill in on retry without losing the restyle', async () => {
    const page = await openControlled();
    fake.setFault('search', { kind: 'status', status: 503 });
    const file = '{ "TypeName": "Anamnesis Character File", "Body": { "ModelBase": 7013, "DyeId": 12, "DyeId2": 34 } }';
    try {
      await chooseFile(page, file);
      await page.locator('[data-status]').waitFor();
      expect(await card(page, 'Body').locator('[data-unknown]').textContent()).toBe(
        'Name unavailable: the game-data service is not answering.',
      );
      await page.locator('[data-action="restyle"]').click();
      await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));
    } finally {
      fake.clearFaults();
    }
    const restyled = await rowDyes(page, 'Body');
    expect(restyled).not.toEqual([12, 34]);
    await page.locator('[data-action="retry-names"]').click();
    await waitStates(page, { Body: 'named' });
    expect(await card(page, 'Body').locator('h3').textContent()).toBe('Fixture Probe Coat 13');
    expect(await rowDyes(page, 'Body')).toEqual(restyled);
    expect(await stains(page, '[data-slot-card="Body"] [data-channel]')).toEqual(restyled);
    await page.close();
  });

  test('an unknown model: no item uses it, its numbers are shown, and its dyed channel is restyled', async () => {
    const page = await openControlled();
    await chooseFile(page, LALAFELL_ANAMNESIS);
    await waitStates(page, { Feet: 'none', Body: 'named' });
    const feet = card(page, 'Feet');
    expect(await feet.locator('h3').textContent()).toBe('Model 4242-1');
    expect(await feet.locator('[data-unknown]').textContent()).toBe('No item uses this model (an NPC or prop model).');
    expect(await feet.locator('[data-channel="1"] .name').textContent()).toBe(dye(stainOf('Charcoal Grey')).names.en);
    expect(await page.locator('[data-restyle-slot="Feet"] [data-source="file"]').count()).toBe(1);
    expect(await page.locator('[data-restyle-slot="Feet"] .channel-btn').count()).toBe(1);
    expect(await page.locator('[data-status]').count()).toBe(0);
    await page.close();
  });

  test('a file chosen before the page came alive still opens', { timeout: 90_000 }, async () => {
    // A browser of its own without service workers: a worker would serve the held script itself.
    const fresh = await launchBrowser({ serviceWorkers: 'block' });
    try {
      const page = await fresh.context.newPage();
      // Hold the app's entry script, so the server-rendered page is all there is when the file is chosen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/app.*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(site.url + '/outfit', { waitUntil: 'commit' });
      await page.locator('[data-file-input]').waitFor({ state: 'attached' });
      await chooseFile(page, HEADER_ONLY);
      expect(await page.locator('html[data-live]').count()).toBe(0);
      release();
      await page.locator('[data-empty]').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-empty]').textContent()).toMatch(/holds no gear/);
    } finally {
      await fresh.close();
    }
  });

  test('a header-only save says it holds no gear', async () => {
    const page = await openControlled();
    await chooseFile(page, HEADER_ONLY);
    await page.locator('[data-empty]').waitFor();
    expect(await page.locator('[data-empty]').textContent()).toMatch(/holds no gear/);
    expect(await page.locator('[data-slot-card]').count()).toBe(0);
    await page.close();
  });
});

describe('a Lalafell in a Viera chestwrap (Anamnesis full save)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openControlled();
    await chooseFile(page, LALAFELL_ANAMNESIS, 'lalafell.chara');
    await waitStates(page, { Body: 'named', HeadGear: 'named', LeftRing: 'named', Feet: 'none' });
    await page.waitForFunction(() => document.querySelectorAll('[data-verdict]').length >= 4);
  }, 120_000);
  afterAll(() => page?.close());

  test('verdicts: the chestwrap cannot be worn, the mask is dyed beyond its channel; a headline counts them', async () => {
    expect(await page.locator('[data-wearer]').textContent()).toBe('For this character: Lalafell, Dunesfolk, female.');
    expect(await card(page, 'Body').locator('[data-verdict]').getAttribute('data-verdict')).toBe('cannot-wear');
    expect(await card(page, 'HeadGear').locator('[data-verdict]').textContent()).toBe(
      'Dyed on 2 channels, but the item has only 1: the game drops the extra dye.',
    );
    expect(await card(page, 'Legs').locator('[data-verdict]').getAttribute('data-verdict')).toBe('fine');
    // The ring's row carries no rules: nothing can be said.
    expect(await card(page, 'LeftRing').locator('[data-verdict]').getAttribute('data-verdict')).toBe('unknown');
    expect(await page.locator('[data-verdict-headline] .headline').textContent()).toBe(
      '1 fine, 1 cannot be worn, 1 dyed beyond its channels, 2 without rules',
    );
  });

  test(
    'the glamour list: game slot names, the two identical rings once, acquisition lines; edits kept',
    { timeout: 90_000 },
    async () => {
      const list = page.locator('[data-glamour-list]');
      const lines = (await list.inputValue()).split('\n');
      expect(lines).toEqual([
        'Fixture Lalafell',
        `Head: Beech Mask of Casting — ${dye(36).names.en} / ${dye(5).names.en}`,
        `Body: Viera Chestwrap — ${dye(102).names.en} / ${dye(64).names.en}`,
        `Legs: Fixture Beech Trousers — ${dye(1).names.en} / Undyed`,
        `Feet: Model 4242-1 — ${dye(5).names.en}`,
        "Rings: The Emperor's New Ring",
        `    Obtained: ${ACQUISITION['9295']}`,
      ]);

      await list.fill('My own list');
      // The edit is written to IndexedDB as it is typed; reload once it is there, as a player would
      // come back later (a reload within the same millisecond could cut the write short).
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('ffxiv-dyes-outfit-lists');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('edits')) return resolve(false);
              const all = db.transaction('edits').objectStore('edits').getAll();
              all.onsuccess = () => resolve((all.result as unknown[]).includes('My own list'));
              all.onerror = () => resolve(false);
            };
          }),
        null,
        { timeout: 10_000 },
      );
      await page.reload();
      await page.locator('[data-glamour-list][data-edited="true"]').waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-glamour-list]').inputValue()).toBe('My own list');
      await page.locator('[data-action="reset-list"]').click();
      await page.waitForFunction(() =>
        (document.querySelector('[data-glamour-list]') as HTMLTextAreaElement).value.startsWith('Fixture Lalafell'),
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-action="download-list"]').click(),
      ]);
      expect(download.suggestedFilename()).toBe('Fixture-Lalafell-glamour.md');
      const md = (await readFile(await download.path())).toString('utf8');
      expect(md.split('\n').slice(0, 3)).toEqual([
        '# Fixture Lalafell',
        '',
        `- **Head**: Beech Mask of Casting — ${dye(36).names.en} / ${dye(5).names.en}`,
      ]);
      expect(md).toContain("- **Rings**: The Emperor's New Ring\n");

      await page.locator('#locale-switch').selectOption('ja');
      await page.waitForFunction(() =>
        (document.querySelector('[data-glamour-list]') as HTMLTextAreaElement).value.includes('頭防具'),
      );
      const ja = (await page.locator('[data-glamour-list]').inputValue()).split('\n');
      expect(ja[1]).toBe(`頭防具: ビーチキャスターマスク — ${dye(36).names.ja} / ${dye(5).names.ja}`);
      expect(ja).toContain('指輪: エンペラーリング');
      await page.locator('#locale-switch').selectOption('en');
      await page.waitForFunction(() => document.querySelector('[data-slot-card="Body"] .slot')?.textContent === 'Body');
    },
  );

  test('restyle with filters, an exclusion, a lock, undo and redo; download changes only the dye numbers', async () => {
    await page.locator('details.filters > summary').click();
    await page.locator('#outfit-filter-metallic').selectOption('false');
    await page.locator('#outfit-filter-pastel').selectOption('false');
    await page.locator('details.exclude > summary').click();
    await page.getByRole('button', { name: 'Exclude a dye' }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('x'));
    const excluded = Number(new URL(await addressOf(page)).searchParams.get('x'));
    await page.locator('#outfit-type').selectOption('tetradic');
    await page.locator('[data-restyle-slot="Body"] [data-lock="2"]').check();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('k') === '3.1');
    await page.locator('[data-action="restyle"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));

    const palette = [
      102,
      ...(await harmony(
        `dye=102&type=tetradic&wheel=rgb&metallic=false&pastel=false&excludeIds=${excluded}&preventDuplicates=true`,
      )),
    ];
    expect(palette).not.toContain(excluded);
    // Body first: the anchor (its own first dye) on channel 1; channel 2 locked at Rhotano Blue.
    expect(await rowDyes(page, 'Body')).toEqual([102, 64]);
    const all = await stains(page, '[data-restyle-slot] .channel-btn [data-channel]');
    for (const id of all.filter((d) => d !== 64)) {
      expect(palette).toContain(id);
      expect(dye(id).isMetallic).toBe(false);
    }
    // The one-channel mask loses its extra dye; the unknown sandals are restyled on their one channel.
    expect(await stains(page, '[data-slot-card="HeadGear"] [data-channel]')).toEqual([expect.any(Number)]);
    const after = await stains(page, '[data-slot-card] [data-channel]');

    await page.locator('[data-action="undo"]').click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.get('r'));
    expect(await rowDyes(page, 'Body')).toEqual([102, 64]);
    expect(await rowDyes(page, 'Feet')).toEqual([5]);
    await page.locator('[data-action="redo"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));
    expect(await stains(page, '[data-slot-card] [data-channel]')).toEqual(after);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action="download"]').click(),
    ]);
    const written = (await readFile(await download.path())).toString('utf8');
    // Token by token: everything but the DyeId/DyeId2 numbers is the original, byte for byte.
    const DYE_TOKEN = /("DyeId2?": )(\d+)/g;
    expect(written.split(DYE_TOKEN).filter((_, i) => i % 3 !== 2)).toEqual(
      LALAFELL_ANAMNESIS.split(DYE_TOKEN).filter((_, i) => i % 3 !== 2),
    );
    const json = JSON.parse(written) as Record<string, { DyeId: number; DyeId2: number }>;
    for (const slot of ['HeadGear', 'Body', 'Legs', 'Feet', 'LeftRing', 'RightRing']) {
      const shown = await stains(page, `[data-slot-card="${slot}"] [data-channel]`);
      expect([json[slot]!.DyeId, json[slot]!.DyeId2].slice(0, shown.length), slot).toEqual(shown);
    }
    expect([json.Body!.DyeId, json.Body!.DyeId2]).toEqual([102, 64]);
    expect(json.HeadGear!.DyeId2).toBe(0);
    expect(json.MainHand).toEqual(JSON.parse(LALAFELL_ANAMNESIS).MainHand);
  });

  test('screenshots at desktop and phone width, in English and Japanese', async () => {
    for (const lang of ['en', 'ja'] as const) {
      await page.locator('#locale-switch').selectOption(lang);
      await page.waitForFunction(
        (slot) => document.querySelector('[data-slot-card="Body"] .slot')?.textContent === slot,
        lang === 'ja' ? '胴防具' : 'Body',
      );
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        // Anything wider than the screen, named, so a failure says what to fix.
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('.outfit *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
            .slice(0, 5),
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${lang} ${size.name}: ${wide.join(', ')}`).toBeLessThanOrEqual(0);
        // The outfit's dyes: each entry's links stay inside it, never running into the next swatch.
        const spill = await page.evaluate(() =>
          [...document.querySelectorAll('.palette-item')].flatMap((item) => {
            const box = item.getBoundingClientRect();
            return [...item.querySelectorAll('a, .name')]
              .filter((el) => {
                const r = el.getBoundingClientRect();
                return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5;
              })
              .map((el) => `${item.querySelector('.name')?.textContent}: ${el.textContent}`);
          }),
        );
        expect(spill, `${lang} ${size.name}`).toEqual([]);
        await page.screenshot({ path: join(SHOTS, `outfit-reader-${size.name}-${lang}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('#locale-switch').selectOption('en');
  });
});

describe('twins and share links (a Ktisis save with missing sections)', () => {
  test('the twin to pick, a chosen twin, and a link that restores restyle, twins and locks in the recipient’s language', async () => {
    const page = await openControlled();
    await chooseFile(page, KTISIS_HROTHGAR, 'hrothgar.chara');
    await waitStates(page, { MainHand: 'named', Body: 'named' });
    await page.waitForFunction(() => document.querySelectorAll('[data-twin-pick]').length === 2);
    expect(await page.locator('[data-wearer]').textContent()).toBe('For this character: Hrothgar, Helion, male.');

    // Curtana Zenith cannot be glamoured (and is Hyur men only): its replica carries the look.
    const main = card(page, 'MainHand');
    expect(await main.locator('[data-twin-pick]').textContent()).toBe(
      'Twin to pick: Curtana Zenith Replica, the first that this character can wear and glamour with these dyes.',
    );
    expect(await main.locator('[data-verdict]').getAttribute('data-verdict')).toBe('fine');
    expect(await main.locator('[data-twin-select]').inputValue()).toBe('6300');

    // The family of twelve: the named coat passes; choosing the Maelstrom one makes it a Grand Company note.
    const body = card(page, 'Body');
    expect(await body.locator('[data-twin-pick]').textContent()).toBe(
      'Twin to pick: Fixture Mirage Coat 1, it passes every rule.',
    );
    await body.locator('[data-twin-select]').selectOption('30011');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-slot-card="Body"] [data-verdict]')?.getAttribute('data-verdict') ===
        'grand-company',
    );
    expect(new URL(await addressOf(page)).searchParams.get('t')).toBe('3.30011');

    await page.locator('[data-restyle-slot="Body"] [data-lock="1"]').check();
    await page.locator('[data-action="restyle"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));
    const bodyDyes = await rowDyes(page, 'Body');
    expect(bodyDyes[0]).toBe(6);
    const list = await page.locator('[data-glamour-list]').inputValue();
    expect(list).toContain('Main hand: Curtana Zenith Replica');
    expect(list).toContain(`    Obtained: ${ACQUISITION['6300']}`);
    expect(list).toContain('Body: Fixture Mirage Coat (Maelstrom)');

    // The sender reads in Japanese but shares without a language.
    await page.locator('#locale-switch').selectOption('ja');
    await page.locator('[data-action="share"]').click();
    const link = await page.locator('[data-share-link]').inputValue();
    expect(new URL(link).searchParams.has('locale')).toBe(false);
    await page.locator('[data-control="share-language"]').check();
    await page.locator('[data-action="share"]').click();
    const jaLink = await page.locator('[data-share-link]').inputValue();
    expect(new URL(jaLink).searchParams.get('locale')).toBe('ja');
    await page.locator('#locale-switch').selectOption('en');
    await page.close();

    const other = await launchBrowser();
    try {
      const shared = await other.context.newPage();
      await shared.goto(link);
      await shared.waitForFunction(
        () => document.querySelector('[data-slot-card="Body"] [data-verdict]')?.getAttribute('data-verdict'),
        null,
        { timeout: 30_000 },
      );
      expect(await shared.locator('html').getAttribute('lang')).toBe('en');
      expect(await rowDyes(shared, 'Body')).toEqual(bodyDyes);
      expect(await shared.locator('[data-restyle-slot="Body"] [data-lock="1"]').isChecked()).toBe(true);
      expect(await card(shared, 'Body').locator('[data-twin-select]').inputValue()).toBe('30011');
      expect(await card(shared, 'Body').locator('[data-verdict]').getAttribute('data-verdict')).toBe('grand-company');
      expect(await shared.locator('[data-wearer]').textContent()).toBe('For this character: Hrothgar, Helion, male.');

      const inJapanese = await other.context.newPage();
      await inJapanese.goto(jaLink);
      await inJapanese.waitForFunction(
        () => document.querySelector('[data-slot-card="Body"] .slot')?.textContent === '胴防具',
        null,
        { timeout: 30_000 },
      );
    } finally {
      await other.close();
    }
  });
});

test('the twelve-piece Anamnesis file still reads in full', async () => {
  const page = await openControlled();
  await chooseFile(page, TWELVE_PIECES);
  await page.waitForFunction(
    () => document.querySelectorAll('[data-slot-card][data-state="named"]').length === 13,
    null,
    {
      timeout: 30_000,
    },
  );
  expect(await page.locator('[data-wearer]').textContent()).toBe(
    "For this character: Miqo'te, Seeker of the Sun, female.",
  );
  await page.close();
});
