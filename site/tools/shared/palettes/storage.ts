/**
 * Saved palettes and favourite dyes, on the device (IndexedDB through idb-keyval).
 *
 * Each list is one record with a schema version: `{ version, palettes, collections }` and
 * `{ version, itemIds }`. Version 1 had no collections: reading it puts every palette in the
 * unsorted collection ('') and keeps everything else (migratePalettes). A newer site reads every
 * older version it knows and upgrades it when it next writes; a record from a newer version than
 * this code knows (a user who went back to an old tab) is never overwritten, so nothing a user saved is lost on update. Every change is a
 * read-modify-write in one IndexedDB transaction (`update`), so two tabs cannot lose each
 * other's changes.
 */
import { get, update } from 'idb-keyval';
import { ref } from 'vue';
import type { NamedColor } from './colors.ts';
import { cleanCollectionName, mergePalettes, type Palette, type PaletteDye } from './types.ts';

export const PALETTES_KEY = 'palettes';
export const FAVOURITES_KEY = 'favourites';
/** 2: palettes in named collections. */
export const SCHEMA_VERSION = 2;
/** The favourites record has not changed since version 1. */
export const FAVOURITES_VERSION = 1;

export interface PalettesRecord {
  version: number;
  palettes: Palette[];
  /** Named collections in the player's order, including empty ones ('' is never listed). */
  collections: string[];
}
interface FavouritesRecord {
  version: number;
  itemIds: number[];
}

/** Raised instead of writing over data saved by a newer version of the site. */
export class NewerDataError extends Error {
  constructor(
    readonly key: string,
    readonly version: number,
  ) {
    super(`saved ${key} come from a newer version of the site (schema ${version}); reload to update`);
  }
}

/** Bumped after every change in this tab or another, for views to reload. */
export const storageChanges = ref(0);
// Only in a browser: an open channel would also keep a Node process (the site build) alive.
const channel =
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? undefined
    : new BroadcastChannel('ffxiv-dyes-storage');
channel?.addEventListener('message', () => storageChanges.value++);
const changed = () => {
  storageChanges.value++;
  channel?.postMessage('changed');
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The stored palettes record as this version keeps it, from any version this site has written:
 * version 1 palettes move into the unsorted collection, and every collection a palette names is
 * listed. Throws NewerDataError for a newer version, an Error for something else entirely.
 */
export function migratePalettes(raw: unknown): PalettesRecord {
  if (raw === undefined) return { version: SCHEMA_VERSION, palettes: [], collections: [] };
  if (!isRecord(raw) || typeof raw.version !== 'number' || !Array.isArray(raw.palettes)) {
    throw new Error(`saved palettes are not in a form this site knows`);
  }
  if (raw.version > SCHEMA_VERSION) throw new NewerDataError(PALETTES_KEY, raw.version);
  const palettes = (raw.palettes as Palette[]).map((p) => ({
    ...p,
    collection: typeof p.collection === 'string' ? p.collection : '',
  }));
  const named = Array.isArray(raw.collections)
    ? raw.collections.filter((c): c is string => typeof c === 'string' && c !== '')
    : [];
  const collections = [...new Set([...named, ...palettes.map((p) => p.collection).filter((c) => c !== '')])];
  return { version: SCHEMA_VERSION, palettes, collections };
}

function readFavourites(raw: unknown): FavouritesRecord {
  if (raw === undefined) return { version: FAVOURITES_VERSION, itemIds: [] };
  if (!isRecord(raw) || typeof raw.version !== 'number' || !Array.isArray(raw.itemIds)) {
    throw new Error(`saved favourites are not in a form this site knows`);
  }
  if (raw.version > FAVOURITES_VERSION) throw new NewerDataError(FAVOURITES_KEY, raw.version);
  return { version: FAVOURITES_VERSION, itemIds: raw.itemIds.filter((id): id is number => Number.isInteger(id)) };
}

/**
 * Applies `change` to the stored palettes in one transaction. A record that cannot be read is
 * left as it is (the error propagates), never replaced.
 */
async function changePalettes<T>(change: (palettes: Palette[], record: PalettesRecord) => T): Promise<T> {
  let result!: T;
  // What the reading threw (always an Error: migratePalettes/readFavourites and the changes throw Errors).
  let failure: Error | undefined;
  await update(PALETTES_KEY, (raw: unknown) => {
    try {
      const record = migratePalettes(raw);
      result = change(record.palettes, record);
      return record;
    } catch (error) {
      failure = error as Error;
      return raw;
    }
  });
  if (failure) throw failure;
  changed();
  return result;
}

export async function listPalettes(): Promise<Palette[]> {
  return migratePalettes(await get(PALETTES_KEY)).palettes;
}

/** The palettes and the named collections, in one read. */
export async function listCollections(): Promise<Pick<PalettesRecord, 'palettes' | 'collections'>> {
  const { palettes, collections } = migratePalettes(await get(PALETTES_KEY));
  return { palettes, collections };
}

/** Adds an empty named collection (a name already there is left as it is); resolves to the name kept. */
export function createCollection(name: string): Promise<string> {
  const kept = cleanCollectionName(name);
  return changePalettes((_palettes, record) => {
    if (kept && !record.collections.includes(kept)) record.collections.push(kept);
    return kept;
  });
}

/** Removes a collection; its palettes are kept, in the unsorted collection. */
export function deleteCollection(name: string): Promise<void> {
  return changePalettes((palettes, record) => {
    for (const p of palettes) if (p.collection === name) p.collection = '';
    record.collections = record.collections.filter((c) => c !== name);
  });
}

/** Moves a palette into a collection ('' = unsorted), creating the collection if needed. */
export function moveToCollection(id: string, collection: string): Promise<void> {
  const kept = cleanCollectionName(collection);
  return changePalettes((palettes, record) => {
    const palette = palettes.find((p) => p.id === id);
    if (!palette) return;
    palette.collection = kept;
    if (kept && !record.collections.includes(kept)) record.collections.push(kept);
  });
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function savePalette(input: {
  name: string;
  source: string;
  url: string;
  dyes: PaletteDye[];
  colors?: NamedColor[];
  collection?: string;
}): Promise<Palette> {
  const now = Date.now();
  const palette: Palette = {
    id: newId(),
    ...input,
    collection: cleanCollectionName(input.collection ?? ''),
    name: input.name.trim() || input.source,
    created: now,
    updated: now,
  };
  return changePalettes((palettes) => {
    palettes.push(palette);
    return palette;
  });
}

/**
 * Merges palettes (an import) into those saved: a palette already there (same name and dyes, see
 * paletteKey), or twice in the list, is kept once; the others are added at the end with fresh ids
 * and their collections listed. Resolves to what was added and the names of those left out.
 */
export function addPalettes(list: Omit<Palette, 'id'>[]): Promise<{ added: Palette[]; duplicates: string[] }> {
  return changePalettes((palettes, record) => {
    const { added, duplicates } = mergePalettes(palettes, list, newId);
    palettes.push(...added);
    for (const p of added)
      if (p.collection && !record.collections.includes(p.collection)) record.collections.push(p.collection);
    return { added, duplicates };
  });
}
export function renamePalette(id: string, name: string): Promise<void> {
  return changePalettes((palettes) => {
    const palette = palettes.find((p) => p.id === id);
    if (palette && name.trim()) {
      palette.name = name.trim();
      palette.updated = Date.now();
    }
  });
}

/** Moves a palette to `index` (clamped to the list). */
export function movePalette(id: string, index: number): Promise<void> {
  return changePalettes((palettes) => {
    const from = palettes.findIndex((p) => p.id === id);
    if (from < 0) return;
    const [palette] = palettes.splice(from, 1);
    palettes.splice(Math.max(0, Math.min(index, palettes.length)), 0, palette!);
  });
}

/** Puts a palette back (an undone delete) at `index`, unless one with its id is already there. */
export function restorePalette(palette: Palette, index: number): Promise<void> {
  return changePalettes((palettes) => {
    if (palettes.some((p) => p.id === palette.id)) return;
    palettes.splice(Math.max(0, Math.min(index, palettes.length)), 0, palette);
  });
}

export function deletePalette(id: string): Promise<void> {
  return changePalettes((palettes) => {
    const at = palettes.findIndex((p) => p.id === id);
    if (at >= 0) palettes.splice(at, 1);
  });
}

export async function listFavourites(): Promise<number[]> {
  return readFavourites(await get(FAVOURITES_KEY)).itemIds;
}

/** Applies `change` to the stored favourites in one transaction (see changePalettes). */
async function changeFavourites(change: (itemIds: number[]) => number[]): Promise<void> {
  // What the reading threw (always an Error: migratePalettes/readFavourites and the changes throw Errors).
  let failure: Error | undefined;
  await update(FAVOURITES_KEY, (raw: unknown) => {
    try {
      const record = readFavourites(raw);
      return { ...record, itemIds: change(record.itemIds) };
    } catch (error) {
      failure = error as Error;
      return raw;
    }
  });
  if (failure) throw failure;
  changed();
}

/** Adds favourites (an import) to those there are, keeping their order. */
export const addFavourites = (itemIds: readonly number[]): Promise<void> =>
  changeFavourites((current) => [...new Set([...current, ...itemIds])]);

/** Adds or removes a favourite dye (by itemID); resolves to whether it is a favourite now. */
export async function setFavourite(itemId: number, favourite: boolean): Promise<boolean> {
  await changeFavourites((current) => {
    const rest = current.filter((id) => id !== itemId);
    return favourite ? [...rest, itemId] : rest;
  });
  return favourite;
}
