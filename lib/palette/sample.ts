/** Pixel sampling: the colour under a point of an image, or the average of a small square. */
import type { Rgb } from '../color/index.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { checkPixels, OPAQUE_ALPHA } from './pixels.ts';

/** The widest sample square a pointer reads: 16 × 16 pixels, as players pick from a picture. */
export const MAX_SAMPLE_SIDE = 16;

/** The image's height, checking that `width` divides the pixel count. */
function heightOf(pixels: Uint8ClampedArray | Uint8Array, width: number): number {
  checkPixels(pixels);
  const height = width > 0 ? pixels.length / 4 / width : 0;
  if (!Number.isInteger(width) || width <= 0 || !Number.isInteger(height)) {
    throw new ValidationError(
      'invalid',
      'width',
      'Parameter "width" must be a positive integer dividing the pixel count.',
      width,
      'a divisor of the pixel count',
    );
  }
  return height;
}

/** The mean of the opaque pixels in columns `c0..c1` and rows `r0..r1` (clipped), or null. */
function meanOver(
  pixels: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  c0: number,
  c1: number,
  r0: number,
  r1: number,
): Rgb | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let row = Math.max(0, r0); row <= Math.min(height - 1, r1); row++) {
    for (let col = Math.max(0, c0); col <= Math.min(width - 1, c1); col++) {
      const p = 4 * (row * width + col);
      if (pixels[p + 3]! < OPAQUE_ALPHA) continue;
      r += pixels[p]!;
      g += pixels[p + 1]!;
      b += pixels[p + 2]!;
      n++;
    }
  }
  return n === 0 ? null : { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}

/**
 * The mean colour of the opaque pixels within `radius` pixels of (x, y) (a square of side
 * 2·radius + 1, clipped to the image; radius 0 is the pixel itself), rounded to 8 bits; null when
 * they are all transparent or (x, y) lies outside the image.
 */
export function sampleColor(
  pixels: Uint8ClampedArray | Uint8Array,
  width: number,
  x: number,
  y: number,
  radius = 0,
): Rgb | null {
  const height = heightOf(pixels, width);
  check.integer('radius', radius, { min: 0, max: 64 });
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  if (!(cx >= 0 && cx < width && cy >= 0 && cy < height)) return null;
  return meanOver(pixels, width, height, cx - radius, cx + radius, cy - radius, cy + radius);
}

/**
 * The mean colour of the opaque pixels of the `side` × `side` square (1–16) at (x, y), clipped to
 * the image: the pixel under the point and as many on each side, the extra column and row of an
 * even side to the right and below (a 16 × 16 square spans 7 pixels left and up, 8 right and down).
 * Rounded to 8 bits; null when they are all transparent or (x, y) lies outside the image.
 */
export function sampleSquare(
  pixels: Uint8ClampedArray | Uint8Array,
  width: number,
  x: number,
  y: number,
  side = 1,
): Rgb | null {
  const height = heightOf(pixels, width);
  check.integer('side', side, { min: 1, max: MAX_SAMPLE_SIDE });
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  if (!(cx >= 0 && cx < width && cy >= 0 && cy < height)) return null;
  const before = Math.floor((side - 1) / 2);
  const after = side - 1 - before;
  return meanOver(pixels, width, height, cx - before, cx + after, cy - before, cy + after);
}
