/**
 * Restyling and share links. The harmony palette is checked against the API's own `/v1/harmony`
 * answer (in-process through createFetch) for every type on every wheel; the dealing rule and the
 * link format against examples worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { createFetch, parseCharaFile } from '../../../lib/index.ts';
import {
  dealPalette,
  newCharaFileText,
  decodeOutfitPieces,
  encodeOutfitPieces,
  harmonyPalette,
} from '../../../lib/chara-file/index.ts';
import { HARMONY_TYPES } from '../../../lib/harmony/index.ts';
import { WHEEL_IDS } from '../../../lib/wheels/index.ts';
import { TWELVE_PIECES } from './files.ts';

const api = createFetch();

describe('harmonyPalette', () => {
  test.each(HARMONY_TYPES.map((t) => t.id))('%s: the anchor, then the dyes /v1/harmony picks', async (type) => {
    for (const wheel of WHEEL_IDS) {
      const res = await api(`/v1/harmony?dye=10&type=${type}&wheel=${wheel}&preventDuplicates=true`);
      const body = (await res.json()) as { data: { slots: { dye: { stainID: number } | null }[] } };
      const expected = [10, ...body.data.slots.flatMap((s) => (s.dye ? [s.dye.stainID] : []))];
      expect(harmonyPalette(10, type, wheel)).toEqual(expected);
    }
  });

  test('unknown anchor, type or wheel give an empty palette', () => {
    expect(harmonyPalette(999, 'triadic', 'rgb')).toEqual([]);
    expect(harmonyPalette(10, 'nope' as never, 'rgb')).toEqual([]);
    expect(harmonyPalette(10, 'triadic', 'toString' as never)).toEqual([]);
  });
});

describe('dealPalette', () => {
  test('body first with the anchor; then slot order; channel 2 one colour on; dyeCount respected', () => {
    const pieces = [
      { slot: 'MainHand', dyeCount: 0 },
      { slot: 'HeadGear', dyeCount: 1 },
      { slot: 'Body', dyeCount: 2 },
      { slot: 'Legs', dyeCount: 2 },
      { slot: 'Feet', dyeCount: 2 },
    ] as const;
    expect(dealPalette(pieces, [10, 20, 30])).toEqual({
      Body: [10, 20],
      HeadGear: [20, 0],
      Legs: [30, 10],
      Feet: [10, 20],
    });
    expect(dealPalette(pieces, [])).toEqual({});
  });
});

describe('share links', () => {
  test('a file round-trips through its link; malformed links open nothing', () => {
    const { pieces } = parseCharaFile(TWELVE_PIECES);
    const link = encodeOutfitPieces(pieces);
    expect(link.startsWith('0.634.19.1.0.0_1.698.149.1.0.0_2.0.361.5.36.0_')).toBe(true);
    expect(decodeOutfitPieces(link)).toEqual(pieces);
    for (const bad of [
      'x',
      '2.0.361.5.36',
      '2.0.361.5.36.0_2.0.1.1.0.0',
      '12.0.1.1.0.0',
      '2.0.0.1.0.0',
      '2.0.1.1.256.0',
      '0.0.5.1.0.0',
      '2.0.1.300.0.0',
    ]) {
      expect(decodeOutfitPieces(bad)).toBeNull();
    }
  });
});

describe('newCharaFileText', () => {
  test('an outfit from a link becomes a file that reads back to the same pieces and glasses', () => {
    const { pieces } = parseCharaFile(TWELVE_PIECES);
    const text = newCharaFileText(pieces, 40, 'Ann');
    const again = parseCharaFile(text);
    expect(again.pieces).toEqual(pieces);
    expect(again.glasses).toBe(40);
    expect(again.nickname).toBe('Ann');
    expect(JSON.parse(text).SaveMode).toBe('EquipmentGear, EquipmentAccessories, EquipmentWeapons');
  });
});
