/** A colour with every coordinate a distance method needs, computed once. */
import type { Rgb } from './rgb.ts';
import { labFromRgb, type Lab } from './lab.ts';
import { oklabFromRgb, type Oklab } from './oklab.ts';

export interface ColorPoint {
  rgb: Rgb;
  /** Unrounded CIELAB (D65, reference constants). */
  lab: Lab;
  /** Oklab rounded to 6 dp (reference). */
  oklab: Oklab;
}

export function colorPoint(rgb: Rgb): ColorPoint {
  return { rgb, lab: labFromRgb(rgb), oklab: oklabFromRgb(rgb) };
}
