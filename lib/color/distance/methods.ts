/**
 * The six distance methods as a registry (culori-style: one definition per method, in
 * methods/<id>.ts, with its kernel, its search and bounds, its display rounding, tag and bands;
 * see method.ts). `between` is the unrounded value used for ranking and thresholds; `display` is
 * what goes on the wire.
 */
import type { DistanceMethod, MethodId } from './method.ts';
import { ciede2000Method } from './methods/ciede2000.ts';
import { cie76 } from './methods/cie76.ts';
import { distinguish } from './methods/distinguish.ts';
import { oklab } from './methods/oklab.ts';
import { redmean } from './methods/redmean.ts';
import { rgb } from './methods/rgb.ts';

export type { DistanceMethod, MethodId } from './method.ts';

export const METHODS: Readonly<Record<MethodId, DistanceMethod>> = {
  ciede2000: ciede2000Method,
  oklab,
  cie76,
  redmean,
  rgb,
  distinguish,
};

/** Wire order of the methods (the order error messages list them in). */
export const METHOD_IDS: readonly MethodId[] = ['ciede2000', 'oklab', 'cie76', 'redmean', 'rgb', 'distinguish'];
