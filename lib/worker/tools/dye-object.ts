/** Engine results for the page: dyes as the one Dye Object (lib/dyes) in the page's locale, distances as on the wire. */
import { METHODS, type MethodId } from '../../color/index.ts';
import { dyeObject, type DyeObject, type Locale, type ResolvedColor } from '../../dyes/index.ts';

export { dyeObject, type DyeObject };

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
