/**
 * Bounds of CIEDE2000 between one colour (a dye) and every colour of a Lab box, tight enough that
 * a box of 8×8×8 RGB values keeps only the few dyes that can really be nearest in it.
 *
 * With l = ΔL′/S_L, x = ΔC′/S_C, y = ΔH′/S_H: ΔE00² = l² + x² + y² + R_T·x·y. The box is seen in
 * CIEDE2000's own polar terms: a range of C′ and an arc of hue h′ for its colours, the same for
 * the dye (whose a′ also moves with G), and from them intervals for |ΔC′|, |ΔH′|, S_C, S_H and R_T.
 * Three facts make the result tight:
 * - S_C and S_H weigh ΔC′ and ΔH′ apart (S_H is often half of S_C), so they are bounded apart;
 * - R_T = −sin(2Δθ)·R_C is never positive, so the cross term can only lower the distance when
 *   ΔC′ and ΔH′ have the same sign; when the box lies on one side of the dye in both chroma and
 *   hue, that sign is known, and when it is opposite the cross term only adds;
 * - Δθ and T depend on the mean hue h̄′, which lies on the arc spanned by both colours' hues.
 */
import { ciede2000LowerBound, lightnessWeight } from './ciede2000.ts';

const POW25_7 = 6103515625;
const SIN60 = 0.8660254037844387;
const RAD_PER_DEG = Math.PI / 180;
const DEG_PER_RAD = 180 / Math.PI;
/** T(h̄′) over all hues lies in [0.3620, 1.5725] (scanned at 1e-4° steps). */
const T_MIN = 0.362;
const T_MAX = 1.573;
/** Relative and absolute widening of the final bounds, far above their floating-point error. */
const SLACK = 1e-9;
/**
 * Margins on the decisions taken from the box (which side of the dye it lies on): hue arcs are
 * widened by HUE_MARGIN degrees on each side and chroma must differ by CHROMA_MARGIN, both far above
 * the rounding of the hues and chromas the formula computes (~1e-13).
 */
const HUE_MARGIN = 1e-6;
const CHROMA_MARGIN = 1e-9;
/** Widening of the range of G, for the rounding of G as the formula computes it. */
const G_MARGIN = 1e-12;

/** CIEDE2000's G at mean chroma c (falls as c rises). */
export function gFactor(c: number): number {
  const c2 = c * c;
  const c7 = c2 * c2 * c2 * c;
  return 0.5 * (1 - Math.sqrt(c7 / (c7 + POW25_7)));
}

/** CIEDE2000's R_C at mean chroma c′ (rises with c′, below 2). */
export function rcFactor(c: number): number {
  const c2 = c * c;
  const c7 = c2 * c2 * c2 * c;
  return 2 * Math.sqrt(c7 / (c7 + POW25_7));
}

function hueWeight(h: number): number {
  return (
    1 -
    0.17 * Math.cos((h - 30) * RAD_PER_DEG) +
    0.24 * Math.cos(2 * h * RAD_PER_DEG) +
    0.32 * Math.cos((3 * h + 6) * RAD_PER_DEG) -
    0.2 * Math.cos((4 * h - 63) * RAD_PER_DEG)
  );
}

/**
 * Per degree k: the lowest and highest T over [k, k + 1]. |dT/dh| ≤ (0.17 + 2·0.24 + 3·0.32 + 4·0.2)
 * per radian, and every point of the degree is within half a degree of one of its ends.
 */
let weightRanges: Float64Array | undefined;
function hueWeightRanges(): Float64Array {
  if (weightRanges) return weightRanges;
  const ranges = new Float64Array(720);
  const slack = ((0.17 + 2 * 0.24 + 3 * 0.32 + 4 * 0.2) * RAD_PER_DEG) / 2 + 1e-9;
  let previous = hueWeight(0);
  for (let k = 0; k < 360; k++) {
    const next = hueWeight(k + 1);
    ranges[2 * k] = Math.min(previous, next) - slack;
    ranges[2 * k + 1] = Math.max(previous, next) + slack;
    previous = next;
  }
  return (weightRanges = ranges);
}

const hueOf = (a: number, b: number): number => {
  const h = Math.atan2(b, a) * DEG_PER_RAD;
  return h < 0 ? h + 360 : h;
};

/** An arc of hue: start in degrees [0, 360) and length, counter-clockwise. */
interface Arc {
  start: number;
  length: number;
}

/**
 * The arc holding the hues of every point of the rectangle [a0, a1] × [b0, b1], widened by the
 * margin; false when the rectangle holds the origin (hue undefined there). A convex set clear of
 * the origin spans less than a half circle, and its extreme hues are at its corners; among points
 * within a half circle, the cross product orders them by hue, so only the two extreme corners
 * need an angle.
 */
function rectangleArc(a0: number, a1: number, b0: number, b1: number, out: Arc): boolean {
  if (a0 <= 0 && a1 >= 0 && b0 <= 0 && b1 >= 0) return false;
  // Corners in turn; keep the most clockwise (first) and most counter-clockwise (last).
  let firstA = a0;
  let firstB = b0;
  let lastA = a0;
  let lastB = b0;
  for (let k = 1; k < 4; k++) {
    const ca = k & 1 ? a1 : a0;
    const cb = k & 2 ? b1 : b0;
    if (firstA * cb - firstB * ca < 0) {
      firstA = ca;
      firstB = cb;
    }
    if (lastA * cb - lastB * ca > 0) {
      lastA = ca;
      lastB = cb;
    }
  }
  const start = hueOf(firstA, firstB);
  let length = hueOf(lastA, lastB) - start;
  if (length < 0) length += 360;
  out.start = start - HUE_MARGIN < 0 ? start - HUE_MARGIN + 360 : start - HUE_MARGIN;
  out.length = length + 2 * HUE_MARGIN;
  return true;
}

/** The lowest and highest T over the arc (from the per-degree table; the global range for long arcs). */
function hueWeightRange(arc: Arc, out: Float64Array): void {
  if (arc.length > 90) {
    out[0] = T_MIN;
    out[1] = T_MAX;
    return;
  }
  const ranges = hueWeightRanges();
  const first = Math.floor(arc.start);
  const last = Math.floor(arc.start + arc.length);
  let low = Infinity;
  let high = -Infinity;
  for (let k = first; k <= last; k++) {
    const bin = k % 360;
    low = Math.min(low, ranges[2 * bin]!);
    high = Math.max(high, ranges[2 * bin + 1]!);
  }
  out[0] = low;
  out[1] = high;
}

/** Circular distance in degrees from angle h to the arc; 0 inside. */
function distanceToArc(h: number, arc: Arc): number {
  const along = (((h - arc.start) % 360) + 360) % 360;
  if (along <= arc.length) return 0;
  return Math.min(along - arc.length, 360 - along);
}

/** Upper bound of sin 2Δθ over an arc of mean hues: Δθ = 30°·exp(−((h̄′ − 275°)/25°)²). */
function sin2DeltaThetaBound(arc: Arc): number {
  // The formula takes h̄′ − 275 without wrapping, which is never nearer than the circular distance.
  const d = distanceToArc(275, arc);
  return Math.min(SIN60, Math.sin(60 * Math.exp(-((d / 25) ** 2)) * RAD_PER_DEG) * (1 + 1e-9) + 1e-12);
}

const gap = (x: number, lo: number, hi: number): number => (x < lo ? lo - x : x > hi ? x - hi : 0);
const reach = (x: number, lo: number, hi: number): number => Math.max(Math.abs(x - lo), Math.abs(x - hi));

const boxArc: Arc = { start: 0, length: 0 };
const dyeArc: Arc = { start: 0, length: 0 };
const hull: Arc = { start: 0, length: 0 };
const weights = new Float64Array(2);

/** x² + y² − ρxy at its lowest over x ≥ xm, y ≥ ym (convex for ρ < 2: the lowest is on an edge). */
function crossedMinimum(xm: number, ym: number, rho: number): number {
  const x = Math.max(xm, (rho * ym) / 2);
  const y = Math.max(ym, (rho * xm) / 2);
  return Math.min(x * x + ym * ym - rho * x * ym, xm * xm + y * y - rho * xm * y);
}

/**
 * [lower, upper] bounds of ΔE00 between the dye (L, a, b, raw chroma c) and any colour of the Lab
 * box [L0, L1, a0, a1, b0, b1], written to out. When a cheap lower bound already exceeds `cap`,
 * out[1] is left at Infinity and the hue work is skipped.
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
  // The raw chroma range of the box (nearest and farthest points of its (a, b) rectangle), hence
  // G's range, hence the range of the factor s = 1 + G that turns a into a′ (for box and dye alike).
  const aNear = gap(0, a0, a1);
  const bNear = gap(0, b0, b1);
  const aFar = Math.max(-a0, a1);
  const bFar = Math.max(-b0, b1);
  const cHigh = Math.sqrt(aFar * aFar + bFar * bFar);
  const lLow = ciede2000LowerBound(Math.min(Math.max(L, L0), L1), L);
  // The cheapest lower bound first (most dyes are far from a given box): C′ ≤ 1.5·C bounds C̄′,
  // hence S_C and R_C; the strongest R_T at that R_C weakens the plane distance, and a′ moves at
  // least as far as a.
  const gapA = gap(a, a0, a1);
  const gapB = gap(b, b0, b1);
  const meanCeiling = 0.75 * (cHigh + c);
  const scCeiling = 1 + 0.045 * meanCeiling;
  const cheapWeight = 1 - (SIN60 / 2) * rcFactor(meanCeiling);
  const cheapLower =
    Math.sqrt(lLow * lLow + (cheapWeight * (gapA * gapA + gapB * gapB)) / (scCeiling * scCeiling)) * (1 - SLACK) -
    SLACK;
  if (cheapLower > cap) {
    out[0] = cheapLower;
    out[1] = Infinity;
    return;
  }
  const cLow = Math.sqrt(aNear * aNear + bNear * bNear);
  const sLow = 1 + Math.max(0, gFactor((cHigh + c) / 2) - G_MARGIN);
  const sHigh = 1 + gFactor((cLow + c) / 2) + G_MARGIN;
  // Distance in the (a′, b) plane: ΔC′² + ΔH′² equals it exactly.
  const planeLow2 = (sLow * gapA) ** 2 + gapB * gapB;
  const planeHigh2 = (sHigh * reach(a, a0, a1)) ** 2 + reach(b, b0, b1) ** 2;
  // C′ ranges of box (1) and dye (2), and what they give for |ΔC′| and the mean C̄′.
  const c1Low = Math.sqrt(sLow * sLow * aNear * aNear + bNear * bNear);
  const c1High = Math.sqrt(sHigh * sHigh * aFar * aFar + bFar * bFar);
  const c2Low = Math.sqrt(sLow * sLow * a * a + b * b);
  const c2High = Math.sqrt(sHigh * sHigh * a * a + b * b);
  const meanLow = (c1Low + c2Low) / 2;
  const meanHigh = (c1High + c2High) / 2;
  const scHigh = 1 + 0.045 * meanHigh;
  // The weakest lower bound (S_C for both terms, the strongest R_T): enough to drop most dyes.
  const weakLower = Math.sqrt(lLow * lLow + ((1 - SIN60) * planeLow2) / (scHigh * scHigh)) * (1 - SLACK) - SLACK;
  if (weakLower > cap) {
    out[0] = weakLower;
    out[1] = Infinity;
    return;
  }
  const chromaSign = c2Low - c1High > CHROMA_MARGIN ? 1 : c1Low - c2High > CHROMA_MARGIN ? -1 : 0;
  const chromaLow = Math.max(0, c2Low - c1High, c1Low - c2High);
  const chromaHigh = Math.min(Math.max(c2High - c1Low, c1High - c2Low), Math.sqrt(planeHigh2));

  // Hue: the arcs of box and dye, the gap and the spread between them, their hull (where h̄′ lies)
  // and, when they are apart on a short hull, the sign of Δh′ = h′(dye) − h′(box).
  let hueGap = 0;
  let spread = 180;
  let hueSign = 0;
  let tLow = T_MIN;
  let tHigh = T_MAX;
  let sin2Theta = SIN60;
  const boxHasHue = rectangleArc(Math.min(sLow * a0, sHigh * a0), Math.max(sLow * a1, sHigh * a1), b0, b1, boxArc);
  const dyeHasHue = rectangleArc(Math.min(sLow * a, sHigh * a), Math.max(sLow * a, sHigh * a), b, b, dyeArc);
  if (boxHasHue && dyeHasHue) {
    let offset = dyeArc.start - boxArc.start;
    if (offset < 0) offset += 360;
    const gapAfter = offset - boxArc.length; // from the box's arc counter-clockwise to the dye's
    const gapBefore = 360 - offset - dyeArc.length; // from the dye's arc counter-clockwise to the box's
    let hullLength = 360;
    if (gapAfter >= 0 && gapBefore >= 0) {
      hueGap = Math.min(gapAfter, gapBefore);
      hullLength = 360 - Math.max(gapAfter, gapBefore);
      hull.start = gapAfter <= gapBefore ? boxArc.start : dyeArc.start;
      if (hullLength < 180) hueSign = gapAfter <= gapBefore ? 1 : -1;
    } else if (gapAfter < 0 && gapBefore >= 0) {
      hullLength = Math.max(boxArc.length, offset + dyeArc.length);
      hull.start = boxArc.start;
    } else if (gapAfter >= 0) {
      hullLength = Math.max(dyeArc.length, 360 - offset + boxArc.length);
      hull.start = dyeArc.start;
    }
    if (hullLength < 180) {
      hull.length = hullLength;
      spread = hullLength;
      hueWeightRange(hull, weights);
      tLow = weights[0]!;
      tHigh = weights[1]!;
      sin2Theta = sin2DeltaThetaBound(hull);
    }
  }
  // |ΔH′| = 2·√(C₁′C₂′)·|sin(Δh′/2)| with |Δh′| between the gap and the spread.
  const hueLow = 2 * Math.sqrt(c1Low * c2Low) * Math.sin(hueGap * (RAD_PER_DEG / 2));
  const hueHigh = Math.min(
    2 * Math.sqrt(c1High * c2High) * Math.sin(spread * (RAD_PER_DEG / 2)),
    Math.sqrt(planeHigh2),
  );
  const scLow = 1 + 0.045 * meanLow;
  const shLow = 1 + 0.015 * meanLow * tLow;
  const shHigh = 1 + 0.015 * meanHigh * tHigh;
  const rho = sin2Theta * rcFactor(meanHigh);
  const productSign = chromaSign * hueSign;

  // Lower: l² plus the lowest of x² + y² + R_T·x·y over |x| ≥ xm, |y| ≥ ym, R_T ∈ [−ρ, 0]; the
  // cross term is ≥ 0 when x·y ≤ 0. Also never below what the plane distance alone gives.
  const xm = chromaLow / scHigh;
  const ym = hueLow / shHigh;
  let lowerRest: number;
  if (productSign < 0) {
    // ΔC′² ≥ plane² − ΔH′² too; S_H ≤ S_C, so the cheapest split puts all the rest on ΔC′.
    const chroma2 = Math.max(chromaLow * chromaLow, planeLow2 - hueLow * hueLow);
    lowerRest = chroma2 / (scHigh * scHigh) + ym * ym;
  } else {
    lowerRest = Math.max(crossedMinimum(xm, ym, rho), ((1 - rho / 2) * planeLow2) / (scHigh * scHigh));
  }
  // Upper: the cross term adds at most ρ·|x|·|y| unless x·y ≥ 0 for sure.
  const xM = chromaHigh / scLow;
  const yM = hueHigh / shLow;
  const upperRest = xM * xM + yM * yM + (productSign > 0 ? 0 : rho * xM * yM);
  const slMin = lightnessWeight(Math.min(Math.max(50, (L0 + L) / 2), (L1 + L) / 2));
  const lHigh = reach(L, L0, L1) / slMin;
  out[0] = Math.max(weakLower, Math.sqrt(lLow * lLow + lowerRest) * (1 - SLACK) - SLACK);
  out[1] = Math.sqrt(lHigh * lHigh + upperRest) * (1 + SLACK) + SLACK;
}
