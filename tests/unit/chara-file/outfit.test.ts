/** The outfit functions refuse what a `.chara` cannot hold, naming the field; good input is kept as given. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../lib/validate/error.ts';
import { outfitCharaText, outfitFromItems, parseCharaFile } from '../../../lib/index.ts';

const HAT = { slot: 'HeadGear', model: { set: 0, base: 5001, variant: 1 } } as const;
const SWORD = { slot: 'MainHand', model: { set: 101, base: 1, variant: 2 } } as const;

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.field;
    throw error;
  }
  return undefined;
}

describe('outfitFromItems', () => {
  it('orders pieces by slot and leaves null dyes undyed', () => {
    const outfit = outfitFromItems([{ ...HAT, dyes: [null, 5] }, SWORD]);
    expect(outfit).toEqual({
      pieces: [
        { slot: 'MainHand', set: 101, base: 1, variant: 2, dyes: [0, 0] },
        { slot: 'HeadGear', set: 0, base: 5001, variant: 1, dyes: [0, 5] },
      ],
      glasses: null,
    });
  });

  it.each([
    ['an unknown slot', [{ ...HAT, slot: 'Hat' }], 'items[0].slot'],
    ['a slot twice', [HAT, HAT], 'items[1].slot'],
    ['a stain ID past 255', [{ ...HAT, dyes: [256, 0] }], 'items[0].dyes[0]'],
    ['a fractional stain ID', [{ ...HAT, dyes: [0, 1.5] }], 'items[0].dyes[1]'],
    ['one dye instead of a pair', [{ ...HAT, dyes: [3] }], 'items[0].dyes'],
    ['a set on armour', [{ ...HAT, model: { set: 4, base: 5001, variant: 1 } }], 'items[0].model.set'],
    ['a weapon without its set', [{ ...SWORD, model: { set: 0, base: 1, variant: 2 } }], 'items[0].model.set'],
    ['an armour variant past 255', [{ ...HAT, model: { set: 0, base: 5001, variant: 256 } }], 'items[0].model.variant'],
    ['no model', [{ slot: 'Body' }], 'items[0].model'],
    ['thirteen items', Array.from({ length: 13 }, () => HAT), 'items'],
  ])('refuses %s, naming %s', (_what, items, field) => {
    expect(fieldOf(() => outfitFromItems(items as never))).toBe(field);
  });
});

describe('outfitCharaText', () => {
  it('writes a file our reader reads back piece for piece, glasses and nickname included', () => {
    const outfit = outfitFromItems([{ ...HAT, dyes: [102, 1] }, SWORD], { glasses: 40 });
    const file = parseCharaFile(outfitCharaText(outfit, { nickname: 'Plan' }));
    expect(file.pieces).toEqual(outfit.pieces);
    expect(file.glasses).toBe(40);
    expect(file.nickname).toBe('Plan');
  });

  it('refuses an outfit it did not make, naming the piece', () => {
    const bad = { pieces: [{ slot: 'Body', set: 0, base: 1, variant: 1, dyes: [300, 0] }], glasses: null };
    expect(fieldOf(() => outfitCharaText(bad as never))).toBe('outfit.pieces[0].dyes[0]');
  });
});
