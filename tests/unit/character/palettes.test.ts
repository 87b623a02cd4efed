/**
 * The creator's palettes and the matching both ways, against the dataset's counts and culori
 * (ΔE2000 over the 125 dyes computed here, nothing from lib/ as the oracle).
 */
import { describe, expect, it } from 'vitest';
import {
  characterColors,
  characterSheets,
  closestCharacterColors,
  matchCharacterColor,
  type SheetChoice,
} from '../../../lib/character/index.ts';
import { ValidationError } from '../../../lib/validate/index.ts';
import { DATASET, passes } from '../../helpers/dataset.ts';
import { TOLERANCE, distance, oracleColor } from '../../helpers/color-oracle.ts';
import { CLAN_IDS, GENDER_IDS, SHIPPED_SHARED, datasetPalette } from '../../helpers/character-data.ts';

const DYE_COLORS = DATASET.map((d) => ({ dye: d, color: oracleColor(d.hex) }));

/** Every palette the package ships: 32 hair, 32 skin and the shared ones. */
const CHOICES: SheetChoice[] = [
  ...(['hair', 'skin'] as const).flatMap((sheet) =>
    CLAN_IDS.flatMap((clan) => GENDER_IDS.map((gender) => ({ sheet, clan, gender }))),
  ),
  ...SHIPPED_SHARED.map((sheet) => ({ sheet })),
];

describe('the palettes', () => {
  it('hold the counts of the game: 192 per clan and gender, 192 shared, 96 per lip half', () => {
    for (const clan of CLAN_IDS)
      for (const gender of GENDER_IDS) {
        expect(datasetPalette('hair', clan, gender)).toHaveLength(192);
        expect(datasetPalette('skin', clan, gender)).toHaveLength(192);
      }
    expect(datasetPalette('eyes')).toHaveLength(192);
    expect(datasetPalette('highlights')).toHaveLength(192);
    expect(datasetPalette('lips-dark')).toHaveLength(96);
  });

  it('list eight sheets; the three palettes not shipped say so', () => {
    const sheets = characterSheets();
    expect(sheets.map((s) => [s.id, s.size, s.perClan, s.available])).toEqual([
      ['hair', 192, true, true],
      ['skin', 192, true, true],
      ['highlights', 192, false, true],
      ['eyes', 192, false, true],
      ['lips-dark', 96, false, true],
      ['lips-light', 96, false, false],
      ['face-paint-dark', 96, false, false],
      ['face-paint-light', 96, false, false],
    ]);
  });

  it('serve every palette as the dataset has it, lower-case, in palette order', () => {
    for (const choice of CHOICES) {
      const colors = characterColors(choice);
      expect(colors.map((c) => c.hex)).toEqual(datasetPalette(choice.sheet, choice.clan!, choice.gender!));
      expect(colors.map((c) => c.index)).toEqual(colors.map((_, i) => i));
      for (const c of colors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('carry the regenerated creator colours, not the older copies', () => {
    // The reference's newest lip palette (regenerated from the game in 2026-09) starts light grey.
    expect(
      characterColors({ sheet: 'lips-dark' })
        .slice(0, 3)
        .map((c) => c.hex),
    ).toEqual(['#f8f8f8', '#eaeaea', '#cccccc']);
    expect(characterColors({ sheet: 'highlights' })[152]!.hex).toBe('#b4bcc2');
  });

  it('refuse a bad choice naming the argument', () => {
    const field = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        if (e instanceof ValidationError) return e.field;
        throw e;
      }
      return undefined;
    };
    expect(field(() => characterColors({ sheet: 'hat' as never }))).toBe('sheet');
    expect(field(() => characterColors({ sheet: 'hair', gender: 'male' }))).toBe('clan');
    expect(field(() => characterColors({ sheet: 'skin', clan: 'raen' }))).toBe('gender');
    expect(field(() => characterColors({ sheet: 'face-paint-dark' }))).toBe('sheet');
    expect(field(() => matchCharacterColor({ sheet: 'eyes', index: 192 }))).toBe('index');
    expect(field(() => matchCharacterColor({ sheet: 'lips-dark', index: 96 }))).toBe('index');
    expect(field(() => matchCharacterColor({ sheet: 'eyes', index: 1 }, { method: 'nope' as never }))).toBe('method');
    expect(field(() => matchCharacterColor({ sheet: 'eyes', index: 1 }, { limit: 0 }))).toBe('limit');
    expect(field(() => closestCharacterColors('#12345', { sheet: 'eyes' }))).toBe('hex');
    expect(field(() => closestCharacterColors({ dye: 999999 }, { sheet: 'eyes' }))).toBe('dye');
  });
});

/** The five closest dyes by culori's ΔE2000: [stainID, distance], ties to the lower stainID. */
function oracleDyes(hex: string, keep: (d: (typeof DATASET)[number]) => boolean = () => true): [number, number][] {
  const c = oracleColor(hex);
  return DYE_COLORS.filter((x) => keep(x.dye))
    .map((x): [number, number] => [x.dye.stainID, distance('ciede2000', c, x.color)])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, 5);
}

/** Results agree when distances match and any order difference is a near-tie the two Labs split. */
function expectSameRanking(got: [number, number][], want: [number, number][], where: string): void {
  expect(got.length, where).toBe(want.length);
  got.forEach(([id, d], i) => {
    expect(Math.abs(d - want[i]![1]), `${where} #${i}`).toBeLessThan(TOLERANCE.ciede2000);
    if (id !== want[i]![0]) {
      const theirs = want.find(([w]) => w === id);
      expect(theirs && Math.abs(theirs[1] - d) < TOLERANCE.ciede2000, `${where} #${i}: ${id} vs ${want[i]![0]}`).toBe(
        true,
      );
    }
  });
}

describe('closest dyes to a palette colour, against culori', () => {
  it('for every shipped palette (hair and skin of every clan and gender, and the shared ones)', () => {
    for (const choice of CHOICES) {
      const palette = datasetPalette(choice.sheet, choice.clan!, choice.gender!);
      // The shared palettes whole; per clan, one colour from each of eight rows of the grid.
      const indices = choice.clan ? [0, 29, 58, 87, 116, 145, 174, 191] : palette.map((_, i) => i);
      for (const index of indices) {
        const got = matchCharacterColor({ ...choice, index }).results.map((r): [number, number] => [
          r.dye.stainID,
          r.distance,
        ]);
        expectSameRanking(got, oracleDyes(palette[index]!), `${JSON.stringify(choice)} #${index}`);
      }
    }
  });

  it('keeps to the dye filters and runners-up count', () => {
    const hex = datasetPalette('hair', 'xaela', 'female')[7]!;
    const match = matchCharacterColor(
      { sheet: 'hair', clan: 'xaela', gender: 'female', index: 7 },
      { metallic: false, limit: 3 },
    );
    expect(match.color).toEqual({ index: 7, hex });
    const want = oracleDyes(hex, (d) => passes(d, { metallic: false })).slice(0, 3);
    expectSameRanking(
      match.results.map((r) => [r.dye.stainID, r.distance]),
      want,
      'non-metallic',
    );
    for (const r of match.results)
      expect(r.band).toBe(r.distance < 2 ? 'same' : r.distance <= 10 ? 'close' : 'different');
  });
});

describe('closest palette colours to a colour or dye, against culori', () => {
  it('for every shipped palette, from three dyes', () => {
    const dyes = [DATASET[0]!, DATASET[60]!, DATASET.find((d) => d.name === 'Jet Black')!];
    for (const choice of CHOICES) {
      const palette = datasetPalette(choice.sheet, choice.clan!, choice.gender!).map((hex) => oracleColor(hex));
      for (const dye of dyes) {
        const c = oracleColor(dye.hex);
        const want = palette
          .map((p, index) => [index, distance('ciede2000', c, p)] as [number, number])
          .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
        const got = closestCharacterColors({ dye: dye.stainID }, choice, { limit: 3 });
        expectSameRanking(
          got.map((g) => [g.index, g.distance]),
          want.slice(0, 3),
          `${dye.name} → ${JSON.stringify(choice)}`,
        );
      }
    }
  });
});
