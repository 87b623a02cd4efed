/**
 * Exact nearest-colour search over a fixed set of points (the 125 dyes), built once at load.
 *
 * "Exact" means: for every method, the same index (ties included) and the same distance as a brute
 * force over `METHODS[method].between(query, points[i])` in index order keeping the first strictly
 * smaller value. Ties therefore go to the lowest index for every method. (The reference breaks exact
 * `rgb` ties by its k-d tree's traversal order instead; we deliberately do not replicate that tree.)
 *
 * How it is fast without giving up exactness:
 * - every coordinate lives in a Float64Array, computed once here;
 * - Euclidean-type methods compare squared distances and take the root only of contenders: a
 *   square more than 1e-12 (relative) above the best square cannot have an equal or smaller root,
 *   and contenders are compared on the very value `between` returns;
 * - CIEDE2000 visits candidates in order of |ΔL*| from the query and stops a direction once
 *   |ΔL′|/S_L (a lower bound of ΔE00 that only grows along it) exceeds the best distance by a
 *   safety margin far above floating-point error; inside that band a trig-free lower bound of
 *   ΔE00² skips most of the rest before the full formula runs.
 */
import type { ColorPoint } from './point.ts';
import type { MethodId } from './distance/methods.ts';
import { chroma, ciede2000LowerBound, ciede2000LowerBoundSquared, ciede2000Scalar } from './distance/ciede2000.ts';
import {
  cie76Squared,
  COLOR_DISTANCE_MAX,
  distinguishFromRgbDistance,
  redmeanSquared,
  rgbSquared,
} from './distance/euclidean.ts';
import { TopList } from './top-list.ts';

export interface NearestMatch {
  index: number;
  distance: number;
}

export interface NearestIndex {
  /** Lowest distance among candidates allowed by `allowed` (index -> boolean; omit for all). Ties go to the lowest index. null if none allowed. */
  closest(query: ColorPoint, method: MethodId, allowed?: Uint8Array): NearestMatch | null;
  /** Every allowed candidate with raw distance <= maxDistance, sorted by raw distance, ties by lowest index. */
  within(query: ColorPoint, method: MethodId, maxDistance: number, allowed?: Uint8Array): NearestMatch[];
  /**
   * Offers `top` every allowed candidate that can rank among its first `top.capacity` by (raw
   * distance, index): afterwards `top` holds exactly the head of the full stable ranking. The
   * caller owns `top`, so a hot loop allocates nothing.
   */
  rank(query: ColorPoint, method: MethodId, top: TopList, allowed?: Uint8Array): void;
}

/** Relative slack on pruning tests: far above rounding error (~1e-15), far below any real gap. */
const SQUARE_SLACK = 1 + 1e-12;
const BOUND_SLACK = 1 + 1e-9;
/** Absolute slack for bounds compared near zero (a query equal to a dye), where relative slack vanishes. */
const BOUND_FLOOR = 1e-9;

/** Whether a lower bound `bound` rules out beating (or tying) `best`, with slack for rounding. */
const boundExceeds = (bound: number, best: number): boolean => bound > best * BOUND_SLACK + BOUND_FLOOR;

export function createNearestIndex(points: readonly ColorPoint[]): NearestIndex {
  const n = points.length;
  const labL = new Float64Array(n);
  const labA = new Float64Array(n);
  const labB = new Float64Array(n);
  const labC = new Float64Array(n);
  const okL = new Float64Array(n);
  const ok2A = new Float64Array(n); // 2a and 2b: the ×2 of ΔEOK2 applied once, exactly
  const ok2B = new Float64Array(n);
  const red = new Float64Array(n);
  const green = new Float64Array(n);
  const blue = new Float64Array(n);
  points.forEach((p, i) => {
    labL[i] = p.lab[0];
    labA[i] = p.lab[1];
    labB[i] = p.lab[2];
    labC[i] = chroma(p.lab[1], p.lab[2]);
    okL[i] = p.oklab[0];
    ok2A[i] = 2 * p.oklab[1];
    ok2B[i] = 2 * p.oklab[2];
    red[i] = p.rgb.r;
    green[i] = p.rgb.g;
    blue[i] = p.rgb.b;
  });

  // Candidates in ascending L* (ties by index), for the CIEDE2000 lower-bound walk.
  const byL = Int32Array.from({ length: n }, (_, i) => i).sort((i, j) => labL[i]! - labL[j]! || i - j);
  const sortedL = Float64Array.from(byL, (i) => labL[i]!);

  /** First sorted position whose L* is >= L. */
  function lowerPosition(L: number): number {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sortedL[mid]! < L) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // `closest` for CIEDE2000 is the ranking walk with room for one (reused: calls never overlap).
  const single = new TopList(1);
  function closestCiede2000(q: ColorPoint, allowed: Uint8Array | undefined): NearestMatch | null {
    single.count = 0;
    rankCiede2000(q, single, allowed);
    return single.count === 0 ? null : { index: single.indexes[0]!, distance: single.distances[0]! };
  }

  // The Euclidean-type searches are written out per method (not one loop taking a kernel
  // argument) so each call site stays monomorphic and V8 inlines the kernel.

  function closestCie76(q: ColorPoint, allowed: Uint8Array | undefined): NearestMatch | null {
    const [qL, qa, qb] = q.lab;
    let best = -1;
    let bestD = Infinity;
    let limit = Infinity;
    for (let i = 0; i < n; i++) {
      if (allowed !== undefined && allowed[i] !== 1) continue;
      const sq = cie76Squared(qL, qa, qb, labL[i]!, labA[i]!, labB[i]!);
      if (sq > limit) continue;
      const d = Math.sqrt(sq);
      if (d < bestD) {
        bestD = d;
        best = i;
        limit = sq * SQUARE_SLACK;
      }
    }
    return best < 0 ? null : { index: best, distance: bestD };
  }

  function closestOklab(q: ColorPoint, allowed: Uint8Array | undefined): NearestMatch | null {
    const [qL, qa, qb] = q.oklab;
    const qa2 = 2 * qa;
    const qb2 = 2 * qb;
    let best = -1;
    let bestD = Infinity;
    let limit = Infinity;
    for (let i = 0; i < n; i++) {
      if (allowed !== undefined && allowed[i] !== 1) continue;
      const dL = qL - okL[i]!;
      const da = qa2 - ok2A[i]!;
      const db = qb2 - ok2B[i]!;
      // Same double as oklabSquared(q…, p…): 2·x − 2·y is bit-identical to the stored 2x − 2y.
      const sq = dL * dL + da * da + db * db;
      if (sq > limit) continue;
      const d = Math.sqrt(sq);
      if (d < bestD) {
        bestD = d;
        best = i;
        limit = sq * SQUARE_SLACK;
      }
    }
    return best < 0 ? null : { index: best, distance: bestD };
  }

  function closestRgb(q: ColorPoint, allowed: Uint8Array | undefined, percent: boolean): NearestMatch | null {
    const { r, g, b } = q.rgb;
    // Squares are exact integers and distinct integers have distinct roots, so the minimum square
    // (first in index order) is exactly the brute-force answer for both rgb and distinguish.
    let best = -1;
    let bestSq = Infinity;
    for (let i = 0; i < n; i++) {
      if (allowed !== undefined && allowed[i] !== 1) continue;
      const sq = rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
      if (sq < bestSq) {
        bestSq = sq;
        best = i;
      }
    }
    if (best < 0) return null;
    const d = Math.sqrt(bestSq);
    return { index: best, distance: percent ? distinguishFromRgbDistance(d) : d };
  }

  function closestRedmean(q: ColorPoint, allowed: Uint8Array | undefined): NearestMatch | null {
    const { r, g, b } = q.rgb;
    // Squares are exact multiples of 1/512 (halves over 256 times small integers), so the same
    // argument as for rgb holds.
    let best = -1;
    let bestSq = Infinity;
    for (let i = 0; i < n; i++) {
      if (allowed !== undefined && allowed[i] !== 1) continue;
      const sq = redmeanSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
      if (sq < bestSq) {
        bestSq = sq;
        best = i;
      }
    }
    return best < 0 ? null : { index: best, distance: Math.sqrt(bestSq) };
  }

  /** The value `METHODS[method].between(query, points[i])` returns, from the precomputed arrays. */
  function distanceTo(q: ColorPoint, method: MethodId, i: number): number {
    switch (method) {
      case 'ciede2000': {
        const [qL, qa, qb] = q.lab;
        return ciede2000Scalar(qL, qa, qb, chroma(qa, qb), labL[i]!, labA[i]!, labB[i]!, labC[i]!);
      }
      case 'cie76':
        return Math.sqrt(cie76Squared(q.lab[0], q.lab[1], q.lab[2], labL[i]!, labA[i]!, labB[i]!));
      case 'oklab': {
        const dL = q.oklab[0] - okL[i]!;
        const da = 2 * q.oklab[1] - ok2A[i]!;
        const db = 2 * q.oklab[2] - ok2B[i]!;
        return Math.sqrt(dL * dL + da * da + db * db);
      }
      case 'redmean':
        return Math.sqrt(redmeanSquared(q.rgb.r, q.rgb.g, q.rgb.b, red[i]!, green[i]!, blue[i]!));
      case 'rgb':
        return Math.sqrt(rgbSquared(q.rgb.r, q.rgb.g, q.rgb.b, red[i]!, green[i]!, blue[i]!));
      case 'distinguish':
        return distinguishFromRgbDistance(
          Math.sqrt(rgbSquared(q.rgb.r, q.rgb.g, q.rgb.b, red[i]!, green[i]!, blue[i]!)),
        );
    }
  }

  /**
   * CIEDE2000 ranking: visit candidates outward from the query's L*, nearer side first (good
   * matches early make the bounds bite sooner), and skip what the bounds prove cannot enter `top`.
   */
  function rankCiede2000(q: ColorPoint, top: TopList, allowed: Uint8Array | undefined): void {
    const [qL, qa, qb] = q.lab;
    const qC = chroma(qa, qb);
    let down = lowerPosition(qL) - 1;
    let up = down + 1;
    while (down >= 0 || up < n) {
      const takeUp = down < 0 || (up < n && sortedL[up]! - qL <= qL - sortedL[down]!);
      const i = byL[takeUp ? up : down]!;
      const L = labL[i]!;
      const lightnessBound = ciede2000LowerBound(qL, L);
      // The worst kept distance only shrinks, so a direction once past it stays past it.
      if (top.full && boundExceeds(lightnessBound, top.worst)) {
        if (takeUp) up = n;
        else down = -1;
        continue;
      }
      if (takeUp) up++;
      else down--;
      if (allowed !== undefined && allowed[i] !== 1) continue;
      const a = labA[i]!;
      const b = labB[i]!;
      const c = labC[i]!;
      if (top.full) {
        // A bound merely equal to the worst is still measured: it could tie with a lower index.
        const worstSquared = top.worst * top.worst;
        const bound = ciede2000LowerBoundSquared(
          qL,
          qa,
          qb,
          qC,
          L,
          a,
          b,
          c,
          worstSquared * BOUND_SLACK + BOUND_FLOOR,
          lightnessBound,
        );
        if (boundExceeds(bound, worstSquared)) continue;
      }
      top.offer(i, ciede2000Scalar(qL, qa, qb, qC, L, a, b, c));
    }
  }

  function rankOklab(q: ColorPoint, top: TopList, allowed: Uint8Array | undefined): void {
    const [qL, qa, qb] = q.oklab;
    const qa2 = 2 * qa;
    const qb2 = 2 * qb;
    for (let i = 0; i < n; i++) {
      if (allowed !== undefined && allowed[i] !== 1) continue;
      const dL = qL - okL[i]!;
      const da = qa2 - ok2A[i]!;
      const db = qb2 - ok2B[i]!;
      const sq = dL * dL + da * da + db * db;
      // A square this far above the worst kept square cannot have an equal or smaller root.
      if (top.full && sq > top.worst * top.worst * SQUARE_SLACK) continue;
      top.offer(i, Math.sqrt(sq));
    }
  }

  /**
   * The other methods are a handful of multiplies per candidate: a plain scan, one loop per method
   * so each stays monomorphic. Their distance is the root of a square, so a square far enough above
   * the worst kept one is skipped before the root.
   */
  function rankScan(q: ColorPoint, method: MethodId, top: TopList, allowed: Uint8Array | undefined): void {
    const [qL, qa, qb] = q.lab;
    const { r, g, b } = q.rgb;
    const skip = (i: number, sq: number) =>
      (allowed !== undefined && allowed[i] !== 1) || (top.full && sq > top.worst * top.worst * SQUARE_SLACK);
    switch (method) {
      case 'cie76':
        for (let i = 0; i < n; i++) {
          const sq = cie76Squared(qL, qa, qb, labL[i]!, labA[i]!, labB[i]!);
          if (!skip(i, sq)) top.offer(i, Math.sqrt(sq));
        }
        return;
      case 'redmean':
        for (let i = 0; i < n; i++) {
          const sq = redmeanSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
          if (!skip(i, sq)) top.offer(i, Math.sqrt(sq));
        }
        return;
      case 'rgb':
        for (let i = 0; i < n; i++) {
          const sq = rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
          if (!skip(i, sq)) top.offer(i, Math.sqrt(sq));
        }
        return;
      case 'distinguish': {
        // A fixed percentage of the RGB distance, so it ranks as `rgb` does: the worst kept
        // percentage is turned back into an RGB distance (rounding far inside the slack).
        const rgbPerPercent = COLOR_DISTANCE_MAX / 100;
        for (let i = 0; i < n; i++) {
          const sq = rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
          if (allowed !== undefined && allowed[i] !== 1) continue;
          if (top.full) {
            const worst = top.worst * rgbPerPercent;
            if (sq > worst * worst * SQUARE_SLACK) continue;
          }
          top.offer(i, distinguishFromRgbDistance(Math.sqrt(sq)));
        }
      }
    }
  }

  function pushIfWithin(
    out: NearestMatch[],
    q: ColorPoint,
    method: MethodId,
    i: number,
    maxDistance: number,
    allowed: Uint8Array | undefined,
  ): void {
    if (allowed !== undefined && allowed[i] !== 1) return;
    const d = distanceTo(q, method, i);
    if (d <= maxDistance) out.push({ index: i, distance: d });
  }

  return {
    closest(query, method, allowed) {
      switch (method) {
        case 'ciede2000':
          return closestCiede2000(query, allowed);
        case 'oklab':
          return closestOklab(query, allowed);
        case 'cie76':
          return closestCie76(query, allowed);
        case 'redmean':
          return closestRedmean(query, allowed);
        case 'rgb':
          return closestRgb(query, allowed, false);
        case 'distinguish':
          return closestRgb(query, allowed, true);
      }
    },

    rank(query, method, top, allowed) {
      switch (method) {
        case 'ciede2000':
          return rankCiede2000(query, top, allowed);
        case 'oklab':
          return rankOklab(query, top, allowed);
        default:
          return rankScan(query, method, top, allowed);
      }
    },

    within(query, method, maxDistance, allowed) {
      const out: NearestMatch[] = [];
      if (method === 'ciede2000') {
        // Only the L* band the lower bound allows can qualify; walk out from the query both ways.
        const qL = query.lab[0];
        const start = lowerPosition(qL);
        const [, qa, qb] = query.lab;
        const qC = chroma(qa, qb);
        const maxSquared = maxDistance * maxDistance;
        const earlyLimit = maxSquared * BOUND_SLACK + BOUND_FLOOR;
        const visit = (i: number) => {
          if (
            boundExceeds(
              ciede2000LowerBoundSquared(qL, qa, qb, qC, labL[i]!, labA[i]!, labB[i]!, labC[i]!, earlyLimit),
              maxSquared,
            )
          )
            return;
          pushIfWithin(out, query, method, i, maxDistance, allowed);
        };
        for (let j = start - 1; j >= 0 && !boundExceeds(ciede2000LowerBound(qL, sortedL[j]!), maxDistance); j--)
          visit(byL[j]!);
        for (let j = start; j < n && !boundExceeds(ciede2000LowerBound(qL, sortedL[j]!), maxDistance); j++)
          visit(byL[j]!);
      } else {
        for (let i = 0; i < n; i++) pushIfWithin(out, query, method, i, maxDistance, allowed);
      }
      return out.sort((x, y) => x.distance - y.distance || x.index - y.index);
    },
  };
}
