/**
 * Palette files: an export reads back as the same palettes, and an import keeps what is usable,
 * leaves out the rest and says so. Dyes are checked against the dataset (data/dyes.json), links
 * must stay on the site, and random input never throws.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { exportFile, readImport } from '../../../site/tools/shared/palettes/transfer.ts';
import { cssProperties, hexList, paletteJson, scssVariables } from '../../../site/tools/shared/palettes/formats.ts';
import { mergePalettes } from '../../../site/tools/shared/palettes/types.ts';
import { migratePalettes, NewerDataError } from '../../../site/tools/shared/palettes/storage.ts';
import { OWNED_VERSION, ownedRecord, readOwned } from '../../../site/tools/shared/palettes/owned.ts';
import type { Palette, PaletteDye } from '../../../site/tools/shared/palettes/types.ts';
import { ROOT } from '../../browser/harness.ts';

const DATA: { stainID: number; itemID: number; name: string; hex: string; names: Record<string, string> }[] =
  JSON.parse(readFileSync(join(ROOT, 'data/dyes.json'), 'utf8'));
const KNOWN = new Map<number, PaletteDye>(
  DATA.map((d) => [d.stainID, { itemID: d.itemID, stainID: d.stainID, name: d.name, hex: d.hex }]),
);
const ORIGIN = 'https://dyes.example';
const dye = (stainID: number) => KNOWN.get(stainID)!;
const palette = (name: string, stainIDs: number[], extra: Partial<Palette> = {}): Palette => ({
  id: name,
  name,
  source: 'Dye matcher',
  url: `${ORIGIN}/matcher?hex=%23112233`,
  collection: '',
  dyes: stainIDs.map(dye),
  created: 1_700_000_000_000,
  updated: 1_700_000_100_000,
  ...extra,
});

describe('export and import', () => {
  test('an exported file imports as the same palettes and favourites, in order', () => {
    const saved = [palette('Red set', [1, 7, 12]), palette('ブルー', [60, 61])];
    const result = readImport(exportFile(saved, [5729, 5730]), KNOWN, ORIGIN);
    expect('error' in result).toBe(false);
    if ('error' in result) return;
    expect(result.palettes).toEqual(saved.map(({ id: _id, ...rest }) => rest));
    expect(result.favourites).toEqual([5729, 5730]);
    expect(result.notes).toEqual([]);
  });

  test('the JSON that "Copy JSON" gives imports as one palette named after the tool', () => {
    const shown = [1, 2].map((s) => ({ ...dye(s), localizedName: DATA[s - 1]!.names.ja }));
    const result = readImport(paletteJson('Dye matcher', shown), KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    expect(result.palettes.map((p) => [p.name, p.dyes.map((d) => d.name)])).toEqual([
      ['Dye matcher', ['Snow White', 'Ash Grey']],
    ]);
  });

  test('unknown dyes, nameless and dyeless entries are left out and each is reported', () => {
    const file = JSON.stringify({
      format: 'ffxiv-dyes-palettes',
      version: 1,
      palettes: [
        { name: 'Mixed', dyes: [{ stainID: 1 }, { stainID: 999 }, { stainID: 'x' }] },
        { name: '', dyes: [{ stainID: 1 }] },
        { name: 'Empty', dyes: [] },
        { name: 'Ghosts', dyes: [{ stainID: 400 }] },
        'not a palette',
      ],
      favourites: [5729, 1, 'x'],
    });
    const result = readImport(file, KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    expect(result.palettes.map((p) => p.name)).toEqual(['Mixed']);
    expect(result.palettes[0]!.dyes).toEqual([dye(1)]);
    expect(result.favourites).toEqual([5729]);
    expect(result.notes).toEqual([
      { key: 'saved.import.someDyes', values: { name: 'Mixed', count: 2 } },
      { key: 'saved.import.noName', values: { position: 2 } },
      { key: 'saved.import.noDyes', values: { name: 'Empty' } },
      { key: 'saved.import.noDyes', values: { name: 'Ghosts' } },
      { key: 'saved.import.notPalette', values: { position: 5 } },
      { key: 'saved.import.someFavourites', values: { count: 2 } },
    ]);
  });

  test("a file's hex and names never override the dataset's", () => {
    const file = JSON.stringify({
      format: 'ffxiv-dyes-palettes',
      version: 1,
      palettes: [{ name: 'P', dyes: [{ stainID: 1, hex: '#000000', name: '<b>' }] }],
    });
    const result = readImport(file, KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    expect(result.palettes[0]!.dyes[0]).toEqual({ itemID: 5729, stainID: 1, name: 'Snow White', hex: '#e4dfd0' });
  });

  test('links to other sites or other schemes become the home page', () => {
    const urls = ['javascript:alert(1)', 'https://evil.example/x', 'data:text/html,hi', 42];
    const file = JSON.stringify({
      format: 'ffxiv-dyes-palettes',
      version: 1,
      palettes: urls.map((url, i) => ({ name: `P${i}`, url, dyes: [{ stainID: 1 }] })),
    });
    const result = readImport(file, KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    expect(result.palettes.map((p) => p.url)).toEqual(urls.map(() => `${ORIGIN}/`));
  });

  test.each([
    ['not json', 'saved.import.notJson'],
    ['[1,2]', 'saved.import.unknown'],
    ['{"format":"ffxiv-dyes-palettes","version":3,"palettes":[]}', 'saved.import.newer'],
    ['{"format":"ffxiv-dyes-palettes","version":1,"palettes":{}}', 'saved.import.unknown'],
  ])('%s is refused as a whole', (text, key) => {
    expect(readImport(text, KNOWN, ORIGIN)).toEqual({ error: { key } });
  });

  test('any input: never throws, and whatever it keeps is made of known dyes with same-site links', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ format: 'ffxiv-dyes-palettes', version: 1, palettes: v })),
        ),
        (text) => {
          const result = readImport(text, KNOWN, ORIGIN);
          if ('error' in result) return;
          for (const p of result.palettes) {
            expect(p.name.length).toBeGreaterThan(0);
            expect(p.dyes.length).toBeGreaterThan(0);
            for (const d of p.dyes) expect(KNOWN.get(d.stainID)).toEqual(d);
            expect(new URL(p.url).origin).toBe(ORIGIN);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('copy formats', () => {
  const shown = [1, 2, 1].map((s) => ({ ...dye(s), localizedName: DATA[s - 1]!.names.ja }));
  test('hex list: one dataset hex per line', () => {
    expect(hexList(shown).split('\n')).toEqual(['#e4dfd0', '#aca8a2', '#e4dfd0']);
  });
  test('CSS: one valid, unique custom property per dye, named from the English name, the shown name as a comment', () => {
    const css = cssProperties(shown);
    expect(css).toMatch(/^:root \{\n[\s\S]*\n\}$/);
    expect([...css.matchAll(/(--[a-z0-9-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]])).toEqual([
      ['--dye-snow-white', '#e4dfd0'],
      ['--dye-ash-grey', '#aca8a2'],
      ['--dye-snow-white-2', '#e4dfd0'],
    ]);
    expect(css).toContain(`/* ${DATA[0]!.names.ja} */`);
  });
  test('SCSS: one variable per dye, same names as the CSS properties, the shown name as a comment', () => {
    const scss = scssVariables(shown);
    const lines = scss.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => /^\$([a-z0-9-]+): (#[0-9a-f]{6});/.exec(l)?.slice(1))).toEqual([
      ['dye-snow-white', '#e4dfd0'],
      ['dye-ash-grey', '#aca8a2'],
      ['dye-snow-white-2', '#e4dfd0'],
    ]);
    expect(scss).toContain(`/* ${DATA[0]!.names.ja} */`);
  });
});

describe('collections', () => {
  test('a version 1 record reads with every palette kept, in order, in the unsorted collection', () => {
    const v1 = { version: 1, palettes: [palette('A', [1]), palette('B', [2, 3])].map(({ collection: _c, ...p }) => p) };
    const before = JSON.stringify(v1);
    const record = migratePalettes(v1);
    expect(record.version).toBe(2);
    expect(record.collections).toEqual([]);
    expect(record.palettes).toEqual(v1.palettes.map((p) => ({ ...p, collection: '' })));
    // The stored value itself is not changed by reading it.
    expect(JSON.stringify(v1)).toBe(before);
  });

  test('version 2 keeps named collections, empty ones too, and lists those only palettes name', () => {
    const record = migratePalettes({
      version: 2,
      collections: ['Summer', 'Empty'],
      palettes: [palette('A', [1], { collection: 'Summer' }), palette('B', [2], { collection: 'Raid' })],
    });
    expect(record.collections).toEqual(['Summer', 'Empty', 'Raid']);
  });

  test('a record from a newer version is refused, not rewritten; junk is an error', () => {
    expect(() => migratePalettes({ version: 3, palettes: [] })).toThrow(NewerDataError);
    expect(() => migratePalettes({ palettes: 'x' })).toThrow(/not in a form/);
    expect(migratePalettes(undefined)).toEqual({ version: 2, palettes: [], collections: [] });
  });

  test('an import merges: a palette already saved, or twice in the file, is kept once and reported', () => {
    const saved = [palette('Red set', [1, 7, 12])];
    const file = exportFile(
      [
        palette('red  SET', [1, 7, 12], { collection: 'Other' }),
        palette('Red set', [1, 7]),
        palette('Blue', [60, 61], { collection: 'Sea' }),
        palette('Blue', [60, 61]),
      ],
      [],
    );
    const result = readImport(file, KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    let n = 0;
    const { added, duplicates } = mergePalettes(saved, result.palettes, () => `id${++n}`);
    expect(added.map((p) => [p.id, p.name, p.dyes.map((d) => d.stainID), p.collection])).toEqual([
      ['id1', 'Red set', [1, 7], ''],
      ['id2', 'Blue', [60, 61], 'Sea'],
    ]);
    expect(duplicates).toEqual(['red  SET', 'Blue']);
    // Importing the same file again adds nothing.
    expect(mergePalettes([...saved, ...added], result.palettes, () => 'x').added).toEqual([]);
  });
});

describe('owned dyes', () => {
  const saved = [palette('Red set', [1, 7, 12])];
  // Snow White, Ash Grey and Jet Black by itemID, as the device keeps them.
  const OWNED = [DATA[0]!.itemID, DATA[1]!.itemID, DATA.find((d) => d.name === 'Jet Black')!.itemID];

  test('an export carries them and an import gives them back, with the palettes and favourites untouched', () => {
    const result = readImport(exportFile(saved, [5729], new Date(), [], OWNED), KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    expect([...result.owned].sort((a, b) => a - b)).toEqual([...OWNED].sort((a, b) => a - b));
    expect(result.favourites).toEqual([5729]);
    expect(result.palettes).toEqual(saved.map(({ id: _id, ...rest }) => rest));
    expect(result.notes).toEqual([]);
  });

  test('a file from before owned dyes (version 1 or 2 without the list) imports as it did, owning nothing', () => {
    for (const version of [1, 2]) {
      const file = JSON.stringify({
        format: 'ffxiv-dyes-palettes',
        version,
        palettes: [{ name: 'Old', source: 'Dye matcher', dyes: [{ stainID: 3 }] }],
        favourites: [5729],
      });
      const result = readImport(file, KNOWN, ORIGIN);
      if ('error' in result) throw new Error(result.error.key);
      expect(result.palettes.map((p) => p.name)).toEqual(['Old']);
      expect(result.favourites).toEqual([5729]);
      expect(result.owned).toEqual([]);
      expect(result.notes).toEqual([]);
    }
  });

  test('unknown or malformed owned entries are left out and counted; a list that is not one is ignored', () => {
    const file = (owned: unknown) =>
      JSON.stringify({ format: 'ffxiv-dyes-palettes', version: 2, palettes: [], favourites: [], owned });
    const some = readImport(file([OWNED[0], 1, 'x', null, OWNED[0], 99999]), KNOWN, ORIGIN);
    if ('error' in some) throw new Error(some.error.key);
    expect(some.owned).toEqual([OWNED[0]]);
    expect(some.notes).toEqual([{ key: 'saved.import.someOwned', values: { count: 4 } }]);
    const junk = readImport(file('all of them'), KNOWN, ORIGIN);
    if ('error' in junk) throw new Error(junk.error.key);
    expect(junk.owned).toEqual([]);
  });

  test('the device record: read back as written, a newer one flagged, junk an error', () => {
    expect(readOwned(null)).toEqual({ itemIds: [], newer: false });
    expect(readOwned(ownedRecord([OWNED[2]!, OWNED[0]!, OWNED[2]!]))).toEqual({
      itemIds: [OWNED[0], OWNED[2]].sort((a, b) => a! - b!),
      newer: false,
    });
    expect(readOwned(JSON.stringify({ version: OWNED_VERSION + 1, itemIds: [OWNED[0]] }))).toEqual({
      itemIds: [OWNED[0]],
      newer: true,
    });
    expect(() => readOwned('{"itemIds": [1]}')).toThrow(/not in a form/);
    expect(() => readOwned('not json')).toThrow(/not in a form/);
  });
});
