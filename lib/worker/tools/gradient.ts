/** The gradient tool's engine method (see lib/gradient). */
import { buildGradient, type GradientRequest } from '../../index.ts';
import type { DistanceBand, MethodId } from '../../color/index.ts';
import type { Locale } from '../../dyes/index.ts';
import type { SpaceId } from '../../gradient/index.ts';
import { colorView, dyeObject, shownDistance, type ColorView, type DyeObject } from './dye-object.ts';

export interface GradientView {
  stops: ColorView[];
  space: SpaceId;
  method: MethodId;
  unique: boolean;
  steps: { t: number; ideal: string; dye: DyeObject | null; distance: number | null; band: DistanceBand | null }[];
}

export const gradientTools = {
  /** A gradient with its dyes; a bad request rejects with a message naming the field. */
  gradient(request: GradientRequest, locale: Locale): GradientView {
    const g = buildGradient(request);
    return {
      stops: g.stops.map((s) => colorView(s, locale)),
      space: g.space,
      method: g.method,
      unique: g.unique,
      steps: g.steps.map((s) => ({
        t: s.t,
        ideal: s.ideal,
        dye: s.dye ? dyeObject(s.dye, locale) : null,
        distance: s.distance === null ? null : shownDistance(g.method, s.distance),
        band: s.band,
      })),
    };
  },
};
