/**
 * What a distance method is: one definition per method (lib/color/distance/methods/<id>.ts) with
 * everything the engine reads about it, so adding or changing a method touches one file. The
 * registry (methods.ts) lists them; the nearest index (../nearest.ts) builds each method's own
 * search from its definition.
 */
import type { ColorPoint } from '../point.ts';
import type { TopList } from '../top-list.ts';
import type { PointTable } from './point-table.ts';

export type MethodId = 'ciede2000' | 'oklab' | 'cie76' | 'redmean' | 'rgb' | 'distinguish';

export interface NearestMatch {
  index: number;
  distance: number;
}

/**
 * A method's exact search over a fixed point set: for every query, the same index (ties to the
 * lowest) and the same distance as a brute force over `between` in index order. Each method writes
 * its own loops (not one loop taking a kernel), so each stays monomorphic and V8 inlines the kernel.
 */
export interface MethodSearch {
  /** The lowest distance among the allowed points (`allowed[i] === 1`; omit for all), or null. */
  closest(query: ColorPoint, allowed: Uint8Array | undefined): NearestMatch | null;
  /** Offers `top` every allowed point that can rank among its first `top.capacity`. */
  rank(query: ColorPoint, top: TopList, allowed: Uint8Array | undefined): void;
  /** Every allowed point within `maxDistance` (unsorted). */
  within(query: ColorPoint, maxDistance: number, allowed: Uint8Array | undefined): NearestMatch[];
}

export interface DistanceMethod {
  id: MethodId;
  /** Short label shown next to a distance, e.g. 'ΔE2000'. */
  tag: string;
  /** Human text of the range, e.g. '0–100'. */
  scale: string;
  /** Unrounded distance used for ranking and thresholds (a plain function: safe to pass around). */
  between: (a: ColorPoint, b: ColorPoint) => number;
  /** Value on the wire: 4-dp JS half-up rounding, or the rounded integer for distinguish. */
  display: (d: number) => number;
  /** The published guide bands' edges (below `same`: same; above `different`: different), if any. */
  bands: { same: number; different: number } | null;
  /** A starting reach for "every dye within", in the method's unit. */
  reach: number;
  /** The method's exact search over a point table (built once per point set). */
  search: (table: PointTable) => MethodSearch;
}
