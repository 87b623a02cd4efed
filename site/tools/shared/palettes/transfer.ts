/**
 * Saved palettes as a file: export everything as JSON, and read such a file back with every
 * entry checked. An import never trusts the file: dyes are looked up by stainID in the dye list
 * and take its itemID, name and hex; a link must stay on this site; whatever cannot be used is
 * left out and reported (as message keys, so the report is in the player's language).
 */
import { namedColorsOf } from './colors.ts';
import type { Palette, PaletteDye } from './types.ts';

export const EXPORT_FORMAT = 'ffxiv-dyes-palettes';
/**
 * 2 adds each palette's collection and the list of collections; version 1 files still import.
 * `owned` (the dyes a player owns) is an optional list beside `favourites`: a version 2 file
 * without it still imports, and a site that does not know it ignores it, so it needs no new version.
 */
export const EXPORT_VERSION = 2;
/** Longest name kept; a longer one is cut. */
export const MAX_NAME = 120;
/** Most palettes read from one file. */
export const MAX_PALETTES = 1000;
/** Most dyes in one palette (there are 125 dyes; repeats are allowed). */
export const MAX_DYES = 250;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exported: string;
  palettes: Omit<Palette, 'id'>[];
  collections: string[];
  favourites: number[];
  /** The owned dyes, by itemID. */
  owned: number[];
}

export function exportFile(
  palettes: readonly Palette[],
  favourites: readonly number[],
  now = new Date(),
  collections: readonly string[] = [],
  owned: readonly number[] = [],
): string {
  const file: ExportFile = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported: now.toISOString(),
    palettes: palettes.map(({ id: _id, ...rest }) => rest),
    collections: [...collections],
    favourites: [...favourites],
    owned: [...owned].sort((a, b) => a - b),
  };
  return JSON.stringify(file, null, 2);
}

/** Something a report says, as a message key and its values. */
export interface Note {
  key: string;
  values?: Record<string, string | number>;
}

export interface ImportResult {
  palettes: Omit<Palette, 'id'>[];
  favourites: number[];
  /** The owned dyes (itemIDs of known dyes), to add to those marked. */
  owned: number[];
  /** Palettes left out, and palettes kept without some of their dyes. */
  notes: Note[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const time = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < 8.64e15 ? value : fallback;

/** A link kept only if it is an http(s) address on this site; anything else becomes the home page. */
function sameSiteUrl(value: unknown, origin: string): string {
  if (typeof value !== 'string') return `${origin}/`;
  try {
    const url = new URL(value, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * Reads an export file, or one palette as "Copy JSON" gives it (`{ title, dyes }`).
 * `dyes` maps stainID to the dye as the dye list has it.
 */
export function readImport(
  source: string,
  dyes: ReadonlyMap<number, PaletteDye>,
  origin: string,
  now = Date.now(),
): ImportResult | { error: Note } {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return { error: { key: 'saved.import.notJson' } };
  }
  let entries: unknown[];
  let favourites: unknown = [];
  let owned: unknown = [];
  if (isObject(data) && data.format === EXPORT_FORMAT) {
    if (typeof data.version !== 'number' || data.version > EXPORT_VERSION)
      return { error: { key: 'saved.import.newer' } };
    if (!Array.isArray(data.palettes)) return { error: { key: 'saved.import.unknown' } };
    entries = data.palettes;
    favourites = data.favourites ?? [];
    owned = data.owned ?? [];
  } else if (isObject(data) && Array.isArray(data.dyes)) {
    entries = [{ name: data.title, source: data.title, dyes: data.dyes, colors: data.colors }];
  } else {
    return { error: { key: 'saved.import.unknown' } };
  }

  const notes: Note[] = [];
  if (entries.length > MAX_PALETTES) {
    notes.push({ key: 'saved.import.tooMany', values: { max: MAX_PALETTES, count: entries.length - MAX_PALETTES } });
    entries = entries.slice(0, MAX_PALETTES);
  }
  const palettes: Omit<Palette, 'id'>[] = [];
  entries.forEach((entry, index) => {
    const position = index + 1;
    if (!isObject(entry)) return notes.push({ key: 'saved.import.notPalette', values: { position } });
    const name = text(entry.name, MAX_NAME) || text(entry.source, MAX_NAME);
    const label = name || `#${position}`;
    if (!name) return notes.push({ key: 'saved.import.noName', values: { position } });
    if (!Array.isArray(entry.dyes) || entry.dyes.length === 0)
      return notes.push({ key: 'saved.import.noDyes', values: { name: label } });
    const kept: PaletteDye[] = [];
    let unknown = 0;
    for (const dye of entry.dyes.slice(0, MAX_DYES)) {
      const known = isObject(dye) && typeof dye.stainID === 'number' ? dyes.get(dye.stainID) : undefined;
      if (known) kept.push({ ...known });
      else unknown++;
    }
    unknown += Math.max(0, entry.dyes.length - MAX_DYES);
    if (kept.length === 0) return notes.push({ key: 'saved.import.noDyes', values: { name: label } });
    if (unknown > 0) notes.push({ key: 'saved.import.someDyes', values: { name: label, count: unknown } });
    const created = time(entry.created, now);
    // A character's hair, skin… kept beside the dyes: only well-formed `{ key, name, hex }` entries.
    const colors = namedColorsOf(entry.colors);
    palettes.push({
      name,
      source: text(entry.source, MAX_NAME) || name,
      url: sameSiteUrl(entry.url, origin),
      collection: text(entry.collection, MAX_NAME),
      dyes: kept,
      ...(colors.length ? { colors } : {}),
      created,
      updated: time(entry.updated, created),
    });
  });

  const itemIds = new Set([...dyes.values()].map((d) => d.itemID));
  /** The itemIDs of known dyes in a list from the file, with a note of how many were not. */
  const knownDyes = (value: unknown, note: string): number[] => {
    const list = Array.isArray(value) ? value : [];
    const good = list.filter((id): id is number => typeof id === 'number' && itemIds.has(id));
    if (good.length < list.length) notes.push({ key: note, values: { count: list.length - good.length } });
    return [...new Set(good)];
  };
  const goodFavourites = knownDyes(favourites, 'saved.import.someFavourites');
  return { palettes, favourites: goodFavourites, owned: knownDyes(owned, 'saved.import.someOwned'), notes };
}
