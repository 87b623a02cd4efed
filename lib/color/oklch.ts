/** OKLCH: polar Oklab, CSS Color 4 gamut mapping into sRGB, and the chroma limit of a hue. */
import type { Rgb } from './rgb.ts';
import { hexFromRgb } from './rgb.ts';
import { linearFromOklabInto, oklabFromLinearInto, oklabFromRgb } from './oklab.ts';
import { byteFromLinear } from './srgb.ts';
import { round4, round6 } from './round.ts';
import { mod360 } from './hsv.ts';

export type Oklch = { L: number; C: number; h: number };

/** Below this chroma a colour counts as grey and has no usable hue (the reference's constant). */
export const ACHROMATIC_CHROMA = 0.006;

/** From the 6-dp-rounded Oklab: C rounded to 6 dp, h (degrees) to 4 dp and kept in [0,360). */
export function oklchFromRgb(rgb: Rgb): Oklch {
  const [L, a, b] = oklabFromRgb(rgb);
  let h = Math.atan2(b, a) * (180 / Math.PI);
  if (h < 0) h += 360;
  // A hue a hair under 360 rounds up to 360.0000; fold it onto 0 so the range promise holds.
  return { L, C: round6(Math.sqrt(a * a + b * b)), h: mod360(round4(h)) };
}

// Scratch buffers: gamut mapping runs up to 360 times per ring request, so it allocates nothing.
const linear = new Float64Array(3);
const clipped = new Float64Array(3);
const clippedLab = new Float64Array(3);

const GAMUT_TOLERANCE = 1e-6;
const JND = 0.02;
const BISECTION_EPSILON = 1e-4;

function linearInGamut(v: Float64Array): boolean {
  const lo = -GAMUT_TOLERANCE;
  const hi = 1 + GAMUT_TOLERANCE;
  return v[0]! >= lo && v[0]! <= hi && v[1]! >= lo && v[1]! <= hi && v[2]! >= lo && v[2]! <= hi;
}

function clampInto(v: Float64Array, out: Float64Array): void {
  for (let i = 0; i < 3; i++) out[i] = Math.min(1, Math.max(0, v[i]!));
}

/** Plain Euclidean ΔEOK (no ×2 on a/b: CSS Color 4's gamut mapping uses the plain one). */
function deltaEokOfClip(L: number, a: number, b: number): number {
  oklabFromLinearInto(clipped[0]!, clipped[1]!, clipped[2]!, clippedLab);
  const dL = L - clippedLab[0]!;
  const da = a - clippedLab[1]!;
  const db = b - clippedLab[2]!;
  return Math.sqrt(dL * dL + da * da + db * db);
}

const encode = (v: Float64Array): string =>
  hexFromRgb(byteFromLinear(v[0]!), byteFromLinear(v[1]!), byteFromLinear(v[2]!), true);

/**
 * CSS Color 4 binary-search gamut mapping of OKLCH into sRGB, in the reference's variant:
 * keep lightness and hue, lower chroma until the clipped colour is within a JND (0.02 ΔEOK) of the
 * unclipped one. Hand-written rather than culori's `toGamut` because culori's variant (no early
 * exit, no "lower bound out of gamut" flag, no tolerance) lands on different 8-bit colours.
 * Returns upper-case `#RRGGBB`.
 */
export function gamutMapOklch(L: number, C: number, hDeg: number): string {
  if (L >= 1) return '#FFFFFF';
  if (L <= 0) return '#000000';
  const hRad = hDeg * (Math.PI / 180);
  const cos = Math.cos(hRad);
  const sin = Math.sin(hRad);

  linearFromOklabInto(L, C * cos, C * sin, linear);
  if (linearInGamut(linear)) return encode(linear);

  clampInto(linear, clipped);
  if (deltaEokOfClip(L, C * cos, C * sin) < JND) return encode(clipped);

  let min = 0;
  let max = C;
  let minInGamut = true;
  while (max - min > BISECTION_EPSILON) {
    const chroma = (min + max) / 2;
    const a = chroma * cos;
    const b = chroma * sin;
    linearFromOklabInto(L, a, b, linear);
    if (minInGamut && linearInGamut(linear)) {
      min = chroma;
      continue;
    }
    clampInto(linear, clipped);
    const e = deltaEokOfClip(L, a, b);
    if (e < JND) {
      if (JND - e < BISECTION_EPSILON) return encode(clipped);
      minInGamut = false;
      min = chroma;
    } else {
      max = chroma;
    }
  }
  return encode(clipped);
}

function oklchInGamut(L: number, C: number, cos: number, sin: number): boolean {
  linearFromOklabInto(L, C * cos, C * sin, linear);
  return linearInGamut(linear);
}

const CHROMA_STEP = 0.005;
const CHROMA_STEPS = 80; // up to C = 0.4, beyond any sRGB colour
const REFINE_STEPS = 24;

/**
 * Largest chroma still inside sRGB at this lightness and hue (the reference's wheel-ring helper):
 * scan C = 0.005, 0.010, … 0.4 for the first value out of gamut, then bisect 24 times between the
 * last value inside and it; returns the inside bound (0.4's predecessor chain if none leaves).
 */
export function maxChromaOklch(L: number, hDeg: number): number {
  const hRad = hDeg * (Math.PI / 180);
  const cos = Math.cos(hRad);
  const sin = Math.sin(hRad);
  let inside = 0;
  let outside = -1;
  for (let k = 1; k <= CHROMA_STEPS; k++) {
    const c = k * CHROMA_STEP;
    if (!oklchInGamut(L, c, cos, sin)) {
      outside = c;
      break;
    }
    inside = c;
  }
  if (outside < 0) return inside;
  for (let i = 0; i < REFINE_STEPS; i++) {
    const mid = (inside + outside) / 2;
    if (oklchInGamut(L, mid, cos, sin)) inside = mid;
    else outside = mid;
  }
  return inside;
}
