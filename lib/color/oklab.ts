/** Oklab (Björn Ottosson, 2020) from and to linear sRGB, with the reference's matrices. */
import type { Rgb } from './rgb.ts';
import { LINEAR_FROM_BYTE } from './srgb.ts';
import { round6 } from './round.ts';

export type Oklab = [number, number, number];

/**
 * Unrounded Oklab of linear-light sRGB, written into `out` (no allocation: the gamut mapper calls
 * this in a loop). Used where the reference works with raw values (gamut mapping).
 */
export function oklabFromLinearInto(r: number, g: number, b: number, out: Float64Array | number[]): void {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  out[0] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
}

/** Linear-light sRGB of an Oklab colour, unclamped (may fall outside 0–1), written into `out`. */
export function linearFromOklabInto(L: number, a: number, b: number, out: Float64Array | number[]): void {
  const l_ = L + 0.3963377774 * a + 0.2158037573 * b;
  const m_ = L - 0.1055613458 * a - 0.0638541728 * b;
  const s_ = L - 0.0894841775 * a - 1.291485548 * b;
  const l = l_ * l_ * l_;
  const m = m_ * m_ * m_;
  const s = s_ * s_ * s_;
  out[0] = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s;
  out[1] = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s;
  out[2] = -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s;
}

/**
 * Oklab of an 8-bit colour, each coordinate rounded to 6 dp as the reference does before any
 * distance: the rounding changes ΔEOK rankings, so it is part of the contract.
 */
export function oklabFromRgb(rgb: Rgb): Oklab {
  const out: Oklab = [0, 0, 0];
  oklabFromLinearInto(LINEAR_FROM_BYTE[rgb.r]!, LINEAR_FROM_BYTE[rgb.g]!, LINEAR_FROM_BYTE[rgb.b]!, out);
  return [round6(out[0]), round6(out[1]), round6(out[2])];
}
