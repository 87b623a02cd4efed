/**
 * A colour a tool accepts: a dye (by stainID or itemID) or any `#RRGGBB`. Text forms, as a page
 * keeps them in its URL: `5729` or `#5b7fc0` (also `5b7fc0`).
 */
import { colorPoint, parseHex, type ColorPoint, type Rgb } from '../color/index.ts';
import { hexOf } from '../color/spaces.ts';
import type { Dye } from './database.ts';
import { findDye } from './ids.ts';

export type ColorInput = { dye: number } | { hex: string };

export interface ResolvedColor {
  /** Upper-case `#RRGGBB`. */
  hex: string;
  rgb: Rgb;
  point: ColorPoint;
  /** The dye it names, when the input was a dye. */
  dye: Dye | null;
}

/** A received value as an error message shows it (`"red"`, `2.5`, `undefined`, `{"a":1}`). */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null)
    return String(value);
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/** A colour input resolved, or a RangeError naming `label` and what is wrong with it. */
export function resolveColor(input: ColorInput, label: string): ResolvedColor {
  if (typeof input !== 'object' || input === null)
    throw new RangeError(`${label}: give { dye: id } or { hex: '#RRGGBB' }.`);
  if ('dye' in input) {
    const dye = Number.isInteger(input.dye) ? findDye(input.dye) : undefined;
    if (!dye) throw new RangeError(`${label}: no dye has the ID ${shownValue(input.dye)}.`);
    return { hex: dye.hex.toUpperCase(), rgb: dye.rgb, point: dye.point, dye };
  }
  const rgb = typeof input.hex === 'string' ? parseHex(input.hex) : null;
  if (!rgb) throw new RangeError(`${label}: ${shownValue(input.hex)} is not a colour; use #RRGGBB.`);
  return { hex: hexOf(rgb), rgb, point: colorPoint(rgb), dye: null };
}

/** `5729` → a dye, `#5b7fc0` or `5b7fc0` → a colour, anything else → null. */
export function parseColorInput(text: string): ColorInput | null {
  const t = text.trim();
  if (/^[1-9]\d{0,9}$/.test(t)) return { dye: Number(t) };
  return parseHex(t) ? { hex: t.startsWith('#') ? t : `#${t}` } : null;
}
