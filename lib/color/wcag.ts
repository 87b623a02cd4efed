/**
 * WCAG 2 relative luminance and contrast ratio (WCAG 2.2, "contrast ratio" and "relative
 * luminance" definitions).
 *
 * WCAG 2 linearises with the threshold 0.03928 where sRGB says 0.04045; no 8-bit value lies
 * between them (10/255 ≈ 0.0392, 11/255 ≈ 0.0431), so the sRGB table gives WCAG's exact values.
 */
import type { Rgb } from './rgb.ts';
import { LINEAR_FROM_BYTE } from './srgb.ts';

/** Relative luminance Y (0 for black, 1 for white) with the Rec. 709 weights. */
export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * LINEAR_FROM_BYTE[rgb.r]! + 0.7152 * LINEAR_FROM_BYTE[rgb.g]! + 0.0722 * LINEAR_FROM_BYTE[rgb.b]!;
}

/** (L_lighter + 0.05) / (L_darker + 0.05): 1 for equal colours, 21 for black on white. Unrounded. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

/**
 * The WCAG 2 success level a ratio reaches for text: `AAA` ≥ 7, `AA` ≥ 4.5, `AA-large` ≥ 3 (large
 * text and user-interface parts), else `fail`. Compared unrounded, as WCAG requires (4.49 fails).
 */
export type ContrastLevel = 'AAA' | 'AA' | 'AA-large' | 'fail';

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA-large';
  return 'fail';
}

/** A WCAG 2 contrast as the site and the API report it. */
export interface Contrast {
  /** WCAG 2 contrast ratio, rounded down to 2 dp (so a shown 4.5 really reaches 4.5). */
  ratio: number;
  /** The level the unrounded ratio reaches. */
  level: ContrastLevel;
}

/** The contrast of two colours, its ratio rounded down to 2 dp and the level of the unrounded ratio. */
export function contrastOf(a: Rgb, b: Rgb): Contrast {
  const ratio = contrastRatio(a, b);
  return { ratio: Math.floor(ratio * 100 + 1e-9) / 100, level: contrastLevel(ratio) };
}
