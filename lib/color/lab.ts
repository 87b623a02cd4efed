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
  const r = LINEAR_FROM_BYTE[rgb.r]!;
  const g = LINEAR_FROM_BYTE[rgb.g]!;
  const b = LINEAR_FROM_BYTE[rgb.b]!;
  const x = r * 0.4124564 + g * 0.3575761 + b * 0.1804375;
  const y = r * 0.2126729 + g * 0.7151522 + b * 0.072175;
  const z = r * 0.0193339 + g * 0.119192 + b * 0.9503041;
  const fx = f(x / LAB_WHITE_X);
  const fy = f(y / 1.0);
  const fz = f(z / LAB_WHITE_Z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
