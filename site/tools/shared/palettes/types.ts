import type { NamedColor } from './colors.ts';

/** A dye as the engine returns it (the API's Dye Object), reduced to what palettes use. */
export interface DyeObject {
  itemID: number;
  stainID: number;
  /** English name. */
  name: string;
  /** The name in the requested locale, when it is not English. */
  localizedName?: string;
  /** Lowercase `#rrggbb`. */
  hex: string;
}

/** A dye as a palette keeps it: enough to show it without the engine and to look it up again. */
export interface PaletteDye {
  itemID: number;
  stainID: number;
  name: string;
  hex: string;
}

/** A saved palette. */
export interface Palette {
  id: string;
  name: string;
  /** The tool it was saved from (its title when saved). */
  source: string;
  /** The address that shows the view it was saved from. */
  url: string;
  /** The named collection it belongs to; '' is the unsorted one every palette starts in. */
  collection: string;
  dyes: PaletteDye[];
  /** Colours kept beside the dyes that are not dyes (a character's hair, skin…); absent when none. */
  colors?: NamedColor[];
  /** Milliseconds since 1970. */
  created: number;
  updated: number;
}

export const displayName = (dye: Pick<DyeObject, 'name' | 'localizedName'>): string => dye.localizedName ?? dye.name;

export const toPaletteDye = (dye: DyeObject): PaletteDye => ({
  itemID: dye.itemID,
  stainID: dye.stainID,
  name: dye.name,
  hex: dye.hex,
});

/**
 * What makes two palettes the same for an import: the same name (ignoring case and spacing) and
 * the same dyes in the same order. The collection, dates and link do not count.
 */
export const paletteKey = (p: Pick<Palette, 'name' | 'dyes'>): string =>
  `${p.name.trim().replace(/\s+/g, ' ').toLowerCase()}\u0000${p.dyes.map((d) => d.stainID).join(',')}`;

/** Longest collection name kept. */
export const MAX_COLLECTION_NAME = 60;

/** A collection name as kept: spaces folded, cut to MAX_COLLECTION_NAME characters. */
export const cleanCollectionName = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').slice(0, MAX_COLLECTION_NAME);

/**
 * An import merged into the saved palettes: each incoming palette already saved (paletteKey), or
 * earlier in the same import, is left out and named in `duplicates`; the others get an id.
 */
export function mergePalettes(
  saved: readonly Pick<Palette, 'name' | 'dyes'>[],
  incoming: readonly Omit<Palette, 'id'>[],
  newId: () => string,
): { added: Palette[]; duplicates: string[] } {
  const known = new Set(saved.map(paletteKey));
  const added: Palette[] = [];
  const duplicates: string[] = [];
  for (const p of incoming) {
    const key = paletteKey(p);
    if (known.has(key)) {
      duplicates.push(p.name);
      continue;
    }
    known.add(key);
    added.push({ ...p, collection: cleanCollectionName(p.collection ?? ''), id: newId() });
  }
  return { added, duplicates };
}
