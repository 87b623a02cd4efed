/** 8-bit sRGB: parsing and formatting of `#rrggbb`. */

export type Rgb = { r: number; g: number; b: number };

/** Value of one hex digit's char code, or -1. Hand-written because a regex plus parseInt is slower
 * on this hot path (every /v1 request with a colour parses one) and allocates substrings. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  const lower = code | 0x20; // folds A-F onto a-f and nothing else into 97..102
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * `#rrggbb` or `rrggbb`, any case -> channels; anything else (3- or 8-digit forms, whitespace, junk)
 * -> null. Allocates nothing but the result.
 */
export function parseHex(text: string): Rgb | null {
  const start = text.length === 7 && text.charCodeAt(0) === 35 /* # */ ? 1 : text.length === 6 ? 0 : -1;
  if (start < 0) return null;
  const d0 = hexDigit(text.charCodeAt(start));
  const d1 = hexDigit(text.charCodeAt(start + 1));
  const d2 = hexDigit(text.charCodeAt(start + 2));
  const d3 = hexDigit(text.charCodeAt(start + 3));
  const d4 = hexDigit(text.charCodeAt(start + 4));
  const d5 = hexDigit(text.charCodeAt(start + 5));
  if ((d0 | d1 | d2 | d3 | d4 | d5) < 0) return null;
  return { r: (d0 << 4) | d1, g: (d2 << 4) | d3, b: (d4 << 4) | d5 };
}

// Two-character strings for every byte, built once: formatting is then three lookups and a concat.
const LOWER: string[] = [];
const UPPER: string[] = [];
for (let i = 0; i < 256; i++) {
  const pair = i.toString(16).padStart(2, '0');
  LOWER.push(pair);
  UPPER.push(pair.toUpperCase());
}

/** `#rrggbb` (lower case unless `upper`). Channels must be integers 0–255 (not checked: hot path). */
export function hexFromRgb(r: number, g: number, b: number, upper = false): string {
  const table = upper ? UPPER : LOWER;
  return '#' + table[r]! + table[g]! + table[b]!;
}
