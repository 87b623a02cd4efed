/**
 * The Budget tool's upgrade path and price tiers, called as the worker calls them (a structured
 * clone each way), against oracles written here: the price/distance front computed by brute force
 * over the dataset with culori's CIEDE2000, and the groups counted from data/dyes.json with prices
 * invented here.
 */
import { describe, expect, it } from 'vitest';
import { differenceCiede2000 } from 'culori';
import { engineApi } from '../../lib/worker/engine-api.ts';
import type { DyePrice } from '../../lib/prices/index.ts';
import { ValidationError } from '../../lib/validate/index.ts';
import { DATASET } from '../helpers/dataset.ts';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const de = differenceCiede2000();
const via = <T>(f: () => T): T => structuredClone(f());
const byName = (name: string) => DATASET.find((d) => d.name === name)!;
const GROUP: Record<number, number> = { 52254: 500, 52255: 900, 52256: 4000 };
/** Own items: Pure White 30,000, Jet Black 25,000, the others 1,000 + 100 × stainID. */
const own = (d: (typeof DATASET)[number]) =>
  d.name === 'Pure White' ? 30000 : d.name === 'Jet Black' ? 25000 : 1000 + 100 * d.stainID;
const PRICES: DyePrice[] = DATASET.map((d) => {
  const gil = d.marketItemID === d.itemID ? own(d) : GROUP[d.marketItemID]!;
  return {
    stainID: d.stainID,
    itemID: d.itemID,
    marketItemID: d.marketItemID,
    vendor: d.isVendor ? { cost: d.cost, currency: d.currency } : null,
    market: { minPrice: gil, averagePrice: gil + 10, listings: 4, lastUploadTime: NOW - 120_000 },
  };
});
const gilOf = (d: (typeof DATASET)[number]) =>
  Math.min(
    d.isVendor && d.currency === 'Gil' ? d.cost : Infinity,
    d.marketItemID === d.itemID ? own(d) : GROUP[d.marketItemID]!,
  );

/** The oracle's front: cheapest first, each kept only when closer than every cheaper dye. */
function front(targetHex: string, maxDistance: number, maxPrice = Infinity) {
  const rows = DATASET.map((d) => ({ d, gil: gilOf(d), e: de(targetHex, d.hex) }))
    .filter((x) => x.e <= maxDistance && x.gil <= maxPrice)
    .sort((a, b) => a.gil - b.gil || a.e - b.e);
  const kept: typeof rows = [];
  for (const r of rows) if (!kept.length || r.e < kept.at(-1)!.e - 1e-9) kept.push(r);
  return kept;
}

describe('budgetUpgrades', () => {
  it('Pure White: from the cheapest look-alike to the dye itself, each step dearer and closer', () => {
    const pure = byName('Pure White');
    const answer = via(() =>
      engineApi.budgetUpgrades({
        target: { dye: pure.itemID },
        prices: PRICES,
        maxDistance: 20,
        now: NOW,
        locale: 'ja',
      }),
    );
    const expected = front(pure.hex, 20);
    expect(answer.steps.map((s) => s.dye.stainID)).toEqual(expected.map((x) => x.d.stainID));
    expect(answer.steps.at(-1)!.dye.stainID).toBe(pure.stainID);
    expect(answer.steps.at(-1)!.isTarget).toBe(true);
    expect(answer.steps.at(-1)!.distance).toBe(0);
    expect(answer.steps[0]!.extraGil).toBeNull();
    for (let i = 1; i < answer.steps.length; i++) {
      const [prev, step] = [answer.steps[i - 1]!, answer.steps[i]!];
      expect(step.extraGil).toBe(expected[i]!.gil - expected[i - 1]!.gil);
      expect(step.closerBy!).toBeCloseTo(expected[i - 1]!.e - expected[i]!.e, 1);
      expect(step.distance).toBeLessThan(prev.distance);
      expect(step.price.gil).toBeGreaterThan(prev.price.gil);
    }
    expect(answer.steps[0]!.dye.localizedName).toBe(expected[0]!.d.names.ja);
  });

  it('a colour target within a ceiling: the front among dyes at most that price', () => {
    const hex = byName('Neon Pink').hex; // a colour: no dye is the target, though one has it exactly
    const answer = via(() =>
      engineApi.budgetUpgrades({ target: { hex }, prices: PRICES, maxDistance: 30, maxPrice: 5000, now: NOW }),
    );
    const expected = front(hex, 30, 5000);
    expect(expected.length).toBeGreaterThan(1);
    expect(answer.steps.map((s) => s.dye.stainID)).toEqual(expected.map((x) => x.d.stainID));
    expect(answer.steps.every((s) => !s.isTarget)).toBe(true);
  });

  it('without market prices, vendor prices alone', () => {
    const answer = via(() => engineApi.budgetUpgrades({ target: { hex: '#f0f0f0' }, prices: null, maxDistance: 10 }));
    expect(answer.steps.length).toBeGreaterThan(0);
    for (const s of answer.steps) expect(s.price.source).toBe('vendor');
  });

  it('refuses a bad request naming the field', () => {
    expect(() => engineApi.budgetUpgrades({ target: { hex: '#zzzzzz' }, prices: null })).toThrow(ValidationError);
    expect(() => engineApi.budgetUpgrades({ target: { dye: 5 }, prices: null, maxDistance: -1 })).toThrow(
      /maxDistance/,
    );
  });
});

describe('priceTiers', () => {
  it('the three consolidated groups, cheapest first, and the 20 single-item dyes, cheapest first', () => {
    const tiers = via(() => engineApi.priceTiers({ prices: PRICES, now: NOW }));
    expect(tiers.groups.map((g) => [g.type, g.marketItemID, g.market?.minPrice])).toEqual([
      ['A', 52254, 500],
      ['B', 52255, 900],
      ['C', 52256, 4000],
    ]);
    for (const g of tiers.groups) {
      const members = DATASET.filter((d) => d.marketItemID === g.marketItemID).map((d) => d.stainID);
      expect(g.dyes.map((d) => d.stainID).sort((a, b) => a - b)).toEqual(members.sort((a, b) => a - b));
      expect(g.market!.ageMs).toBe(120_000);
    }
    expect(tiers.groups.map((g) => g.dyes.length)).toEqual([85, 9, 11]);
    expect(tiers.groups[0]!.otherwise).toEqual({ cost: 216, currency: 'Gil' });
    const singles = DATASET.filter((d) => d.marketItemID === d.itemID)
      .sort((a, b) => own(a) - own(b) || a.stainID - b.stainID)
      .map((d) => d.stainID);
    expect(tiers.singles.map((s) => s.dye.stainID)).toEqual(singles);
    expect(tiers.singles.at(-1)!.market!.minPrice).toBe(30000);
  });

  it('a dearer group goes after a cheaper one; unpriced last', () => {
    const swapped = PRICES.map((p) =>
      p.marketItemID === 52254
        ? { ...p, market: { ...p.market!, minPrice: 5000 } }
        : p.marketItemID === 52255
          ? { ...p, market: null }
          : p,
    );
    const tiers = via(() => engineApi.priceTiers({ prices: swapped, now: NOW }));
    expect(tiers.groups.map((g) => g.type)).toEqual(['C', 'A', 'B']);
    expect(tiers.groups[2]!.market).toBeNull();
    const none = via(() => engineApi.priceTiers({ prices: null }));
    expect(none.groups.map((g) => g.type)).toEqual(['A', 'B', 'C']);
    expect(none.singles.every((s) => s.market === null)).toBe(true);
  });

  it('refuses bad prices naming the field', () => {
    expect(() => engineApi.priceTiers({ prices: 'cheap' as never })).toThrow(/prices/);
    expect(() => engineApi.priceTiers({ prices: null, world: 'x' } as never)).toThrow(ValidationError);
  });
});
