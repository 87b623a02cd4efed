import { describe, expect, it } from 'vitest';
import { formatHex, interpolate } from 'culori';
import { Color, mix as spectralMix } from 'spectral.js';
import { closestDyes, DYES } from '../../../lib/dyes/index.ts';
import { colorPoint, METHOD_IDS, METHODS } from '../../../lib/color/index.ts';
import { findBestMix, mixDyes } from '../../../lib/index.ts';
import { mixColors, MIX_MODES, type MixMode } from '../../../lib/mix/index.ts';
import { allowedMask } from '../../../lib/dyes/filters.ts';
import { randomRgb, seededRandom } from '../../helpers/random.ts';
import { DATASET } from '../../helpers/dataset.ts';
import { distance, hexToRgb, oracleColor, TOLERANCE } from '../../helpers/color-oracle.ts';
import { bruteForceBestMix } from '../../helpers/mix-brute-force.ts';

type Rgb = { r: number; g: number; b: number };
const hexOf = ({ r, g, b }: Rgb) => '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
const gap = (x: Rgb, y: Rgb) => Math.max(Math.abs(x.r - y.r), Math.abs(x.g - y.g), Math.abs(x.b - y.b));

describe('mix models', () => {
  it('spectral: the same colour as the spectral.js package mixes (its mix() and hex output)', () => {
    const rand = seededRandom(0x5bec);
    for (let n = 0; n < 300; n++) {
      const x = randomRgb(rand);
      const y = randomRgb(rand);
      const a = 1 + Math.floor(rand() * 19);
      const b = 1 + Math.floor(rand() * 19);
      const expected = spectralMix([new Color(hexOf(x)), a], [new Color(hexOf(y)), b])
        .toString()
        .toLowerCase();
      expect(hexOf(mixColors([x, y], [a, b], 'spectral')), `${hexOf(x)}×${a} + ${hexOf(y)}×${b}`).toBe(expected);
    }
  });

  it('spectral: blue and yellow make green, as paint does (and unlike light)', () => {
    const paint = mixColors(
      [
        { r: 0, g: 0x21, b: 0x85 },
        { r: 0xfc, g: 0xd2, b: 0 },
      ],
      [1, 1],
      'spectral',
    );
    expect(paint.g).toBeGreaterThan(paint.r);
    expect(paint.g).toBeGreaterThan(paint.b);
    const light = mixColors(
      [
        { r: 0, g: 0x21, b: 0x85 },
        { r: 0xfc, g: 0xd2, b: 0 },
      ],
      [1, 1],
      'linear',
    );
    expect(light.g).toBeLessThan(light.r); // a grey-beige, red above green
  });

  it('ryb: blue and yellow make green, red and yellow make orange', () => {
    const green = mixColors(
      [
        { r: 0, g: 0, b: 255 },
        { r: 255, g: 255, b: 0 },
      ],
      [1, 1],
      'ryb',
    );
    expect(green.g).toBeGreaterThan(100);
    expect(green.r).toBeLessThan(20);
    expect(green.b).toBeLessThan(20);
    const orange = mixColors(
      [
        { r: 255, g: 0, b: 0 },
        { r: 255, g: 255, b: 0 },
      ],
      [1, 1],
      'ryb',
    );
    // Orange: red above green, green about half of it, no blue.
    expect(orange.g / orange.r).toBeGreaterThan(0.3);
    expect(orange.g / orange.r).toBeLessThan(0.7);
    expect(orange.b).toBe(0);
  });

  for (const [mode, culoriMode] of [
    ['srgb', 'rgb'],
    ['linear', 'lrgb'],
    ['oklab', 'oklab'],
  ] as const) {
    it(`${mode}: a mix in parts a:b is culori's interpolation at b/(a+b) (±1 per channel)`, () => {
      const rand = seededRandom(0xa11 + mode.length);
      for (let n = 0; n < 200; n++) {
        const x = randomRgb(rand);
        const y = randomRgb(rand);
        const a = 1 + Math.floor(rand() * 9);
        const b = 1 + Math.floor(rand() * 9);
        const expected = hexToRgb(formatHex(interpolate([hexOf(x), hexOf(y)], culoriMode)(b / (a + b))));
        expect(
          gap(mixColors([x, y], [a, b], mode), expected),
          `${hexOf(x)}×${a} + ${hexOf(y)}×${b}`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }

  for (const mode of MIX_MODES) {
    it(`${mode}: every dye mixed with itself, in any parts, is itself`, () => {
      for (const dye of DATASET) {
        for (const parts of [
          [1, 1],
          [3, 17],
          [5, 2, 9],
        ]) {
          const same = parts.map(() => dye.rgb);
          expect(hexOf(mixColors(same, parts, mode)), `${dye.name} ${parts.join(':')}`).toBe(dye.hex);
        }
      }
    });

    it(`${mode}: the order of the colours does not matter`, () => {
      const rand = seededRandom(0x0dd + mode.length);
      for (let n = 0; n < 150; n++) {
        const x = DATASET[Math.floor(rand() * DATASET.length)]!.rgb;
        const y = DATASET[Math.floor(rand() * DATASET.length)]!.rgb;
        const z = randomRgb(rand);
        const [a, b, c] = [1 + Math.floor(rand() * 9), 1 + Math.floor(rand() * 9), 1 + Math.floor(rand() * 9)];
        expect(mixColors([x, y], [a, b], mode)).toEqual(mixColors([y, x], [b, a], mode));
        // Three colours: sums in another order can differ in the last bit, never by a visible step.
        const forward = mixColors([x, y, z], [a, b, c], mode);
        expect(gap(forward, mixColors([z, x, y], [c, a, b], mode))).toBeLessThanOrEqual(1);
        expect(gap(forward, mixColors([y, z, x], [b, c, a], mode))).toBeLessThanOrEqual(1);
      }
    });
  }
});

describe('mixDyes', () => {
  const snow = DATASET[0]!;
  const black = DATASET.find((d) => d.name === 'Soot Black') ?? DATASET[DATASET.length - 1]!;

  it('returns the mix and up to 8 closest dyes, closest first, as a brute force ranks them', () => {
    const result = mixDyes({
      colors: [
        { color: { dye: snow.stainID }, parts: 2 },
        { color: { dye: black.itemID }, parts: 1 },
      ],
      mode: 'oklab',
      count: 8,
    });
    expect(result.hex.toLowerCase()).toBe(hexOf(mixColors([snow.rgb, black.rgb], [2, 1], 'oklab')));
    expect(result.closest).toHaveLength(8);
    const mixed = oracleColor(result.hex.toLowerCase());
    const ranked = DATASET.map((d) => distance('ciede2000', mixed, oracleColor(d.hex))).sort((p, q) => p - q);
    result.closest.forEach((hit, i) => {
      expect(Math.abs(hit.distance - ranked[i]!)).toBeLessThanOrEqual(TOLERANCE.ciede2000);
      if (i > 0) expect(hit.distance).toBeGreaterThanOrEqual(result.closest[i - 1]!.distance);
    });
  });

  it('a colour with 0 parts takes no part; filters narrow the closest dyes', () => {
    const zero = mixDyes({
      colors: [
        { color: { hex: '#3366cc' }, parts: 4 },
        { color: { hex: '#ff0000' }, parts: 0 },
      ],
      filters: { metallic: true },
    });
    expect(zero.hex).toBe('#3366CC');
    expect(zero.closest.every((c) => c.dye.isMetallic)).toBe(true);
  });

  it.each([
    [{ colors: [{ color: { hex: '#000000' }, parts: 1 }] }, /^Parameter "colors" must hold 2 to 4 colours\.$/],
    [{ colors: Array.from({ length: 5 }, () => ({ color: { hex: '#000000' }, parts: 1 })) }, /must hold 2 to 4/],
    [
      {
        colors: [
          { color: { hex: '#000000' }, parts: -1 },
          { color: { hex: '#ffffff' }, parts: 1 },
        ],
      },
      /^Parameter "colors\[0\]\.parts" must be/,
    ],
    [
      {
        colors: [
          { color: { hex: '#000000' }, parts: 0 },
          { color: { hex: '#ffffff' }, parts: 0 },
        ],
      },
      /^Parameter "colors" needs one colour with more than 0 parts\.$/,
    ],
    [
      {
        colors: [
          { color: { hex: 'red' }, parts: 1 },
          { color: { hex: '#ffffff' }, parts: 1 },
        ],
      },
      /^Invalid hex color format/,
    ],
    [
      {
        colors: [
          { color: { hex: '#000000' }, parts: 1 },
          { color: { hex: '#ffffff' }, parts: 1 },
        ],
        mode: 'cmyk',
      },
      /^Invalid value for "mode". Must be one of: spectral/,
    ],
    [
      {
        colors: [
          { color: { hex: '#000000' }, parts: 1 },
          { color: { hex: '#ffffff' }, parts: 1 },
        ],
        count: 9,
      },
      /^Parameter "count" must be <= 8\.$/,
    ],
  ])('rejects %j with a message naming the field', (request, message) => {
    expect(() => mixDyes(request as Parameters<typeof mixDyes>[0])).toThrow(message);
  });
});

/** Results carry distances as the API reports them: 4 decimals. */
const shownAs4dp = <T extends { distance: number }>(r: T): T => ({
  ...r,
  distance: Math.round(r.distance * 1e4) / 1e4,
});

describe('inverse mix search', () => {
  const cases: [string, MixMode, 'ciede2000' | 'oklab' | 'redmean', number][] = [
    ['#8f3b5e', 'spectral', 'ciede2000', 6],
    ['#5a7fc4', 'oklab', 'ciede2000', 8],
    ['#c0a040', 'srgb', 'oklab', 5],
    ['#203828', 'ryb', 'ciede2000', 7],
    ['#e0e0f0', 'linear', 'redmean', 6],
  ];
  for (const [hex, mode, method, grid] of cases) {
    it(`${hex} ${mode} ${method} grid ${grid}: the same best five pairs, ratios and distances as brute force`, () => {
      const vendor = new Set(DATASET.filter((d) => d.isVendor).map((d) => d.stainID));
      const expected = bruteForceBestMix(hex, mode, method, grid, 5, (id) => vendor.has(id));
      const found = findBestMix({ target: { hex }, mode, method, grid, count: 5, filters: { vendor: true } });
      expect(found.complete).toBe(true);
      expect(found.mixes).toBe(((vendor.size * (vendor.size - 1)) / 2) * (grid - 1));
      expect(
        found.results.map((r) => ({
          a: r.a.stainID,
          b: r.b.stainID,
          partsA: r.partsA,
          distance: r.distance,
          hex: r.hex,
        })),
      ).toEqual(expected.map(shownAs4dp));
      expect(found.results.every((r) => r.partsA + r.partsB === grid)).toBe(true);
    });
  }

  it('a colour that a dye has exactly: that dye is the answer and no mix is searched', () => {
    const raptor = DATASET.find((d) => d.hex === '#5b7fc0')!;
    const found = findBestMix({ target: { hex: '#5B7FC0' }, grid: 20 });
    expect(found.exact).toBe(true);
    expect(found.results).toEqual([]);
    expect(found.mixes).toBe(0);
    expect(found.single?.dye.stainID).toBe(raptor.stainID);
    expect(found.single?.distance).toBe(0);
    // A dye named as the target is excluded from the search: the mixes that make it are the answer.
    const named = findBestMix({ target: { dye: raptor.stainID }, grid: 10, count: 2 });
    expect(named.exact).toBe(false);
    expect(named.results).toHaveLength(2);
    // One channel off is no longer that dye's colour.
    expect(findBestMix({ target: { hex: '#5b7fc1' }, grid: 4, count: 1 }).exact).toBe(false);
  });

  it('all 125 dyes on the default 5 % grid: the best mix equals brute force', () => {
    const expected = bruteForceBestMix('#7a4f9e', 'oklab', 'ciede2000', 20, 3);
    const found = findBestMix({ target: { hex: '#7a4f9e' }, mode: 'oklab', count: 3 });
    expect(found.mixes).toBe(7750 * 19);
    expect(
      found.results.map((r) => ({
        a: r.a.stainID,
        b: r.b.stainID,
        partsA: r.partsA,
        distance: r.distance,
        hex: r.hex,
      })),
    ).toEqual(expected.map(shownAs4dp));
  });

  it('a dye target leaves that dye out, and the best mix is at least as close as the best single other dye', () => {
    const target = DATASET[40]!;
    const found = findBestMix({ target: { dye: target.stainID }, mode: 'oklab', grid: 10 });
    expect(found.results.every((r) => r.a.stainID !== target.stainID && r.b.stainID !== target.stainID)).toBe(true);
    expect(found.single!.dye.stainID).not.toBe(target.stainID);
    expect(found.results[0]!.distance).toBeLessThanOrEqual(found.single!.distance + 1e-9);
  });

  it('the time limit stops the search with the best so far instead of running on', () => {
    let clock = 0;
    const found = findBestMix({ target: { hex: '#336699' }, mode: 'srgb', timeLimitMs: 50, now: () => (clock += 1) });
    expect(found.complete).toBe(false);
    expect(found.mixes).toBeLessThan(7750 * 19);
    expect(found.results.length).toBeGreaterThan(0);
  });

  it.each([
    [{ target: { hex: '#000000' }, grid: 1 }, /^Parameter "grid" must be >= 2\.$/],
    [{ target: { hex: '#000000' }, count: 11 }, /^Parameter "count" must be <= 10\.$/],
    [{ target: { hex: 'nope' } }, /^Invalid hex color format/],
    [{ target: { dye: 0 } }, /^No dye found with ID 0\./],
    [{ target: { hex: '#000000' }, timeLimitMs: 0 }, /^Parameter "timeLimitMs" must be >= /],
  ])('rejects %j with a message naming the field', (request, message) => {
    expect(() => findBestMix(request as Parameters<typeof findBestMix>[0])).toThrow(message);
  });
});

describe('closestDyes', () => {
  it('equals a full sort of the distances (ties by lowest index) for every method, filters and exact matches', () => {
    const rand = seededRandom(0xc105e);
    const queries = [...DYES.slice(0, 10).map((d) => d.rgb), ...Array.from({ length: 30 }, () => randomRgb(rand))];
    for (const method of METHOD_IDS) {
      for (const filters of [{}, { metallic: false }, { pastel: true }]) {
        const mask = allowedMask(filters);
        for (const rgb of queries) {
          const q = colorPoint(rgb);
          const sorted = DYES.filter((d) => !mask || mask[d.index] === 1)
            .map((d) => ({ index: d.index, distance: METHODS[method].between(q, d.point) }))
            .sort((x, y) => x.distance - y.distance || x.index - y.index);
          for (const count of [2, 5, 8]) {
            expect(closestDyes(q, method, count, mask).map((h) => h.dye.index)).toEqual(
              sorted.slice(0, count).map((s) => s.index),
            );
          }
        }
      }
    }
  });
});
