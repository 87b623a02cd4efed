/**
 * The blend models side by side: two colours mixed by every model at several ratios, each mix with
 * its closest dye, so a player sees at a glance how much the answer depends on the model. Each cell
 * is the mixer's own answer (`mixDyes`) for that model and ratio, so the grid and the mixer never
 * disagree.
 */
import * as check from '../validate/rules.ts';
import type { MethodId } from '../color/index.ts';
import type { ColorInput } from '../dyes/color-input.ts';
import type { ColorOrDye } from '../dyes/dye-object.ts';
import type { DyeFilters } from '../dyes/filters.ts';
import type { Locale } from '../dyes/locale.ts';
import { MIX_MODES, type MixMode } from './models.ts';
import { mixDyes, type MixMatch, type MixRequest } from './mix.ts';

/** The rival's five ratios: the share of the second colour, in percent. */
export const MODEL_GRID_RATIOS: readonly number[] = [10, 25, 50, 75, 90];
export const MODEL_GRID_LIMITS = { maxRatios: 9 } as const;

export interface ModelGridRequest {
  /** The two colours to blend (dyes or any `#RRGGBB`). */
  colors: readonly [ColorInput, ColorInput];
  /** Shares of the second colour in percent, whole numbers 1–99 (default 10, 25, 50, 75, 90). */
  ratios?: readonly number[];
  /** Distance method for the closest dye; default CIEDE2000. */
  method?: MixRequest['method'];
  filters?: DyeFilters;
  locale?: Locale;
}

const KEYS: check.OptionKeys<ModelGridRequest> = {
  colors: true,
  ratios: true,
  method: true,
  filters: true,
  locale: true,
};

export interface ModelGridCell {
  /** Share of the second colour in percent. */
  ratio: number;
  /** The blend, upper-case `#RRGGBB`. */
  hex: string;
  /** The closest allowed dye, or null when the filters leave none. */
  closest: MixMatch | null;
}

export interface ModelGrid {
  inputs: [ColorOrDye, ColorOrDye];
  method: MethodId;
  ratios: number[];
  /** One row per model, in the mixer's order (paint first). */
  rows: { mode: MixMode; cells: ModelGridCell[] }[];
}

/** Every model × every ratio, each with its closest dye. Throws a ValidationError naming the bad field. */
export function mixModelGrid(request: ModelGridRequest): ModelGrid {
  const r = check.request<ModelGridRequest>('request', request, KEYS, 'a model grid request { colors }');
  const [a, b] = check.list<ColorInput>('colors', r.colors, 2, 2, 'colours') as [ColorInput, ColorInput];
  const ratios = (
    r.ratios === undefined
      ? [...MODEL_GRID_RATIOS]
      : check.list<number>('ratios', r.ratios, 1, MODEL_GRID_LIMITS.maxRatios, 'ratios')
  )
    // Whole percents; 0 and 100 would be one colour alone, no blend.
    .map((ratio, i) => check.integer(`ratios[${i}]`, ratio, { min: 1, max: 99 }));
  let inputs: ModelGrid['inputs'] | undefined;
  let method: MethodId = 'ciede2000';
  const rows = MIX_MODES.map((mode) => ({
    mode,
    cells: ratios.map((ratio) => {
      const mix = mixDyes({
        colors: [
          { color: a, parts: 100 - ratio },
          { color: b, parts: ratio },
        ],
        mode,
        count: 1,
        ...(r.method === undefined ? {} : { method: r.method }),
        ...(r.filters === undefined ? {} : { filters: r.filters }),
        ...(r.locale === undefined ? {} : { locale: r.locale }),
      });
      inputs ??= [mix.inputs[0]!.color, mix.inputs[1]!.color];
      method = mix.method;
      return { ratio, hex: mix.hex, closest: mix.closest[0] ?? null };
    }),
  }));
  return { inputs: inputs!, method, ratios, rows };
}
