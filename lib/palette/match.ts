/** The closest dye of one colour, with its distance, guide band and the runners-up. */
import { colorPoint, type MethodId, type Rgb } from '../color/index.ts';
import * as check from '../validate/rules.ts';
import { checkedFilters } from '../dyes/candidates.ts';
import { dyeMatch, type DyeMatch } from '../dyes/dye-object.ts';
import { allowedMask, FILTER_KEYS, type DyeFilters } from '../dyes/filters.ts';
import type { Locale } from '../dyes/locale.ts';
import { dyesNear } from '../dyes/nearest.ts';

export type { DyeMatch } from '../dyes/dye-object.ts';

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
  /** Language of the dyes' `localizedName` (default English). */
  locale?: Locale;
}

export const MATCH_OPTION_KEYS: check.OptionKeys<MatchOptions> = { method: true, filters: true, locale: true };

/**
 * Validated method, candidate mask and locale from options (whose keys must be among `known`);
 * throws a ValidationError naming a bad value.
 */
export function resolveMatchOptions<O extends MatchOptions>(
  options: O | undefined,
  known: check.OptionKeys<O> = MATCH_OPTION_KEYS as check.OptionKeys<O>,
): {
  method: MethodId;
  allowed: Uint8Array | undefined;
  locale: Locale;
} {
  const o = check.options('options', options, known);
  const method = check.method('method', o.method);
  const filters = o.filters === undefined ? {} : check.object<DyeFilters>('filters', o.filters, 'dye filters');
  for (const name of Object.keys(filters)) check.oneOf('filters', name, FILTER_KEYS);
  const locale = check.locale('locale', o.locale);
  return { method, allowed: allowedMask(checkedFilters(filters)), locale };
}

/** The closest dye to `rgb` and up to `runnersUp` more, among the allowed dyes, as Dye Objects in `locale`. */
export function matchColor(
  rgb: Rgb,
  method: MethodId,
  allowed: Uint8Array | undefined,
  runnersUp: number,
  locale: Locale = 'en',
): ColorMatch {
  const ranked = dyesNear(colorPoint(rgb), method, Infinity, allowed)
    .slice(0, 1 + runnersUp)
    .map(({ dye, distance }) => dyeMatch(dye, distance, method, locale));
  return { match: ranked[0] ?? null, runnersUp: ranked.slice(1) };
}
