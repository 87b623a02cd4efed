import { mod360 } from '../color/index.ts';
import type { HueTable } from './tables.ts';

/**
 * A piecewise-linear, monotone map between wheel angles and HSV hues, both ways. Hand-written rather
 * than a library interpolator because the exact arithmetic (binary search for the last row ≤ v, then
 * one lerp, then wrap) is what fixes every wheel hue to the last bit, and dyes sit on slot boundaries.
 */
export interface HueWarp {
  /** HSV hue (any angle) -> wheel angle in [0,360). */
  toWheel(hsvHue: number): number;
  /** Wheel angle (any angle) -> HSV hue in [0,360). */
  toHsv(wheelAngle: number): number;
}

export function hueWarp(table: HueTable): HueWarp {
  const wheel = Float64Array.from(table, (row) => row[0]);
  const hsv = Float64Array.from(table, (row) => row[1]);
  return {
    toWheel: (h) => mapColumn(hsv, wheel, h),
    toHsv: (a) => mapColumn(wheel, hsv, a),
  };
}

function mapColumn(from: Float64Array, to: Float64Array, x: number): number {
  const v = mod360(x);
  // Last row whose `from` value is ≤ v. The final row is 360 and v < 360, so `lo + 1` always exists.
  let lo = 0;
  let hi = from.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (from[mid]! <= v) lo = mid;
    else hi = mid;
  }
  const f0 = from[lo]!;
  const t0 = to[lo]!;
  return mod360(t0 + ((v - f0) / (from[lo + 1]! - f0)) * (to[lo + 1]! - t0));
}
