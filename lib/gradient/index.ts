/**
 * Gradients between two to five stops (dyes or any colours): each step's ideal colour, interpolated
 * in the chosen space, and the closest dye to it by the chosen distance method.
 */
import type { MethodId } from '../color/index.ts';
import * as check from '../validate/rules.ts';
import { BLEND_SPACES, SPACE_IDS, hexOf, type Coords, type SpaceId } from '../color/spaces.ts';
import { ACHROMATIC_CHROMA } from '../color/oklch.ts';
import { METHODS } from '../color/distance/methods.ts';
import { distanceBand, type DistanceBand } from '../color/distance/bands.ts';
import { DYE_COUNT } from '../dyes/database.ts';
import { colorOrDye, dyeObject, type ColorOrDye, type DyeObject } from '../dyes/dye-object.ts';
import type { Locale } from '../dyes/locale.ts';
import { allowedMask, type DyeFilters } from '../dyes/filters.ts';
import { checkedFilters } from '../dyes/candidates.ts';
import { nearestDye } from '../dyes/nearest.ts';
import { resolveColor, type ColorInput, type ResolvedColor } from '../dyes/color-input.ts';

export { SPACE_IDS, type SpaceId } from '../color/spaces.ts';

export const GRADIENT_LIMITS = { minStops: 2, maxStops: 5, minSteps: 2, maxSteps: 24 } as const;

export interface GradientRequest {
  /** Two to five stops, spread evenly from the first step to the last. */
  stops: ColorInput[];
  /** Number of steps, 2–24, both ends included. */
  steps: number;
  /** Interpolation space; default Oklab. */
  space?: SpaceId;
  /** Distance method for the closest dye; default CIEDE2000 (retired names accepted). */
  method?: MethodId | 'hyab' | 'oklch-weighted' | 'euclidean';
  /** When true, each dye is used at most once: a step whose closest dye is taken gets the next best unused one. */
  unique?: boolean;
  filters?: DyeFilters;
  /** Language of the dyes' `localizedName` (default English). */
  locale?: Locale;
}

export interface GradientStep {
  /** Position along the gradient, 0–1. */
  t: number;
  /** The interpolated colour, upper-case `#RRGGBB`. */
  ideal: string;
  /** The chosen dye as a Dye Object in the request's locale; null when the filters (and `unique`) leave none. */
  dye: DyeObject | null;
  /** Distance from `ideal` to `dye` as the API reports it (4 decimals; a whole percentage for `distinguish`); null without a dye. */
  distance: number | null;
  /** Guide band of the unrounded distance (null: no dye; `none`: the method has no published bands). */
  band: DistanceBand | null;
}

export interface Gradient {
  /** The stops as given: each colour, with its Dye Object when it named a dye. */
  stops: ColorOrDye[];
  space: SpaceId;
  method: MethodId;
  unique: boolean;
  steps: GradientStep[];
  /**
   * How closely the dyes follow the ideal gradient, over the steps that have a dye, in `method` as
   * the API reports it: the mean of the steps' distances and the largest (with its step, 0-based).
   * Both null when no step has a dye.
   */
  fit: { average: number | null; largest: number | null; largestStep: number | null };
}

interface CheckedRequest {
  stops: ResolvedColor[];
  steps: number;
  space: SpaceId;
  method: MethodId;
  unique: boolean;
  allowed: Uint8Array | undefined;
  locale: Locale;
}

const GRADIENT_REQUEST_KEYS: check.OptionKeys<GradientRequest> = {
  stops: true,
  steps: true,
  space: true,
  method: true,
  unique: true,
  filters: true,
  locale: true,
};

function checkRequest(request: GradientRequest): CheckedRequest {
  const r = check.request<GradientRequest>(
    'request',
    request,
    GRADIENT_REQUEST_KEYS,
    'a gradient request { stops, steps }',
  );
  const { minStops, maxStops, minSteps, maxSteps } = GRADIENT_LIMITS;
  const stops = check.list<ColorInput>('stops', r.stops, minStops, maxStops, 'stops');
  if (r.steps === undefined) check.missing('steps');
  const steps = check.integer('steps', r.steps, { min: minSteps, max: maxSteps });
  const space = r.space === undefined ? 'oklab' : check.oneOf('space', r.space, SPACE_IDS);
  const method = check.method('method', r.method);
  const unique = r.unique === undefined ? false : check.boolean('unique', r.unique);
  const filters = r.filters === undefined ? {} : check.object<DyeFilters>('filters', r.filters, 'dye filters');
  const locale = check.locale('locale', r.locale);
  return {
    stops: stops.map((s, i) => resolveColor(s, `stops[${i}]`)),
    steps,
    space,
    method,
    unique,
    allowed: allowedMask(checkedFilters(filters)),
    locale,
  };
}

/**
 * Hue of an OKLCH stop to interpolate with: a grey (chroma under the engine's achromatic limit) has
 * no meaningful hue, so it takes its neighbour's, as CSS Color 4 does for a missing hue, and a fade
 * to grey keeps its hue instead of sweeping round the wheel.
 */
function fillGreyHues(coords: Coords[]): void {
  const chromatic = coords.findIndex((c) => c[1] >= ACHROMATIC_CHROMA);
  if (chromatic < 0) return;
  let last = coords[chromatic]![2];
  for (const c of coords) {
    if (c[1] >= ACHROMATIC_CHROMA) last = c[2];
    else c[2] = last;
  }
}

/** Coordinates at `t` (0–1) between evenly spaced stops; hue (if any) along the shorter arc. */
export function interpolateCoords(coords: readonly Coords[], t: number, hue?: number): Coords {
  const segments = coords.length - 1;
  const x = t * segments;
  const k = Math.min(segments - 1, Math.floor(x));
  const u = x - k;
  const a = coords[k]!;
  const b = coords[k + 1]!;
  const out: Coords = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u, a[2] + (b[2] - a[2]) * u];
  if (hue !== undefined) {
    let delta = b[hue]! - a[hue]!;
    if (delta > 180) delta -= 360;
    else if (delta < -180) delta += 360;
    const h = a[hue]! + delta * u;
    out[hue] = h < 0 ? h + 360 : h >= 360 ? h - 360 : h;
  }
  return out;
}

/**
 * The gradient: `steps` colours from the first stop to the last, each with its closest allowed dye
 * (a Dye Object in `locale`). Throws a ValidationError naming the bad field for invalid input.
 */
export function buildGradient(request: GradientRequest): Gradient {
  const { stops, method, unique, allowed: filtered, locale, ...checked } = checkRequest(request);
  const space = BLEND_SPACES[checked.space];
  const coords = stops.map((s) => space.from(s.rgb));
  if (space.hue !== undefined) fillGreyHues(coords);

  // With `unique`, taken dyes are masked out as the steps go, first step first.
  const mask = unique ? (filtered?.slice() ?? new Uint8Array(DYE_COUNT).fill(1)) : filtered;
  const steps: GradientStep[] = [];
  let sum = 0;
  let hits = 0;
  let largest: { distance: number; step: number } | null = null;
  for (let i = 0; i < checked.steps; i++) {
    const t = i / (checked.steps - 1);
    const rgb = space.to(interpolateCoords(coords, t, space.hue));
    const ideal = resolveColor({ hex: hexOf(rgb) }, 'step');
    const hit = nearestDye(ideal.point, method, mask);
    if (hit && unique) mask![hit.dye.index] = 0;
    if (hit) {
      sum += hit.distance;
      hits++;
      if (!largest || hit.distance > largest.distance) largest = { distance: hit.distance, step: i };
    }
    steps.push({
      t,
      ideal: ideal.hex,
      dye: hit ? dyeObject(hit.dye, locale) : null,
      distance: hit ? METHODS[method].display(hit.distance) : null,
      band: hit ? distanceBand(method, hit.distance) : null,
    });
  }
  const { display } = METHODS[method];
  const fit = {
    average: hits ? display(sum / hits) : null,
    largest: largest ? display(largest.distance) : null,
    largestStep: largest ? largest.step : null,
  };
  return { stops: stops.map((s) => colorOrDye(s, locale)), space: space.id, method, unique, steps, fit };
}
