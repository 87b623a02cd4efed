/**
 * The accelerated closest-dye lookup must answer exactly what the plain closest search answers
 * (same dye, ties included), for every method, on a lattice of colours and a million random ones.
 * The whole 8-bit cube is checked once by scripts/check-dye-grid.ts.
 *
 * The plain search is the oracle. Its answers for all six methods are computed in one pass per
 * colour set (each colour converted once) into typed arrays; each method's test then only runs
 * the grid and compares arrays.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { METHOD_IDS, colorPoint, type MethodId } from '../../../lib/color/index.ts';
import { nearestDye } from '../../../lib/dyes/nearest.ts';
import { allowedMask } from '../../../lib/dyes/filters.ts';
import { createDyeGrid } from '../../../lib/palette/dye-grid.ts';
import { seededRandom } from '../../helpers/random.ts';

const hex = (key: number) => `#${key.toString(16).padStart(6, '0')}`;

/** The plain search's dye index (−1 for none) per colour, per method. */
function plainAnswers(
  colours: Int32Array,
  methods: readonly MethodId[],
  allowed?: Uint8Array,
): Map<MethodId, Int16Array> {
  const answers = new Map(methods.map((m) => [m, new Int16Array(colours.length)]));
  colours.forEach((key, k) => {
    const point = colorPoint({ r: key >> 16, g: (key >> 8) & 255, b: key & 255 });
    for (const method of methods) answers.get(method)![k] = nearestDye(point, method, allowed)?.dye.index ?? -1;
  });
  return answers;
}

/** Colours where a fresh grid (no answer cache) disagrees with the expected answers, as readable strings (first few). */
function disagreements(method: MethodId, colours: Int32Array, expected: Int16Array, allowed?: Uint8Array): string[] {
  const grid = createDyeGrid(method, { cache: false, allowed });
  const out: string[] = [];
  colours.forEach((key, k) => {
    const fast = grid.nearest(key >> 16, (key >> 8) & 255, key & 255);
    if (fast !== expected[k] && out.length < 5) out.push(`${hex(key)}: ${fast} vs ${expected[k]}`);
  });
  return out;
}

function lattice(step: number): Int32Array {
  const keys: number[] = [];
  for (let r = 0; r < 256; r += step)
    for (let g = 0; g < 256; g += step) for (let b = 0; b < 256; b += step) keys.push((r << 16) | (g << 8) | b);
  // The far faces too (255 is not a multiple of 4).
  for (let i = 0; i < 256; i += step) keys.push(0xffffff - i);
  return Int32Array.from(keys);
}

function random(count: number, seed: number): Int32Array {
  const rand = seededRandom(seed);
  return Int32Array.from({ length: count }, () => Math.floor(rand() * 0x1000000));
}

describe('accelerated closest dye = plain search', () => {
  const sets = {
    'every 4th value per channel (262,208 colours)': lattice(4),
    'a million random colours': random(1_000_000, 0x9e3),
  };
  const expected = new Map<string, Map<MethodId, Int16Array>>();
  beforeAll(() => {
    for (const [name, colours] of Object.entries(sets)) expected.set(name, plainAnswers(colours, METHOD_IDS));
  }, 600_000);

  for (const method of METHOD_IDS) {
    for (const [name, colours] of Object.entries(sets)) {
      it(`${method}: ${name}`, { timeout: 300_000 }, () => {
        expect(disagreements(method, colours, expected.get(name)!.get(method)!)).toEqual([]);
      });
    }
  }

  it(
    'with filters (no metallic dyes; only pastel dyes), on 20,000 random colours per method',
    { timeout: 300_000 },
    () => {
      const colours = random(20_000, 77);
      for (const filters of [{ metallic: false }, { pastel: true }]) {
        const allowed = allowedMask(filters)!;
        const answers = plainAnswers(colours, METHOD_IDS, allowed);
        for (const method of METHOD_IDS) {
          expect(
            disagreements(method, colours, answers.get(method)!, allowed),
            `${method} ${JSON.stringify(filters)}`,
          ).toEqual([]);
        }
      }
    },
  );

  it('answers -1 when the filters leave no dye, and the cache gives the same answers twice', () => {
    const none = createDyeGrid('ciede2000', { allowed: new Uint8Array(125) });
    expect(none.nearest(10, 20, 30)).toBe(-1);
    const cached = createDyeGrid('oklab');
    const colours = random(2000, 5);
    const ask = () => Array.from(colours, (k) => cached.nearest(k >> 16, (k >> 8) & 255, k & 255));
    const first = ask();
    expect(ask()).toEqual(first);
    expect(first).toEqual(Array.from(plainAnswers(colours, ['oklab']).get('oklab')!));
  });
});
