import { describe, expect, it } from 'vitest';
// Internal helpers of the nearest search: their soundness is what makes the fast search exact.
import {
  chroma,
  ciede2000LowerBound,
  ciede2000LowerBoundSquared,
  ciede2000Scalar,
} from '../../../lib/color/distance/ciede2000.ts';
import { seededRandom } from '../../helpers/random.ts';
import sharma from './sharma-2005.json';

type Lab = [number, number, number];
const de = ([L1, a1, b1]: Lab, [L2, a2, b2]: Lab) =>
  ciede2000Scalar(L1, a1, b1, chroma(a1, b1), L2, a2, b2, chroma(a2, b2));
const boundSq = ([L1, a1, b1]: Lab, [L2, a2, b2]: Lab) =>
  ciede2000LowerBoundSquared(L1, a1, b1, chroma(a1, b1), L2, a2, b2, chroma(a2, b2));

function pairs(): [Lab, Lab][] {
  const rand = seededRandom(123);
  const out: [Lab, Lab][] = [];
  const lab = (): Lab => [rand() * 100, rand() * 260 - 130, rand() * 260 - 130];
  for (let i = 0; i < 40000; i++) out.push([lab(), lab()]);
  for (let i = 0; i < 40000; i++) {
    const p = lab();
    const s = [0.01, 0.5, 3, 10][i % 4]!;
    out.push([p, [p[0] + (rand() - 0.5) * s, p[1] + (rand() - 0.5) * s, p[2] + (rand() - 0.5) * s]]);
  }
  for (let i = 0; i < 20000; i++) {
    // Same chroma, hues near opposite or near equal, around the blue region where R_T peaks.
    const c1 = rand() * 120;
    const c2 = c1 * (0.9 + rand() * 0.2);
    const h = (rand() < 0.5 ? 275 : rand() * 360) * (Math.PI / 180);
    const dh = (rand() < 0.5 ? Math.PI : 0) + (rand() - 0.5) * 0.2;
    out.push([
      [rand() * 100, c1 * Math.cos(h), c1 * Math.sin(h)],
      [rand() * 100, c2 * Math.cos(h + dh), c2 * Math.sin(h + dh)],
    ]);
  }
  for (let i = 0; i < 2000; i++)
    out.push(
      [[rand() * 100, 0, 0], lab()],
      [lab(), [rand() * 100, 0, 0]],
      [
        [50, 0, 0],
        [50, 0, 0],
      ],
    );
  for (const [L1, a1, b1, L2, a2, b2] of sharma.pairs)
    out.push([
      [L1!, a1!, b1!],
      [L2!, a2!, b2!],
    ]);
  return out;
}

describe('CIEDE2000 lower bounds used by the nearest search', () => {
  const all = pairs();

  it('|ΔL′|/S_L never exceeds ΔE00', () => {
    const violations = all.filter(([p, q]) => ciede2000LowerBound(p[0], q[0]) > de(p, q) * (1 + 1e-12) + 1e-12);
    expect(violations).toEqual([]);
  });

  it('the trig-free bound never exceeds ΔE00², and is tight on average', () => {
    let ratio = 0;
    const violations: [Lab, Lab][] = [];
    for (const [p, q] of all) {
      const d = de(p, q);
      const b = boundSq(p, q);
      if (b > d * d * (1 + 1e-12) + 1e-12) violations.push([p, q]);
      if (d > 0) ratio += Math.sqrt(Math.max(0, b)) / d;
    }
    expect(violations).toEqual([]);
    // A bound that is sound but useless (say 0) would pass the line above; the search needs it tight.
    expect(ratio / all.length).toBeGreaterThan(0.9);
  });

  it('|ΔL′|/S_L grows with |ΔL*| away from any query (the search stops a direction on it)', () => {
    const failures: string[] = [];
    for (let L = 0; L <= 100; L += 0.5) {
      let previousUp = 0;
      let previousDown = 0;
      for (let t = 0.25; t <= 100; t += 0.25) {
        if (L + t <= 100) {
          const up = ciede2000LowerBound(L, L + t);
          if (!(up > previousUp)) failures.push(`up ${L}+${t}`);
          previousUp = up;
        }
        if (L - t >= 0) {
          const down = ciede2000LowerBound(L, L - t);
          if (!(down > previousDown)) failures.push(`down ${L}-${t}`);
          previousDown = down;
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
