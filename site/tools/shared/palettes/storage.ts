/**
 * Saved palettes and favourite dyes, on the device (IndexedDB through idb-keyval).
 *
 * Each list is one record with a schema version: `{ version, palettes }` and
 * `{ version, itemIds }`. A newer site reads every older version it knows and upgrades it when it
 * next writes; a record from a newer version than this code knows (a user who went back to an
 * old tab) is never overwritten, so nothing a user saved is lost on update. Every change is a
 * read-modify-write in one IndexedDB transaction (`update`), so two tabs cannot lose each
 * other's changes.
 */
import { get, update } from 'idb-keyval';
import { ref } from 'vue';
import type { Palette, PaletteDye } from './types.ts';

export const PALETTES_KEY = 'palettes';
export const FAVOURITES_KEY = 'favourites';
export const SCHEMA_VERSION = 1;

interface PalettesRecord {
  version: number;
  palettes: Palette[];
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

function readPalettes(raw: unknown): PalettesRecord {
  if (raw === undefined) return { version: SCHEMA_VERSION, palettes: [] };
  if (!isRecord(raw) || typeof raw.version !== 'number' || !Array.isArray(raw.palettes)) {
    throw new Error(`saved palettes are not in a form this site knows`);
  }
  if (raw.version > SCHEMA_VERSION) throw new NewerDataError(PALETTES_KEY, raw.version);
  return { version: SCHEMA_VERSION, palettes: raw.palettes as Palette[] };
}

function readFavourites(raw: unknown): FavouritesRecord {
  if (raw === undefined) return { version: SCHEMA_VERSION, itemIds: [] };
  if (!isRecord(raw) || typeof raw.version !== 'number' || !Array.isArray(raw.itemIds)) {
    throw new Error(`saved favourites are not in a form this site knows`);
  }
  if (raw.version > SCHEMA_VERSION) throw new NewerDataError(FAVOURITES_KEY, raw.version);
  return { version: SCHEMA_VERSION, itemIds: raw.itemIds.filter((id): id is number => Number.isInteger(id)) };
}

/**
 * Applies `change` to the stored palettes in one transaction. A record that cannot be read is
 * left as it is (the error propagates), never replaced.
 */
async function changePalettes<T>(change: (palettes: Palette[]) => T): Promise<T> {
  let result!: T;
  // What the reading threw (always an Error: readPalettes/readFavourites and the changes throw Errors).
  let failure: Error | undefined;
  await update(PALETTES_KEY, (raw: unknown) => {
    try {
      const record = readPalettes(raw);
      result = change(record.palettes);
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
  return readPalettes(await get(PALETTES_KEY)).palettes;
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
}): Promise<Palette> {
  const now = Date.now();
  const palette: Palette = {
    id: newId(),
    ...input,
    name: input.name.trim() || input.source,
    created: now,
    updated: now,
  };
  return changePalettes((palettes) => {
    palettes.push(palette);
    return palette;
  });
}

/** Adds palettes (an import) at the end of the list; each gets a fresh id so nothing is replaced. */
export function addPalettes(list: Omit<Palette, 'id'>[]): Promise<Palette[]> {
  return changePalettes((palettes) => {
    const added = list.map((p) => ({ ...p, id: newId() }));
    palettes.push(...added);
    return added;
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
  // What the reading threw (always an Error: readPalettes/readFavourites and the changes throw Errors).
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
