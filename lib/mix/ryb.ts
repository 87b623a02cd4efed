/**
 * Red–yellow–blue, the painter's primaries, in the invertible form of Sugita & Takahashi
 * ("Computational RYB colour model", 2015): take out the white (the smallest channel), turn the
 * red+green overlap into yellow, share what green is left between yellow and blue, rescale so
 * the largest channel keeps its value, and put the white back. The way back undoes each step, so
 * an sRGB colour survives the round trip and blue + yellow averages to green, as paint does.
 * Channels are gamma-encoded sRGB in 0–1.
 */
import type { Coords } from '../color/spaces.ts';

export function rybFromRgb(red: number, green: number, blue: number): Coords {
  const white = Math.min(red, green, blue);
  let r = red - white;
  let g = green - white;
  let b = blue - white;
  const maxRgb = Math.max(r, g, b);
  let y = Math.min(r, g);
  r -= y;
  g -= y;
  // Blue and green both left: halve them so the largest channel stays in range.
  if (b > 0 && g > 0) {
    b /= 2;
    g /= 2;
  }
  y += g;
  b += g;
  const maxRyb = Math.max(r, y, b);
  if (maxRyb > 0) {
    const n = maxRgb / maxRyb;
    r *= n;
    y *= n;
    b *= n;
  }
  return [r + white, y + white, b + white];
}

export function rgbFromRyb(red: number, yellow: number, blue: number): Coords {
  const white = Math.min(red, yellow, blue);
  let r = red - white;
  let y = yellow - white;
  let b = blue - white;
  const maxRyb = Math.max(r, y, b);
  let g = Math.min(y, b);
  y -= g;
  b -= g;
  if (b > 0 && g > 0) {
    b *= 2;
    g *= 2;
  }
  r += y;
  g += y;
  const maxRgb = Math.max(r, g, b);
  if (maxRgb > 0) {
    const n = maxRyb / maxRgb;
    r *= n;
    g *= n;
    b *= n;
  }
  return [r + white, g + white, b + white];
}
