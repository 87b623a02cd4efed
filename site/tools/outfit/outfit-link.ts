/**
 * The page's state in its URL: the worn pieces with the file's dyes (`o`), the glasses (`g`) and,
 * once restyled, the new dyes of every piece in the same order (`r`: `d1.d2` joined by `_`), the
 * locked channels (`k`), the twins chosen (`t`), the character the file dresses (`w`) and the
 * character's own colours (`c`).
 */
import type { CharaPiece } from '../../../lib/chara-file/index.ts';
import { APPEARANCE_PARTS, type AppearancePart } from '../../../lib/character/index.ts';
import { CLANS, RACES, SLOTS, type Slot, type Wearer } from '../../../lib/items/index.ts';

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

/** Locked channels (`k`): `<slot index>.<channel 0|1>` joined by `,`. */
export type Locks = ReadonlySet<string>;
export const lockKey = (slot: Slot, channel: 0 | 1): string => `${SLOTS.indexOf(slot)}.${channel}`;
export function decodeLocks(text: string): Set<string> {
  return new Set(text.split(',').filter((part) => /^(\d|1[01])\.[01]$/.test(part)));
}
export const encodeLocks = (locks: Iterable<string>): string => [...locks].sort().join(',');

/** Twins chosen by the player (`t`): `<slot index>.<item ID>` joined by `,`. */
export function decodeTwins(text: string): Partial<Record<Slot, number>> {
  const out: Partial<Record<Slot, number>> = {};
  for (const part of text.split(',')) {
    const m = /^(\d{1,2})\.(\d{1,7})$/.exec(part);
    const slot = m ? SLOTS[Number(m[1])] : undefined;
    if (m && slot) out[slot] = Number(m[2]);
  }
  return out;
}
export const encodeTwins = (twins: Partial<Record<Slot, number>>): string =>
  SLOTS.flatMap((slot, i) => (twins[slot] === undefined ? [] : [`${i}.${twins[slot]}`])).join(',');

/** The character (`w`): race, clan and gender as list positions, `-` where unknown. */
export function encodeWearer(w: Wearer): string {
  const at = (list: readonly string[], v: string | null) => (v === null ? '-' : String(list.indexOf(v)));
  return [at(RACES, w.race), at(CLANS, w.clan), at(['male', 'female'], w.gender)].join('.');
}
export function decodeWearer(text: string): Wearer {
  const [r, c, g] = text.split('.');
  const of = <T>(list: readonly T[], v: string | undefined): T | null =>
    v !== undefined && /^\d+$/.test(v) ? (list[Number(v)] ?? null) : null;
  return { race: of(RACES, r), clan: of(CLANS, c), gender: of(['male', 'female'] as const, g) };
}

/** A character colour the outfit carries: hair, skin, an eye… and the colour the game shows. */
export interface PartColor {
  part: AppearancePart;
  /** Lowercase `#rrggbb`. */
  hex: string;
}

/** The character's colours (`c`): `<part>.<rrggbb>` joined by `_`, in the parts' order. */
export const encodePartColors = (colors: readonly PartColor[]): string =>
  colors.map((c) => `${c.part}.${c.hex.slice(1).toLowerCase()}`).join('_');

/** The colours of `c`, each part once and in the parts' order; anything malformed is left out. */
export function decodePartColors(text: string): PartColor[] {
  const found = new Map<string, string>();
  for (const entry of text.split('_')) {
    const m = /^([a-z-]+)\.([0-9a-fA-F]{6})$/.exec(entry);
    if (m && !found.has(m[1]!)) found.set(m[1]!, `#${m[2]!.toLowerCase()}`);
  }
  return APPEARANCE_PARTS.flatMap((part) => (found.has(part) ? [{ part, hex: found.get(part)! }] : []));
}
