/**
 * The page's state in its URL: the worn pieces with the file's dyes (`o`), the glasses (`g`) and,
 * once restyled, the new dyes of every piece in the same order (`r`: `d1.d2` joined by `_`).
 */
import type { CharaPiece } from '../../../lib/chara-file/index.ts';
import type { Slot } from '../../../lib/items/index.ts';

export type DyePair = readonly [number, number];

export function encodeDyes(dyes: readonly DyePair[]): string {
  return dyes.map((d) => `${d[0]}.${d[1]}`).join('_');
}

/** The restyled dyes per slot, or null when `r` is empty or does not fit the pieces. */
export function decodeDyes(text: string, pieces: readonly CharaPiece[]): Partial<Record<Slot, DyePair>> | null {
  if (!text) return null;
  const parts = text.split('_');
  if (parts.length !== pieces.length) return null;
  const out: Partial<Record<Slot, DyePair>> = {};
  for (let i = 0; i < parts.length; i++) {
    const m = /^(\d{1,3})\.(\d{1,3})$/.exec(parts[i]!);
    if (!m || Number(m[1]) > 255 || Number(m[2]) > 255) return null;
    out[pieces[i]!.slot] = [Number(m[1]), Number(m[2])];
  }
  return out;
}
