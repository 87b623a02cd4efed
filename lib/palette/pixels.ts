/** Checks on the RGBA input shared by the palette functions. */
import * as check from '../validate/rules.ts';

/** Pixels with alpha below this count as transparent and are ignored. */
export const OPAQUE_ALPHA = 128;

/** Throws a ValidationError naming the problem when `pixels` is not RGBA bytes. */
export function checkPixels(pixels: Uint8ClampedArray | Uint8Array): void {
  check.rgbaBytes('pixels', pixels);
}
