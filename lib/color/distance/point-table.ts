/**
 * A fixed point set (the 125 dyes) as the searches read it: every coordinate in a Float64Array,
 * computed once, and the points in ascending L* for the CIEDE2000 lower-bound walk.
 */
import type { ColorPoint } from '../point.ts';
import { chroma } from './ciede2000.ts';

export interface PointTable {
  n: number;
  labL: Float64Array;
  labA: Float64Array;
  labB: Float64Array;
  /** Lab chroma, for CIEDE2000. */
  labC: Float64Array;
  okL: Float64Array;
  /** 2a and 2b: the ×2 of ΔEOK2 applied once, exactly. */
  ok2A: Float64Array;
  ok2B: Float64Array;
  red: Float64Array;
  green: Float64Array;
  blue: Float64Array;
  /** Point indexes in ascending L* (ties by index). */
  byL: Int32Array;
  /** L* of `byL`'s points, in that order. */
  sortedL: Float64Array;
}

export function pointTable(points: readonly ColorPoint[]): PointTable {
  const n = points.length;
  const column = (of: (p: ColorPoint) => number) => Float64Array.from(points, of);
  const labL = column((p) => p.lab[0]);
  const byL = Int32Array.from({ length: n }, (_, i) => i).sort((i, j) => labL[i]! - labL[j]! || i - j);
  return {
    n,
    labL,
    labA: column((p) => p.lab[1]),
    labB: column((p) => p.lab[2]),
    labC: column((p) => chroma(p.lab[1], p.lab[2])),
    okL: column((p) => p.oklab[0]),
    ok2A: column((p) => 2 * p.oklab[1]),
    ok2B: column((p) => 2 * p.oklab[2]),
    red: column((p) => p.rgb.r),
    green: column((p) => p.rgb.g),
    blue: column((p) => p.rgb.b),
    byL,
    sortedL: Float64Array.from(byL, (i) => labL[i]!),
  };
}

/** First position of `sortedL` whose L* is >= L. */
export function lowerPosition(sortedL: Float64Array, L: number): number {
  let lo = 0;
  let hi = sortedL.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sortedL[mid]! < L) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Relative slack on a squared distance: a square more than this above the best cannot have an equal or smaller root. */
export const SQUARE_SLACK = 1 + 1e-12;
