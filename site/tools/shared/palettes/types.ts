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
  dyes: PaletteDye[];
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
