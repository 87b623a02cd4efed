/**
 * One mix: two to four colours (dyes or any `#RRGGBB`) in adjustable parts, mixed by one of five
 * models (see models.ts for what each means), and the dyes closest to the result.
 */
import { colorPoint, type MethodId, type Rgb } from '../color/index.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { hexOf } from '../color/spaces.ts';
import type { DyeFilters } from '../dyes/filters.ts';
import { closestDyes } from '../dyes/ranked.ts';
import { resolveColor, type ColorInput } from '../dyes/color-input.ts';
import { colorOrDye, dyeMatch, type ColorOrDye, type DyeMatch } from '../dyes/dye-object.ts';
import type { Locale } from '../dyes/locale.ts';
import { MIX_MODELS, type MixMode } from './models.ts';
import { checkMode, filterMask } from './request.ts';

export const MIX_LIMITS = { minColors: 2, maxColors: 4, maxParts: 100, maxClosest: 8 } as const;

export interface MixRequest {
  /** Two to four colours, each with its parts (0–100; at least one above 0). */
  colors: { color: ColorInput; parts: number }[];
  /** Mixing model; default spectral. */
  mode?: MixMode;
  /** Distance method for the closest dyes; default CIEDE2000 (retired names accepted). */
  method?: MethodId | 'hyab' | 'oklch-weighted' | 'euclidean';
  /** How many closest dyes, 1–8; default 5. */
  count?: number;
  filters?: DyeFilters;
  /** Language of the dyes' `localizedName` (default English). */
  locale?: Locale;
}

const MIX_REQUEST_KEYS: check.OptionKeys<MixRequest> = {
  colors: true,
  mode: true,
  method: true,
  count: true,
  filters: true,
  locale: true,
};

/** A dye close to the mix: its Dye Object, the distance as the API reports it, and the band. */
export type MixMatch = DyeMatch;

export interface Mix {
  /** The colours as given (each with its Dye Object when it named a dye) and their parts. */
  inputs: { color: ColorOrDye; parts: number }[];
  mode: MixMode;
  method: MethodId;
  /** The mixed colour, upper-case `#RRGGBB`. */
  hex: string;
  rgb: Rgb;
  /** Closest allowed dyes to the mix, closest first. */
  closest: MixMatch[];
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

/** A mix and its closest dyes (Dye Objects in `locale`). Throws a ValidationError naming the bad field for invalid input. */
export function mixDyes(request: MixRequest): Mix {
  const { minColors, maxColors, maxParts, maxClosest } = MIX_LIMITS;
  const r = check.request<MixRequest>('request', request, MIX_REQUEST_KEYS, 'a mix request { colors }');
  const colors = check.list<MixRequest['colors'][number]>('colors', r.colors, minColors, maxColors, 'colours');
  const parts = colors.map((entry, i) => {
    check.object(`colors[${i}]`, entry, '{ color, parts }');
    return check.finiteNumber(`colors[${i}].parts`, entry.parts, { min: 0, max: maxParts });
  });
  if (parts.every((p) => p === 0)) {
    throw new ValidationError(
      'invalid',
      'colors',
      'Parameter "colors" needs one colour with more than 0 parts.',
      0,
      '> 0 parts',
    );
  }
  const mode = checkMode(r.mode);
  const method = check.method('method', r.method);
  const count = r.count === undefined ? 5 : check.integer('count', r.count, { min: 1, max: maxClosest });
  const allowed = filterMask(r.filters);
  const locale = check.locale('locale', r.locale);
  const inputs = colors.map((c, i) => ({ color: resolveColor(c.color, `colors[${i}].color`), parts: parts[i]! }));
  // Colours with no parts take no part in the mix (and the paint model would divide by their 0).
  const used = inputs.filter((c) => c.parts > 0);
  const rgb = mixColors(
    used.map((c) => c.color.rgb),
    used.map((c) => c.parts),
    mode,
  );
  const closest = closestDyes(colorPoint(rgb), method, count, allowed).map((hit) =>
    dyeMatch(hit.dye, hit.distance, method, locale),
  );
  return {
    inputs: inputs.map((i) => ({ color: colorOrDye(i.color, locale), parts: i.parts })),
    mode,
    method,
    hex: hexOf(rgb),
    rgb,
    closest,
  };
}
