/**
 * The in-game rules of a resolved item as data for sentences: who may wear it (the `wearMask`
 * bits decoded), and how many dye channels the file uses against how many the item has.
 */
import type { CharaPiece } from '../../../lib/chara-file/index.ts';
import type { Slot } from '../../../lib/items/index.ts';
import type { ResolvedItem } from './chara-client.ts';

/** Race order of the mask: bit 2i is race i as a man, bit 2i + 1 as a woman. */
export const RACES = ['hyur', 'elezen', 'lalafell', 'miqote', 'roegadyn', 'aura', 'hrothgar', 'viera'] as const;
export type Race = (typeof RACES)[number];
export type Wearers =
  | { kind: 'unknown' }
  | { kind: 'everyone' }
  | { kind: 'gender'; gender: 'male' | 'female' }
  | { kind: 'list'; races: { race: Race; gender: 'male' | 'female' | 'both' }[] };

export function decodeWearMask(mask: number | null): Wearers {
  if (mask === null || mask <= 0) return { kind: 'unknown' };
  const races = RACES.flatMap((race, i) => {
    const male = (mask >> (2 * i)) & 1;
    const female = (mask >> (2 * i + 1)) & 1;
    if (!male && !female) return [];
    return [{ race, gender: male && female ? 'both' : male ? 'male' : 'female' } as const];
  });
  if (races.length === RACES.length) {
    if (races.every((r) => r.gender === 'both')) return { kind: 'everyone' };
    if (races.every((r) => r.gender === 'male')) return { kind: 'gender', gender: 'male' };
    if (races.every((r) => r.gender === 'female')) return { kind: 'gender', gender: 'female' };
  }
  return { kind: 'list', races };
}

/** The rule set of the named item (the first set holds it when the upstream sent rules). */
export const primaryRules = (item: ResolvedItem) => item.rules.find((r) => r.itemIds.includes(item.itemId)) ?? null;

/** Dye channels the file uses on a piece: channel 2 dyed needs two, channel 1 alone needs one. */
export const channelsUsed = (piece: CharaPiece): number => (piece.dyes[1] ? 2 : piece.dyes[0] ? 1 : 0);

/** Dye channels the item has, or null when unknown. */
export function dyeCountOf(item: ResolvedItem | null | undefined): number | null {
  if (!item) return null;
  return primaryRules(item)?.dyeCount ?? null;
}

/** A piece in the restyle table: its item's dye channels (known items only) and its dyes now. */
export interface RestyleRow {
  slot: Slot;
  dyeCount: number;
  dyes: readonly [number, number];
}
