import { describe, expect, it } from 'vitest';
import { differenceCiede2000 } from 'culori';
import {
  METHOD_IDS,
  METHODS,
  TopList,
  colorPoint,
  createNearestIndex,
  type ColorPoint,
  type MethodId,
  type Rgb,
} from '../../../lib/color/index.ts';
import { seededRandom } from '../../helpers/random.ts';
import dyes from '../../../data/dyes.json';

const dyePoints: ColorPoint[] = (dyes as { rgb: Rgb }[]).map((d) => colorPoint(d.rgb));

/** The oracle: index order, first strictly smaller `between` wins. */
function bruteClosest(points: readonly ColorPoint[], q: ColorPoint, method: MethodId, allowed?: Uint8Array) {
  let index = -1;
  let distance = Infinity;
  points.forEach((p, i) => {
    if (allowed && allowed[i] !== 1) return;
    const d = METHODS[method].between(q, p);
    if (d < distance) {
      distance = d;
      index = i;
    }
  });
  return index < 0 ? null : { index, distance };
}

function bruteWithin(
  points: readonly ColorPoint[],
  q: ColorPoint,
  method: MethodId,
  max: number,
  allowed?: Uint8Array,
) {
  return points
    .map((p, index) => ({ index, distance: METHODS[method].between(q, p) }))
    .filter((m) => (!allowed || allowed[m.index] === 1) && m.distance <= max)
    .sort((a, b) => a.distance - b.distance || a.index - b.index);
}

/** Random queries, with a share of exact dye colours and their ±1 neighbours (near ties). */
function queries(count: number, seed: number, points: readonly ColorPoint[]): ColorPoint[] {
  const rand = seededRandom(seed);
  const byte = () => Math.floor(rand() * 256);
  const nudge = (x: number) => Math.min(255, Math.max(0, x + Math.floor(rand() * 3) - 1));
  return Array.from({ length: count }, () => {
    const roll = rand();
    if (roll < 0.1 && points.length) return points[Math.floor(rand() * points.length)]!;
    if (roll < 0.2 && points.length) {
      const { r, g, b } = points[Math.floor(rand() * points.length)]!.rgb;
      return colorPoint({ r: nudge(r), g: nudge(g), b: nudge(b) });
    }
    return colorPoint({ r: byte(), g: byte(), b: byte() });
  });
}

function randomMask(rand: () => number, n: number): Uint8Array | undefined {
  const roll = rand();
  if (roll < 0.25) return undefined;
  const density = [0.02, 0.1, 0.5, 0.9, 1][Math.floor(rand() * 5)]!;
  return Uint8Array.from({ length: n }, () => (rand() < density ? 1 : 0));
}

function checkAgainstBruteForce(points: readonly ColorPoint[], seed: number, count: number) {
  const index = createNearestIndex(points);
  const rand = seededRandom(seed ^ 0x9e3779b9);
  const mismatches: unknown[] = [];
  let checked = 0;
  for (const method of METHOD_IDS) {
    for (const q of queries(count, seed, points)) {
      const allowed = randomMask(rand, points.length);
      const expected = bruteClosest(points, q, method, allowed);
      const actual = index.closest(q, method, allowed);
      const same =
        expected === null
          ? actual === null
          : actual !== null && actual.index === expected.index && Object.is(actual.distance, expected.distance);
      if (!same) mismatches.push({ method, rgb: q.rgb, expected, actual });
      checked++;
    }
  }
  expect(checked).toBe(count * METHOD_IDS.length);
  expect(mismatches.slice(0, 5)).toEqual([]);
}

describe('createNearestIndex: closest is exactly the brute force', () => {
  it('over the 125 dyes, 5,000 colours per method, random masks', () => {
    expect(dyePoints).toHaveLength(125);
    checkAgainstBruteForce(dyePoints, 1, 5000);
  });

  it('ties go to the lowest index (duplicated dyes in a shuffled set)', () => {
    const rand = seededRandom(3);
    const withDuplicates = [...dyePoints, ...dyePoints.slice(0, 60)].sort(() => rand() - 0.5);
    checkAgainstBruteForce(withDuplicates, 2, 1500);
    const index = createNearestIndex(withDuplicates);
    for (const method of METHOD_IDS) {
      for (const q of dyePoints.slice(0, 60)) {
        const first = withDuplicates.findIndex(
          (p) => p.rgb.r === q.rgb.r && p.rgb.g === q.rgb.g && p.rgb.b === q.rgb.b,
        );
        const hit = index.closest(q, method)!;
        expect(hit.distance).toBe(0);
        // Lowest index among all points at distance 0 (which can include another dye of the same hex).
        const zero = withDuplicates.findIndex((p) => METHODS[method].between(q, p) === 0);
        expect(hit.index).toBe(zero);
        expect(hit.index).toBeLessThanOrEqual(first);
      }
    }
  });

  it('over other point sets: 400 random colours, a single point, none', () => {
    const rand = seededRandom(4);
    const byte = () => Math.floor(rand() * 256);
    checkAgainstBruteForce(
      Array.from({ length: 400 }, () => colorPoint({ r: byte(), g: byte(), b: byte() })),
      5,
      800,
    );
    checkAgainstBruteForce([colorPoint({ r: 10, g: 20, b: 30 })], 6, 200);
    const empty = createNearestIndex([]);
    expect(empty.closest(dyePoints[0]!, 'ciede2000')).toBeNull();
    expect(empty.within(dyePoints[0]!, 'rgb', 1000)).toEqual([]);
  });

  it('returns null when nothing is allowed', () => {
    const index = createNearestIndex(dyePoints);
    for (const method of METHOD_IDS) expect(index.closest(dyePoints[5]!, method, new Uint8Array(125))).toBeNull();
  });

  it('picks the same dye as a culori CIEDE2000 brute force for nearly every colour (culori lab65 differs slightly)', () => {
    const diff = differenceCiede2000();
    const dyeLabs = dyePoints.map((p) => ({
      mode: 'rgb' as const,
      r: p.rgb.r / 255,
      g: p.rgb.g / 255,
      b: p.rgb.b / 255,
    }));
    const index = createNearestIndex(dyePoints);
    let same = 0;
    const qs = queries(1000, 9, []);
    for (const q of qs) {
      const c = { mode: 'rgb' as const, r: q.rgb.r / 255, g: q.rgb.g / 255, b: q.rgb.b / 255 };
      let best = -1;
      let bestD = Infinity;
      dyeLabs.forEach((d, i) => {
        const e = diff(c, d);
        if (e < bestD) [best, bestD] = [i, e];
      });
      const ours = index.closest(q, 'ciede2000')!;
      if (ours.index === best) same++;
      else expect(Math.abs(ours.distance - METHODS.ciede2000.between(q, dyePoints[best]!))).toBeLessThan(0.03);
    }
    expect(same / qs.length).toBeGreaterThan(0.97);
  });
});

describe('createNearestIndex: within is exactly brute-force filtering', () => {
  it('matches for every method with thresholds on, below and above actual distances', () => {
    const index = createNearestIndex(dyePoints);
    const rand = seededRandom(7);
    const mismatches: unknown[] = [];
    let sizes = 0;
    for (const method of METHOD_IDS) {
      for (const q of queries(700, 8, dyePoints)) {
        const allowed = randomMask(rand, dyePoints.length);
        const distances = dyePoints.map((p) => METHODS[method].between(q, p)).sort((a, b) => a - b);
        const roll = rand();
        // A threshold exactly on a candidate's distance tests the inclusive edge.
        const max =
          roll < 0.5
            ? distances[Math.floor(rand() * 20)]!
            : roll < 0.9
              ? distances[Math.floor(rand() * 125)]! * (0.5 + rand())
              : 0.01;
        const actual = index.within(q, method, max, allowed);
        const expected = bruteWithin(dyePoints, q, method, max, allowed);
        const same =
          actual.length === expected.length &&
          actual.every((m, k) => m.index === expected[k]!.index && Object.is(m.distance, expected[k]!.distance));
        if (!same) mismatches.push({ method, max, rgb: q.rgb, actual, expected });
        sizes += expected.length;
      }
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
    expect(sizes).toBeGreaterThan(0); // the thresholds do select candidates
  });
});

describe('createNearestIndex: rank is the head of a full stable sort', () => {
  it('keeps exactly the first k of the brute-force ranking, for every method and k = 1…6', () => {
    const index = createNearestIndex(dyePoints);
    const rand = seededRandom(11);
    const mismatches: unknown[] = [];
    let kept = 0;
    for (const method of METHOD_IDS) {
      for (const q of queries(500, 12, dyePoints)) {
        const allowed = randomMask(rand, dyePoints.length);
        const k = 1 + Math.floor(rand() * 6);
        const top = new TopList(k);
        index.rank(q, method, top, allowed);
        const actual = Array.from(top.indexes.subarray(0, top.count), (i, j) => ({
          index: i,
          distance: top.distances[j]!,
        }));
        const expected = bruteWithin(dyePoints, q, method, Infinity, allowed).slice(0, k);
        const same =
          actual.length === expected.length &&
          actual.every((m, j) => m.index === expected[j]!.index && Object.is(m.distance, expected[j]!.distance));
        if (!same) mismatches.push({ method, k, rgb: q.rgb, actual, expected });
        kept += actual.length;
      }
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
    expect(kept).toBeGreaterThan(METHOD_IDS.length * 500); // most queries keep more than one entry
  });
});
