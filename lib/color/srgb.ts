/** The sRGB transfer function, both ways. */

/**
 * Linear-light value of each 8-bit channel, computed once with the reference's exact expression
 * (`c/255`, then `c ≤ 0.04045 ? c/12.92 : ((c+0.055)/1.055)^2.4`), so a lookup returns the same
 * double the reference computes every time.
 */
export const LINEAR_FROM_BYTE: Float64Array = (() => {
  const table = new Float64Array(256);
  for (let i = 0; i < 256; i++) {
    const c = i / 255;
    table[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }
  return table;
})();

/** Linear-light value -> 8-bit channel: clamp to 0–1, gamma-encode, ×255, round. */
export function byteFromLinear(x: number): number {
  const c = x < 0 ? 0 : x > 1 ? 1 : x;
  const encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
}
