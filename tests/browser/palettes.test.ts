/**
 * Palettes, sharing and export as a player uses them, in Chromium against the real server:
 * save from the matcher and the playground, find them after a reload on the saved page,
 * rename, reorder, delete and undo, favourites, export to a file and import it into a fresh
 * browser (with a bad file refused and reported); the copied link restores the exact view in
 * another browser; the PNG card downloads and shows every dye's colour; the Tailwind 3 config
 * evaluates and the Tailwind 4 @theme block parses, each holding every dye.
 *
 * Oracles: the dataset (data/dyes.json) for names and colours; the page as a fresh browser
 * renders it for the share link.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Page } from 'playwright-core';
import {
  engineIdle,
  settled,
  ensureSiteBuilt,
  launchBrowser,
  ROOT,
  startSite,
  type Browser,
  type RunningSite,
  addressOf,
} from './harness.ts';

const DYES: { stainID: number; hex: string; name: string; names: Record<string, string> }[] = JSON.parse(
  await readFile(join(ROOT, 'data/dyes.json'), 'utf8'),
);
const byJaName = new Map(DYES.map((d) => [d.names.ja, d]));
const byDeName = new Map(DYES.map((d) => [d.names.de, d]));

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  await ensureSiteBuilt();
  site = await startSite();
  browser = await launchBrowser({ serviceWorkers: 'block' });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const savedNames = (page: Page) => page.locator('[data-palette] .name').allInnerTexts();

async function openSaved(page: Page) {
  await page.goto(`${site.url}/saved?locale=ja`);
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await page.waitForSelector('[data-palette], .saved .muted');
}

describe('saved palettes (in Japanese)', () => {
  let exported = '';

  test('save from the matcher and the playground; both are there after a reload', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/matcher?hex=%23aa2233&locale=ja`);
    // The server's page shows the default colour in English; the link's colour and the Japanese
    // names follow once live.
    await settled(page);
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.waitForSelector('.within li');
    const shown = (await page.locator('.within .dye-name').allInnerTexts()).map((n) => n.trim());
    await page.locator('.palette-actions input').fill('赤いパレット');
    await page.getByRole('button', { name: 'パレットを保存' }).click();
    await expect.poll(() => page.locator('.palette-actions .status').innerText()).toContain('赤いパレット');

    await page.goto(`${site.url}/playground?locale=ja`);
    await page.waitForSelector('[data-slot] .slot-dye');
    await page.getByRole('button', { name: 'パレットを保存' }).click();
    await expect.poll(() => page.locator('.palette-actions .status').innerText()).toContain('保存しました');

    await openSaved(page);
    await page.reload();
    await page.waitForSelector('[data-palette]');
    const names = await savedNames(page);
    expect(names[0]).toBe('赤いパレット');
    expect(names).toHaveLength(2);
    // The matcher's dyes, by their Japanese names, in the order shown.
    const first = page.locator('[data-palette]').first();
    expect((await first.locator('.swatches li').allInnerTexts()).map((n) => n.trim())).toEqual(shown);
    for (const name of shown) expect(byJaName.has(name), name).toBe(true);
    await page.close();
  });

  test('the new collection’s “Create” is a button like the page’s others', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/saved`);
    await page.waitForSelector('html[data-live]');
    const look = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            border: style.borderTopStyle,
            radius: style.borderTopLeftRadius,
            height: el.getBoundingClientRect().height,
          };
        });
    // The site's buttons (style.css .btn): a solid border, rounded 6 px, at least 32 px tall.
    const create = await look('.new-collection button[type=submit]');
    expect(create.border).toBe('solid');
    expect(create.radius).toBe('6px');
    expect(create.height).toBeGreaterThanOrEqual(32);
    await page.close();
  });

  test('rename, reorder, delete and undo, each kept across a reload', async () => {
    const page = await browser.context.newPage();
    await openSaved(page);
    const first = page.locator('[data-palette]').first();
    await first.getByRole('button', { name: '名前を変更' }).click();
    await first.locator('input').fill('夕焼け');
    await first.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => savedNames(page)).toEqual(['夕焼け', expect.any(String)]);

    await page.locator('[data-palette]').first().getByRole('button', { name: '下へ' }).click();
    await expect.poll(() => savedNames(page).then((n) => n[1])).toBe('夕焼け');
    await page.reload();
    await page.waitForSelector('[data-palette]');
    expect((await savedNames(page))[1]).toBe('夕焼け');

    await page.locator('[data-palette]').nth(1).getByRole('button', { name: '削除' }).click();
    await expect.poll(() => savedNames(page)).toHaveLength(1);
    await page.getByRole('button', { name: '元に戻す' }).click();
    await expect.poll(() => savedNames(page).then((n) => n[1])).toBe('夕焼け');
    await page.reload();
    await page.waitForSelector('[data-palette]');
    expect(await savedNames(page)).toHaveLength(2);
    await page.close();
  });

  test('a favourite marked in the dye browser is listed on the saved page', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/dyes?dye=1&locale=ja`);
    const star = page.locator('[data-favourite]');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await openSaved(page);
    await expect
      .poll(() => page.locator('.favourites li').allInnerTexts())
      .toEqual([expect.stringContaining(DYES[0]!.names.ja!)]);
    await page.close();
  });

  test('export to a file, then import it into a fresh browser; a bad file is refused and said so', async () => {
    const page = await browser.context.newPage();
    await openSaved(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'JSONファイルにエクスポート' }).click(),
    ]);
    const file = join(tmpdir(), `palettes-${process.pid}.json`);
    await download.saveAs(file);
    exported = await readFile(file, 'utf8');
    const names = await savedNames(page);
    await page.close();

    // The link carries no language: a German browser reads it in German.
    const other = await launchBrowser({ serviceWorkers: 'block', locale: 'de-DE' });
    try {
      const fresh = await other.context.newPage();
      await fresh.goto(`${site.url}/saved?locale=de`);
      await fresh.waitForSelector('html[data-live] .saved .muted');
      await fresh.locator('[data-import]').setInputFiles(file);
      await expect.poll(() => fresh.locator('[data-import-report]').innerText()).toContain('2 Paletten');
      expect(await savedNames(fresh)).toEqual(names);
      await expect.poll(() => fresh.locator('.favourites li').count()).toBe(1);

      // The same file again: nothing is duplicated, and the report says which were already there.
      await fresh.locator('[data-import]').setInputFiles(file);
      await expect
        .poll(() => fresh.locator('[data-import-report] li').allInnerTexts())
        .toEqual([`2 Paletten waren schon gespeichert und bleiben einmal: ${names.join(', ')}.`]);
      expect(await savedNames(fresh)).toEqual(names);

      // A file with one unknown dye in a palette (its known dyes are the first palette again, so it
      // is a duplicate) and one palette of nothing but unknown dyes.
      const bad = join(tmpdir(), `palettes-bad-${process.pid}.json`);
      const data = JSON.parse(exported) as { palettes: { name: string; dyes: { stainID: number }[] }[] };
      data.palettes[0]!.dyes.push({ stainID: 999 });
      data.palettes[1]!.dyes = [{ stainID: 500 }];
      await writeFile(bad, JSON.stringify(data));
      await fresh.locator('[data-import]').setInputFiles(bad);
      const report = fresh.locator('[data-import-report]');
      await expect
        .poll(() => report.locator('li').allInnerTexts())
        .toEqual([
          `1 Palette war schon gespeichert und bleibt einmal: ${data.palettes[0]!.name}.`,
          `„${data.palettes[0]!.name}“: 1 unbekannter Farbstoff wurde ausgelassen.`,
          `„${data.palettes[1]!.name}“ enthält keinen bekannten Farbstoff und wurde ausgelassen.`,
        ]);
      expect(await report.innerText()).toContain('Keine Paletten aus');
      await writeFile(bad, 'not json at all');
      await fresh.locator('[data-import]').setInputFiles(bad);
      await expect.poll(() => report.innerText()).toContain('kein JSON');
      expect(await savedNames(fresh)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});

describe('share and export', () => {
  test('the copied link opens the same view in another browser, in the language of that browser', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/playground?locale=de`);
    await page.waitForSelector('[data-slot]');
    await page.locator('#pg-type').selectOption('tetradic');
    await page.locator('#pg-wheel').selectOption('ryb');
    await page.locator('#pg-companions').selectOption('2');
    await expect.poll(() => page.url()).toContain('type=tetradic');
    await engineIdle(page);
    const slots = async (p: Page) => ({
      targets: await p.locator('[data-target]').evaluateAll((els) => els.map((e) => e.getAttribute('data-target'))),
      dyes: await p.locator('[data-slot] .slot-dye button').allInnerTexts(),
      heading: await p.locator('h1').innerText(),
    });
    const before = await slots(page);
    await page.getByRole('button', { name: 'Link kopieren' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    // The view's own address, less the language it was opened in.
    const shown = new URL(await addressOf(page));
    shown.searchParams.delete('locale');
    expect(link).toBe(shown.href);
    await page.close();

    // The link carries no language: a German browser reads it in German.
    const other = await launchBrowser({ serviceWorkers: 'block', locale: 'de-DE' });
    try {
      const fresh = await other.context.newPage();
      await fresh.goto(link);
      await fresh.waitForFunction(() => document.documentElement.lang === 'de');
      await expect.poll(async () => (await slots(fresh)).targets).toEqual(before.targets);
      expect(await slots(fresh)).toEqual(before);
      for (const name of before.dyes) expect(byDeName.has(name.trim()), name).toBe(true);
      expect(await fresh.locator('#pg-type').inputValue()).toBe('tetradic');
      expect(await fresh.locator('#pg-wheel').inputValue()).toBe('ryb');
    } finally {
      await other.close();
    }
  });

  test('copy as hex list, CSS and JSON give the shown dyes', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/matcher?hex=${encodeURIComponent(DYES[40]!.hex)}&locale=en`);
    await page.waitForSelector('.within li');
    // The first list is the page's default colour's; the link's own follows from the engine.
    await page.waitForSelector('html[data-live]', { state: 'attached' });
    await engineIdle(page);
    const names = (await page.locator('.within .dye-name').allInnerTexts()).map((n) => n.trim());
    const hexes = names.map((n) => DYES.find((d) => d.name === n)!.hex);
    await page.getByRole('button', { name: 'Copy hex list' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(hexes.join('\n'));
    await page.getByRole('button', { name: 'Copy CSS variables' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^:root \{/);
    const css = await page.evaluate(() => navigator.clipboard.readText());
    expect([...css.matchAll(/: (#[0-9a-f]{6});/g)].map((m) => m[1])).toEqual(hexes);
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('"dyes"');
    const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      title: string;
      dyes: { name: string; hex: string }[];
    };
    expect(json.dyes.map((d) => [d.name, d.hex])).toEqual(names.map((n, i) => [n, hexes[i]]));
    await page.close();
  });

  test('copy as a Tailwind theme: the v3 config evaluates and the v4 @theme block parses, each with every dye', async () => {
    const page = await browser.context.newPage();
    const ids = [1, 24, 52, 73, 88];
    await page.goto(`${site.url}/compare?dyes=${ids.join(',')}&locale=en`);
    await expect.poll(() => page.locator('.side-by-side thead th .dye-name').count(), { timeout: 30_000 }).toBe(5);
    // Kebab-case of the English name: lower case, each run of other characters one hyphen.
    const expected = ids.map((id) => {
      const dye = DYES.find((d) => d.stainID === id)!;
      const key = dye.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return [key, dye.hex] as const;
    });
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    await page.getByRole('button', { name: 'Copy Tailwind 3 config' }).click();
    await expect.poll(clipboard).toContain('theme');
    await expect(page.locator('.palette-actions .status').textContent()).resolves.toContain('Tailwind 3');
    const v3 = await clipboard();
    // Evaluate the config's object as JavaScript (what Tailwind 3 does when it imports the file).
    const body = v3.slice(v3.indexOf('export default') + 'export default'.length).replace(/;\s*$/, '');
    const config = runInNewContext(`(${body})`) as { theme: { extend: { colors: Record<string, string> } } };
    expect(Object.entries(config.theme.extend.colors)).toEqual(expected);

    await page.getByRole('button', { name: 'Copy Tailwind 4 theme' }).click();
    await expect.poll(clipboard).toMatch(/^@theme \{/);
    const v4 = await clipboard();
    const block = /^@theme \{\n([\s\S]*)\n\}$/.exec(v4);
    expect(block, v4).not.toBeNull();
    const declared = block![1]!.split('\n').map((line) => {
      const m = /^ {2}--color-([a-z0-9-]+): (#[0-9a-f]{6});( \/\*.*\*\/)?$/.exec(line);
      expect(m, line).not.toBeNull();
      return [m![1]!, m![2]!] as const;
    });
    expect(declared).toEqual(expected);
    await page.close();
  });

  test('the PNG card downloads and shows every dye of the harmony in its colour', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${site.url}/playground?locale=ko`);
    await page.waitForSelector('[data-slot] .slot-dye');
    const names = (await page.locator('[data-slot] .slot-dye button').allInnerTexts()).map((n) => n.trim());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PNG 카드 다운로드' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const png = await readFile(await download.path());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Count the card's pixels per colour in the browser (an <img> decodes the file as a viewer would).
    const counts = await page.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      const out: Record<string, number> = {};
      for (let i = 0; i < data.length; i += 4) {
        const hex = `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
        out[hex] = (out[hex] ?? 0) + 1;
      }
      return out;
    }, png.toString('base64'));
    const koNames = new Map(DYES.map((d) => [d.names.ko, d]));
    for (const name of names) {
      const dye = koNames.get(name);
      expect(dye, name).toBeDefined();
      expect(counts[dye!.hex] ?? 0, `${name} ${dye!.hex}`).toBeGreaterThan(1000);
    }
    await page.close();
  });
});
