/**
 * The Outfit page in Chromium against the real Node server, whose `/v1/chara/*` goes to the local
 * fake XIVAPI (tests/chara/fake). Oracles: the fake's own rows (names, icons), the dataset
 * (data/dyes.json) for dye names, the server's `/v1/harmony` answer for the restyle, and
 * JSON.parse plus a byte comparison for the downloaded file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  ensureSiteBuilt,
  launchBrowser,
  ROOT,
  startSite,
  type Browser,
  type RunningSite,
  addressOf,
} from './harness.ts';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { TWELVE_PIECES } from '../unit/chara-file/files.ts';
import { DATASET as DYES, type Locale } from '../helpers/dataset.ts';

const dyeName = (stainID: number, lang: Locale = 'en') => DYES.find((d) => d.stainID === stainID)!.names[lang];
const SHOTS = join(ROOT, 'artifacts/screenshots');

/** The twelve-piece file, with a second dye on the one-channel Beech mask (to draw the warning). */
const FILE = TWELVE_PIECES.replace('"DyeId": 36,\n    "DyeId2": 0', '"DyeId": 36,\n    "DyeId2": 5');

/** What the fake's rows say each slot is (English name, icon id or null). */
const EXPECTED: Record<string, [string, number | null]> = {
  MainHand: ['Runaway Bow', 32065],
  OffHand: ['Runaway Bow', 32065],
  HeadGear: ['Beech Mask of Casting', 41716],
  Body: ['Fixture Beech Coat', 41801],
  Hands: ['Fixture Beech Gloves', 41802],
  Legs: ['Fixture Beech Trousers', 41803],
  Feet: ['Fixture Beech Boots', 41804],
  Ears: ['Fixture Plain Earring', null],
  Neck: ['Fixture Choker', 30410],
  Wrists: ['Fixture Bangle', 30411],
  LeftRing: ["The Emperor's New Ring", 54561],
  RightRing: ["The Emperor's New Ring", 54561],
};
const FILE_DYES: Record<string, [number, number]> = {
  HeadGear: [36, 5],
  Body: [10, 1],
  Hands: [10, 0],
  Legs: [1, 2],
};

let fake: FakeXivapi;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  fake = await startFakeXivapi();
  site = await startSite({ XIVAPI_BASE: fake.url });
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await fake?.close();
});

async function openControlled(path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

async function chooseFile(page: Page, text: string, name = 'miqote.chara') {
  await page
    .locator('[data-file-input]')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text, 'utf8') });
}

const card = (page: Page, slot: string) => page.locator(`[data-slot-card="${slot}"]`);
async function waitNamed(page: Page, count: number) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-slot-card][data-state="named"]').length === n,
    count,
    {
      timeout: 30_000,
    },
  );
}

describe('a twelve-piece file with glasses', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openControlled('/outfit');
    await chooseFile(page, FILE);
    await waitNamed(page, 13);
  }, 120_000);

  test('every slot is named, pictured and dyed as the file and the game data say', async () => {
    for (const [slot, [name, icon]] of Object.entries(EXPECTED)) {
      const c = card(page, slot);
      await expect(c.locator('h3').textContent()).resolves.toBe(name);
      if (icon === null) expect(await c.locator('img').count()).toBe(0);
      else {
        const img = c.locator('img.icon');
        expect(await img.getAttribute('src')).toBe(`/v1/chara/icon/${icon}`);
        await page.waitForFunction(
          (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          await img.elementHandle(),
        );
      }
      const dyes = FILE_DYES[slot] ?? [0, 0];
      const first = c.locator('[data-channel="1"]');
      expect(await first.getAttribute('data-stain')).toBe(String(dyes[0]));
      expect(await first.locator('.name').textContent()).toBe(dyes[0] ? dyeName(dyes[0]) : 'Undyed');
      if (dyes[1]) expect(await c.locator('[data-channel="2"] .name').textContent()).toBe(dyeName(dyes[1]));
    }
    const glasses = card(page, 'Glasses');
    expect(await glasses.locator('h3').textContent()).toContain('Black Rose-colored Spectacles');
    expect(await glasses.locator('img').getAttribute('src')).toBe('/v1/chara/icon/200018');
  });

  test('rules in words, alternates, the off-hand through the main hand, and the extra-channel verdict', async () => {
    expect(await card(page, 'HeadGear').locator('[data-rule="dyes"]').textContent()).toBe('1 dye channel');
    expect(await card(page, 'HeadGear').locator('[data-rule="wear"]').textContent()).toBe('Worn by: everyone');
    expect(await card(page, 'HeadGear').locator('[data-verdict]').textContent()).toBe(
      'Dyed on 2 channels, but the item has only 1: the game drops the extra dye.',
    );
    expect(await card(page, 'Body').locator('[data-verdict]').getAttribute('data-verdict')).toBe('fine');
    expect(await card(page, 'OffHand').textContent()).toContain("main-hand weapon's second part");
    expect(await card(page, 'LeftRing').locator('[data-rule]').count()).toBe(0); // the row carries no rules
  });

  test('the palette lists each worn dye once with links to the playground and matcher', async () => {
    const ids = await page
      .locator('[data-palette-dye]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-palette-dye'))));
    expect(ids).toEqual([36, 5, 10, 1, 2]);
    const links = page.locator('[data-palette-dye="10"] a');
    expect(await links.nth(0).getAttribute('href')).toBe('/?base=10');
    const hex = DYES.find((d) => d.stainID === 10)!.hex.toLowerCase();
    expect(await links.nth(1).getAttribute('href')).toBe(`/matcher?hex=${encodeURIComponent(hex)}`);
  });

  test('the glamour list names every slot, item and dye; the two identical rings once', async () => {
    const text = await page.locator('[data-glamour-list]').inputValue();
    expect(text.split('\n')).toContain(`Body: Fixture Beech Coat — ${dyeName(10)} / ${dyeName(1)}`);
    expect(text.split('\n')).toContain("Rings: The Emperor's New Ring");
    expect(text).not.toContain('Left ring');
    expect(text).toContain('Facewear: Black Rose-colored Spectacles');
  });

  test('restyle from a harmony, then download: only the dye numbers change', async () => {
    await page.locator('#outfit-type').selectOption('complementary');
    await page.locator('[data-action="restyle"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));
    // Oracle: the server's own harmony for the body's dye (10), each dye once.
    const harmony = (await (
      await fetch(`${site.url}/v1/harmony?dye=10&type=complementary&wheel=rgb&preventDuplicates=true`)
    ).json()) as {
      data: { slots: { dye: { stainID: number } }[] };
    };
    const complement = harmony.data.slots[0]!.dye.stainID;
    const bodyRow = page.locator('[data-restyle-slot="Body"] [data-channel]');
    expect(await bodyRow.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))))).toEqual([
      10,
      complement,
    ]);
    expect(await card(page, 'Body').locator('[data-channel="2"]').getAttribute('data-stain')).toBe(String(complement));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action="download"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe('miqote-restyled.chara');
    const bytes = await readFile(await download.path());
    const text = bytes.toString('utf8');
    const withoutDyes = (s: string) => s.replace(/"DyeId2?": \d+/g, '"DyeId": _');
    expect(withoutDyes(text)).toBe(withoutDyes(FILE));
    const json = JSON.parse(text) as Record<string, { DyeId: number; DyeId2: number }>;
    expect([json.Body!.DyeId, json.Body!.DyeId2]).toEqual([10, complement]);
    // The bow has no dye channel: left as it was. The ring's channels are unknown (its row has no
    // rules), so both are offered and restyled.
    expect([json.MainHand!.DyeId, json.MainHand!.DyeId2]).toEqual([0, 0]);
    const ring = await page
      .locator('[data-restyle-slot="LeftRing"] [data-channel]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-stain'))));
    expect([json.LeftRing!.DyeId, json.LeftRing!.DyeId2]).toEqual(ring);
    expect(ring.every((d) => d > 0)).toBe(true);
    // The one-channel mask gets no second dye.
    expect(json.HeadGear!.DyeId2).toBe(0);
  });

  test('by keyboard: a channel button opens the dye picker, typing and Enter set the dye', async () => {
    await page.locator('[data-restyle-slot="Legs"] button').first().focus();
    await page.keyboard.press('Enter');
    const picker = page.locator('#outfit-channel-picker');
    await picker.focus();
    await page.keyboard.type(dyeName(1));
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('#outfit-channel-picker-list [role="option"]')].some((o) =>
          o.textContent?.includes(name),
        ),
      dyeName(1),
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('[data-slot-card="Legs"] [data-channel="1"]')?.getAttribute('data-stain') === '1',
    );
    expect(await page.locator('[data-restyle-slot="Legs"] [data-channel="1"]').getAttribute('data-stain')).toBe('1');
  });

  test('switching the language renames items and dyes; names missing in a language fall back to English', async () => {
    await page.locator('#locale-switch').selectOption('ja');
    await page.waitForFunction(
      () => document.querySelector('[data-slot-card="MainHand"] h3')?.textContent === '逃走の弓',
    );
    expect(await card(page, 'HeadGear').locator('h3').textContent()).toBe('ビーチキャスターマスク');
    expect(await card(page, 'Body').locator('h3').textContent()).toBe('Fixture Beech Coat (ja)');
    expect(await card(page, 'HeadGear').locator('.slot').textContent()).toBe('頭防具');
    expect(await card(page, 'Hands').locator('[data-channel="1"] .name').textContent()).toBe(dyeName(10, 'ja'));
    // Korean: the fake serves no regional names, so every item falls back to its English name.
    await page.locator('#locale-switch').selectOption('ko');
    await page.waitForFunction(
      () => document.querySelector('[data-slot-card="HeadGear"] .slot')?.textContent === '머리',
    );
    expect(await card(page, 'HeadGear').locator('h3').textContent()).toBe('Beech Mask of Casting');
    expect(await card(page, 'HeadGear').locator('h3').getAttribute('lang')).toBe('en');
    await page.screenshot({ path: join(SHOTS, 'outfit-desktop-ko.png'), fullPage: true });
    await page.locator('#locale-switch').selectOption('en');
    await page.waitForFunction(
      () => document.querySelector('[data-slot-card="HeadGear"] .slot')?.textContent === 'Head',
    );
  });

  test('screenshots at desktop and phone width', async () => {
    await page.screenshot({ path: join(SHOTS, 'outfit-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, 'outfit-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

describe('share links', () => {
  test('the link restores pieces and restyled dyes on another device, and downloads an equipment-only file', async () => {
    const page = await openControlled('/outfit');
    await chooseFile(page, TWELVE_PIECES);
    await waitNamed(page, 13);
    await page.locator('[data-action="restyle"]').click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('r'));
    const link = await addressOf(page);
    const bodyDyes = await page
      .locator('[data-slot-card="Body"] [data-channel]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-stain')));
    await page.close();

    const other = await launchBrowser();
    try {
      const shared = await other.context.newPage();
      await shared.goto(link);
      await shared.waitForFunction(
        () => document.querySelectorAll('[data-slot-card][data-state="named"]').length === 13,
        null,
        { timeout: 30_000 },
      );
      expect(
        await shared
          .locator('[data-slot-card="Body"] [data-channel]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-stain'))),
      ).toEqual(bodyDyes);
      const [download] = await Promise.all([
        shared.waitForEvent('download'),
        shared.locator('[data-action="download"]').click(),
      ]);
      const json = JSON.parse((await readFile(await download.path())).toString('utf8')) as Record<
        string,
        { ModelBase: number; DyeId: number; DyeId2: number }
      >;
      expect(json.SaveMode).toBe('EquipmentGear, EquipmentAccessories, EquipmentWeapons');
      expect(json.Body!.ModelBase).toBe(361);
      expect([json.Body!.DyeId, json.Body!.DyeId2].map(String)).toEqual(bodyDyes);
    } finally {
      await other.close();
    }
  });
});

describe('offline and faults', () => {
  test('an outfit seen once reopens offline from the device, names included', async () => {
    const page = await openControlled('/outfit');
    await chooseFile(page, TWELVE_PIECES);
    await waitNamed(page, 13);
    const url = await addressOf(page);
    await browser.context.setOffline(true);
    try {
      await page.goto(url);
      await waitNamed(page, 13);
      await expect(card(page, 'HeadGear').locator('h3').textContent()).resolves.toBe('Beech Mask of Casting');
      expect(await page.locator('[data-from-device]').count()).toBe(1);
    } finally {
      await browser.context.setOffline(false);
      await page.close();
    }
  });

  test('the upstream down: the page says names are unavailable and still shows every dye', async () => {
    const page = await openControlled('/outfit');
    fake.setFault('search', { kind: 'status', status: 503 });
    try {
      // Keys no earlier test resolved (a probe coat), so nothing is on the device or at the proxy.
      await chooseFile(
        page,
        '{ "TypeName": "Anamnesis Character File", "Body": { "ModelBase": 7003, "DyeId": 12, "DyeId2": 34 } }',
      );
      await page.locator('[data-status]').waitFor();
      expect(await page.locator('[data-status]').textContent()).toMatch(/names are unavailable/);
      expect(await card(page, 'Body').getAttribute('data-state')).toBe('unknown');
      expect(await card(page, 'Body').locator('[data-channel="1"] .name').textContent()).toBe(dyeName(12));
      expect(await card(page, 'Body').locator('[data-channel="2"] .name').textContent()).toBe(dyeName(34));
    } finally {
      fake.clearFaults();
      await page.close();
    }
  });

  test('a model that is no item (an NPC or prop model) says so, not an error', async () => {
    const page = await openControlled('/outfit');
    // Body 9999/0: no fixture row has this key, so the API answers null for the slot.
    await chooseFile(page, '{ "TypeName": "Anamnesis Character File", "Body": { "ModelBase": 9999, "DyeId": 7 } }');
    await page.waitForFunction(
      () => document.querySelector('[data-slot-card="Body"]')?.getAttribute('data-state') === 'none',
    );
    expect(await card(page, 'Body').locator('h3').textContent()).toBe('Model 9999-0');
    expect(await card(page, 'Body').locator('[data-unknown="no-item"]').textContent()).toBe(
      'No item uses this model (an NPC or prop model).',
    );
    expect(await card(page, 'Body').locator('[data-channel="1"] .name').textContent()).toBe(dyeName(7));
    expect(await page.locator('[data-status]').count()).toBe(0);
    await page.close();
  });

  test('a file that is not JSON gets a message naming the place, and the page keeps working', async () => {
    const page = await openControlled('/outfit');
    await page.getByRole('button', { name: "Paste the file's text" }).click();
    await page.locator('#outfit-paste-text').fill('{\n  "Body": { "ModelBase": 1 "DyeId": 2 }\n}');
    await page.getByRole('button', { name: 'Open pasted text' }).click();
    await expect(page.locator('[data-problem]').textContent()).resolves.toMatch(/not valid JSON \(line 2, column 28\)/);
    await page.close();
  });
});
