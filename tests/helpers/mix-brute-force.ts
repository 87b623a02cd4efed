/**
 * The inverse-mix search written as the plainest possible loop: every pair of allowed dyes, every
 * ratio on the grid, one public `mixColors` call (which prepares both colours afresh) and one full
 * `METHODS[method].between(colorPoint(...))` per mix, no bounds, no precomputation. The peer the
 * fast search must equal (tests) and beat (bench).
 */
import { DYES } from '../../lib/dyes/index.ts';
import { METHODS, colorPoint, parseHex } from '../../lib/color/index.ts';
import { mixColors, type MixMode } from '../../lib/mix/index.ts';
import { type MethodId } from '../../lib/index.ts';

export interface BrutePair {
  a: number;
  b: number;
  partsA: number;
  distance: number;
  hex: string;
}

export function bruteForceBestMix(
  targetHex: string,
  mode: MixMode,
  method: MethodId,
  grid: number,
  count: number,
  allowed: (stainID: number) => boolean = () => true,
  exclude?: number,
): BrutePair[] {
  const target = colorPoint(parseHex(targetHex)!);
  const dyes = DYES.filter((d) => allowed(d.stainID) && d.stainID !== exclude);
  const pairs: BrutePair[] = [];
  for (let p = 0; p < dyes.length; p++) {
    for (let q = p + 1; q < dyes.length; q++) {
      let best: BrutePair | null = null;
      for (let partsA = 1; partsA < grid; partsA++) {
        const rgb = mixColors([dyes[p]!.rgb, dyes[q]!.rgb], [partsA, grid - partsA], mode);
        const d = METHODS[method].between(colorPoint(rgb), target);
        if (!best || d < best.distance) {
          const hex =
            '#' +
            [rgb.r, rgb.g, rgb.b]
              .map((c) => c.toString(16).padStart(2, '0'))
              .join('')
              .toUpperCase();
          best = { a: dyes[p]!.stainID, b: dyes[q]!.stainID, partsA, distance: d, hex };
        }
      }
      pairs.push(best!);
    }
  }
  // Stable sort: equal distances keep enumeration order.
  return pairs.sort((x, y) => x.distance - y.distance).slice(0, count);
}
