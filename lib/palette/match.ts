/** The closest dye of one colour, with its distance, guide band and the runners-up. */
import { colorPoint, distanceBand, type DistanceBand, type MethodId, type Rgb } from '../color/index.ts';
import * as check from '../validate/rules.ts';
import { checkedFilters } from '../dyes/candidates.ts';
import type { Dye } from '../dyes/database.ts';
import { allowedMask, FILTER_NAMES, type DyeFilters } from '../dyes/filters.ts';
import { dyesNear } from '../dyes/nearest.ts';

export interface DyeMatch {
  dye: Dye;
  /** Unrounded distance by the chosen method. */
  distance: number;
  /** Guide band of the distance ('none' for methods without published bands). */
  band: DistanceBand;
}

export interface ColorMatch {
  /** The closest allowed dye, or null when the filters leave none. */
  match: DyeMatch | null;
  /** The next closest allowed dyes, nearest first. */
  runnersUp: DyeMatch[];
}

/** Options shared by every palette function: how to measure and which dyes may answer. */
export interface MatchOptions {
  /** Distance method (default 'ciede2000'; retired names accepted). */
  method?: MethodId | 'hyab' | 'oklch-weighted' | 'euclidean';
  /** Dye filters as the API takes them: true keeps only dyes with the flag, false drops them. */
  filters?: DyeFilters;
}

/** Validated method and candidate mask from options; throws a ValidationError naming a bad value. */
export function resolveMatchOptions(options: MatchOptions | undefined): {
  method: MethodId;
  allowed: Uint8Array | undefined;
} {
  const o = check.options('options', options);
  const method = check.method('method', o.method);
  const filters = o.filters === undefined ? {} : check.object<DyeFilters>('filters', o.filters, 'dye filters');
  for (const name of Object.keys(filters)) check.oneOf('filters', name, FILTER_NAMES);
  return { method, allowed: allowedMask(checkedFilters(filters)) };
}

/** The closest dye to `rgb` and up to `runnersUp` more, among the allowed dyes. */
export function matchColor(rgb: Rgb, method: MethodId, allowed: Uint8Array | undefined, runnersUp: number): ColorMatch {
  const ranked = dyesNear(colorPoint(rgb), method, Infinity, allowed)
    .slice(0, 1 + runnersUp)
    .map(({ dye, distance }) => ({ dye, distance, band: distanceBand(method, distance) }));
  return { match: ranked[0] ?? null, runnersUp: ranked.slice(1) };
}
