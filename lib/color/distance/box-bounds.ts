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
import { ciede2000LowerBound, lightnessWeight } from './ciede2000.ts';
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

export function rgbBox(r0: number, g0: number, b0: number, r1: number, g1: number, b1: number): RgbBox {
  return {
    r0,
    g0,
    b0,
    r1,
    g1,
    b1,
    lab: labBoxOfRgbBox(r0, g0, b0, r1, g1, b1),
    oklab: oklabBoxOfRgbBox(r0, g0, b0, r1, g1, b1),
  };
}

/** Distance from x to the interval [lo, hi] (0 inside). */
const gap = (x: number, lo: number, hi: number): number => (x < lo ? lo - x : x > hi ? x - hi : 0);
/** Largest distance from x to a point of [lo, hi]. */
const reach = (x: number, lo: number, hi: number): number => Math.max(Math.abs(x - lo), Math.abs(x - hi));

const POW25_7 = 6103515625;
const SIN60 = 0.8660254037844387;
/** Lowest value of CIEDE2000's hue weighting T over all hues (it lies in [0.3620, 1.5725]). */
const T_MIN = 0.362;
/** Relative and absolute widening of the CIEDE2000 bounds, far above their floating-point error. */
const CIEDE_SLACK = 1e-9;

/** CIEDE2000's G at mean chroma c (falls as c rises). */
function gFactor(c: number): number {
  const c2 = c * c;
  const c7 = c2 * c2 * c2 * c;
  return 0.5 * (1 - Math.sqrt(c7 / (c7 + POW25_7)));
}

/** CIEDE2000's R_C at mean chroma c′ (rises with c′, below 2). */
function rcFactor(c: number): number {
  const c2 = c * c;
  const c7 = c2 * c2 * c2 * c;
  return 2 * Math.sqrt(c7 / (c7 + POW25_7));
}

const DEG_PER_RAD = 180 / Math.PI;

const corners = new Float64Array(8);

/** Inserts the hue (degrees, [0, 360)) of (a, b) into the sorted `corners[0, n)` (insertion sort: eight values). */
function insertHue(n: number, a: number, b: number): void {
  const h = Math.atan2(b, a) * DEG_PER_RAD;
  const angle = h < 0 ? h + 360 : h;
  let k = n;
  while (k > 0 && corners[k - 1]! > angle) {
    corners[k] = corners[k - 1]!;
    k--;
  }
  corners[k] = angle;
}

/**
 * Smallest arc (start, length in degrees) holding the hues of every point of two (a′, b)
 * rectangles, or null when a rectangle touches the origin (hue undefined) or the hues span half
 * the circle or more. A rectangle clear of the origin sees its hues spanned by its corners.
 */
function hueArc(
  a0: number,
  a1: number,
  b0: number,
  b1: number,
  c0: number,
  c1: number,
  d0: number,
  d1: number,
): [number, number] | null {
  if ((a0 <= 0 && a1 >= 0 && b0 <= 0 && b1 >= 0) || (c0 <= 0 && c1 >= 0 && d0 <= 0 && d1 >= 0)) return null;
  insertHue(0, a0, b0);
  insertHue(1, a0, b1);
  insertHue(2, a1, b0);
  insertHue(3, a1, b1);
  insertHue(4, c0, d0);
  insertHue(5, c0, d1);
  insertHue(6, c1, d0);
  insertHue(7, c1, d1);
  // The covering arc is the circle minus its largest empty gap between consecutive hues.
  let gapStart = corners[7]!;
  let widest = corners[0]! + 360 - gapStart;
  for (let k = 1; k < 8; k++) {
    const gapSize = corners[k]! - corners[k - 1]!;
    if (gapSize > widest) {
      widest = gapSize;
      gapStart = corners[k - 1]!;
    }
  }
  const length = 360 - widest;
  // Half a degree of margin on each side for rounding in atan2 and the ±360 folding.
  return length + 1 >= 180 ? null : [(gapStart + widest - 0.5 + 360) % 360, length + 1];
}

/** Circular distance in degrees from angle h to the arc (start, length); 0 inside. */
function distanceToArc(h: number, start: number, length: number): number {
  const along = (((h - start) % 360) + 360) % 360;
  if (along <= length) return 0;
  return Math.min(along - length, 360 - along);
}

/**
 * [lower, upper] bounds of ΔE00 between the dye (L, a, b, chroma c) and any colour of the Lab box.
 * With l = ΔL′/S_L, x = ΔC′/S_C, y = ΔH′/S_H: ΔE00² = l² + x² + y² + R_T·x·y, where
 * - ΔC′² + ΔH′² = Δa′² + Δb² = D² and a′ = (1 + G)·a, so P² ≤ D² ≤ (1 + G)²·Δa² + Δb² with P the
 *   distance in the (a, b) plane and G ≤ G at the lowest possible mean chroma;
 * - S_H < S_C = 1 + 0.045·C̄′ with C̄′ ≤ (1 + G)·C̄, and S_H ≥ 1 + 0.015·T_MIN·C̄;
 * - |R_T| ≤ ρ = |sin 2Δθ|·R_C(C̄′ max), so (1 − ρ/2)(x² + y²) ≤ x² + y² + R_T·x·y ≤ (1 + ρ/2)(x² + y²);
 *   Δθ = 30°·exp(−((h̄′ − 275°)/25°)²) and h̄′ lies on the shorter arc between the two hues, so when
 *   both hue ranges fit in a half circle, h̄′'s distance from 275° caps Δθ (else Δθ ≤ 30°);
 * - l is |ΔL*|/S_L, increasing in |ΔL*| (see ciede2000LowerBound), and S_L ≥ its value nearest 50.
 */
export function ciede2000BoxBounds(
  box: Float64Array,
  L: number,
  a: number,
  b: number,
  c: number,
  out: Float64Array,
  cap = Infinity,
): void {
  const L0 = box[0]!;
  const L1 = box[1]!;
  const a0 = box[2]!;
  const a1 = box[3]!;
  const b0 = box[4]!;
  const b1 = box[5]!;
  const abGap2 = gap(a, a0, a1) ** 2 + gap(b, b0, b1) ** 2;
  const da = reach(a, a0, a1);
  const db = reach(b, b0, b1);
  // Chroma range of the box: nearest and farthest points of the (a, b) rectangle from the origin.
  const aNear = gap(0, a0, a1);
  const bNear = gap(0, b0, b1);
  const aFar = Math.max(-a0, a1);
  const bFar = Math.max(-b0, b1);
  const cLow = Math.sqrt(aNear * aNear + bNear * bNear);
  const cHigh = Math.sqrt(aFar * aFar + bFar * bFar);
  const meanLow = (cLow + c) / 2;
  const meanHigh = (cHigh + c) / 2;
  const stretch = 1 + gFactor(meanLow); // 1 + G, at its largest
  const primeHigh = stretch * meanHigh;
  const scMax = 1 + 0.045 * primeHigh;
  const lLow = ciede2000LowerBound(Math.min(Math.max(L, L0), L1), L);
  const planeLow = abGap2 / (scMax * scMax);
  // With the weakest R_T (ρ = √3) the bound may already exceed the caller's cap: skip the hue work.
  const weakLower = Math.sqrt(lLow * lLow + (1 - SIN60) * planeLow) * (1 - CIEDE_SLACK) - CIEDE_SLACK;
  if (weakLower > cap) {
    out[0] = weakLower;
    out[1] = Infinity;
    return;
  }
  // a′ = s·a for some s in [1, stretch]: the (a′, b) rectangles of the box and of the dye.
  const arc = hueArc(
    Math.min(a0, a0 * stretch),
    Math.max(a1, a1 * stretch),
    b0,
    b1,
    Math.min(a, a * stretch),
    Math.max(a, a * stretch),
    b,
    b,
  );
  let sin2Theta = SIN60;
  if (arc) {
    const d = distanceToArc(275, arc[0], arc[1]);
    sin2Theta = Math.min(SIN60, Math.sin((60 * Math.exp(-((d / 25) ** 2))) / DEG_PER_RAD) * (1 + 1e-9) + 1e-12);
  }
  const rho = sin2Theta * rcFactor(primeHigh);
  const shMin = 1 + 0.015 * T_MIN * meanLow;
  const lowerSquared = lLow * lLow + (1 - rho / 2) * planeLow;
  const slMin = lightnessWeight(Math.min(Math.max(50, (L0 + L) / 2), (L1 + L) / 2));
  const lHigh = reach(L, L0, L1) / slMin;
  const upperSquared = lHigh * lHigh + ((1 + rho / 2) * (stretch * stretch * da * da + db * db)) / (shMin * shMin);
  out[0] = Math.sqrt(lowerSquared) * (1 - CIEDE_SLACK) - CIEDE_SLACK;
  out[1] = Math.sqrt(upperSquared) * (1 + CIEDE_SLACK) + CIEDE_SLACK;
}

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
