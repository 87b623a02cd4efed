/** Checks on the RGBA input shared by the palette functions. */

/** Pixels with alpha below this count as transparent and are ignored. */
export const OPAQUE_ALPHA = 128;

/** Throws a RangeError naming the problem when `pixels` is not RGBA bytes. */
export function checkPixels(pixels: Uint8ClampedArray | Uint8Array): void {
  if (!(pixels instanceof Uint8ClampedArray) && !(pixels instanceof Uint8Array)) {
    throw new TypeError('pixels must be a Uint8ClampedArray of RGBA bytes (as ImageData.data holds them)');
  }
  if (pixels.length % 4 !== 0) {
    throw new RangeError(`pixels must hold 4 bytes (RGBA) per pixel; got ${pixels.length} bytes, not a multiple of 4`);
  }
}
