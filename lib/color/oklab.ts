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
  // The two steps below, written out: every colour a request names comes through here, and going
  // through `out` between the steps measurably slows it. (The box tests would catch a mismatch.)
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  out[0] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
}

/** The first step of Oklab: cube-rooted cone responses l, m, s of linear-light sRGB. */
function lmsFromLinearInto(r: number, g: number, b: number, out: Float64Array | number[]): void {
  out[0] = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  out[1] = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  out[2] = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
}

/** The second step of Oklab: L, a, b from l, m, s. */
function oklabFromLmsInto(l: number, m: number, s: number, out: Float64Array | number[]): void {
  out[0] = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  out[1] = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  out[2] = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
}

/** The rounding of oklabFromRgb (≤ 5e-7) plus a margin for the few-ulp error of the box arithmetic. */
const BOX_SLACK = 5e-7 + 1e-9;

/**
 * A box [min L, max L, min a, max a, min b, max b] holding `oklabFromRgb` (rounded as it is) of every
 * 8-bit colour with r in [r0, r1], g in [g0, g1], b in [b0, b1]. The cone responses l, m, s are cube
 * roots of positive sums of the channels, so their ranges come from the two extreme corners; L, a, b
 * are linear in l, m, s, so their extremes lie at corners of that lms box.
 */
export function oklabBoxOfRgbBox(r0: number, g0: number, b0: number, r1: number, g1: number, b1: number): Float64Array {
  const low = [0, 0, 0];
  const high = [0, 0, 0];
  lmsFromLinearInto(LINEAR_FROM_BYTE[r0]!, LINEAR_FROM_BYTE[g0]!, LINEAR_FROM_BYTE[b0]!, low);
  lmsFromLinearInto(LINEAR_FROM_BYTE[r1]!, LINEAR_FROM_BYTE[g1]!, LINEAR_FROM_BYTE[b1]!, high);
  const box = Float64Array.of(Infinity, -Infinity, Infinity, -Infinity, Infinity, -Infinity);
  const out = [0, 0, 0];
  for (let corner = 0; corner < 8; corner++) {
    const l = corner & 1 ? high[0]! : low[0]!;
    const m = corner & 2 ? high[1]! : low[1]!;
    const s = corner & 4 ? high[2]! : low[2]!;
    oklabFromLmsInto(l, m, s, out);
    for (let axis = 0; axis < 3; axis++) {
      box[2 * axis] = Math.min(box[2 * axis]!, out[axis]! - BOX_SLACK);
      box[2 * axis + 1] = Math.max(box[2 * axis + 1]!, out[axis]! + BOX_SLACK);
    }
  }
  return box;
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
