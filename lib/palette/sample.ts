/** Pixel sampling: the colour under a point of an image, or the average of a small square. */
import type { Rgb } from '../color/index.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { checkPixels, OPAQUE_ALPHA } from './pixels.ts';

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
  check.integer('radius', radius, { min: 0, max: 64 });
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  if (!(cx >= 0 && cx < width && cy >= 0 && cy < height)) return null;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let row = Math.max(0, cy - radius); row <= Math.min(height - 1, cy + radius); row++) {
    for (let col = Math.max(0, cx - radius); col <= Math.min(width - 1, cx + radius); col++) {
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
