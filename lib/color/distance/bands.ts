/**
 * What a distance means, as the API's guide bands say it. Only two methods have published bands:
 * ΔE2000 (under 2 imperceptible, 2–10 a visible but close match, over 10 clearly different) and
 * ΔEOK (under 0.03 very close, over 0.17 clearly different). The other four have none, so they get
 * `none` rather than invented thresholds.
 */
import type { MethodId } from './methods.ts';

/** `same`: looks the same; `close`: a visible but close match; `different`: clearly different. */
export type DistanceBand = 'same' | 'close' | 'different' | 'none';

/** The edges of each banded method: below `same` is `same`, above `different` is `different`. */
export const BAND_EDGES: Readonly<Partial<Record<MethodId, { same: number; different: number }>>> = {
  ciede2000: { same: 2, different: 10 },
  oklab: { same: 0.03, different: 0.17 },
};

/** The band of an (unrounded) distance in the method's own unit. */
export function distanceBand(method: MethodId, distance: number): DistanceBand {
  const edges = BAND_EDGES[method];
  if (!edges) return 'none';
  if (distance < edges.same) return 'same';
  if (distance <= edges.different) return 'close';
  return 'different';
}
