/**
 * What the page itself does with a colour it already has: read a typed hex, pick readable text
 * for a swatch, place a dye's dot on the wheel. The colour rules are the engine's (lib/color);
 * the wheel's angle comes from the engine too (`wheelHue`).
 */
import { contrastRatio, hexFromRgb, hsvFromRgb, parseHex, type Rgb } from '../../../lib/color/index.ts';

/** `#rrggbb` for a typed `#RRGGBB`/`rrggbb` (spaces around allowed), else null. */
export function normalizeHex(text: string): string | null {
  const rgb = parseHex(text.trim());
  return rgb ? hexFromRgb(rgb.r, rgb.g, rgb.b) : null;
}

const INK_DARK: Rgb = { r: 0x11, g: 0x11, b: 0x11 };
const INK_LIGHT: Rgb = { r: 0xff, g: 0xff, b: 0xff };

/** Text colour that stays readable on a swatch: dark or white, whichever has the higher WCAG contrast. */
export function inkOn(hex: string): string {
  const rgb = parseHex(hex);
  if (!rgb) return 'inherit';
  return contrastRatio(rgb, INK_DARK) > contrastRatio(rgb, INK_LIGHT) ? '#111' : '#fff';
}

/**
 * A dye's distance from the wheel's centre, 0–1: its HSV saturation, so greys sit in the middle
 * and vivid dyes on the rim.
 */
export function saturationOf(hex: string): number {
  const rgb = parseHex(hex);
  return rgb ? hsvFromRgb(rgb).s / 100 : 0;
}

/**
 * Point on a circle, 0° at the top and clockwise, like the wheel's angles. Rounded to a thousandth
 * of a unit: the build's Node and the browser may differ in Math.sin's last bit, and a coordinate
 * the page renders differently from the server's HTML is a hydration mismatch.
 */
export function polar(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return [round(cx + r * Math.sin(a)), round(cy - r * Math.cos(a))];
}
