/**
 * The five ways to mix colours. Each model has a per-colour preparation (done once per dye in the
 * inverse search) and a mix of prepared colours with their parts, so one kernel serves a single
 * mix and the search alike and both give the same colour.
 *
 * - `srgb`: weighted mean of the gamma-encoded sRGB channels — what a naive RGB average does;
 *   midpoints come out darker than light would mix.
 * - `linear`: weighted mean of linear-light RGB — how light adds (two lamps, or fine stripes seen
 *   from afar).
 * - `oklab`: weighted mean in Oklab — the perceptual midpoint: lightness and hue move evenly.
 * - `ryb`: weighted mean in red–yellow–blue, the painter's primaries (blue + yellow = green).
 * - `spectral`: Kubelka–Munk pigment mixing of reflectance spectra (spectral.js) — closest to
 *   real paint: blue + yellow = green, and mixes darken.
 */
import type { Rgb } from '../color/index.ts';
import { BLEND_SPACES, byteOf, type Coords } from '../color/spaces.ts';
import { rgbFromRyb, rybFromRgb } from './ryb.ts';
import { mixPigments, pigmentOf } from './spectral.ts';

export type MixMode = 'srgb' | 'linear' | 'oklab' | 'ryb' | 'spectral';
export const MIX_MODES: readonly MixMode[] = ['spectral', 'oklab', 'linear', 'srgb', 'ryb'];

export interface MixModel<P = unknown> {
  id: MixMode;
  prepare(rgb: Rgb): P;
  /** The mixed 8-bit colour of prepared colours; `parts` are non-negative amounts, not all zero. */
  mix(items: readonly P[], parts: readonly number[]): Rgb;
}

/** Weighted mean of coordinates, in a fixed order of operations. */
function weightedMean(items: readonly Coords[], parts: readonly number[]): Coords {
  let total = 0;
  let x = 0;
  let y = 0;
  let z = 0;
  for (let j = 0; j < items.length; j++) {
    const w = parts[j]!;
    const c = items[j]!;
    total += w;
    x += w * c[0];
    y += w * c[1];
    z += w * c[2];
  }
  return [x / total, y / total, z / total];
}

function averaging(id: 'srgb' | 'linear' | 'oklab'): MixModel<Coords> {
  const space = BLEND_SPACES[id];
  return { id, prepare: space.from, mix: (items, parts) => space.to(weightedMean(items, parts)) };
}

const ryb: MixModel<Coords> = {
  id: 'ryb',
  prepare: (rgb) => rybFromRgb(rgb.r / 255, rgb.g / 255, rgb.b / 255),
  mix(items, parts) {
    const [r, y, b] = weightedMean(items, parts);
    const [red, green, blue] = rgbFromRyb(r, y, b);
    return { r: byteOf(red), g: byteOf(green), b: byteOf(blue) };
  },
};

export const MIX_MODELS: { readonly [M in MixMode]: MixModel } = {
  srgb: averaging('srgb'),
  linear: averaging('linear'),
  oklab: averaging('oklab'),
  ryb: ryb,
  spectral: { id: 'spectral', prepare: pigmentOf, mix: mixPigments },
};
