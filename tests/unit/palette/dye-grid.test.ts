/**
 * The accelerated closest-dye lookup must answer exactly what the plain closest search answers
 * (same dye, ties included), for every method, on a lattice of colours and a million random ones.
 * The whole 8-bit cube is checked once by scripts/check-dye-grid.ts.
 */
import { describe, expect, it } from 'vitest';
import { METHOD_IDS, colorPoint } from '../../../lib/color/index.ts';
import { closestDye } from '../../../lib/dyes/nearest.ts';
import { allowedMask } from '../../../lib/dyes/filters.ts';
import { createDyeGrid } from '../../../lib/palette/dye-grid.ts';
import { seededRandom } from '../../../bench/harness.ts';

const plain = (r: number, g: number, b: number, method: (typeof METHOD_IDS)[number], allowed?: Uint8Array) =>
  closestDye(colorPoint({ r, g, b }), method, allowed)?.dye.index ?? -1;

/** Colours where the grid and the plain search disagree, as readable strings (first few). */
function disagreements(method: (typeof METHOD_IDS)[number], colours: Iterable<number>, allowed?: Uint8Array): string[] {
  const grid = createDyeGrid(method, { cache: false, allowed });
  const out: string[] = [];
  for (const key of colours) {
    const r = key >> 16;
    const g = (key >> 8) & 255;
    const b = key & 255;
    const fast = grid.nearest(r, g, b);
    const slow = plain(r, g, b, method, allowed);
    if (fast !== slow && out.length < 5) out.push(`#${key.toString(16).padStart(6, '0')}: ${fast} vs ${slow}`);
  }
  return out;
}

function* lattice(step: number): Generator<number> {
  for (let r = 0; r < 256; r += step) for (let g = 0; g < 256; g += step) for (let b = 0; b < 256; b += step) yield (r << 16) | (g << 8) | b;
  // The far faces too (255 is not a multiple of 4).
  for (let i = 0; i < 256; i += step) yield 0xffffff - i;
}

function* random(count: number, seed: number): Generator<number> {
  const rand = seededRandom(seed);
  for (let i = 0; i < count; i++) yield Math.floor(rand() * 0x1000000);
}

describe('accelerated closest dye = plain search', () => {
  for (const method of METHOD_IDS) {
    it(`${method}: every 4th value per channel (262,144 colours)`, { timeout: 300_000 }, () => {
      expect(disagreements(method, lattice(4))).toEqual([]);
    });
    it(`${method}: a million random colours`, { timeout: 600_000 }, () => {
      expect(disagreements(method, random(1_000_000, 0x9e3 + method.length))).toEqual([]);
    });
  }

  it('with filters (no metallic dyes; only pastel dyes), on 20,000 random colours per method', { timeout: 300_000 }, () => {
    for (const filters of [{ metallic: false }, { pastel: true }]) {
      const allowed = allowedMask(filters)!;
      for (const method of METHOD_IDS) expect(disagreements(method, random(20_000, 77), allowed), `${method} ${JSON.stringify(filters)}`).toEqual([]);
    }
  });

  it('answers -1 when the filters leave no dye, and the cache gives the same answers twice', () => {
    const none = createDyeGrid('ciede2000', { allowed: new Uint8Array(125) });
    expect(none.nearest(10, 20, 30)).toBe(-1);
    const cached = createDyeGrid('oklab');
    const colours = [...random(2000, 5)];
    const ask = () => colours.map((k) => cached.nearest(k >> 16, (k >> 8) & 255, k & 255));
    const first = ask();
    expect(ask()).toEqual(first);
    expect(first).toEqual(colours.map((k) => plain(k >> 16, (k >> 8) & 255, k & 255, 'oklab')));
  });
});
