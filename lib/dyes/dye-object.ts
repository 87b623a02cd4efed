/**
 * The Dye Object: the API's public view of a dye (19 keys in the reference's order), as a plain
 * object for typed library callers, with the same fields the wire carries. Built once per dye and
 * locale and frozen: tools hand out the same objects on every call.
 */
import { DYES, type ConsolidationType, type Dye } from './database.ts';
import { LOCALES, type Locale } from './locale.ts';
import type { ResolvedColor } from './color-input.ts';
import { preserialise } from '../json/stringify.ts';
import { METHODS, type MethodId } from '../color/distance/methods.ts';
import { distanceBand, type DistanceBand } from '../color/distance/bands.ts';

export interface DyeObject {
  itemID: number;
  stainID: number;
  /** Same as itemID (kept for clients of the reference). */
  id: number;
  /** English name. */
  name: string;
  /** Name in the requested locale; absent for English or when the locale has no name. */
  localizedName?: string;
  /** Lower-case `#rrggbb`, as the game's dye table has it (computed colours, `inputHex` and the like, are upper-case). */
  hex: string;
  rgb: { r: number; g: number; b: number };
  /** h in degrees, s and v in percent, 2 dp. */
  hsv: { h: number; s: number; v: number };
  category: string;
  acquisition: string;
  cost: number;
  currency: string;
  isMetallic: boolean;
  isPastel: boolean;
  isDark: boolean;
  isCosmic: boolean;
  isIshgardian: boolean;
  consolidationType: ConsolidationType | null;
  marketItemID: number;
}

function build(dye: Dye, locale: Locale): DyeObject {
  const localizedName = locale === 'en' ? undefined : dye.names[locale] || undefined;
  const object: DyeObject = {
    itemID: dye.itemID,
    stainID: dye.stainID,
    id: dye.itemID,
    name: dye.name,
    ...(localizedName === undefined ? {} : { localizedName }),
    hex: dye.hex,
    rgb: Object.freeze({ ...dye.rgb }),
    hsv: Object.freeze({ ...dye.hsv }),
    category: dye.category,
    acquisition: dye.acquisition,
    cost: dye.cost,
    currency: dye.currency,
    isMetallic: dye.isMetallic,
    isPastel: dye.isPastel,
    isDark: dye.isDark,
    isCosmic: dye.isCosmic,
    isIshgardian: dye.isIshgardian,
    consolidationType: dye.consolidationType,
    marketItemID: dye.marketItemID,
  };
  return preserialise(Object.freeze(object));
}

// Built once per (dye, locale), frozen and serialised, so every caller and every answer share them.
const cache = {} as Record<Locale, readonly DyeObject[]>;
for (const locale of LOCALES) cache[locale] = DYES.map((dye) => build(dye, locale));

/** The Dye Object of `dye` in `locale` (frozen and shared; `localizedName` is absent when there is none). */
export const dyeObject = (dye: Dye, locale: Locale): DyeObject => cache[locale][dye.index]!;

/** The Dye Objects of `dyes`, in order. */
export const dyeObjects = (dyes: readonly Dye[], locale: Locale): DyeObject[] =>
  dyes.map((d) => cache[locale][d.index]!);

/** A colour a tool was given: upper-case `#RRGGBB`, and its Dye Object when the input named a dye. */
export interface ColorOrDye {
  hex: string;
  dye: DyeObject | null;
}

/** The public form of a resolved colour input, in `locale`. */
export const colorOrDye = (color: ResolvedColor, locale: Locale): ColorOrDye => ({
  hex: color.hex,
  dye: color.dye ? cache[locale][color.dye.index]! : null,
});

/** A dye a tool chose for a colour, with how far it is. */
export interface DyeMatch {
  dye: DyeObject;
  /** As the API reports it: 4 decimals, or a whole percentage for `distinguish`. */
  distance: number;
  /** Guide band of the unrounded distance (`none` for methods without published bands). */
  band: DistanceBand;
}

/**
 * The public form of a (dye, unrounded distance) hit: the band is taken before rounding, so a
 * shown 2.0000 that was 1.99996 still reads `same`, exactly as the API's answers do.
 */
export const dyeMatch = (dye: Dye, distance: number, method: MethodId, locale: Locale): DyeMatch => ({
  dye: cache[locale][dye.index]!,
  distance: METHODS[method].display(distance),
  band: distanceBand(method, distance),
});
