/**
 * The one bit of colour maths the page does itself: where to put a dye's dot on the wheel.
 * The wheel's angle comes from the engine (`wheelHue`); the distance from the centre is the
 * dye's HSV saturation, so greys sit in the middle and vivid dyes on the rim. Twelve lines of
 * arithmetic are cheaper than loading a colour library on the main thread.
 */
export function saturationOf(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  const max = Math.max(r, g, b);
  return max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
}

export const HEX_PATTERN = /^#?[0-9a-fA-F]{6}$/;
export const normaliseHex = (text: string): string | null =>
  HEX_PATTERN.test(text.trim()) ? `#${text.trim().replace('#', '').toLowerCase()}` : null;

/** Point on a circle, 0° at the top and clockwise, like the wheel's angles. */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [cx + r * Math.sin(a), cy - r * Math.cos(a)];
}
