/**
 * From upstream rows to the answer of `POST /v1/chara/resolve`: names, icons, families of visually
 * identical items and their rules. Retired rows are not filtered out.
 */
import type { GlassesRow, ItemRow, RowRules, UpstreamNames } from './rows.ts';
import { COLUMN_OF, lookupId, modelKey, type GearPiece, type Slot } from './slots.ts';
import { lookup, type CharaTables } from './tables.ts';

export const MAX_ALTERNATES = 8;

export interface Names extends UpstreamNames {
  ko?: string;
  zh?: string;
}

export interface RuleSet extends RowRules {
  itemIds: number[];
}

export interface Alternate {
  itemId: number;
  names: Names;
  acquisition?: string;
}

export interface ResolvedItem {
  itemId: number;
  names: Names;
  iconId: number | null;
  familySize: number;
  alternates: Alternate[];
  rules: RuleSet[];
  viaMainHand: boolean;
  acquisition?: string;
}

export interface GlassesEntry {
  id: number;
  names: Names;
  iconId: number | null;
  acquisition?: string;
}

function namesFor(row: ItemRow, tables: CharaTables): Names {
  const ko = lookup(tables.ko, row.rowId);
  const zh = lookup(tables.zh, row.rowId);
  // Regional names are added only when known; absent means "fall back to en", never null.
  if (!ko && !zh) return row.names;
  const names: Names = { ...row.names };
  if (ko) names.ko = ko;
  if (zh) names.zh = zh;
  return names;
}

const acquisitionOf = (itemId: number, tables: CharaTables): string | undefined =>
  lookup(tables.acquisition, itemId) || undefined;

/** Rule sets: rows grouped by their four rules, groups ordered by their lowest row. */
function ruleSets(sorted: readonly ItemRow[]): RuleSet[] {
  const groups = new Map<string, RuleSet>();
  for (const row of sorted) {
    const r = row.rules;
    if (!r) continue;
    const key = `${r.dyeCount}|${r.glamourable}|${r.wearMask}|${r.grandCompany}`;
    const group = groups.get(key);
    if (group) group.itemIds.push(row.rowId);
    else
      groups.set(key, {
        itemIds: [row.rowId],
        dyeCount: r.dyeCount,
        glamourable: r.glamourable,
        wearMask: r.wearMask,
        grandCompany: r.grandCompany,
      });
  }
  return [...groups.values()];
}

/**
 * Every row sharing one (column, key) is the same model. The lowest row names the item; up to
 * eight others are listed, always including the lowest row of every rule set so a client can
 * offer "the same look, but dyeable / for your race".
 */
function pickItem(rows: readonly ItemRow[], tables: CharaTables): ResolvedItem | null {
  if (rows.length === 0) return null;
  const sorted = dedupeSorted(rows);
  const primary = sorted[0]!;
  const rules = ruleSets(sorted);

  const chosen = new Set<number>();
  for (const set of rules) {
    const lowest = set.itemIds[0]!;
    if (lowest !== primary.rowId && chosen.size < MAX_ALTERNATES) chosen.add(lowest);
  }
  for (let i = 1; i < sorted.length && chosen.size < MAX_ALTERNATES; i++) chosen.add(sorted[i]!.rowId);

  const alternates: Alternate[] = [];
  for (const row of sorted) {
    if (!chosen.has(row.rowId)) continue;
    const alternate: Alternate = { itemId: row.rowId, names: namesFor(row, tables) };
    const line = acquisitionOf(row.rowId, tables);
    if (line) alternate.acquisition = line;
    alternates.push(alternate);
  }

  const item: ResolvedItem = {
    itemId: primary.rowId,
    names: namesFor(primary, tables),
    iconId: primary.iconId,
    familySize: sorted.length,
    alternates,
    rules,
    viaMainHand: false,
  };
  const line = acquisitionOf(primary.rowId, tables);
  if (line) item.acquisition = line;
  return item;
}

function dedupeSorted(rows: readonly ItemRow[]): ItemRow[] {
  const sorted = [...rows].sort((a, b) => a.rowId - b.rowId);
  return sorted.filter((row, i) => i === 0 || sorted[i - 1]!.rowId !== row.rowId);
}

/**
 * A family's answer depends only on its rows and the tables, and a cache hit hands back the same
 * rows array, so the answer is remembered per array (and dropped with it).
 */
const resolvedCache = new WeakMap<readonly ItemRow[], { tables: CharaTables; item: ResolvedItem | null }>();

function resolveFamily(rows: readonly ItemRow[], tables: CharaTables): ResolvedItem | null {
  const memo = resolvedCache.get(rows);
  if (memo && memo.tables === tables) return memo.item;
  const item = pickItem(rows, tables);
  resolvedCache.set(rows, { tables, item });
  return item;
}

/** What each worn piece searches: its packed key and `<Column>:<key>` lookup id. */
export interface PieceKey {
  key: string;
  lookup: string;
}

export function pieceKey(piece: GearPiece): PieceKey {
  const key = modelKey(piece);
  return { key, lookup: lookupId(COLUMN_OF[piece.slot], key) };
}

/**
 * `items` keyed by every requested slot, in request order. `keys[i]` belongs to `gear[i]`;
 * `families` holds the rows of every lookup (empty when the key has no item).
 */
export function resolveItems(
  gear: readonly GearPiece[],
  keys: readonly PieceKey[],
  families: ReadonlyMap<string, readonly ItemRow[]>,
  tables: CharaTables,
): Record<string, ResolvedItem | null> {
  const mainIndex = gear.findIndex((p) => p.slot === 'MainHand');
  const main = mainIndex >= 0 ? keys[mainIndex]! : undefined;
  const mainRows = main ? (families.get(main.lookup) ?? []) : [];
  const mainItem = main ? resolveFamily(mainRows, tables) : null;

  const items: Record<string, ResolvedItem | null> = {};
  for (let i = 0; i < gear.length; i++) {
    const slot: Slot = gear[i]!.slot;
    const { key, lookup } = keys[i]!;
    if (slot === 'OffHand' && mainItem) {
      // The off-hand half of a two-part weapon (a bow's quiver, a gun's…) is the main hand's
      // secondary model: name it after the main weapon. The same key twice means the same.
      if (key === main!.key || mainRows.some((row) => row.modelSub === key)) {
        items[slot] = { ...mainItem, viaMainHand: true };
        continue;
      }
    }
    items[slot] = resolveFamily(families.get(lookup) ?? [], tables);
  }
  return items;
}

/**
 * A Glasses row as an entry. The regional tables are keyed by Item rows, not Glasses rows, so
 * they never know a glasses row and its names stay the four upstream languages.
 * The acquisition line is that of the "Faces We Wear" item unlocking the style.
 */
export function glassesEntry(row: GlassesRow, tables: CharaTables): GlassesEntry {
  const entry: GlassesEntry = { id: row.rowId, names: row.names, iconId: row.iconId };
  const unlock = lookup(tables.facewearUnlocks, row.rowId);
  const line = unlock === undefined ? undefined : acquisitionOf(unlock, tables);
  if (line) entry.acquisition = line;
  return entry;
}
