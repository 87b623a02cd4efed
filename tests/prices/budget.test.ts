/**
 * The budget answer against independent oracles: distances from culori (tests/helpers/color-oracle),
 * dye facts from data/dyes.json, prices invented here. What a player would read: which dyes are
 * offered, at what price, from where, with what saving and band, in which order.
 */
import { describe, expect, it } from 'vitest';
import { budget, bestPrice, type DyePrice } from '../../lib/prices/index.ts';
import { ValidationError } from '../../lib/validate/index.ts';
import { DATASET } from '../helpers/dataset.ts';
import { distance, oracleColor } from '../helpers/color-oracle.ts';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const byName = (name: string) => DATASET.find((d) => d.name === name)!;
const PURE_WHITE = byName('Pure White');
const SNOW_WHITE = byName('Snow White');

/** Every dye priced: its group's market item at `groupPrice`, own items at `ownPrice`, vendor as the dataset says. */
function sheet(groupPrice: Record<number, number>, ownPrice: (itemID: number) => number | null): DyePrice[] {
  return DATASET.map((d) => {
    const gil = d.marketItemID === d.itemID ? ownPrice(d.itemID) : (groupPrice[d.marketItemID] ?? null);
    return {
      stainID: d.stainID,
      itemID: d.itemID,
      marketItemID: d.marketItemID,
      vendor: d.isVendor ? { cost: d.cost, currency: d.currency } : null,
      market: gil === null ? null : { minPrice: gil, averagePrice: gil, listings: 3, lastUploadTime: NOW - 90_000 },
    };
  });
}
const PRICES = sheet({ 52254: 500, 52255: 900, 52256: 4000 }, (id) => (id === PURE_WHITE.itemID ? 30000 : 12000));

describe('bestPrice', () => {
  it('prefers the vendor when it is cheaper than the market, and the market when that is cheaper', () => {
    const snow = PRICES.find((p) => p.stainID === SNOW_WHITE.stainID)!;
    expect(bestPrice(snow)).toEqual({ gil: 216, source: 'vendor', lastUploadTime: null });
    expect(bestPrice({ ...snow, market: { ...snow.market!, minPrice: 150 } })).toMatchObject({
      gil: 150,
      source: 'market',
    });
  });
  it('never compares a non-gil vendor price with gil, and has no price without either', () => {
    const scrip = DATASET.find((d) => d.currency === 'Skybuilders Scrips')!;
    const p: DyePrice = {
      stainID: scrip.stainID,
      itemID: scrip.itemID,
      marketItemID: scrip.marketItemID,
      vendor: { cost: 100, currency: 'Skybuilders Scrips' },
      market: null,
    };
    expect(bestPrice(p)).toBeNull();
  });
});

describe('budget', () => {
  it('lists the look-alikes of Pure White within the distance, closest first, each with the culori distance', () => {
    const answer = budget({
      target: { dye: PURE_WHITE.itemID },
      prices: PRICES,
      maxDistance: 10,
      now: NOW,
      limit: 125,
    });
    const white = oracleColor(PURE_WHITE.hex);
    const expected = DATASET.filter((d) => d !== PURE_WHITE)
      .map((d) => ({ d, e: distance('ciede2000', white, oracleColor(d.hex)) }))
      .filter((x) => x.e <= 10)
      .sort((a, b) => a.e - b.e);
    expect(answer.options.map((o) => o.dye.stainID)).toEqual(expected.map((x) => x.d.stainID));
    for (const [i, o] of answer.options.entries()) expect(o.distance).toBeCloseTo(expected[i]!.e, 3);
    expect(answer.target).toMatchObject({
      dye: expect.objectContaining({ stainID: PURE_WHITE.stainID }),
      price: { gil: 30000, source: 'market', ageMs: 90_000 },
    });
  });

  it('keeps only dyes at or under the ceiling, with the saving against the target and the band', () => {
    const answer = budget({
      target: { dye: PURE_WHITE.stainID },
      prices: PRICES,
      maxPrice: 1000,
      now: NOW,
      limit: 125,
    });
    expect(answer.options.length).toBeGreaterThan(0);
    for (const o of answer.options) {
      expect(o.price!.gil).toBeLessThanOrEqual(1000);
      expect(o.saving).toBe(30000 - o.price!.gil);
      // Value: every ΔE of difference from Pure White saves this many gil (whole gil).
      expect(Math.abs(o.gilPerDistance! * o.distance - o.saving!)).toBeLessThanOrEqual(o.distance / 2);
      expect(o.band).toBe(o.distance < 2 ? 'same' : 'close');
    }
    // Snow White: vendor 216 beats its group's market 500.
    const snow = answer.options.find((o) => o.dye.stainID === SNOW_WHITE.stainID)!;
    expect(snow.price).toEqual({ gil: 216, source: 'vendor', lastUploadTime: null, ageMs: null });
  });

  it('sorts by price when asked (cheapest first, ties by distance)', () => {
    const answer = budget({
      target: { hex: '#f0f0f0' },
      prices: PRICES,
      maxDistance: 20,
      sort: 'price',
      now: NOW,
      limit: 125,
    });
    const gils = answer.options.map((o) => o.price!.gil);
    expect(gils).toEqual([...gils].sort((a, b) => a - b));
    expect(answer.target).toEqual({ hex: '#F0F0F0', dye: null, price: null });
    expect(answer.options.every((o) => o.saving === null)).toBe(true);
    // A colour has no price: nothing is saved against it, so no value either.
    expect(answer.options.every((o) => o.gilPerDistance === null)).toBe(true);
  });

  it('names a dye without a gil price as unpriced under a ceiling, and keeps it (price null) without one', () => {
    const none = sheet({}, () => null);
    const capped = budget({ target: { hex: '#ffffff' }, prices: none, maxPrice: 100000, maxDistance: 100, now: NOW });
    const noGil = DATASET.filter((d) => !d.isVendor).map((d) => d.stainID);
    expect(capped.unpriced.sort((a, b) => a - b)).toEqual(noGil.sort((a, b) => a - b));
    const open = budget({ target: { hex: '#ffffff' }, prices: none, maxDistance: 100, now: NOW, limit: 125 });
    expect(open.options).toHaveLength(125);
    expect(open.options.filter((o) => o.price === null)).toHaveLength(noGil.length);
  });

  it.each([
    [{ maxPrice: -1 }, 'maxPrice'],
    [{ maxDistance: Number.NaN }, 'maxDistance'],
    [{ sort: 'cost' }, 'sort'],
    [{ limit: 0 }, 'limit'],
    [{ method: 'cmyk' }, 'method'],
    [{ target: { dye: 1 } as never, prices: 'x' }, 'prices'],
    [{ target: { hex: 'white' } }, 'target'],
    [{ target: { dye: 999 } }, 'target'],
  ])('refuses %o with a ValidationError naming %s', (bad, field) => {
    const call = () => budget({ target: { dye: 1 }, prices: PRICES, ...(bad as object) });
    expect(call).toThrow(ValidationError);
    try {
      call();
    } catch (error) {
      expect((error as ValidationError).field).toBe(field);
    }
  });
});

describe('prices from any source', () => {
  it('treats malformed entries as no price instead of failing or comparing strings', () => {
    const snow = PRICES.find((p) => p.stainID === SNOW_WHITE.stainID)!;
    const odd = {
      ...snow,
      vendor: { cost: '5' as never, currency: 'Gil' },
      market: { ...snow.market!, minPrice: Number.NaN },
    };
    expect(bestPrice(odd)).toBeNull();
    const answer = budget({
      target: { dye: PURE_WHITE.stainID },
      prices: [odd, null as never, 'x' as never],
      maxPrice: 1000,
    });
    expect(answer.unpriced).toContain(SNOW_WHITE.stainID);
  });
});
