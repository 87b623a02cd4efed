/**
 * Independent colour maths for the tests: culori for Lab, Oklab and CIEDE2000, and the spec's
 * RGB-space formulas written out here (culori has no redmean or "distinguish" percentage).
 * Nothing is imported from lib/.
 *
 * culori's lab65 uses a slightly different D65 white and matrix from the engine,
 * so Lab-based distances agree to about 0.01, not bit-for-bit: callers compare those with a tolerance.
 */
import { converter, differenceCiede2000, type Lab65, type Oklab } from 'culori';

export type Rgb8 = { r: number; g: number; b: number };
export const METHODS = ['ciede2000', 'oklab', 'cie76', 'redmean', 'rgb', 'distinguish'] as const;
export type Method = (typeof METHODS)[number];

const toLab = converter('lab65');
const toOklab = converter('oklab');
const toHsv = converter('hsv');
const toOklch = converter('oklch');
const ciede2000 = differenceCiede2000();

export const hexToRgb = (hex: string): Rgb8 => {
  const h = hex.replace('#', '');
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
};
export const rgbToHex = ({ r, g, b }: Rgb8): string =>
  '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');

const culoriRgb = ({ r, g, b }: Rgb8) => ({ mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 });

/** A colour with every representation a distance needs, converted once. */
export interface OracleColor {
  rgb: Rgb8;
  lab: Lab65;
  oklab: Oklab;
}

export function oracleColor(input: Rgb8 | string): OracleColor {
  const rgb = typeof input === 'string' ? hexToRgb(input) : input;
  const c = culoriRgb(rgb);
  return { rgb, lab: toLab(c), oklab: toOklab(c) };
}

/** √(3·255²): the largest RGB distance, the 100 % of `distinguish`. */
export const RGB_MAX = Math.sqrt(3 * 255 * 255);

/** Ranking distance per method (unrounded; `distinguish` as an unrounded percentage). */
export function distance(method: Method, x: OracleColor, y: OracleColor): number {
  switch (method) {
    case 'ciede2000':
      return ciede2000(x.lab, y.lab);
    case 'cie76':
      return Math.hypot(x.lab.l - y.lab.l, x.lab.a - y.lab.a, x.lab.b - y.lab.b);
    case 'oklab':
      // Euclidean Oklab with the a and b axes scaled ×2.
      return Math.hypot(x.oklab.l - y.oklab.l, 2 * (x.oklab.a - y.oklab.a), 2 * (x.oklab.b - y.oklab.b));
    case 'rgb':
      return Math.hypot(x.rgb.r - y.rgb.r, x.rgb.g - y.rgb.g, x.rgb.b - y.rgb.b);
    case 'redmean': {
      const rm = (x.rgb.r + y.rgb.r) / 2;
      const dr = x.rgb.r - y.rgb.r;
      const dg = x.rgb.g - y.rgb.g;
      const db = x.rgb.b - y.rgb.b;
      return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
    }
    case 'distinguish':
      return (Math.hypot(x.rgb.r - y.rgb.r, x.rgb.g - y.rgb.g, x.rgb.b - y.rgb.b) / RGB_MAX) * 100;
  }
}

/** What the API reports for a ranking distance: 4 decimals, `distinguish` a whole percentage. */
export const reported = (method: Method, d: number): number =>
  method === 'distinguish' ? Math.round(d) : Math.round(d * 10_000) / 10_000;

/**
 * How far the oracle may disagree with the engine for a method: nothing where the formula is
 * integer RGB maths, a small allowance where the Lab/Oklab constants differ. Measured over 40,000
 * random colours: at most 0.0041 (ΔE2000), 0.0065 (ΔE76) and 0.0001 (ΔEOK, rounding included);
 * the allowance leaves headroom without hiding a wrong formula (a wrong white point or a missing
 * ×2 moves distances by far more).
 */
export const TOLERANCE: Record<Method, number> = {
  ciede2000: 0.01,
  cie76: 0.01,
  oklab: 0.0003,
  redmean: 1e-9,
  rgb: 1e-9,
  distinguish: 1e-9,
};

/** HSV on the API's scale (h 0–360, greys 0; s and v 0–100), unrounded. */
export function hsvOf(input: Rgb8 | string): { h: number; s: number; v: number } {
  const rgb = typeof input === 'string' ? hexToRgb(input) : input;
  const hsv = toHsv(culoriRgb(rgb));
  return { h: hsv.h ?? 0, s: (hsv.s ?? 0) * 100, v: (hsv.v ?? 0) * 100 };
}

/** OKLCH of a colour (h undefined for greys). */
export function oklchOf(input: Rgb8 | string): { l: number; c: number; h: number | undefined } {
  const rgb = typeof input === 'string' ? hexToRgb(input) : input;
  const c = toOklch(culoriRgb(rgb));
  return { l: c.l, c: c.c, h: c.h };
}

/** Smallest angle between two hues, 0–180. */
export function hueGap(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}
