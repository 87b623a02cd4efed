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
  L1: number,
  a1: number,
  b1: number,
  c1: number,
  L2: number,
  a2: number,
  b2: number,
  c2: number,
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

// ---- A trig-free lower bound of ΔE00², for the nearest search ------------------------------

const COS30 = Math.cos(30 * RAD_PER_DEG);
const COS6 = Math.cos(6 * RAD_PER_DEG);
const SIN6 = Math.sin(6 * RAD_PER_DEG);
const COS63 = Math.cos(63 * RAD_PER_DEG);
const SIN63 = Math.sin(63 * RAD_PER_DEG);
const COS275 = Math.cos(275 * RAD_PER_DEG);
const SIN275 = Math.sin(275 * RAD_PER_DEG);
/** T(h̄′) over all hues lies in [0.3620, 1.5725] (scanned at 1e-4° steps). */
const T_MIN = 0.362;
const T_MAX = 1.573;
/** Slack on T computed from the mean-hue direction (its error is ~1e-12). */
const T_SLACK = 1e-6;
const SIN60 = 0.8660254037844387;

/** T from the unit vector (c, s) of the mean hue, by multiple-angle identities instead of 4 cosines. */
function tFromDirection(c: number, s: number): number {
  const cos2 = c * c - s * s;
  const sin2 = 2 * s * c;
  const cos3 = c * (4 * c * c - 3);
  const sin3 = s * (3 - 4 * s * s);
  const cos4 = 2 * cos2 * cos2 - 1;
  const sin4 = 2 * sin2 * cos2;
  return (
    1 -
    0.17 * (c * COS30 + s * 0.5) +
    0.24 * cos2 +
    0.32 * (cos3 * COS6 - sin3 * SIN6) -
    0.2 * (cos4 * COS63 + sin4 * SIN63)
  );
}

/**
 * Upper bound of |sin 2Δθ| from the cosine of the angle d between the mean hue and 275°:
 * Δθ = 30·exp(−((h̄′−275)/25)²) ≤ 30·exp(−(d/25)²) and d ≥ d₀ when cos d ≤ cos d₀. Each tier's
 * value is taken at d₀ − 0.5° and its threshold just under cos d₀, both on the safe side.
 */
function sin2DeltaThetaBound(cosD: number): number {
  if (cosD <= -1e-9) return 2.9e-6; // d ≥ 90°
  if (cosD <= 0.49999) return 0.00364; // d ≥ 60°
  if (cosD <= 0.7071) return 0.0441; // d ≥ 45°
  if (cosD <= 0.86602) return 0.2573; // d ≥ 30°
  if (cosD <= 0.93969) return 0.5396; // d ≥ 20°
  if (cosD <= 0.9848) return 0.7873; // d ≥ 10°
  return SIN60; // Δθ ≤ 30°
}

/**
 * A lower bound of ΔE00² that needs no trigonometric call (a fraction of the full formula's cost);
 * the nearest search uses it to skip candidates before paying for atan2/cos/sin/exp.
 *
 * With l = ΔL′/S_L, x = ΔC′/S_C, y = ΔH′/S_H: ΔE00² = l² + x² + y² + R_T·x·y, and
 * - ΔH′² = 2(C₁′C₂′ − a₁′a₂′ − b₁b₂) (no angle needed), known to within its rounding error;
 * - the mean hue h̄′ is the direction of the sum of the two unit hue vectors (the shorter-arc
 *   bisector, which is what the ±360 rule computes), so T and hence S_H follow from it by identities;
 * - |R_T| ≤ R·R_C with R bounded by how far h̄′ is from 275°.
 * So ΔE00² ≥ l² + x² + min over the possible y of (y² − R·|x|·y). Near-opposite hues (where the
 * direction is ill-conditioned) fall back to T's global range and R = sin 60°.
 * With `earlyLimit`, a weaker bound that already exceeds it may be returned instead (cheaper);
 * `lightnessBound` lets a caller that already has |ΔL′|/S_L pass it in.
 */
export function ciede2000LowerBoundSquared(
  L1: number,
  a1: number,
  b1: number,
  c1: number,
  L2: number,
  a2: number,
  b2: number,
  c2: number,
  earlyLimit?: number,
  lightnessBound: number = ciede2000LowerBound(L1, L2),
): number {
  // The G correction and C′ repeat ciede2000Scalar's first lines on purpose: a shared helper would
  // have to return two numbers, and an allocation per candidate costs more than these lines.
  const cMean = (c1 + c2) / 2;
  const cMean2 = cMean * cMean;
  const cMean7 = cMean2 * cMean2 * cMean2 * cMean;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + POW25_7)));
  const a1p = a1 * (1 + g);
  const a2p = a2 * (1 + g);
  const c1p = Math.sqrt(a1p * a1p + b1 * b1);
  const c2p = Math.sqrt(a2p * a2p + b2 * b2);
  const cpMean = (c1p + c2p) / 2;
  const cTerm = (c2p - c1p) / (1 + 0.045 * cpMean);
  const base = lightnessBound * lightnessBound + cTerm * cTerm;
  const cProduct = c1p * c2p;
  if (cProduct === 0) return base; // ΔH′ = 0 by definition: exact
  // Whatever y is, y² − R_T·|x|·y ≥ −(R_T·x)²/4 ≥ −0.75·x² (|R_T| < √3): if even that bound
  // rules the candidate out, skip the hue work. Callers compare against a limit; return early.
  if (earlyLimit !== undefined && base - 0.75 * cTerm * cTerm > earlyLimit) return base - 0.75 * cTerm * cTerm;
  // ΔH′² and a safe interval around it (cancellation error ≤ a few ulps of 4·C₁′C₂′).
  const dH2 = 2 * (cProduct - (a1p * a2p + b1 * b2));
  const dH2Error = 1e-14 * cProduct;
  const cpMean2 = cpMean * cpMean;
  const cpMean7 = cpMean2 * cpMean2 * cpMean2 * cpMean;
  const rc = 2 * Math.sqrt(cpMean7 / (cpMean7 + POW25_7));

  const ux = a1p / c1p + a2p / c2p;
  const uy = b1 / c1p + b2 / c2p;
  const norm2 = ux * ux + uy * uy;
  let tLow = T_MIN;
  let tHigh = T_MAX;
  let rBound = SIN60;
  if (norm2 > 1e-4) {
    const norm = Math.sqrt(norm2);
    const c = ux / norm;
    const s = uy / norm;
    const t = tFromDirection(c, s);
    tLow = t - T_SLACK;
    tHigh = t + T_SLACK;
    rBound = sin2DeltaThetaBound(c * COS275 + s * SIN275);
  }
  const yLow = dH2 - dH2Error > 0 ? Math.sqrt(dH2 - dH2Error) / (1 + 0.015 * cpMean * tHigh) : 0;
  const yHigh = dH2 + dH2Error > 0 ? Math.sqrt(dH2 + dH2Error) / (1 + 0.015 * cpMean * tLow) : 0;
  // y² − k·y is convex in y with its minimum at k/2: evaluate it at the allowed y closest to k/2.
  const k = rBound * rc * Math.abs(cTerm);
  const half = k / 2;
  const y = half < yLow ? yLow : half > yHigh ? yHigh : half;
  return base + y * y - k * y;
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
