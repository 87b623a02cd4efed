/** Engine results for the page: dyes as the API's Dye Object in the page's locale, distances as on the wire. */
import { METHODS, type MethodId } from '../../color/index.ts';
import { dyeObject as dyeObjectOf, type Dye, type Locale, type ResolvedColor } from '../../dyes/index.ts';

/** The API's Dye Object (the fields the tools read; the object carries all of them). */
export interface DyeObject {
  itemID: number;
  stainID: number;
  name: string;
  localizedName?: string;
  hex: string;
  [key: string]: unknown;
}

export const dyeObject = (dye: Dye, locale: Locale): DyeObject => dyeObjectOf(dye, locale) as unknown as DyeObject;

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
