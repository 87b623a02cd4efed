/**
 * Squared forms of the Euclidean-type methods. The public distance of each is exactly
 * `Math.sqrt` of these (same expression, same operand order), so a search can compare squares and
 * take the root only of contenders and still agree bit for bit with a brute force over distances.
 */

/** ΔE76²: CIELAB. */
export function cie76Squared(L1: number, a1: number, b1: number, L2: number, a2: number, b2: number): number {
  const dL = L1 - L2;
  const da = a1 - a2;
  const db = b1 - b2;
  return dL * dL + da * da + db * db;
}

/**
 * ΔEOK2²: Oklab with a and b scaled ×2 (reference since core 5.1.0). The index stores 2a and 2b;
 * 2(a1 − a2) and 2a1 − 2a2 are the same double (scaling by 2 is exact), so it agrees bit for bit.
 */
export function oklabSquared(L1: number, a1: number, b1: number, L2: number, a2: number, b2: number): number {
  const dL = L1 - L2;
  const da = 2 * a1 - 2 * a2;
  const db = 2 * b1 - 2 * b2;
  return dL * dL + da * da + db * db;
}

/** Plain RGB² on 0–255 channels (an exact integer). */
export function rgbSquared(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return dr * dr + dg * dg + db * db;
}

const INV_256 = 1 / 256;

/** Redmean²: (2 + r̄/256)ΔR² + 4ΔG² + (2 + (255−r̄)/256)ΔB², r̄ = (R1+R2)/2 (exact in doubles). */
export function redmeanSquared(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
  const rMean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  // × 1/256 rather than ÷ 256: the same double (a power of two), without a division.
  return (2 + rMean * INV_256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) * INV_256) * db * db;
}

/** √(3·255²): the RGB distance of black to white, the 100 % of `distinguish` (not the literal 441.67). */
export const COLOR_DISTANCE_MAX = Math.sqrt(3 * 255 * 255);

/** `distinguish`'s unrounded percentage from an RGB distance. */
export const distinguishFromRgbDistance = (d: number): number => (d / COLOR_DISTANCE_MAX) * 100;
