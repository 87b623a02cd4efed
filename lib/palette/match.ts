/** The closest dye of one colour, with its distance, guide band and the runners-up. */
import { METHOD_IDS, colorPoint, distanceBand, type DistanceBand, type MethodId, type Rgb } from '../color/index.ts';
import type { Dye } from '../dyes/database.ts';
import { allowedMask, FILTER_NAMES, type DyeFilters } from '../dyes/filters.ts';
import { dyesWithin } from '../dyes/nearest.ts';

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
  /** Distance method (default 'ciede2000'). */
  method?: MethodId;
  /** Dye filters as the API takes them: true keeps only dyes with the flag, false drops them. */
  filters?: DyeFilters;
}

/** Validated method and candidate mask from options; throws a RangeError naming a bad value. */
export function resolveMatchOptions(options: MatchOptions): { method: MethodId; allowed: Uint8Array | undefined } {
  const method = options.method ?? 'ciede2000';
  if (!METHOD_IDS.includes(method))
    throw new RangeError(`method must be one of ${METHOD_IDS.join(', ')}; got ${String(method)}`);
  const filters = options.filters ?? {};
  for (const [name, value] of Object.entries(filters)) {
    if (!(FILTER_NAMES as string[]).includes(name))
      throw new RangeError(`unknown dye filter ${name}; filters are ${FILTER_NAMES.join(', ')}`);
    if (value !== undefined && typeof value !== 'boolean')
      throw new RangeError(`dye filter ${name} must be true, false or absent`);
  }
  return { method, allowed: allowedMask(filters) };
}

/** The closest dye to `rgb` and up to `runnersUp` more, among the allowed dyes. */
export function matchColor(rgb: Rgb, method: MethodId, allowed: Uint8Array | undefined, runnersUp: number): ColorMatch {
  const ranked = dyesWithin(colorPoint(rgb), method, Infinity, allowed)
    .slice(0, 1 + runnersUp)
    .map(({ dye, distance }) => ({ dye, distance, band: distanceBand(method, distance) }));
  return { match: ranked[0] ?? null, runnersUp: ranked.slice(1) };
}
