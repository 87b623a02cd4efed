/**
 * Finding gear by name: how a typed name is compared with item names (case and the two kinds of
 * space ignored), how the hits are ordered, and the shape of one hit — everything a `.chara` piece
 * needs (its slot and model numbers) and what an outfit view shows (names, icon, dye channels).
 */
import type { ItemRow, UpstreamNames } from './rows.ts';
import { COLUMN_OF, SLOTS, isWeaponSlot, type Slot } from './slots.ts';
import { lookup, type CharaTables } from './tables.ts';
import type { Names } from './resolver.ts';

/** The `.chara` model numbers of a piece; `set` is 0 on armour. */
export interface ModelNumbers {
  set: number;
  base: number;
  variant: number;
}

export interface ItemSearchHit {
  itemId: number;
  names: Names;
  iconId: number | null;
  /** The `.chara` slot the item is worn in (the asked slot when one was asked). */
  slot: Slot;
  /** Dye channels (0–2); null when the upstream row lacked its rules. */
  dyeCount: number | null;
  /** Whether it can be a glamour; null when unknown. */
  glamourable: boolean | null;
  model: ModelNumbers;
}

/** The languages XIVAPI holds names in; ko and zh exist only in our tables. */
export type NameLanguage = keyof UpstreamNames;

/**
 * A name as compared: lower case, every run of white space (the game writes some names with a
 * no-break space where players type a plain one, and the reverse) one plain space, trimmed.
 */
export const normalizeName = (name: string): string =>
  name
    .replace(/[\s\u00a0\u202f]+/gu, ' ')
    .trim()
    .toLowerCase();

const LANE = 65536;
const LANE2 = 4294967296;

/** The packed ModelMain key back into `.chara` lanes (the reverse of `modelKey`). */
export function unpackModel(key: string, slot: Slot): ModelNumbers {
  const n = Number(key);
  if (isWeaponSlot(slot)) {
    return { set: n % LANE, base: Math.floor(n / LANE) % LANE, variant: Math.floor(n / LANE2) % LANE };
  }
  return { set: 0, base: n % LANE, variant: Math.floor(n / LANE) % LANE };
}

/** The first `.chara` slot a row is worn in, or null when it is not gear of the twelve slots. */
export function slotOfRow(row: ItemRow): Slot | null {
  return SLOTS.find((slot) => row.slots.includes(COLUMN_OF[slot])) ?? null;
}

function namesWithTables(row: ItemRow, tables: CharaTables): Names {
  const ko = lookup(tables.ko, row.rowId);
  const zh = lookup(tables.zh, row.rowId);
  if (!ko && !zh) return row.names;
  const names: Names = { ...row.names };
  if (ko) names.ko = ko;
  if (zh) names.zh = zh;
  return names;
}

export function searchHit(row: ItemRow, slot: Slot, tables: CharaTables): ItemSearchHit {
  return {
    itemId: row.rowId,
    names: namesWithTables(row, tables),
    iconId: row.iconId,
    slot,
    dyeCount: row.rules ? row.rules.dyeCount : null,
    glamourable: row.rules ? row.rules.glamourable : null,
    model: unpackModel(row.modelMain, slot),
  };
}

/** 0 exact, 1 starts with, 2 a word starts with, 3 holds it, 4 matched upstream by other means. */
function closeness(name: string, query: string): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  const at = name.indexOf(query);
  if (at > 0 && /[\s\-'(]/u.test(name[at - 1]!)) return 2;
  return at >= 0 ? 3 : 4;
}

/**
 * The hits for `query` among upstream rows, best first: exact names, then names starting with it,
 * then a word starting with it, then anywhere; shorter names first within each, then lower rows.
 * Rows worn in none of the twelve slots (or not in `slot`) are left out; `limit` cuts the list.
 */
export function rankSearchHits(
  rows: readonly ItemRow[],
  query: string,
  language: NameLanguage,
  slot: Slot | null,
  limit: number,
  tables: CharaTables,
): ItemSearchHit[] {
  const wanted = normalizeName(query);
  const scored: { row: ItemRow; slot: Slot; rank: number; length: number }[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.rowId) || row.modelMain === '0') continue;
    const worn = slot ? (row.slots.includes(COLUMN_OF[slot]) ? slot : null) : slotOfRow(row);
    if (!worn) continue;
    seen.add(row.rowId);
    const name = normalizeName(row.names[language] || row.names.en);
    scored.push({ row, slot: worn, rank: closeness(name, wanted), length: name.length });
  }
  scored.sort((a, b) => a.rank - b.rank || a.length - b.length || a.row.rowId - b.row.rowId);
  return scored.slice(0, limit).map((s) => searchHit(s.row, s.slot, tables));
}
