/**
 * The dye mixer: two to four colours (dyes or any `#RRGGBB`) in adjustable parts, mixed by one of
 * five models (see models.ts for what each means), and the dyes closest to the result.
 */
import { METHOD_IDS, colorPoint, type MethodId, type Rgb } from '../color/index.ts';
import { hexOf } from '../color/spaces.ts';
import { distanceBand, type DistanceBand } from '../color/distance/bands.ts';
import { allowedMask, type DyeFilters } from '../dyes/filters.ts';
import { closestDyes } from '../dyes/ranked.ts';
import { resolveColor, shownValue, type ColorInput, type ResolvedColor } from '../dyes/color-input.ts';
import type { Dye } from '../dyes/database.ts';
import { MIX_MODELS, MIX_MODES, type MixMode } from './models.ts';

export { MIX_MODES, type MixMode } from './models.ts';
export { findBestMix, INVERSE_DEFAULTS, type BestMix, type InverseMixRequest, type MixCandidate } from './inverse.ts';

export const MIX_LIMITS = { minColors: 2, maxColors: 4, maxParts: 100, maxClosest: 8 } as const;

export interface MixRequest {
  /** Two to four colours, each with its parts (0–100; at least one above 0). */
  colors: { color: ColorInput; parts: number }[];
  /** Mixing model; default spectral. */
  mode?: MixMode;
  /** Distance method for the closest dyes; default CIEDE2000. */
  method?: MethodId;
  /** How many closest dyes, 1–8; default 5. */
  count?: number;
  filters?: DyeFilters;
}

export interface MixMatch {
  dye: Dye;
  /** Unrounded distance in the method's unit. */
  distance: number;
  band: DistanceBand;
}

export interface Mix {
  inputs: { color: ResolvedColor; parts: number }[];
  mode: MixMode;
  method: MethodId;
  /** The mixed colour, upper-case `#RRGGBB`. */
  hex: string;
  rgb: Rgb;
  /** Closest allowed dyes to the mix, closest first. */
  closest: MixMatch[];
}

export function checkMode(mode: unknown): MixMode {
  if (mode === undefined) return 'spectral';
  if (!MIX_MODES.includes(mode as MixMode))
    throw new RangeError(`mode: one of ${MIX_MODES.join(', ')} (got ${shownValue(mode)}).`);
  return mode as MixMode;
}

export function checkMethod(method: unknown): MethodId {
  if (method === undefined) return 'ciede2000';
  if (!METHOD_IDS.includes(method as MethodId))
    throw new RangeError(`method: one of ${METHOD_IDS.join(', ')} (got ${shownValue(method)}).`);
  return method as MethodId;
}

/**
 * The 8-bit colour of 8-bit colours mixed in `parts` by `mode`. The public one-off form of the
 * kernel the inverse search runs (the search prepares each dye once instead of per call).
 */
export function mixColors(colors: readonly Rgb[], parts: readonly number[], mode: MixMode): Rgb {
  const model = MIX_MODELS[mode];
  return model.mix(
    colors.map((c) => model.prepare(c)),
    parts,
  );
}

/** A mix and its closest dyes. Throws a RangeError naming the bad field for invalid input. */
export function mixDyes(request: MixRequest): Mix {
  const { minColors, maxColors, maxParts, maxClosest } = MIX_LIMITS;
  if (typeof request !== 'object' || request === null) throw new RangeError('request: give { colors }.');
  const colors = request.colors;
  if (!Array.isArray(colors) || colors.length < minColors || colors.length > maxColors) {
    throw new RangeError(
      `colors: give ${minColors} to ${maxColors} colours (got ${Array.isArray(colors) ? colors.length : 'none'}).`,
    );
  }
  colors.forEach((entry, i) => {
    const parts = (entry as { parts?: unknown } | null)?.parts;
    if (typeof parts !== 'number' || !Number.isFinite(parts) || parts < 0 || parts > maxParts) {
      throw new RangeError(`colors[${i}].parts: a number from 0 to ${maxParts} (got ${shownValue(parts)}).`);
    }
  });
  if (colors.every((c) => c.parts === 0)) throw new RangeError('colors: at least one colour needs more than 0 parts.');
  const mode = checkMode(request.mode);
  const method = checkMethod(request.method);
  const count = request.count ?? 5;
  if (!Number.isInteger(count) || count < 1 || count > maxClosest) {
    throw new RangeError(`count: a whole number from 1 to ${maxClosest} (got ${shownValue(count)}).`);
  }
  const inputs = colors.map((c, i) => ({ color: resolveColor(c.color, `colors[${i}]`), parts: c.parts }));
  // Colours with no parts take no part in the mix (and the paint model would divide by their 0).
  const used = inputs.filter((c) => c.parts > 0);
  const rgb = mixColors(
    used.map((c) => c.color.rgb),
    used.map((c) => c.parts),
    mode,
  );
  const closest = closestDyes(colorPoint(rgb), method, count, allowedMask(request.filters ?? {})).map((hit) => ({
    ...hit,
    band: distanceBand(method, hit.distance),
  }));
  return { inputs, mode, method, hex: hexOf(rgb), rgb, closest };
}
