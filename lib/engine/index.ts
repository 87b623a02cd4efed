/**
 * The engine as plain typed functions, for bots and tools that want answers without HTTP. Each one
 * runs its route's own parameter table and handler, so it validates, answers and fails exactly as
 * the API does: the value returned is the route's `data`, and bad input throws the API's
 * `ApiError` (`code`, `message`, `details`).
 *
 * @example
 * ```ts
 * import { closestDye, harmony } from 'ffxiv-dyes';
 * closestDye('#5b7fc0', { method: 'oklab' }).dye.name;            // the nearest dye's English name
 * harmony({ dye: 5729, type: 'triadic', wheel: 'ryb' }).slots;      // one dye per slot
 * ```
 */
import type { MethodId } from '../color/index.ts';
import type { DyeFilters } from '../dyes/filters.ts';
import type { Locale } from '../dyes/locale.ts';
import type { HarmonyTypeId } from '../harmony/index.ts';
import type { WheelId } from '../wheels/index.ts';
import { ApiError } from '../api/errors.ts';
import { localeParam } from '../api/common-params.ts';
import type { ParamDef } from '../api/params.ts';
import type { RouteContext, RouteDef } from '../api/route.ts';
import { dyeByIdRoute, searchRoute } from '../api/routes/dyes.ts';
import { harmonyRoute, harmonyTypesRoute } from '../api/routes/harmony.ts';
import { closestRoute, withinRoute } from '../api/routes/match.ts';
import { wheelRoute, wheelsRoute } from '../api/routes/wheels.ts';
import type {
  ClosestMatch,
  DyeObject,
  Harmony,
  HarmonyTypeInfo,
  WheelDetail,
  WheelSummary,
  WithinDistance,
} from '../api/wire.ts';
import { decode } from '../json/stringify.ts';

/** Options every function takes. */
export interface LocaleOption {
  /** Language of `localizedName` and the other names (`en` by default: no `localizedName`). */
  locale?: Locale;
}

/** Which dyes may be chosen: the eight filters (`true` keeps only, `false` drops) and exclusions. */
export interface CandidateOptions extends DyeFilters {
  /** Dyes to leave out, by itemID or stainID; IDs naming no dye are ignored. */
  excludeIds?: readonly number[];
}

export interface MatchOptions extends LocaleOption, CandidateOptions {
  /** Distance method (default `ciede2000`). */
  method?: MethodId;
}

export interface WithinOptions extends MatchOptions {
  /** Most results to return, 1–125 (default 20). */
  limit?: number;
}

export interface HarmonyOptions extends MatchOptions {
  /** The base dye, by itemID or stainID. Give `dye` or `hex`, not both. */
  dye?: number;
  /** The base as any colour, `#RRGGBB` or `RRGGBB`. */
  hex?: string;
  /** Default `complementary`. */
  type?: HarmonyTypeId;
  /** Default `rgb`. */
  wheel?: WheelId;
  /** Rank by the distance method (default true) or by hue difference in degrees. */
  strict?: boolean;
  /** Runners-up to list per slot, 0–5 (default 0). */
  companions?: number;
  /** Never use one dye in two slots while another candidate exists (default false). */
  preventDuplicates?: boolean;
}

type Input = Record<string, string | number | boolean | readonly number[] | undefined>;

const REQUEST = { method: 'GET', url: 'http://engine.local/', header: () => null };
const CONTEXT_BASE = { request: REQUEST, pathParams: {}, waitUntil: () => undefined };

/** Runs a local route on named inputs, as the app would on the same query; returns its `data`. */
function run<D>(route: RouteDef<readonly ParamDef[], D>, input: Input): D {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const ctx: RouteContext = { ...CONTEXT_BASE, locale: localeParam.parse(query.get('locale'), query) };
  const values: Record<string, unknown> = {};
  for (const param of route.params) values[param.name] = param.parse(query.get(param.name), query);
  const result = route.handle(values, ctx);
  if (result instanceof Promise || 'raw' in result) {
    throw new ApiError('INTERNAL_ERROR', `${route.path} is not a local JSON route`);
  }
  return decode(result.data);
}

/**
 * The closest dye to a colour: the `data` of `GET /v1/match/closest`.
 *
 * @param color `#RRGGBB` or `RRGGBB`, any case.
 * @throws ApiError `INVALID_HEX`, `INVALID_MATCHING_METHOD`, … or `NOT_FOUND` when filters leave no dye.
 * @example
 * ```ts
 * const { dye, distance } = closestDye('#5b7fc0', { method: 'oklab' });
 * closestDye('5b7fc0', { metallic: false, locale: 'ja' }).dye.localizedName;
 * ```
 */
export function closestDye(color: string, options: MatchOptions = {}): ClosestMatch {
  return run(closestRoute, { ...options, hex: color });
}

/**
 * Every dye within a distance of a colour, closest first: the `data` of
 * `GET /v1/match/within-distance`.
 *
 * @param maxDistance In the method's unit (ΔE2000 by default), at least 0.01.
 * @example
 * ```ts
 * const { results } = dyesWithin('#5b7fc0', 10, { limit: 5 });
 * results.map((r) => `${r.dye.name} ${r.distance}`);
 * ```
 */
export function dyesWithin(color: string, maxDistance: number, options: WithinOptions = {}): WithinDistance {
  return run(withinRoute, { ...options, hex: color, maxDistance });
}

/**
 * A dye for every slot of a colour harmony: the `data` of `GET /v1/harmony`.
 *
 * @example
 * ```ts
 * const { slots } = harmony({ dye: 5729, type: 'triadic', wheel: 'ryb' });
 * slots.map((s) => s.dye?.name);
 * harmony({ hex: '#336699', type: 'square', companions: 2, locale: 'de' });
 * ```
 */
export function harmony(options: HarmonyOptions): Harmony {
  return run(harmonyRoute, { ...options });
}

/** The ten harmony types with their offsets: the `data` of `GET /v1/harmony/types`. */
export function harmonyTypes(options: LocaleOption = {}): HarmonyTypeInfo[] {
  return run(harmonyTypesRoute, { ...options });
}

/** The five colour wheels: the `data` of `GET /v1/wheels`. */
export function wheels(options: LocaleOption = {}): WheelSummary[] {
  return run(wheelsRoute, { ...options });
}

/**
 * One wheel with `stops` ring colours (3–360, default 72) and every dye's place on it: the `data` of
 * `GET /v1/wheels/:id`.
 */
export function wheel(id: WheelId, options: LocaleOption & { stops?: number } = {}): WheelDetail {
  return run(wheelRoute, { ...options, id });
}

/**
 * Dyes whose name contains `query` (case-insensitive; with a `locale`, English and localized names,
 * ignoring accents, character width and hiragana/katakana): the `data` of `GET /v1/dyes/search`.
 *
 * @example
 * ```ts
 * searchDyes('blanc', { locale: 'fr' }).map((d) => d.localizedName); // ['Blanc de neige', …]
 * ```
 */
export function searchDyes(query: string, options: LocaleOption = {}): DyeObject[] {
  return run(searchRoute, { ...options, q: query });
}

/**
 * One dye by ID (itemID or stainID, told apart by range) or by its exact name in English or in
 * `locale` (any case). `null` when nothing matches; the Dye Object is that of `GET /v1/dyes/:id`.
 *
 * @example
 * ```ts
 * findDye(5729)?.name;                                  // 'Snow White'
 * findDye('snow white', { locale: 'ja' })?.localizedName;
 * findDye('スノウホワイト', { locale: 'ja' })?.itemID;
 * ```
 */
export function findDye(idOrName: number | string, options: LocaleOption = {}): DyeObject | null {
  const text = String(idOrName).trim();
  if (typeof idOrName === 'number' || /^-?\d+$/.test(text)) {
    try {
      return run(dyeByIdRoute, { ...options, id: text });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
  const wanted = text.toLowerCase();
  return (
    searchDyes(text, options).find(
      (d) => d.name.toLowerCase() === wanted || d.localizedName?.toLowerCase() === wanted,
    ) ?? null
  );
}
