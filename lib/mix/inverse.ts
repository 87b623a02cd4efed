/**
 * Inverse mixing: for a target colour or dye, the two dyes and the ratio whose mix comes closest.
 *
 * The search is exact over a stated grid: every unordered pair of distinct allowed dyes, every
 * ratio a : (grid − a) for a = 1 … grid − 1 (default grid 20, i.e. 5 % steps: 7,750 pairs and
 * 147,250 mixes over all 125 dyes), ranked by the chosen distance from the target to the mix's
 * 8-bit colour. Within a pair the first ratio with the smallest distance wins; pairs tie in
 * enumeration order (lower dye index first). A target that is a dye is left out of the pairs (it
 * would trivially "mix" itself).
 *
 * What makes it fast without changing the answer: each dye's per-model data (its coordinates, or
 * its K/S spectrum for the paint model) is computed once per model and reused by every pair; a mix
 * gets only the coordinates its distance method reads; and for CIEDE2000 a mix whose lower bound
 * |ΔL′|/S_L already exceeds the worst of the kept results (with slack for rounding) is skipped
 * before the full formula — it could neither enter the results nor be its pair's best. The mix
 * kernel and the distance formula are the very functions a one-off mix uses, so the answer is
 * the one an exhaustive loop over `mixColors` gives (the unit tests check this). A time limit (default 5 s, far above the measured time;
 * see `npm run bench -- gradient-mix`) stops a search on a starved device with the best so far and
 * `complete: false` instead of freezing the page.
 */
import { ciede2000LowerBound } from '../color/distance/ciede2000.ts';
import { METHODS, labFromRgb, oklabFromRgb, type ColorPoint, type MethodId, type Rgb } from '../color/index.ts';
import { LINEAR_FROM_BYTE } from '../color/srgb.ts';
import { hexOf } from '../color/spaces.ts';
import { distanceBand, type DistanceBand } from '../color/distance/bands.ts';
import { DYES, type Dye } from '../dyes/database.ts';
import type { DyeFilters } from '../dyes/filters.ts';
import { nearestDye } from '../dyes/nearest.ts';
import { resolveColor, type ColorInput } from '../dyes/color-input.ts';
import { colorOrDye, dyeMatch, dyeObject, type ColorOrDye, type DyeMatch, type DyeObject } from '../dyes/dye-object.ts';
import type { Locale } from '../dyes/locale.ts';
import * as check from '../validate/rules.ts';
import { MIX_MODELS, type MixMode } from './models.ts';
import { checkMode, filterMask } from './request.ts';

export const INVERSE_DEFAULTS = { grid: 20, maxGrid: 100, count: 5, maxCount: 10, timeLimitMs: 5000 } as const;

export interface InverseMixRequest {
  target: ColorInput;
  /** Mixing model; default spectral. */
  mode?: MixMode;
  /** Distance method; default CIEDE2000 (retired names accepted). */
  method?: MethodId | 'hyab' | 'oklch-weighted' | 'euclidean';
  filters?: DyeFilters;
  /** Parts of each ratio tried: a : (grid − a), a = 1 … grid − 1. 2–100, default 20 (5 % steps). */
  grid?: number;
  /** How many pairs to return, each at its best ratio, best first. 1–10, default 5. */
  count?: number;
  /** Time limit in ms; default 5000. */
  timeLimitMs?: number;
  /** Clock in ms for the time limit and `elapsedMs` (default `performance.now`). */
  now?: () => number;
  /** Language of the dyes' `localizedName` (default English). */
  locale?: Locale;
}

const INVERSE_REQUEST_KEYS: check.OptionKeys<InverseMixRequest> = {
  target: true,
  mode: true,
  method: true,
  filters: true,
  grid: true,
  count: true,
  timeLimitMs: true,
  now: true,
  locale: true,
};

export interface MixCandidate {
  a: DyeObject;
  b: DyeObject;
  partsA: number;
  partsB: number;
  /** The mix, upper-case `#RRGGBB`. */
  hex: string;
  /** Distance from the target as the API reports it (4 decimals; a whole percentage for `distinguish`). */
  distance: number;
  /** Guide band of the unrounded distance. */
  band: DistanceBand;
}

/** A candidate while searching: the dyes themselves and the unrounded distance. */
interface Found {
  a: Dye;
  b: Dye;
  partsA: number;
  hex: string;
  distance: number;
}

export interface BestMix {
  /** The target as given, with its Dye Object when it named a dye. */
  target: ColorOrDye;
  mode: MixMode;
  method: MethodId;
  grid: number;
  /** The best pairs, best first, each at its best ratio. */
  results: MixCandidate[];
  /** The closest single allowed dye, for comparison; null if the filters leave none. */
  single: DyeMatch | null;
  /**
   * True when the target is a colour (not a named dye) that an allowed dye has exactly: that dye,
   * in `single` at distance 0, is the answer, and no mix is searched (`results` is empty, `mixes`
   * 0), since every "mix" would be the dye with a trace of another.
   */
  exact: boolean;
  /** Mixes evaluated. */
  mixes: number;
  /** False when the time limit stopped the search early (results are then the best found so far). */
  complete: boolean;
  /** Whole milliseconds the search took, by the request's clock. */
  elapsedMs: number;
}

/** Each dye's data for each model, computed on first use of the model. */
const prepared: Partial<Record<MixMode, unknown[]>> = {};
const preparedDyes = (mode: MixMode): unknown[] =>
  (prepared[mode] ??= DYES.map((d) => MIX_MODELS[mode].prepare(d.rgb)));

const wholeNumber = (name: string, value: unknown, min: number, max: number, fallback: number): number =>
  value === undefined ? fallback : check.integer(name, value, { min, max });

/**
 * `METHODS[method].between(colorPoint(rgb), goal)` for a mix, computing only the coordinates that
 * method reads (Lab for the ΔE methods, Oklab for ΔEOK, none for the RGB ones).
 */
function distanceTo(goal: ColorPoint, method: MethodId): (rgb: Rgb) => number {
  const m = METHODS[method];
  switch (method) {
    case 'ciede2000':
    case 'cie76':
      return (rgb) => m.between({ rgb, lab: labFromRgb(rgb), oklab: goal.oklab }, goal);
    case 'oklab':
      return (rgb) => m.between({ rgb, lab: goal.lab, oklab: oklabFromRgb(rgb) }, goal);
    default:
      return (rgb) => m.between({ rgb, lab: goal.lab, oklab: goal.oklab }, goal);
  }
}

// L* of an 8-bit colour with the constants of labFromRgb, for the CIEDE2000 lower bound only:
// Math.cbrt (faster than the pow labFromRgb uses) can differ in the last bit, which the bound's
// slack absorbs.
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;
function lightness(rgb: Rgb): number {
  const y =
    LINEAR_FROM_BYTE[rgb.r]! * 0.2126729 + LINEAR_FROM_BYTE[rgb.g]! * 0.7151522 + LINEAR_FROM_BYTE[rgb.b]! * 0.072175;
  return 116 * (y > EPSILON ? Math.cbrt(y) : (KAPPA * y + 16) / 116) - 16;
}
/** Slack on the bound test, as in the nearest search: far above rounding error, far below any real gap. */
const boundExceeds = (bound: number, limit: number): boolean => bound > limit * (1 + 1e-9) + 1e-9;

/** Inserts `c` into `top` (sorted best first, ties keep insertion order), keeping at most `count`. */
function keepBest(top: Found[], c: Found, count: number): void {
  let at = top.length;
  while (at > 0 && top[at - 1]!.distance > c.distance) at--;
  if (at >= count) return;
  top.splice(at, 0, c);
  if (top.length > count) top.pop();
}

/** The best two-dye mixes for a target, dyes as Dye Objects in `locale`. Throws a ValidationError naming the bad field for invalid input. */
export function findBestMix(request: InverseMixRequest): BestMix {
  check.request('request', request, INVERSE_REQUEST_KEYS, 'a mix search { target }');
  const mode = checkMode(request.mode);
  const method = check.method('method', request.method);
  const grid = wholeNumber('grid', request.grid, 2, INVERSE_DEFAULTS.maxGrid, INVERSE_DEFAULTS.grid);
  const count = wholeNumber('count', request.count, 1, INVERSE_DEFAULTS.maxCount, INVERSE_DEFAULTS.count);
  const timeLimitMs =
    request.timeLimitMs === undefined
      ? INVERSE_DEFAULTS.timeLimitMs
      : check.finiteNumber('timeLimitMs', request.timeLimitMs, { min: Number.MIN_VALUE });
  const locale = check.locale('locale', request.locale);
  if (request.target === undefined) check.missing('target');
  const target = resolveColor(request.target, 'target');
  const now = request.now ?? (() => performance.now());
  const started = now();

  const mask = filterMask(request.filters, target.dye ? new Set([target.dye.index]) : undefined);
  const candidates = DYES.filter((d) => mask === undefined || mask[d.index] === 1);
  const model = MIX_MODELS[mode];
  const data = preparedDyes(mode);
  const goal = target.point;
  const distance = distanceTo(goal, method);
  const bounded = method === 'ciede2000';

  const hit = nearestDye(goal, method, mask);
  const exact =
    !target.dye &&
    hit !== null &&
    hit.dye.rgb.r === target.rgb.r &&
    hit.dye.rgb.g === target.rgb.g &&
    hit.dye.rgb.b === target.rgb.b;

  const top: Found[] = [];
  const pair = [data[0], data[0]];
  const parts = [0, 0];
  let mixes = 0;
  let complete = true;
  search: for (let p = 0; !exact && p < candidates.length; p++) {
    const a = candidates[p]!;
    pair[0] = data[a.index];
    for (let q = p + 1; q < candidates.length; q++) {
      if (now() - started > timeLimitMs) {
        complete = false;
        break search;
      }
      const b = candidates[q]!;
      pair[1] = data[b.index];
      let bestD = Infinity;
      let bestA = 0;
      let bestRgb = a.rgb;
      const limit = top.length < count ? Infinity : top[count - 1]!.distance;
      for (let partsA = 1; partsA < grid; partsA++) {
        parts[0] = partsA;
        parts[1] = grid - partsA;
        const rgb = model.mix(pair, parts);
        if (bounded && boundExceeds(ciede2000LowerBound(goal.lab[0], lightness(rgb)), limit)) continue;
        const d = distance(rgb);
        if (d < bestD) {
          bestD = d;
          bestA = partsA;
          bestRgb = rgb;
        }
      }
      mixes += grid - 1;
      if (bestD < limit) keepBest(top, { a, b, partsA: bestA, hex: hexOf(bestRgb), distance: bestD }, count);
    }
  }
  const { display } = METHODS[method];
  const results = top.map((c): MixCandidate => ({
    a: dyeObject(c.a, locale),
    b: dyeObject(c.b, locale),
    partsA: c.partsA,
    partsB: grid - c.partsA,
    hex: c.hex,
    distance: display(c.distance),
    band: distanceBand(method, c.distance),
  }));
  return {
    target: colorOrDye(target, locale),
    mode,
    method,
    grid,
    results,
    single: hit ? dyeMatch(hit.dye, hit.distance, method, locale) : null,
    exact,
    mixes,
    complete,
    elapsedMs: Math.round(now() - started),
  };
}
