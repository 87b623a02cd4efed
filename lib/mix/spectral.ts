/**
 * The paint model: Kubelka–Munk mixing through the `spectral.js` package. Each colour becomes a
 * reflectance spectrum (38 samples, 380–750 nm), each sample an absorption/scattering ratio K/S;
 * a mix averages K/S weighted by amount² × luminance and turns the result back into reflectance,
 * then into sRGB (gamut-mapped when it falls outside). Blue and yellow give green, and mixes
 * darken the way pigments do.
 *
 * The averaging loop and the spectrum → sRGB step are written out here with the package's own
 * arithmetic (same terms, same order), so a dye's K/S spectrum can be computed once and reused
 * across a search without allocating; the package's `mix()` is the oracle of the unit tests.
 */
import { Color } from 'spectral.js';
import type { Rgb } from '../color/index.ts';

/** Per-colour data of the paint model. */
export interface Pigment {
  ks: readonly number[];
  luminance: number;
}

export function pigmentOf(rgb: Rgb): Pigment {
  const color = new Color([rgb.r, rgb.g, rgb.b]);
  return { ks: color.KS, luminance: color.luminance };
}

/** Kubelka–Munk: reflectance of an infinitely thick layer from its K/S ratio. */
const reflectance = (ks: number): number => 1 + ks - (ks ** 2 + 2 * ks) ** 0.5;

/**
 * The package's CIE colour-matching table (reflectance → XYZ), read through its public API: the
 * spectrum that is 1 at one sample and 0 elsewhere has exactly that sample's column as its XYZ.
 */
const SAMPLES = new Color('#808080').R.length;
const CMF: readonly Float64Array[] = [0, 1, 2].map(() => new Float64Array(SAMPLES));
for (let i = 0; i < SAMPLES; i++) {
  const unit = new Array<number>(SAMPLES).fill(0);
  unit[i] = 1;
  const xyz = new Color(unit).XYZ;
  for (let row = 0; row < 3; row++) CMF[row]![i] = xyz[row]!;
}

/** Linear sRGB from XYZ (D65), the matrix of CSS Color 4 that the package uses. */
const XYZ_TO_LINEAR = [
  [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
  [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
  [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
] as const;

/** Sums in the package's order (a left-to-right dot product from 0), so every double matches. */
function dot(row: ArrayLike<number>, v: ArrayLike<number>, n: number): number {
  let acc = 0;
  for (let i = 0; i < n; i++) acc = acc + row[i]! * v[i]!;
  return acc;
}

const encode = (x: number): number => Math.round((x > 0.0031308 ? 1.055 * x ** (1.0 / 2.4) - 0.055 : x * 12.92) * 255);

/** The package rounds channels but does not clamp them (a mapped colour can land a hair outside). */
const clampByte = (x: number): number => (x < 0 ? 0 : x > 255 ? 255 : x);

const R = new Float64Array(SAMPLES);
const XYZ = new Float64Array(3);
const concentration: number[] = [];

/**
 * The mix of pigments in `parts`: the package's `mix()` and its hex output, with the spectrum to
 * sRGB step done here on preallocated arrays when the result is in gamut (the common case) and
 * by the package's gamut mapping otherwise.
 */
export function mixPigments(pigments: readonly Pigment[], parts: readonly number[]): Rgb {
  const n = pigments.length;
  for (let j = 0; j < n; j++) concentration[j] = parts[j]! ** 2 * pigments[j]!.luminance;
  for (let i = 0; i < SAMPLES; i++) {
    let ksMix = 0;
    let total = 0;
    for (let j = 0; j < n; j++) {
      total += concentration[j]!;
      ksMix += pigments[j]!.ks[i]! * concentration[j]!;
    }
    R[i] = reflectance(ksMix / total);
  }
  for (let row = 0; row < 3; row++) XYZ[row] = dot(CMF[row]!, R, SAMPLES);
  const r = dot(XYZ_TO_LINEAR[0], XYZ, 3);
  const g = dot(XYZ_TO_LINEAR[1], XYZ, 3);
  const b = dot(XYZ_TO_LINEAR[2], XYZ, 3);
  if (r >= 0 && r <= 1 && g >= 0 && g <= 1 && b >= 0 && b <= 1) return { r: encode(r), g: encode(g), b: encode(b) };
  const [mr, mg, mb] = new Color(Array.from(R)).toGamut().sRGB;
  return { r: clampByte(mr!), g: clampByte(mg!), b: clampByte(mb!) };
}
