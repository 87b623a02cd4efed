/** Engine results for the page: dyes as the API's Dye Object in the page's locale, distances as on the wire. */
import { dyeJson } from '../../dyes/serialize.ts';
import { METHODS, type Dye, type Locale, type MethodId, type ResolvedColor } from '../../index.ts';

/** The API's Dye Object (the fields the tools read; the object carries all of them). */
export interface DyeObject {
  itemID: number;
  stainID: number;
  name: string;
  localizedName?: string;
  hex: string;
  [key: string]: unknown;
}

const parsed = new Map<string, DyeObject>();

/** The Dye Object of `dye` in `locale`: the cached wire text, parsed once. */
export function dyeObject(dye: Dye, locale: Locale): DyeObject {
  const key = `${locale}:${dye.index}`;
  let object = parsed.get(key);
  if (!object) {
    object = JSON.parse(dyeJson(dye, locale).json) as DyeObject;
    parsed.set(key, object);
  }
  return object;
}

export interface ColorView {
  hex: string;
  dye: DyeObject | null;
}

export const colorView = (color: ResolvedColor, locale: Locale): ColorView => ({
  hex: color.hex,
  dye: color.dye ? dyeObject(color.dye, locale) : null,
});

/** A distance as the API reports it: 4 decimals, or a whole percentage for `distinguish`. */
export const shownDistance = (method: MethodId, distance: number): number => METHODS[method].display(distance);
