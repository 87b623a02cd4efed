import { describe, expect, it } from 'vitest';
import { differenceEuclidean } from 'culori';
import {
  COLOR_DISTANCE_MAX,
  METHOD_IDS,
  METHODS,
  colorPoint,
  parseHex,
  type ColorPoint,
  type Rgb,
} from '../../../lib/color/index.ts';
import { seededRandom } from '../../helpers/random.ts';

const point = (hex: string): ColorPoint => colorPoint(parseHex(hex)!);
const culoriRgb = ({ r, g, b }: Rgb) => ({ mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 });
const randomPairs = (count: number, seed: number): [ColorPoint, ColorPoint][] => {
  const rand = seededRandom(seed);
  const byte = () => Math.floor(rand() * 256);
  return Array.from({ length: count }, () => [
    colorPoint({ r: byte(), g: byte(), b: byte() }),
    colorPoint({ r: byte(), g: byte(), b: byte() }),
  ]);
};

describe('method registry', () => {
  it('lists the six methods in wire order with the spec tags (the API methods table)', () => {
    expect(METHOD_IDS).toEqual(['ciede2000', 'oklab', 'cie76', 'redmean', 'rgb', 'distinguish']);
    const tags = Object.fromEntries(METHOD_IDS.map((id) => [id, METHODS[id].tag]));
    expect(tags).toEqual({
      ciede2000: 'ΔE2000',
      oklab: 'ΔEOK2',
      cie76: 'ΔE76',
      redmean: 'REDMEAN',
      rgb: 'RGB DIST',
      distinguish: 'DISTINGUISH %',
    });
    for (const id of METHOD_IDS) expect(METHODS[id].id).toBe(id);
  });
});

describe('distances against culori and the definitions', () => {
  const pairs = randomPairs(4000, 31);

  it('cie76 is culori differenceEuclidean on the same Lab values, and within 0.04 end to end', () => {
    const euclidLab = differenceEuclidean('lab65');
    const euclidFromRgb = differenceEuclidean('lab65');
    for (const [p, q] of pairs) {
      const d = METHODS.cie76.between(p, q);
      const asLab = ([l, a, b]: [number, number, number]) => ({ mode: 'lab65' as const, l, a, b });
      expect(d).toBeCloseTo(euclidLab(asLab(p.lab), asLab(q.lab)), 9);
      expect(Math.abs(d - euclidFromRgb(culoriRgb(p.rgb), culoriRgb(q.rgb)))).toBeLessThan(0.04);
    }
  });

  it('oklab is the culori Oklab distance with a and b weighted ×2 (within 1e-5: 6-dp rounding)', () => {
    const weighted = differenceEuclidean('oklab', [1, 4, 4, 0]); // weights apply to squared terms
    for (const [p, q] of pairs) {
      expect(Math.abs(METHODS.oklab.between(p, q) - weighted(culoriRgb(p.rgb), culoriRgb(q.rgb)))).toBeLessThan(1e-5);
    }
  });

  it('rgb is culori RGB Euclidean ×255; distinguish is it over √(3·255²) in percent', () => {
    const euclidRgb = differenceEuclidean('rgb');
    for (const [p, q] of pairs) {
      const expected = euclidRgb(culoriRgb(p.rgb), culoriRgb(q.rgb)) * 255;
      expect(METHODS.rgb.between(p, q)).toBeCloseTo(expected, 9);
      expect(METHODS.distinguish.between(p, q)).toBeCloseTo((expected / Math.sqrt(3 * 255 * 255)) * 100, 9);
      expect(METHODS.distinguish.display(METHODS.distinguish.between(p, q))).toBe(
        Math.round((expected / 441.6729559300637) * 100),
      );
    }
  });

  it('redmean follows its definition: √((2 + r̄/256)ΔR² + 4ΔG² + (2 + (255−r̄)/256)ΔB²)', () => {
    for (const [p, q] of pairs) {
      const rMean = (p.rgb.r + q.rgb.r) / 2;
      const expected = Math.hypot(
        Math.sqrt(2 + rMean / 256) * (p.rgb.r - q.rgb.r),
        2 * (p.rgb.g - q.rgb.g),
        Math.sqrt(2 + (255 - rMean) / 256) * (p.rgb.b - q.rgb.b),
      );
      expect(METHODS.redmean.between(p, q)).toBeCloseTo(expected, 9);
    }
  });

  it('black to white: oklab 1.0, rgb 441.67…, distinguish 100, redmean about 765, ΔE 100', () => {
    const black = point('#000000');
    const white = point('#ffffff');
    expect(METHODS.oklab.between(black, white)).toBeCloseTo(1, 6);
    expect(METHODS.rgb.between(black, white)).toBe(Math.sqrt(3 * 255 * 255));
    expect(COLOR_DISTANCE_MAX).toBeCloseTo(441.6729559, 7);
    expect(METHODS.rgb.display(METHODS.rgb.between(black, white))).toBe(441.673);
    expect(METHODS.distinguish.between(black, white)).toBe(100);
    expect(METHODS.distinguish.display(METHODS.distinguish.between(black, white))).toBe(100);
    expect(METHODS.redmean.between(black, white)).toBeCloseTo(764.83, 2);
    expect(METHODS.cie76.between(black, white)).toBeCloseTo(100, 4);
    expect(METHODS.ciede2000.between(black, white)).toBeCloseTo(100, 4);
  });

  it('display rounds to 4 dp half-up (distinguish: to an integer); between is unrounded', () => {
    for (const id of METHOD_IDS.filter((m) => m !== 'distinguish')) {
      expect(METHODS[id].display(1.23456)).toBe(1.2346);
      expect(METHODS[id].display(2.00005)).toBe(Math.round(2.00005 * 10000) / 10000);
      expect(METHODS[id].display(0)).toBe(0);
    }
    expect(METHODS.distinguish.display(49.5)).toBe(50);
    expect(METHODS.distinguish.display(49.49)).toBe(49);
    const d = METHODS.ciede2000.between(point('#e4dfd0'), point('#cc6c5e'));
    expect(d).not.toBe(METHODS.ciede2000.display(d));
    expect(Math.abs(d - METHODS.ciede2000.display(d))).toBeLessThanOrEqual(0.00005);
  });
});
