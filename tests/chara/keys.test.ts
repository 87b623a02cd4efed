/**
 * Model-key packing, icon paths and the search query, against the spec's formulas (evaluated with
 * BigInt bit operations, an independent arithmetic) and worked examples of the reference implementation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelKey, SLOTS, type Slot } from '../../lib/items/slots.ts';
import { iconPath, searchQuery } from '../../lib/api/chara/xivapi.ts';
import { ITEMS } from './fake/game-data.ts';
import { matches, parseQuery } from './fake/query.ts';

/** the API contractliterally: `base | variant << 16` and `set | base << 16 | variant << 32`. */
const specKey = (slot: Slot, set: number, base: number, variant: number): string =>
  slot === 'MainHand' || slot === 'OffHand'
    ? String(BigInt(set) | (BigInt(base) << 16n) | (BigInt(variant) << 32n))
    : String(BigInt(base) | (BigInt(variant) << 16n));

describe('model keys', () => {
  it('packs the worked examples of the notes', () => {
    expect(modelKey({ slot: 'HeadGear', set: 0, base: 361, variant: 5 })).toBe('328041');
    expect(modelKey({ slot: 'MainHand', set: 634, base: 19, variant: 1 })).toBe('4296213114');
    expect(modelKey({ slot: 'OffHand', set: 698, base: 149, variant: 1 })).toBe('4304732858');
  });

  it('ignores `set` on armour and never goes negative at the top of a lane', () => {
    expect(modelKey({ slot: 'Body', set: 9, base: 1, variant: 0xffff })).toBe(String(0xffff * 65536 + 1));
    expect(modelKey({ slot: 'MainHand', set: 0xffff, base: 0xffff, variant: 0xffff })).toBe('281474976710655'); // 2^48 − 1
  });

  it('equals the spec formula for every slot and lane value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SLOTS),
        fc.integer({ min: 0, max: 65535 }),
        fc.integer({ min: 0, max: 65535 }),
        fc.integer({ min: 0, max: 65535 }),
        (slot, set, base, variant) => {
          const armourSet = slot === 'MainHand' || slot === 'OffHand' ? set : 0;
          expect(modelKey({ slot, set: armourSet, base, variant })).toBe(specKey(slot, set, base, variant));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('icon paths', () => {
  it('puts the 80 px icon in its thousand-folder', () => {
    expect(iconPath(41716)).toBe('ui/icon/041000/041716_hr1.tex');
    expect(iconPath(200018)).toBe('ui/icon/200000/200018_hr1.tex');
    expect(iconPath(1)).toBe('ui/icon/000000/000001_hr1.tex');
  });
});

describe('search query', () => {
  it('is the group expression of the notes', () => {
    expect(
      searchQuery([
        { column: 'Head', key: '328041' },
        { column: 'MainHand', key: '4296213114' },
      ]),
    ).toBe('+((+EquipSlotCategory.Head=1 +ModelMain=328041) (+EquipSlotCategory.MainHand=1 +ModelMain=4296213114))');
  });

  it('selects exactly the rows of the requested (column, key) pairs when read by the fake upstream', () => {
    const query = parseQuery(
      searchQuery([
        { column: 'Head', key: '328041' },
        { column: 'FingerR', key: '65589' },
        { column: 'Body', key: '999999' },
      ]),
    );
    const read = (row: (typeof ITEMS)[number]) => (field: string[]) => {
      const value = row.fields[field[0]!];
      if (typeof value === 'number') return value;
      if (value && typeof value === 'object' && value.kind === 'relation') return value.fields[field[1]!] as number;
      return undefined;
    };
    const hits = ITEMS.filter((row) => matches(query, read(row))).map((r) => r.row_id);
    // Head 328041 is the Beech mask only (the coat, gloves… share the key in other columns); the
    // ring is worn in FingerR too; nothing has Body 999999.
    expect(hits.sort()).toEqual([18085, 9295].sort());
  });
});
