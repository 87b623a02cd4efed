/**
 * A colour a tool accepts: a dye (by stainID or itemID) or any `#RRGGBB`. Text forms, as a page
 * keeps them in its URL: `5729` or `#5b7fc0` (also `5b7fc0`).
 */
import { colorPoint, parseHex, type ColorPoint, type Rgb } from '../color/index.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import type { Dye } from './database.ts';
import { explainMissingId, lookupDye } from './ids.ts';

export type ColorInput = { dye: number } | { hex: string };

export interface ResolvedColor {
  /** Upper-case `#RRGGBB`. */
  hex: string;
  rgb: Rgb;
  point: ColorPoint;
  /** The dye it names, when the input was a dye. */
  dye: Dye | null;
}

/** The dye an auto-detected ID names, or the ValidationError (kind `notFound`) that says why none. */
export function dyeNamed(field: string, value: unknown): Dye {
  const id = check.integer(field, value, { min: -Infinity, max: Infinity });
  const dye = lookupDye(id);
  if (dye) return dye;
  const { message, details } = explainMissingId(id, field);
  const { parameter: _parameter, received: _received, ...extra } = details;
  throw new ValidationError('notFound', field, message, id, undefined, extra);
}

/** A colour input resolved, or the ValidationError naming `field` (or `field.dye`, `field.hex`). */
export function resolveColor(input: ColorInput, field: string): ResolvedColor {
  check.object(field, input, "{ dye: id } or { hex: '#RRGGBB' }");
  if ('dye' in input) {
    const dye = dyeNamed(`${field}.dye`, input.dye);
    return { hex: dye.hex.toUpperCase(), rgb: dye.rgb, point: dye.point, dye };
  }
  const { rgb, hex } = check.hex(`${field}.hex`, (input as { hex?: unknown }).hex);
  return { hex, rgb, point: colorPoint(rgb), dye: null };
}

/** `5729` → a dye, `#5b7fc0` or `5b7fc0` → a colour, anything else → null. */
export function parseColorInput(text: string): ColorInput | null {
  const t = text.trim();
  if (/^[1-9]\d{0,9}$/.test(t)) return { dye: Number(t) };
  return parseHex(t) ? { hex: t.startsWith('#') ? t : `#${t}` } : null;
}
