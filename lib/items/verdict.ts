/**
 * What the game allows for one worn piece: for a character (race, clan, gender), whether the item
 * can be worn, glamoured, and dyed on the channels the outfit uses; and, in a family of visually
 * identical items ("twins"), which one a player would pick to carry the look.
 */
import type { Alternate, ResolvedItem, RuleSet } from './resolver.ts';

import { RACES, type Clan, type Gender, type Race } from './clans.ts';

// One vocabulary of races and clans for the whole library (the API's clan ids). RACES is also the
// race order of the wear mask: bit 2i is race i as a man, bit 2i + 1 as a woman.
export { CLANS, RACES, type Clan, type Gender, type Race } from './clans.ts';

/** The character a verdict is for; null where the file does not say. */
export interface Wearer {
  race: Race | null;
  clan: Clan | null;
  gender: Gender | null;
}

/** Whether the wear mask lets this character wear the item; null when either side is unknown. */
export function canWear(wearMask: number | null, wearer: Wearer): boolean | null {
  if (wearMask === null || wearMask <= 0 || wearer.race === null) return null;
  const bit = 2 * RACES.indexOf(wearer.race);
  const male = ((wearMask >> bit) & 1) === 1;
  const female = ((wearMask >> (bit + 1)) & 1) === 1;
  if (wearer.gender === null) return male || female ? (male && female ? true : null) : false;
  return wearer.gender === 'male' ? male : female;
}

/** Dye channels an outfit uses on a piece: channel 2 dyed needs two, channel 1 alone needs one. */
export const channelsUsed = (dyes: readonly [number, number]): number => (dyes[1] ? 2 : dyes[0] ? 1 : 0);

/** One verdict per piece, the first that applies in this order. */
export type Verdict =
  /** No rules known for the item: nothing can be said. */
  | { kind: 'unknown' }
  | { kind: 'cannot-wear' }
  /** `twin`: the glamourable twin that carries the look, or null when none does. */
  | { kind: 'not-glamourable'; twin: number | null }
  | { kind: 'too-many-channels'; used: number; count: number }
  /** A note, not a failure: a character file records no Grand Company. */
  | { kind: 'grand-company'; company: number }
  | { kind: 'fine' };
export type VerdictKind = Verdict['kind'];

/** The rule set a family member belongs to; null when the upstream sent none for it. */
export const rulesOf = (item: ResolvedItem, itemId: number): RuleSet | null =>
  item.rules.find((r) => r.itemIds.includes(itemId)) ?? null;

/** The verdict for one member of a family (by default the one the family is named after). */
export function verdictOf(
  item: ResolvedItem,
  dyes: readonly [number, number],
  wearer: Wearer,
  itemId: number = item.itemId,
): Verdict {
  const rules = rulesOf(item, itemId);
  if (!rules) return { kind: 'unknown' };
  if (canWear(rules.wearMask, wearer) === false) return { kind: 'cannot-wear' };
  if (!rules.glamourable) {
    const twin = members(item).find((id) => id !== itemId && rulesOf(item, id)?.glamourable === true) ?? null;
    return { kind: 'not-glamourable', twin };
  }
  const used = channelsUsed(dyes);
  if (used > rules.dyeCount) return { kind: 'too-many-channels', used, count: rules.dyeCount };
  if (rules.grandCompany > 0) return { kind: 'grand-company', company: rules.grandCompany };
  return { kind: 'fine' };
}

/** The family members the answer lists, lowest row first: the named item, then its alternates. */
export const members = (item: ResolvedItem): number[] => [
  item.itemId,
  ...item.alternates.map((a: Alternate) => a.itemId).filter((id) => id !== item.itemId),
];

/** Why a twin is the one to pick. */
export type TwinReason =
  /** The named item itself passes every rule. */
  | 'named'
  /** The named item fails (see `namedVerdict`); this is the first twin that passes. */
  | 'passes'
  /** Every twin that passes lacks dye channels or is a Grand Company piece; this one fits best. */
  | 'best-available'
  /** No twin passes: the named item stays. */
  | 'none-passes';

export interface TwinChoice {
  itemId: number;
  reason: TwinReason;
  /** The named item's own verdict (what made the choice move away from it). */
  namedVerdict: Verdict;
}

/**
 * The twin a player would pick for this look: the first (lowest row) that can be worn and
 * glamoured, preferring one with enough dye channels for the outfit's dyes, then one that is not
 * a Grand Company piece. Families of one, or with no rules at all, keep the named item.
 */
export function chooseTwin(item: ResolvedItem, dyes: readonly [number, number], wearer: Wearer): TwinChoice {
  const namedVerdict = verdictOf(item, dyes, wearer);
  const ids = members(item);
  // 0 = passes every rule; 1 = GC only; 2 = too few channels; 3 = both; null = cannot be worn/glamoured.
  const rank = (id: number): number | null => {
    const v = verdictOf(item, dyes, wearer, id);
    switch (v.kind) {
      case 'fine':
      case 'unknown':
        return 0;
      case 'grand-company':
        return 1;
      case 'too-many-channels':
        return rulesOf(item, id)!.grandCompany > 0 ? 3 : 2;
      default:
        return null;
    }
  };
  let best: { id: number; rank: number } | null = null;
  for (const id of ids) {
    const r = rank(id);
    if (r !== null && (best === null || r < best.rank)) best = { id, rank: r };
  }
  if (!best) return { itemId: item.itemId, reason: 'none-passes', namedVerdict };
  if (best.id === item.itemId) return { itemId: item.itemId, reason: 'named', namedVerdict };
  return { itemId: best.id, reason: best.rank === 0 ? 'passes' : 'best-available', namedVerdict };
}

/** How many pieces got each verdict, for a headline. */
export function countVerdicts(verdicts: readonly Verdict[]): Record<VerdictKind, number> {
  const counts: Record<VerdictKind, number> = {
    unknown: 0,
    'cannot-wear': 0,
    'not-glamourable': 0,
    'too-many-channels': 0,
    'grand-company': 0,
    fine: 0,
  };
  for (const v of verdicts) counts[v.kind]++;
  return counts;
}
