/** The mixer tool's engine methods (see lib/mix): a mix, and the inverse two-dye search. */
import { findBestMix, mixDyes, type InverseMixRequest, type MixRequest } from '../../index.ts';
import type { DistanceBand, MethodId } from '../../color/index.ts';
import type { Locale } from '../../dyes/index.ts';
import type { MixMode } from '../../mix/index.ts';
import { colorView, dyeObject, shownDistance, type ColorView, type DyeObject } from './dye-object.ts';

export interface DyeMatchView {
  dye: DyeObject;
  distance: number;
  band: DistanceBand;
}

export interface MixView {
  mode: MixMode;
  method: MethodId;
  hex: string;
  inputs: (ColorView & { parts: number })[];
  closest: DyeMatchView[];
}

export interface BestMixView {
  target: ColorView;
  mode: MixMode;
  method: MethodId;
  grid: number;
  results: {
    a: DyeObject;
    b: DyeObject;
    partsA: number;
    partsB: number;
    hex: string;
    distance: number;
    band: DistanceBand;
  }[];
  single: DyeMatchView | null;
  mixes: number;
  complete: boolean;
  /** Time the search took in the worker. */
  elapsedMs: number;
}

export const mixerTools = {
  /** A mix and its closest dyes; a bad request rejects with a message naming the field. */
  mix(request: MixRequest, locale: Locale): MixView {
    const m = mixDyes(request);
    return {
      mode: m.mode,
      method: m.method,
      hex: m.hex,
      inputs: m.inputs.map((i) => ({ ...colorView(i.color, locale), parts: i.parts })),
      closest: m.closest.map((c) => ({
        dye: dyeObject(c.dye, locale),
        distance: shownDistance(m.method, c.distance),
        band: c.band,
      })),
    };
  },

  /** The best two-dye mixes for a target colour or dye (exact over the ratio grid). */
  bestMix(request: Omit<InverseMixRequest, 'now'>, locale: Locale): BestMixView {
    const started = performance.now();
    const r = findBestMix(request);
    return {
      target: colorView(r.target, locale),
      mode: r.mode,
      method: r.method,
      grid: r.grid,
      results: r.results.map((c) => ({
        a: dyeObject(c.a, locale),
        b: dyeObject(c.b, locale),
        partsA: c.partsA,
        partsB: c.partsB,
        hex: c.hex,
        distance: shownDistance(r.method, c.distance),
        band: c.band,
      })),
      single: r.single
        ? {
            dye: dyeObject(r.single.dye, locale),
            distance: shownDistance(r.method, r.single.distance),
            band: r.single.band,
          }
        : null,
      mixes: r.mixes,
      complete: r.complete,
      elapsedMs: Math.round(performance.now() - started),
    };
  },
};
