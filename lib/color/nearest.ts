/**
 * Exact nearest-colour search over a fixed set of points (the 125 dyes), built once at load.
 *
 * "Exact" means: for every method, the same index (ties included) and the same distance as a brute
 * force over `METHODS[method].between(query, points[i])` in index order keeping the first strictly
 * smaller value. Ties therefore go to the lowest index for every method. (The reference breaks exact
 * `rgb` ties by its k-d tree's traversal order instead; we deliberately do not replicate that tree.)
 *
 * How it is fast without giving up exactness (each method's definition, distance/methods/<id>.ts,
 * holds its own loops and bounds):
 * - every coordinate lives in a Float64Array, computed once (distance/point-table.ts);
 * - Euclidean-type methods compare squared distances and take the root only of contenders: a
 *   square more than 1e-12 (relative) above the best square cannot have an equal or smaller root,
 *   and contenders are compared on the very value `between` returns;
 * - CIEDE2000 visits candidates in order of |ΔL*| from the query and stops a direction once
 *   |ΔL′|/S_L (a lower bound of ΔE00 that only grows along it) exceeds the best distance by a
 *   safety margin far above floating-point error; inside that band a trig-free lower bound of
 *   ΔE00² skips most of the rest before the full formula runs.
 */
import type { ColorPoint } from './point.ts';
import type { MethodId, MethodSearch, NearestMatch } from './distance/method.ts';
import { METHOD_IDS, METHODS } from './distance/methods.ts';
import { pointTable } from './distance/point-table.ts';
import type { TopList } from './top-list.ts';

export type { NearestMatch } from './distance/method.ts';

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

/** The index over `points`: each method's own search (its definition's `search`) over one shared table. */
export function createNearestIndex(points: readonly ColorPoint[]): NearestIndex {
  const table = pointTable(points);
  const searches = Object.fromEntries(METHOD_IDS.map((id) => [id, METHODS[id].search(table)])) as Record<
    MethodId,
    MethodSearch
  >;
  return {
    closest: (query, method, allowed) => searches[method].closest(query, allowed),
    rank: (query, method, top, allowed) => searches[method].rank(query, top, allowed),
    within: (query, method, maxDistance, allowed) =>
      searches[method].within(query, maxDistance, allowed).sort((x, y) => x.distance - y.distance || x.index - y.index),
  };
}
