/**
 * Colour spaces to blend in: each turns an 8-bit colour into three unrounded coordinates and back.
 * Gradients interpolate these coordinates and the mixer averages them, so the same tables serve
 * both. Going back clamps each linear-light channel to 0–1 before encoding (the clip that
 * `formatHex` of culori applies too), because a blend of two in-gamut colours can leave sRGB in
 * Oklab, OKLCH and CIELAB.
 */
import { hexFromRgb, type Rgb } from './rgb.ts';
import { LINEAR_FROM_BYTE, byteFromLinear } from './srgb.ts';
import { linearFromOklabInto, oklabFromLinearInto } from './oklab.ts';
import { LAB_WHITE_X, LAB_WHITE_Z, labFromRgb } from './lab.ts';

export type SpaceId = 'oklab' | 'oklch' | 'lab' | 'linear' | 'srgb';
export type Coords = [number, number, number];

export interface BlendSpace {
  id: SpaceId;
  /** Coordinates of an 8-bit colour (unrounded). */
  from: (rgb: Rgb) => Coords;
  /** The 8-bit colour of coordinates (clipped into sRGB). */
  to: (c: Coords) => Rgb;
  /** Index of a hue coordinate in degrees, interpolated along the shorter arc; absent for rectangular spaces. */
  hue?: number;
}

const scratch = [0, 0, 0];

const rgbFromLinear = (r: number, g: number, b: number): Rgb => ({
  r: byteFromLinear(r),
  g: byteFromLinear(g),
  b: byteFromLinear(b),
});

function oklabFrom(rgb: Rgb): Coords {
  const out: Coords = [0, 0, 0];
  oklabFromLinearInto(LINEAR_FROM_BYTE[rgb.r]!, LINEAR_FROM_BYTE[rgb.g]!, LINEAR_FROM_BYTE[rgb.b]!, out);
  return out;
}

function rgbFromOklab(L: number, a: number, b: number): Rgb {
  linearFromOklabInto(L, a, b, scratch);
  return rgbFromLinear(scratch[0]!, scratch[1]!, scratch[2]!);
}

// CIELAB back to linear sRGB with the same white and CIE constants as `labFromRgb`, and the exact
// inverse of its RGB→XYZ matrix (Lindbloom's sRGB D65 pair).
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;
const fInverse = (t: number): number => (t * t * t > EPSILON ? t * t * t : (116 * t - 16) / KAPPA);

function rgbFromLab(L: number, a: number, b: number): Rgb {
  const fy = (L + 16) / 116;
  const x = LAB_WHITE_X * fInverse(fy + a / 500);
  const y = L > KAPPA * EPSILON ? fy * fy * fy : L / KAPPA;
  const z = LAB_WHITE_Z * fInverse(fy - b / 200);
  return rgbFromLinear(
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  );
}

const DEGREES = 180 / Math.PI;

export const BLEND_SPACES: Readonly<Record<SpaceId, BlendSpace>> = {
  oklab: { id: 'oklab', from: oklabFrom, to: ([L, a, b]) => rgbFromOklab(L, a, b) },
  oklch: {
    id: 'oklch',
    hue: 2,
    from: (rgb) => {
      const [L, a, b] = oklabFrom(rgb);
      const h = Math.atan2(b, a) * DEGREES;
      return [L, Math.sqrt(a * a + b * b), h < 0 ? h + 360 : h];
    },
    to: ([L, C, h]) => rgbFromOklab(L, C * Math.cos(h / DEGREES), C * Math.sin(h / DEGREES)),
  },
  lab: { id: 'lab', from: labFromRgb, to: ([L, a, b]) => rgbFromLab(L, a, b) },
  linear: {
    id: 'linear',
    from: (rgb) => [LINEAR_FROM_BYTE[rgb.r]!, LINEAR_FROM_BYTE[rgb.g]!, LINEAR_FROM_BYTE[rgb.b]!],
    to: ([r, g, b]) => rgbFromLinear(r, g, b),
  },
  srgb: {
    id: 'srgb',
    from: (rgb) => [rgb.r / 255, rgb.g / 255, rgb.b / 255],
    to: ([r, g, b]) => ({ r: byteOf(r), g: byteOf(g), b: byteOf(b) }),
  },
};

/** Gradient order of the spaces (Oklab first: the default). */
export const SPACE_IDS: readonly SpaceId[] = ['oklab', 'oklch', 'lab', 'linear', 'srgb'];

/** A gamma-encoded 0–1 channel as a byte, clipped. */
export const byteOf = (x: number): number => Math.round((x < 0 ? 0 : x > 1 ? 1 : x) * 255);

/** Upper-case `#RRGGBB` of an 8-bit colour. */
export const hexOf = (rgb: Rgb): string => hexFromRgb(rgb.r, rgb.g, rgb.b, true);
