import { describe, expect, it } from 'vitest';
import { differenceCiede2000 } from 'culori';
import { ciede2000, labFromRgb } from '../../../lib/color/index.ts';
import { seededRandom } from '../../helpers/random.ts';
import sharma from './sharma-2005.json';

type Lab = [number, number, number];
const culoriDe00 = differenceCiede2000();
// Feeding our own Lab values to culori as lab65 colours tests the formula alone, independent of
// the (slightly different) conversion constants.
const asCulori = ([l, a, b]: Lab) => ({ mode: 'lab65' as const, l, a, b });

describe('ciede2000', () => {
  it('matches all 34 published pairs of Sharma, Wu & Dalal (2005) to 1e-4', () => {
    expect(sharma.pairs).toHaveLength(34);
    for (const [L1, a1, b1, L2, a2, b2, expected] of sharma.pairs) {
      const lab1: Lab = [L1!, a1!, b1!];
      const lab2: Lab = [L2!, a2!, b2!];
      expect(Math.abs(ciede2000(lab1, lab2) - expected!), `${lab1.join()} vs ${lab2.join()}`).toBeLessThan(1e-4);
      expect(Math.abs(ciede2000(lab2, lab1) - expected!), `${lab2.join()} vs ${lab1.join()}`).toBeLessThan(1e-4);
    }
  });

  it('agrees with culori differenceCiede2000 on the same Lab values (random and edge pairs) to 1e-9', () => {
    const rand = seededRandom(2000);
    const pairs: [Lab, Lab][] = [];
    const randomLab = (): Lab => [rand() * 100, rand() * 256 - 128, rand() * 256 - 128];
    for (let i = 0; i < 5000; i++) pairs.push([randomLab(), randomLab()]);
    for (let i = 0; i < 5000; i++) {
      const a = randomLab();
      pairs.push([a, [a[0] + rand() * 4 - 2, a[1] + rand() * 4 - 2, a[2] + rand() * 4 - 2]]);
    }
    // Achromatic, one achromatic, opposite hues, hue-mean wrap-around.
    pairs.push(
      [
        [50, 0, 0],
        [60, 0, 0],
      ],
      [
        [50, 0, 0],
        [50, 10, -20],
      ],
      [
        [50, 10, 0],
        [50, -10, 0],
      ],
      [
        [50, 0, 30],
        [50, 0, -30],
      ],
      [
        [40, 20, -1],
        [45, 20, 1],
      ],
    );
    for (const [p, q] of pairs) {
      expect(ciede2000(p, q)).toBeCloseTo(culoriDe00(asCulori(p), asCulori(q)), 9);
    }
  });

  it('is within 0.02 of culori end to end from sRGB (culori lab65 uses other constants)', () => {
    const rand = seededRandom(76);
    const byte = () => Math.floor(rand() * 256);
    for (let i = 0; i < 3000; i++) {
      const p = { r: byte(), g: byte(), b: byte() };
      const q = { r: byte(), g: byte(), b: byte() };
      const theirs = culoriDe00(
        { mode: 'rgb', r: p.r / 255, g: p.g / 255, b: p.b / 255 },
        { mode: 'rgb', r: q.r / 255, g: q.g / 255, b: q.b / 255 },
      );
      expect(Math.abs(ciede2000(labFromRgb(p), labFromRgb(q)) - theirs)).toBeLessThan(0.02);
    }
  });

  it('is zero for identical colours and symmetric', () => {
    expect(ciede2000([40, 30, -20], [40, 30, -20])).toBe(0);
    expect(ciede2000([0, 0, 0], [0, 0, 0])).toBe(0);
    const rand = seededRandom(5);
    for (let i = 0; i < 1000; i++) {
      const p: Lab = [rand() * 100, rand() * 200 - 100, rand() * 200 - 100];
      const q: Lab = [rand() * 100, rand() * 200 - 100, rand() * 200 - 100];
      expect(ciede2000(p, q)).toBeCloseTo(ciede2000(q, p), 12);
    }
  });
});
