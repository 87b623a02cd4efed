/**
 * Dye comparison: two to six dyes side by side. Everything the Dye Object says, each dye's
 * coordinates in HSV, CIELAB and OKLCH, the distance of every pair in all six methods with the
 * guide band of each, the WCAG 2 contrast of every pair, and the points of a lightness–chroma chart.
 */
import {
  contrastOf,
  METHOD_IDS,
  METHODS,
  distanceBand,
  oklchFromRgb,
  round4,
  type Contrast,
  type DistanceBand,
  type MethodId,
  type Oklch,
} from '../color/index.ts';
import { dyeObject, type DyeObject } from '../dyes/dye-object.ts';
import { dyesFromIds } from '../dyes/pick.ts';
import * as check from '../validate/rules.ts';
import type { Locale } from '../dyes/locale.ts';

export const COMPARE_MIN_DYES = 2;
export const COMPARE_MAX_DYES = 6;

export interface ComparedDye {
  /** The full Dye Object in the requested locale (its `hsv` is the HSV value). */
  dye: DyeObject;
  /** CIELAB (D65): L* 0–100, a* and b*, 4 dp; `C` is the chroma √(a*² + b*²). */
  lab: { L: number; a: number; b: number; C: number };
  /** OKLCH: L 0–1, C from 0 (grey) to about 0.32, h in degrees (meaningless for greys). */
  oklch: Oklch;
}

export interface DistanceMatrix {
  method: MethodId;
  /** Short label, e.g. 'ΔE2000'. */
  tag: string;
  /** The method's range in words, e.g. '0–100'. */
  scale: string;
  /**
   * `distances[i][j]`: dye i to dye j as the API reports it in this method (4 dp; an integer for
   * `distinguish`); symmetric, 0 on the diagonal. Plain arrays, not an object per cell: the answer
   * crosses from the worker to the page by structured clone, which pays per object.
   */
  distances: number[][];
  /** `bands[i][j]`: the guide band of the unrounded distance; `none` for methods without bands. */
  bands: DistanceBand[][];
}

export interface ChartPoint {
  stainID: number;
  hex: string;
  /** OKLCH lightness as a percentage, 0 (black) to 100 (white). */
  lightness: number;
  /** OKLCH chroma, 0 for greys. */
  chroma: number;
}

export interface Comparison {
  dyes: ComparedDye[];
  /** One matrix per distance method, in the API's method order. */
  matrices: Record<MethodId, DistanceMatrix>;
  /**
   * `contrast[i][j]`: the WCAG 2 contrast of dye i against dye j (the Colour vision check's
   * figure), symmetric; the diagonal is a dye against itself (1:1).
   */
  contrast: Contrast[][];
  /** The dyes in the OKLCH lightness–chroma plane; `chromaMax` is a tidy upper end for the axis. */
  chart: { points: ChartPoint[]; chromaMax: number };
}

export interface CompareOptions {
  /** Language of `localizedName` (default English). */
  locale?: Locale;
}

/** Axis step of the chart's chroma scale: the axis ends at the next multiple above the largest chroma. */
const CHROMA_TICK = 0.05;

/**
 * Compares two to six dyes given by stainID or itemID (order kept). Throws a ValidationError naming
 * the problem for a wrong count, an unknown ID or a repeated dye.
 */
export function compareDyes(ids: readonly number[], options?: CompareOptions): Comparison {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  const dyes = dyesFromIds(ids, COMPARE_MIN_DYES, COMPARE_MAX_DYES);

  const compared = dyes.map((d): ComparedDye => {
    const [L, a, b] = d.point.lab;
    return {
      dye: dyeObject(d, locale),
      lab: { L: round4(L), a: round4(a), b: round4(b), C: round4(Math.sqrt(a * a + b * b)) },
      oklch: oklchFromRgb(d.rgb),
    };
  });

  const matrices = {} as Record<MethodId, DistanceMatrix>;
  const n = dyes.length;
  for (const method of METHOD_IDS) {
    const { between, display, tag, scale } = METHODS[method];
    const distances = dyes.map(() => new Array<number>(n).fill(0));
    const bands = dyes.map(() => new Array<DistanceBand>(n).fill(distanceBand(method, 0)));
    // Every method is symmetric: compute each pair once and mirror it.
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const d = between(dyes[i]!.point, dyes[j]!.point);
        distances[i]![j] = distances[j]![i] = display(d);
        bands[i]![j] = bands[j]![i] = distanceBand(method, d);
      }
    }
    matrices[method] = { method, tag, scale, distances, bands };
  }

  const points = compared.map(({ dye, oklch }) => ({
    stainID: dye.stainID,
    hex: dye.hex,
    lightness: Math.round(oklch.L * 10000) / 100,
    chroma: oklch.C,
  }));
  const largest = Math.max(...points.map((p) => p.chroma));
  const chromaMax = Math.max(CHROMA_TICK * 2, Math.ceil(largest / CHROMA_TICK + 1e-9) * CHROMA_TICK);
  const contrast = dyes.map((p) => dyes.map((q) => contrastOf(p.rgb, q.rgb)));
  return { dyes: compared, matrices, contrast, chart: { points, chromaMax: round4(chromaMax) } };
}
