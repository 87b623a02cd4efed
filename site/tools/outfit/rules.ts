/**
 * The in-game rules of a resolved item as data for sentences: who may wear it (the `wearMask`
 * bits decoded) and how many dye channels the item has.
 */
import type { ChannelSource } from '../../../lib/chara-file/index.ts';
import { RACES, type Race, type Slot } from '../../../lib/items/index.ts';
import type { ResolvedItem } from './chara-client.ts';

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

/** Dye channels the item has, or null when unknown. */
export function dyeCountOf(item: ResolvedItem | null | undefined): number | null {
  if (!item) return null;
  return primaryRules(item)?.dyeCount ?? null;
}

/** A piece in the restyle table: its restyle channels, where they come from, dyes now and locks. */
export interface RestyleRow {
  slot: Slot;
  dyeCount: number;
  source: ChannelSource;
  dyes: readonly [number, number];
  locked: readonly [boolean, boolean];
}
