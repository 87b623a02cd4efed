/**
 * The six distance methods as a registry (culori-style: each a small pure function, plugged
 * together here). `between` is the unrounded value used for ranking and thresholds; `display` is
 * what goes on the wire.
 */
import type { ColorPoint } from '../point.ts';
import { round4 } from '../round.ts';
import { ciede2000 } from './ciede2000.ts';
import { cie76Squared, distinguishFromRgbDistance, oklabSquared, redmeanSquared, rgbSquared } from './euclidean.ts';

export type MethodId = 'ciede2000' | 'oklab' | 'cie76' | 'redmean' | 'rgb' | 'distinguish';

export interface DistanceMethod {
  id: MethodId;
  /** Short label shown next to a distance, e.g. 'ΔE2000'. */
  tag: string;
  /** Human text of the range, e.g. '0–100'. */
  scale: string;
  /** Unrounded distance used for ranking and thresholds (a plain function: safe to pass around). */
  between: (a: ColorPoint, b: ColorPoint) => number;
  /** Value on the wire: 4-dp JS half-up rounding, or the rounded integer for distinguish. */
  display: (d: number) => number;
}

const rgbDistance = (p: ColorPoint, q: ColorPoint): number =>
  Math.sqrt(rgbSquared(p.rgb.r, p.rgb.g, p.rgb.b, q.rgb.r, q.rgb.g, q.rgb.b));

export const METHODS: Readonly<Record<MethodId, DistanceMethod>> = {
  ciede2000: {
    id: 'ciede2000',
    tag: 'ΔE2000',
    scale: '0–100',
    between: (p, q) => ciede2000(p.lab, q.lab),
    display: round4,
  },
  oklab: {
    id: 'oklab',
    tag: 'ΔEOK2',
    scale: '0 to about 1.244',
    between: (p, q) => Math.sqrt(oklabSquared(p.oklab[0], p.oklab[1], p.oklab[2], q.oklab[0], q.oklab[1], q.oklab[2])),
    display: round4,
  },
  cie76: {
    id: 'cie76',
    tag: 'ΔE76',
    scale: '0–100',
    between: (p, q) => Math.sqrt(cie76Squared(p.lab[0], p.lab[1], p.lab[2], q.lab[0], q.lab[1], q.lab[2])),
    display: round4,
  },
  redmean: {
    id: 'redmean',
    tag: 'REDMEAN',
    scale: '0 to about 765',
    between: (p, q) => Math.sqrt(redmeanSquared(p.rgb.r, p.rgb.g, p.rgb.b, q.rgb.r, q.rgb.g, q.rgb.b)),
    display: round4,
  },
  rgb: {
    id: 'rgb',
    tag: 'RGB DIST',
    scale: '0 to about 441.67',
    between: rgbDistance,
    display: round4,
  },
  distinguish: {
    id: 'distinguish',
    tag: 'DISTINGUISH %',
    scale: '0–100, integer',
    // Ranks on the unrounded percentage (as /match does); harmony ranks on display().
    between: (p, q) => distinguishFromRgbDistance(rgbDistance(p, q)),
    display: (d) => Math.round(d),
  },
};

/** Wire order of the methods (the order error messages list them in). */
export const METHOD_IDS: readonly MethodId[] = ['ciede2000', 'oklab', 'cie76', 'redmean', 'rgb', 'distinguish'];
