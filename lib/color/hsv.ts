/** HSV in the reference's units: h in degrees [0,360), s and v in percent, each rounded to 2 dp. */
import { round2 } from './round.ts';
import { hexFromRgb, type Rgb } from './rgb.ts';

export type Hsv = { h: number; s: number; v: number };

/** Greys (max = min) get h = 0; black gets s = 0. */
export function hsvFromRgb(rgb: Rgb): Hsv {
  const r = rgb.r / 255;
  const g = rgb.g / 255;
  const b = rgb.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let h = 0;
  if (delta !== 0) {
    if (max === r) h = ((g - b) / delta + (g < b ? 6 : 0)) * 60;
    else if (max === g) h = ((b - r) / delta + 2) * 60;
    else h = ((r - g) / delta + 4) * 60;
  }
  const s = max === 0 ? 0 : (delta / max) * 100;
  return { h: round2(h), s: round2(s), v: round2(max * 100) };
}

/** Hue into [0,360); values already in range are returned untouched (no `+360` rounding). */
export function mod360(x: number): number {
  return x >= 0 && x < 360 ? x : ((x % 360) + 360) % 360;
}

const clampByte = (x: number): number => (x < 0 ? 0 : x > 255 ? 255 : x);

/**
 * Sector formula: h normalised to [0,360), s and v in 0–100; each channel `round((x+m)·255)`
 * clamped to 0–255. Upper-case `#RRGGBB`, as the wheels and harmony targets are reported.
 */
export function hexFromHsv(h: number, s: number, v: number): string {
  const sector = mod360(h) / 60;
  const value = v / 100;
  const chroma = value * (s / 100);
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const m = value - chroma;
  let r: number, g: number, b: number;
  if (sector < 1) [r, g, b] = [chroma, x, 0];
  else if (sector < 2) [r, g, b] = [x, chroma, 0];
  else if (sector < 3) [r, g, b] = [0, chroma, x];
  else if (sector < 4) [r, g, b] = [0, x, chroma];
  else if (sector < 5) [r, g, b] = [x, 0, chroma];
  else [r, g, b] = [chroma, 0, x];
  return hexFromRgb(
    clampByte(Math.round((r + m) * 255)),
    clampByte(Math.round((g + m) * 255)),
    clampByte(Math.round((b + m) * 255)),
    true,
  );
}
