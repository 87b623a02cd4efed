/**
 * Colours that are not dyes beside a palette's dyes (the Outfit page's character): every copy
 * format carries them after the dyes with their names, an export and "Copy JSON" import them back,
 * and an import keeps only well-formed ones.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { namedColorsOf, MAX_COLORS, type NamedColor } from '../../../site/tools/shared/palettes/colors.ts';
import { cssProperties, hexList, paletteJson, scssVariables } from '../../../site/tools/shared/palettes/formats.ts';
import { exportFile, readImport } from '../../../site/tools/shared/palettes/transfer.ts';
import type { PaletteDye } from '../../../site/tools/shared/palettes/types.ts';
import { ROOT } from '../../browser/harness.ts';

const DATA: { stainID: number; itemID: number; name: string; hex: string; names: Record<string, string> }[] =
  JSON.parse(readFileSync(join(ROOT, 'data/dyes.json'), 'utf8'));
const KNOWN = new Map<number, PaletteDye>(
  DATA.map((d) => [d.stainID, { itemID: d.itemID, stainID: d.stainID, name: d.name, hex: d.hex }]),
);
const ORIGIN = 'https://dyes.example';
const snow = KNOWN.get(1)!;
const CHARACTER: NamedColor[] = [
  { key: 'hair', name: '髪', hex: '#3a2b1c' },
  { key: 'left-eye', name: '左目', hex: '#a0b0c0' },
];

describe('copy formats with a character', () => {
  test('hex list: the dyes, then the colours', () => {
    expect(hexList([snow], CHARACTER).split('\n')).toEqual([snow.hex, '#3a2b1c', '#a0b0c0']);
  });
  test('CSS and SCSS: one property per colour after the dyes, named from its key, its shown name as a comment', () => {
    const css = cssProperties([snow], CHARACTER);
    expect([...css.matchAll(/(--[a-z0-9-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]])).toEqual([
      ['--dye-snow-white', snow.hex],
      ['--color-hair', '#3a2b1c'],
      ['--color-left-eye', '#a0b0c0'],
    ]);
    expect(css).toContain('--color-hair: #3a2b1c; /* 髪 */');
    expect(scssVariables([snow], CHARACTER).split('\n')).toEqual([
      `$dye-snow-white: ${snow.hex};`,
      '$color-hair: #3a2b1c; /* 髪 */',
      '$color-left-eye: #a0b0c0; /* 左目 */',
    ]);
  });
  test('without colours, the formats are as before (no colors key, no extra lines)', () => {
    expect(JSON.parse(paletteJson('t', [snow]))).not.toHaveProperty('colors');
    expect(hexList([snow])).toBe(snow.hex);
  });
});

describe('import', () => {
  test('"Copy JSON" with a character imports as one palette keeping the colours and their names', () => {
    const result = readImport(paletteJson('Outfit', [snow], CHARACTER), KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    expect(result.palettes).toHaveLength(1);
    expect(result.palettes[0]!.colors).toEqual(CHARACTER);
  });
  test('an export keeps a saved palette’s colours', () => {
    const saved = {
      id: 'x',
      name: 'Outfit',
      source: 'Outfit',
      url: `${ORIGIN}/outfit?c=hair.3a2b1c`,
      collection: '',
      dyes: [snow],
      colors: CHARACTER,
      created: 1_700_000_000_000,
      updated: 1_700_000_000_000,
    };
    const result = readImport(exportFile([saved], []), KNOWN, ORIGIN);
    if ('error' in result) throw new Error(result.error.key);
    expect(result.palettes[0]!.colors).toEqual(CHARACTER);
  });
  test('malformed colours are left out; names are trimmed and cut; hex lowercased; at most MAX_COLORS', () => {
    expect(
      namedColorsOf([
        { key: 'hair', name: '  Hair  ', hex: '#ABCDEF' },
        { key: 'Bad Key', name: 'x', hex: '#000000' },
        { key: 'skin', name: 'x', hex: 'red' },
        { key: 'lips', hex: '#010203' },
        'nope',
        null,
        { key: 'eyes', name: 'y'.repeat(100), hex: '#102030' },
      ]),
    ).toEqual([
      { key: 'hair', name: 'Hair', hex: '#abcdef' },
      { key: 'lips', name: 'lips', hex: '#010203' },
      { key: 'eyes', name: 'y'.repeat(60), hex: '#102030' },
    ]);
    expect(namedColorsOf('hair')).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => ({ key: `k${i}`, name: 'n', hex: '#000000' }));
    expect(namedColorsOf(many)).toHaveLength(MAX_COLORS);
  });
});
