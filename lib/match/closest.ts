/**
 * Matching: the closest dye to a colour, and every dye within a distance of it, as Dye Objects with
 * distances as the API reports them. `closestDye` and `dyesWithin` check their arguments; the
 * `…Of` cores take values already checked (a `/v1/match` route's parsed parameters).
 */
import { colorPoint, DEFAULT_REACH, METHODS, type MethodId } from '../color/index.ts';
import { CANDIDATE_OPTION_KEYS, candidateMask, type CandidateOptions } from '../dyes/candidates.ts';
import { dyeMatch, dyeObject, type DyeMatch, type DyeObject } from '../dyes/dye-object.ts';
import type { Locale, LocaleOption } from '../dyes/locale.ts';
import { dyesNear, nearestDye } from '../dyes/nearest.ts';
import type { Dye } from '../dyes/database.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';

export interface MatchOptions extends LocaleOption, CandidateOptions {
  /** Distance method (default `ciede2000`; the retired names `hyab`, `oklch-weighted`, `euclidean` too). */
  method?: MethodId | 'hyab' | 'oklch-weighted' | 'euclidean';
}

const MATCH_OPTION_KEYS: check.OptionKeys<MatchOptions> = {
  ...check.LOCALE_OPTION_KEYS,
  ...CANDIDATE_OPTION_KEYS,
  method: true,
};

export interface WithinOptions extends MatchOptions {
  /** Most results to return, 1–125 (default 20). */
  limit?: number;
}

const WITHIN_OPTION_KEYS: check.OptionKeys<WithinOptions> = { ...MATCH_OPTION_KEYS, limit: true };

/** The closest dye: `data` of `GET /v1/match/closest`. */
export interface ClosestMatch {
  dye: DyeObject;
  /** In the method's unit, 4 decimals (an integer for `distinguish`). */
  distance: number;
  method: MethodId;
  /** The input as upper-case `#RRGGBB`. */
  inputHex: string;
}

/** Every dye within a distance, closest first: `data` of `GET /v1/match/within-distance`. */
export interface WithinDistance {
  results: { dye: DyeObject; distance: number }[];
  inputHex: string;
  maxDistance: number;
  method: MethodId;
  resultCount: number;
}

export const WITHIN_LIMIT = { min: 1, max: 125, default: 20 } as const;
export const MIN_MAX_DISTANCE = 0.01;

/** A checked match request. */
export interface MatchQuery {
  input: check.HexColor;
  method: MethodId;
  /** Candidate mask (undefined: every dye). */
  allowed: Uint8Array | undefined;
  locale: Locale;
}

/** The closest allowed dye to a checked input, its distance unrounded; throws NOT_FOUND (kind `notFound`) when none is allowed. */
function closestHit({ input, method, allowed }: MatchQuery): { dye: Dye; distance: number } {
  const hit = nearestDye(colorPoint(input.rgb), method, allowed);
  if (!hit) throw new ValidationError('notFound', 'hex', 'No matching dye found.', input.hex, undefined);
  return hit;
}

/**
 * Every allowed dye within `maxDistance` of a checked input, at most `limit`, closest first by the
 * distance as shown: ranking used raw distances, rounding can tie neighbours, and a stable sort
 * keeps those in ranking order.
 */
function withinHits({ input, method, allowed }: MatchQuery, maxDistance: number, limit: number) {
  const { display } = METHODS[method];
  return dyesNear(colorPoint(input.rgb), method, maxDistance, allowed)
    .slice(0, limit)
    .map((hit) => ({ ...hit, shown: display(hit.distance) }))
    .sort((a, b) => a.shown - b.shown);
}

/** The closest allowed dye to a checked input; throws NOT_FOUND (kind `notFound`) when none is allowed. */
export function closestMatchOf(query: MatchQuery): ClosestMatch {
  const hit = closestHit(query);
  return {
    dye: dyeObject(hit.dye, query.locale),
    distance: METHODS[query.method].display(hit.distance),
    method: query.method,
    inputHex: query.input.hex,
  };
}

/** Every allowed dye within `maxDistance` of a checked input, closest first, at most `limit`. */
export function withinOf(query: MatchQuery, maxDistance: number, limit: number): WithinDistance {
  const hits = withinHits(query, maxDistance, limit);
  return {
    results: hits.map((h) => ({ dye: dyeObject(h.dye, query.locale), distance: h.shown })),
    inputHex: query.input.hex,
    maxDistance,
    method: query.method,
    resultCount: hits.length,
  };
}

function matchQuery<O extends MatchOptions>(
  hex: unknown,
  options: O | undefined,
  known: check.OptionKeys<O>,
): MatchQuery {
  const o = check.options('options', options, known);
  const locale = check.locale('locale', o.locale);
  const input = check.hex('hex', hex);
  const method = check.method('method', o.method);
  return { input, method, allowed: candidateMask(o), locale };
}

/**
 * The closest dye to a colour: the `data` of `GET /v1/match/closest`.
 *
 * @param hex `#RRGGBB` or `RRGGBB`, any case.
 * @throws ValidationError `hex`, `method`, … (API codes `INVALID_HEX`, `INVALID_MATCHING_METHOD`, …),
 *   or kind `notFound` when the filters leave no dye.
 * @example
 * ```ts
 * const { dye, distance } = closestDye('#5b7fc0', { method: 'oklab' });
 * closestDye('5b7fc0', { metallic: false, locale: 'ja' }).dye.localizedName;
 * ```
 */
export function closestDye(hex: string, options?: MatchOptions): ClosestMatch {
  return closestMatchOf(matchQuery(hex, options, MATCH_OPTION_KEYS));
}

/**
 * Every dye within a distance of a colour, closest first: the `data` of
 * `GET /v1/match/within-distance`.
 *
 * @param maxDistance In the method's unit (ΔE2000 by default), at least 0.01.
 * @example
 * ```ts
 * const { results } = dyesWithin('#5b7fc0', 10, { limit: 5 });
 * ```
 */
export function dyesWithin(hex: string, maxDistance: number, options?: WithinOptions): WithinDistance {
  const o = check.options('options', options, WITHIN_OPTION_KEYS);
  const locale = check.locale('locale', o.locale);
  const input = check.hex('hex', hex);
  if (maxDistance === undefined || maxDistance === null) check.missing('maxDistance');
  const max = check.finiteNumber('maxDistance', maxDistance, { min: MIN_MAX_DISTANCE });
  const method = check.method('method', o.method);
  const limit = o.limit === undefined ? WITHIN_LIMIT.default : check.integer('limit', o.limit, WITHIN_LIMIT);
  return withinOf({ input, method, allowed: candidateMask(o), locale }, max, limit);
}

/** Options of `matchColor`: those of `dyesWithin`, with the reach of the second list optional. */
export interface ColorMatchOptions extends WithinOptions {
  /**
   * Largest distance of the `within` list, in the method's unit, at least 0.01 (default: the
   * method's starting reach, `DEFAULT_REACH` of `ffxiv-dyes/color`).
   */
  maxDistance?: number;
}

const COLOR_MATCH_OPTION_KEYS: check.OptionKeys<ColorMatchOptions> = { ...WITHIN_OPTION_KEYS, maxDistance: true };

/**
 * What the matcher shows for one colour: the closest dye and every dye within a distance, each
 * with its distance as the API reports it and its guide band taken before rounding.
 */
export interface ColorMatches {
  /** The input as upper-case `#RRGGBB`. */
  inputHex: string;
  method: MethodId;
  closest: DyeMatch;
  maxDistance: number;
  /** Closest first, at most `limit`. */
  within: DyeMatch[];
}

/**
 * The closest dye and the dyes within a distance of a colour, in one call: the same dyes and
 * distances as `closestDye` and `dyesWithin` (the `/v1/match/*` routes), each with its guide band.
 *
 * @throws ValidationError as `closestDye` and `dyesWithin` do.
 * @example
 * ```ts
 * const { closest, within } = matchColor('#5b7fc0', { maxDistance: 10, limit: 5 });
 * closest.band; // 'close'
 * ```
 */
export function matchColor(hex: string, options?: ColorMatchOptions): ColorMatches {
  const query = matchQuery(hex, options, COLOR_MATCH_OPTION_KEYS);
  const o = options ?? {};
  const maxDistance =
    o.maxDistance === undefined
      ? DEFAULT_REACH[query.method]
      : check.finiteNumber('maxDistance', o.maxDistance, { min: MIN_MAX_DISTANCE });
  const limit = o.limit === undefined ? WITHIN_LIMIT.default : check.integer('limit', o.limit, WITHIN_LIMIT);
  const match = (hit: { dye: Dye; distance: number }) => dyeMatch(hit.dye, hit.distance, query.method, query.locale);
  return {
    inputHex: query.input.hex,
    method: query.method,
    closest: match(closestHit(query)),
    maxDistance,
    within: withinHits(query, maxDistance, limit).map(match),
  };
}
