/**
 * The game's verdicts and twin choices, on item families written out by hand: the wear-mask bits
 * are set from the contract's bit order (bit 2i = race i as a man, 2i + 1 as a woman, races in
 * the order Hyur, Elezen, Lalafell, Miqo'te, Roegadyn, Au Ra, Hrothgar, Viera).
 */
import { describe, expect, test } from 'vitest';
import {
  canWear,
  chooseTwin,
  countVerdicts,
  verdictOf,
  type ResolvedItem,
  type Wearer,
} from '../../../lib/items/index.ts';

const EVERYONE = 0xffff;
const VIERA_WOMEN = 1 << 15; // race 7 (Viera), woman: bit 2·7 + 1
const HYUR_MEN = 1 << 0;
const LALAFELL_WOMAN: Wearer = { race: 'lalafell', clan: 'dunesfolk', gender: 'female' };
const VIERA_WOMAN: Wearer = { race: 'viera', clan: 'rava', gender: 'female' };
const NOBODY_KNOWN: Wearer = { race: null, clan: null, gender: null };

function family(rows: { id: number; dyeCount: number; glamourable?: boolean; mask?: number | null; gc?: number }[]) {
  const item: ResolvedItem = {
    itemId: rows[0]!.id,
    names: { en: `Item ${rows[0]!.id}`, ja: '', de: '', fr: '' },
    iconId: null,
    familySize: rows.length,
    alternates: rows.slice(1).map((r) => ({ itemId: r.id, names: { en: `Item ${r.id}`, ja: '', de: '', fr: '' } })),
    rules: rows.map((r) => ({
      itemIds: [r.id],
      dyeCount: r.dyeCount,
      glamourable: r.glamourable ?? true,
      wearMask: r.mask === undefined ? EVERYONE : r.mask,
      grandCompany: r.gc ?? 0,
    })),
    viaMainHand: false,
  };
  return item;
}

describe('canWear', () => {
  test('decodes the race and gender bit; unknown on either side is null', () => {
    expect(canWear(VIERA_WOMEN, VIERA_WOMAN)).toBe(true);
    expect(canWear(VIERA_WOMEN, LALAFELL_WOMAN)).toBe(false);
    expect(canWear(VIERA_WOMEN, { ...VIERA_WOMAN, gender: 'male' })).toBe(false);
    expect(canWear(HYUR_MEN, { race: 'hyur', clan: null, gender: 'male' })).toBe(true);
    expect(canWear(EVERYONE, NOBODY_KNOWN)).toBeNull();
    expect(canWear(null, VIERA_WOMAN)).toBeNull();
    // Gender unknown: both bits set → wearable; one bit → cannot tell.
    expect(canWear(EVERYONE, { race: 'au-ra', clan: null, gender: null })).toBe(true);
    expect(canWear(VIERA_WOMEN, { race: 'viera', clan: null, gender: null })).toBeNull();
  });
});

describe('verdictOf', () => {
  test('one verdict per piece, in order: cannot wear, not glamourable, channels, Grand Company, fine', () => {
    expect(verdictOf(family([{ id: 1, dyeCount: 2, mask: VIERA_WOMEN }]), [5, 0], LALAFELL_WOMAN)).toEqual({
      kind: 'cannot-wear',
    });
    const curtana = family([
      { id: 6257, dyeCount: 0, glamourable: false },
      { id: 6300, dyeCount: 2 },
    ]);
    expect(verdictOf(curtana, [0, 0], LALAFELL_WOMAN)).toEqual({ kind: 'not-glamourable', twin: 6300 });
    expect(verdictOf(family([{ id: 2, dyeCount: 1 }]), [36, 5], LALAFELL_WOMAN)).toEqual({
      kind: 'too-many-channels',
      used: 2,
      count: 1,
    });
    expect(verdictOf(family([{ id: 3, dyeCount: 0, gc: 2 }]), [0, 0], LALAFELL_WOMAN)).toEqual({
      kind: 'grand-company',
      company: 2,
    });
    expect(verdictOf(family([{ id: 4, dyeCount: 2 }]), [1, 2], LALAFELL_WOMAN)).toEqual({ kind: 'fine' });
    const noRules: ResolvedItem = { ...family([{ id: 5, dyeCount: 2 }]), rules: [] };
    expect(verdictOf(noRules, [1, 2], LALAFELL_WOMAN)).toEqual({ kind: 'unknown' });
  });

  test('a headline counts each kind', () => {
    const counts = countVerdicts([{ kind: 'fine' }, { kind: 'fine' }, { kind: 'cannot-wear' }]);
    expect(counts).toMatchObject({ fine: 2, 'cannot-wear': 1, 'not-glamourable': 0 });
  });
});

describe('chooseTwin', () => {
  test('the named item when it passes', () => {
    const item = family([
      { id: 10, dyeCount: 2 },
      { id: 11, dyeCount: 2 },
    ]);
    expect(chooseTwin(item, [1, 2], LALAFELL_WOMAN)).toMatchObject({ itemId: 10, reason: 'named' });
  });

  test('the glamourable replica of a piece that cannot be glamoured', () => {
    const item = family([
      { id: 6257, dyeCount: 0, glamourable: false, mask: HYUR_MEN },
      { id: 6300, dyeCount: 2 },
    ]);
    const pick = chooseTwin(item, [0, 0], LALAFELL_WOMAN);
    expect(pick).toMatchObject({ itemId: 6300, reason: 'passes' });
    expect(pick.namedVerdict.kind).toBe('cannot-wear');
  });

  test('enough dye channels first, then not a Grand Company piece, then row order', () => {
    const item = family([
      { id: 20, dyeCount: 0 },
      { id: 21, dyeCount: 2, gc: 1 },
      { id: 22, dyeCount: 2 },
      { id: 23, dyeCount: 2 },
    ]);
    expect(chooseTwin(item, [5, 9], LALAFELL_WOMAN)).toMatchObject({ itemId: 22, reason: 'passes' });
    // Only a Grand Company twin has the channels: it is the best there is.
    const gcOnly = family([
      { id: 30, dyeCount: 0 },
      { id: 31, dyeCount: 2, gc: 3 },
    ]);
    expect(chooseTwin(gcOnly, [5, 0], LALAFELL_WOMAN)).toMatchObject({ itemId: 31, reason: 'best-available' });
  });

  test('no twin can be worn: the named item stays', () => {
    const item = family([
      { id: 40, dyeCount: 2, mask: VIERA_WOMEN },
      { id: 41, dyeCount: 2, mask: VIERA_WOMEN },
    ]);
    expect(chooseTwin(item, [0, 0], LALAFELL_WOMAN)).toMatchObject({ itemId: 40, reason: 'none-passes' });
  });
});
