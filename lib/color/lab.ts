/** CIELAB (D65) with the reference's constants. */
import type { Rgb } from './rgb.ts';
import { LINEAR_FROM_BYTE } from './srgb.ts';

export type Lab = [number, number, number];

// Reference white and the CIE constants exactly as the reference uses them (exact ε and κ since
// its core 5.1.0). culori's lab65 derives its white from chromaticities (0.95046, 1, 1.08906), which
// is why it is only an approximate oracle for these values.
export const LAB_WHITE_X = 0.95047;
export const LAB_WHITE_Z = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

// t^(1/3) via Math.pow as the reference writes it (Math.cbrt can differ in the last bit).
const f = (t: number): number => (t > EPSILON ? Math.pow(t, 1 / 3) : (KAPPA * t + 16) / 116);

/** Unrounded L*, a*, b*. */
export function labFromRgb(rgb: Rgb): Lab {
  labFromRgbInto(rgb.r, rgb.g, rgb.b, scratch);
  return [scratch[0]!, scratch[1]!, scratch[2]!];
}
const scratch = new Float64Array(3);

/** `labFromRgb` without allocating: the same three values written into `out`, for hot loops. */
export function labFromRgbInto(red: number, green: number, blue: number, out: Float64Array): void {
  const r = LINEAR_FROM_BYTE[red]!;
  const g = LINEAR_FROM_BYTE[green]!;
  const b = LINEAR_FROM_BYTE[blue]!;
  const x = r * 0.4124564 + g * 0.3575761 + b * 0.1804375;
  const y = r * 0.2126729 + g * 0.7151522 + b * 0.072175;
  const z = r * 0.0193339 + g * 0.119192 + b * 0.9503041;
  const fx = f(x / LAB_WHITE_X);
  const fy = f(y / 1.0);
  const fz = f(z / LAB_WHITE_Z);
  out[0] = 116 * fy - 16;
  out[1] = 500 * (fx - fy);
  out[2] = 200 * (fy - fz);
}

/** Absolute widening of box bounds: far above the few-ulp rounding of the values (|x| ≤ 200). */
const BOX_SLACK = 1e-9;

/**
 * A box [min L*, max L*, min a*, max a*, min b*, max b*] holding the Lab of every 8-bit colour with
 * r in [r0, r1], g in [g0, g1], b in [b0, b1], exact up to the slack: each of L*, a*, b* is monotone
 * in each channel over the whole cube, so its extremes are at two corners of the box.
 * - L* rises with Y, which rises with every channel.
 * - a* = 500(f(X) − f(Y)) rises with r and b and falls with g. Along r, for instance, its slope has
 *   the sign of 0.434·f′(X) − 0.213·f′(Y); f′(t) = max(t, ε)^(−2/3)/3 falls with t, so
 *   f′(Y)/f′(X) ≤ max(1, X/Y)^(2/3), and X/Y, a ratio of two positive mixes of the channels, lies
 *   between its values for the primaries (0.526 for green to 2.630 for blue): at most 1.91 < 2.04.
 *   Along g the same argument needs f′(X)/f′(Y) < 1.90 (it is at most 1.54), along b
 *   f′(Y)/f′(X) < 2.63 (at most 1.91).
 * - b* = 200(f(Y) − f(Z)) rises with r and g and falls with b, the same way with Y/Z between 0.083
 *   (blue) and 11.98 (red): the ratios of slopes stay below 5.3 where 6.5, 12.0 and 12.1 are needed.
 */
export function labBoxOfRgbBox(r0: number, g0: number, b0: number, r1: number, g1: number, b1: number): Float64Array {
  const box = new Float64Array(6);
  labFromRgbInto(r0, g0, b0, corner);
  box[0] = corner[0]! - BOX_SLACK;
  labFromRgbInto(r1, g1, b1, corner);
  box[1] = corner[0]! + BOX_SLACK;
  labFromRgbInto(r0, g1, b0, corner);
  box[2] = corner[1]! - BOX_SLACK;
  labFromRgbInto(r1, g0, b1, corner);
  box[3] = corner[1]! + BOX_SLACK;
  labFromRgbInto(r0, g0, b1, corner);
  box[4] = corner[2]! - BOX_SLACK;
  labFromRgbInto(r1, g1, b0, corner);
  box[5] = corner[2]! + BOX_SLACK;
  return box;
}

const corner = new Float64Array(3);
