/**
 * The engine worker's character calls (called directly, as Comlink would): Dye Objects in the
 * page's locale, wire-rounded distances and bands, against culori and the dataset.
 */
import { describe, expect, it } from 'vitest';
import { differenceCiede2000 } from 'culori';
import { characterTools } from '../../../lib/worker/tools/character.ts';
import { DATASET, byStain } from '../../helpers/dataset.ts';
import { datasetPalette } from '../../helpers/character-data.ts';

const de = differenceCiede2000();
const ranked = (hex: string) => [...DATASET].sort((a, b) => de(hex, a.hex) - de(hex, b.hex) || a.stainID - b.stainID);

describe('character worker calls', () => {
  it('characterSheets names the sheets in the page language', () => {
    const ko = characterTools.characterSheets({ locale: 'ko' });
    expect(ko).toHaveLength(8);
    expect(ko.find((s) => s.id === 'hair')!.name).not.toBe(characterTools.characterSheets({ locale: 'en' })[0]!.name);
  });

  it('characterMatch: a palette colour’s closest dyes in French, with bands', () => {
    const hex = datasetPalette('skin', 'midlander', 'male')[30]!;
    const m = characterTools.characterMatch(
      { sheet: 'skin', clan: 'midlander', gender: 'male', index: 30 },
      { locale: 'fr', limit: 3 },
    );
    expect(m.color).toEqual({ index: 30, hex });
    expect(m.results.map((r) => r.dye.stainID)).toEqual(
      ranked(hex)
        .slice(0, 3)
        .map((d) => d.stainID),
    );
    for (const r of m.results) {
      expect(r.dye.localizedName).toBe(byStain.get(r.dye.stainID)!.names.fr);
      expect(Math.abs(r.distance - de(hex, r.dye.hex))).toBeLessThan(0.01);
      expect(r.band).toBe(r.distance < 2 ? 'same' : r.distance <= 10 ? 'close' : 'different');
    }
  });

  it('characterDyesFor: the closest dyes of each colour given, nothing for a non-colour', () => {
    const out = characterTools.characterDyesFor(['#ff0000', 'nope', '#123456'], { limit: 2 });
    expect(out.map((list) => list.map((r) => r.dye.stainID))).toEqual([
      ranked('#ff0000')
        .slice(0, 2)
        .map((d) => d.stainID),
      [],
      ranked('#123456')
        .slice(0, 2)
        .map((d) => d.stainID),
    ]);
  });

  it('characterClosest: distances on the wire (4 decimals)', () => {
    const [first] = characterTools.characterClosest('#202020', { sheet: 'eyes' }, { limit: 1 });
    expect(first!.distance).toBe(Math.round(first!.distance * 10_000) / 10_000);
    expect(Math.abs(first!.distance - de('#202020', first!.hex))).toBeLessThan(0.01);
  });
});
