/**
 * CIEDE2000 (Sharma, Wu & Dalal 2005), kL = kC = kH = 1, hue angles in degrees as the reference
 * writes it. Hand-written rather than culori's `differenceCiede2000` because that one converts its
 * inputs to culori's lab65 (other constants) and allocates per call; here it runs on precomputed
 * Lab in a tight loop (the nearest-dye search calls it up to 125 times per query).
 */

const RAD_PER_DEG = Math.PI / 180;
const DEG_PER_RAD = 180 / Math.PI;
const POW25_7 = 6103515625; // 25^7

/** Raw chroma √(a²+b²). The nearest index precomputes it per dye with this same expression. */
export const chroma = (a: number, b: number): number => Math.sqrt(a * a + b * b);

/** S_L: the lightness weighting at mean lightness `meanL`. */
export function lightnessWeight(meanL: number): number {
  const d = meanL - 50;
  const d2 = d * d;
  return 1 + (0.015 * d2) / Math.sqrt(20 + d2);
}

/** h′ in degrees, [0,360); 0 when a′ = b = 0. */
function hueDeg(ap: number, b: number): number {
  if (ap === 0 && b === 0) return 0;
  const h = Math.atan2(b, ap) * DEG_PER_RAD;
  return h >= 0 ? h : h + 360;
}

/**
 * ΔE00 from scalars, with each colour's raw chroma passed in (c1 = chroma(a1,b1), c2 = chroma(a2,b2)),
 * so a caller holding precomputed chroma gets bit-identical results without recomputing it.
 */
export function ciede2000Scalar(
  L1: number, a1: number, b1: number, c1: number,
  L2: number, a2: number, b2: number, c2: number,
): number {
  const cMean = (c1 + c2) / 2;
  const cMean2 = cMean * cMean;
  const cMean7 = cMean2 * cMean2 * cMean2 * cMean;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + POW25_7)));
  const a1p = a1 * (1 + g);
  const a2p = a2 * (1 + g);
  const c1p = Math.sqrt(a1p * a1p + b1 * b1);
  const c2p = Math.sqrt(a2p * a2p + b2 * b2);
  const h1p = hueDeg(a1p, b1);
  const h2p = hueDeg(a2p, b2);

  const dLp = L2 - L1;
  const dCp = c2p - c1p;
  const cProduct = c1p * c2p;
  let dhp = 0;
  if (cProduct !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(cProduct) * Math.sin(dhp * (RAD_PER_DEG / 2));

  const lMean = (L1 + L2) / 2;
  const cpMean = (c1p + c2p) / 2;
  let hMean: number;
  if (cProduct === 0) hMean = h1p + h2p;
  else if (Math.abs(h1p - h2p) <= 180) hMean = (h1p + h2p) / 2;
  else if (h1p + h2p < 360) hMean = (h1p + h2p + 360) / 2;
  else hMean = (h1p + h2p - 360) / 2;

  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * RAD_PER_DEG) +
    0.24 * Math.cos(2 * hMean * RAD_PER_DEG) +
    0.32 * Math.cos((3 * hMean + 6) * RAD_PER_DEG) -
    0.2 * Math.cos((4 * hMean - 63) * RAD_PER_DEG);
  const hOff = (hMean - 275) / 25;
  const dTheta = 30 * Math.exp(-(hOff * hOff));
  const cpMean2 = cpMean * cpMean;
  const cpMean7 = cpMean2 * cpMean2 * cpMean2 * cpMean;
  const rc = 2 * Math.sqrt(cpMean7 / (cpMean7 + POW25_7));
  const sl = lightnessWeight(lMean);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(2 * dTheta * RAD_PER_DEG) * rc;

  const lTerm = dLp / sl;
  const cTerm = dCp / sc;
  const hTerm = dHp / sh;
  return Math.sqrt(lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm);
}

/** ΔE00 between two CIELAB colours. */
export function ciede2000(lab1: readonly [number, number, number], lab2: readonly [number, number, number]): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  return ciede2000Scalar(L1, a1, b1, chroma(a1, b1), L2, a2, b2, chroma(a2, b2));
}

/**
 * A lower bound of ΔE00: |ΔL′|/S_L. It holds because the rest under the root,
 * (ΔC′/S_C)² + (ΔH′/S_H)² + R_T(ΔC′/S_C)(ΔH′/S_H), is never negative (|R_T| ≤ 2·sin 60° < 2).
 * Along a run of candidates sorted by L* moving away from the query it only grows
 * (d/dt [t / S_L(L + t/2)] > 0 since t·S_L′/2 ≤ 100·0.0164/2 < 1 ≤ S_L), so a search can stop
 * a direction once it exceeds the best distance found.
 */
export function ciede2000LowerBound(L1: number, L2: number): number {
  return Math.abs(L2 - L1) / lightnessWeight((L1 + L2) / 2);
}
