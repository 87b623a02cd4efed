/**
 * Bounds of a method's distance between one colour and every colour of an RGB box, for searches
 * that decide once per box which candidates can still be nearest anywhere in it.
 *
 * Values are in each method's ranking unit (the one the nearest search compares): the distance
 * for ciede2000, cie76 and oklab, the squared distance for redmean, rgb and distinguish (whose
 * ranking is on exact squares). Every bound is rigorous for the 8-bit colours of the box: the
 * colour-space boxes enclose their Lab/Oklab values with a margin for rounding, and the bounds
 * below only use inequalities that hold for every point of those boxes.
 */
import type { ColorPoint } from '../point.ts';
import type { MethodId } from './methods.ts';
import { ciede2000BoxBounds } from './ciede2000-box.ts';
import { labBoxOfRgbBox } from '../lab.ts';
import { oklabBoxOfRgbBox } from '../oklab.ts';

/** An RGB box (inclusive byte ranges) with the Lab and Oklab boxes that hold its colours. */
export interface RgbBox {
  r0: number;
  g0: number;
  b0: number;
  r1: number;
  g1: number;
  b1: number;
  /** [min L*, max L*, min a*, max a*, min b*, max b*]. */
  lab: Float64Array;
  /** [min L, max L, min a, max a, min b, max b], Oklab rounded as `oklabFromRgb` rounds it. */
  oklab: Float64Array;
}

/**
 * The box of r in [r0, r1], g in [g0, g1], b in [b0, b1]. With `method`, only the colour-space box
 * that method's bounds read is computed (the other is left empty): a grid builds thousands.
 */
export function rgbBox(
  r0: number,
  g0: number,
  b0: number,
  r1: number,
  g1: number,
  b1: number,
  method?: MethodId,
): RgbBox {
  const lab = method === undefined || method === 'ciede2000' || method === 'cie76';
  const oklab = method === undefined || method === 'oklab';
  return {
    r0,
    g0,
    b0,
    r1,
    g1,
    b1,
    lab: lab ? labBoxOfRgbBox(r0, g0, b0, r1, g1, b1) : EMPTY,
    oklab: oklab ? oklabBoxOfRgbBox(r0, g0, b0, r1, g1, b1) : EMPTY,
  };
}

const EMPTY = new Float64Array(0);

/** Distance from x to the interval [lo, hi] (0 inside). */
const gap = (x: number, lo: number, hi: number): number => (x < lo ? lo - x : x > hi ? x - hi : 0);
/** Largest distance from x to a point of [lo, hi]. */
const reach = (x: number, lo: number, hi: number): number => Math.max(Math.abs(x - lo), Math.abs(x - hi));

/** Relative widening for the Euclidean bounds in Lab/Oklab (their inputs are already widened boxes). */
const EUCLID_SLACK = 1e-12;

function euclideanBoxBounds(
  box: Float64Array,
  p0: number,
  p1: number,
  p2: number,
  weight12: number,
  out: Float64Array,
): void {
  const g0 = gap(p0, box[0]!, box[1]!);
  const g1 = gap(p1, box[2]!, box[3]!);
  const g2 = gap(p2, box[4]!, box[5]!);
  const r0 = reach(p0, box[0]!, box[1]!);
  const r1 = reach(p1, box[2]!, box[3]!);
  const r2 = reach(p2, box[4]!, box[5]!);
  const low = Math.sqrt(g0 * g0 + weight12 * (g1 * g1 + g2 * g2));
  const high = Math.sqrt(r0 * r0 + weight12 * (r1 * r1 + r2 * r2));
  out[0] = low * (1 - EUCLID_SLACK);
  out[1] = high * (1 + EUCLID_SLACK);
}

/**
 * Lower and upper bounds, in the method's ranking unit, of the distance between `point` and every
 * 8-bit colour of `box`, written to out[0] and out[1]. When the lower bound exceeds `cap`, the
 * upper bound may be left at Infinity (the caller has no use for it then).
 */
export function boxBounds(method: MethodId, box: RgbBox, point: ColorPoint, out: Float64Array, cap = Infinity): void {
  switch (method) {
    case 'ciede2000': {
      const [L, a, b] = point.lab;
      ciede2000BoxBounds(box.lab, L, a, b, Math.sqrt(a * a + b * b), out, cap);
      return;
    }
    case 'cie76':
      euclideanBoxBounds(box.lab, point.lab[0], point.lab[1], point.lab[2], 1, out);
      return;
    case 'oklab':
      // ΔEOK2 doubles a and b: a weight of 4 on their squares.
      euclideanBoxBounds(box.oklab, point.oklab[0], point.oklab[1], point.oklab[2], 4, out);
      return;
    case 'rgb':
    case 'distinguish': {
      // Exact integers: no widening needed.
      const { r, g, b } = point.rgb;
      const low = gap(r, box.r0, box.r1) ** 2 + gap(g, box.g0, box.g1) ** 2 + gap(b, box.b0, box.b1) ** 2;
      const high = reach(r, box.r0, box.r1) ** 2 + reach(g, box.g0, box.g1) ** 2 + reach(b, box.b0, box.b1) ** 2;
      out[0] = low;
      out[1] = high;
      return;
    }
    case 'redmean': {
      // (2 + r̄/256)ΔR² + 4ΔG² + (2 + (255 − r̄)/256)ΔB², r̄ = (R1 + R2)/2: each weight is smallest
      // (largest) at an end of r̄'s range and each Δ² at its gap (reach); all terms are non-negative.
      const { r, g, b } = point.rgb;
      const meanLow = (box.r0 + r) / 2;
      const meanHigh = (box.r1 + r) / 2;
      const dr = gap(r, box.r0, box.r1);
      const dg = gap(g, box.g0, box.g1);
      const db = gap(b, box.b0, box.b1);
      const Dr = reach(r, box.r0, box.r1);
      const Dg = reach(g, box.g0, box.g1);
      const Db = reach(b, box.b0, box.b1);
      const low = (2 + meanLow / 256) * dr * dr + 4 * dg * dg + (2 + (255 - meanHigh) / 256) * db * db;
      const high = (2 + meanHigh / 256) * Dr * Dr + 4 * Dg * Dg + (2 + (255 - meanLow) / 256) * Db * Db;
      out[0] = low * (1 - EUCLID_SLACK);
      out[1] = high * (1 + EUCLID_SLACK);
      return;
    }
  }
}
