/**
 * The Dye Object on the wire: 19 keys, in the order the original public API sends them, serialised
 * once per (dye, locale) and reused, so a request only joins strings.
 */
import { RawJson } from '../json/stringify.ts';
import { DYES, type ConsolidationType, type Dye } from './database.ts';
import { LOCALES, type Locale } from './locale.ts';

/** A dye as every route returns it, keys in this order. */
export interface DyeObject {
  itemID: number;
  stainID: number;
  /** Same as `itemID`. */
  id: number;
  /** English name. */
  name: string;
  /** Name in the requested locale; absent for `en`. */
  localizedName?: string;
  /** Upper-case `#RRGGBB`. */
  hex: string;
  rgb: { r: number; g: number; b: number };
  /** Hue in degrees, saturation and value in percent, 2 decimals. */
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

function dyeObject(dye: Dye, locale: Locale): DyeObject {
  return {
    itemID: dye.itemID,
    stainID: dye.stainID,
    id: dye.itemID,
    name: dye.name,
    localizedName: locale === 'en' ? undefined : dye.names[locale] || undefined,
    hex: dye.hex,
    rgb: dye.rgb,
    hsv: dye.hsv,
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
}

const cache = Object.fromEntries(
  LOCALES.map((locale) => [locale, DYES.map((dye) => RawJson.of(dyeObject(dye, locale)))]),
) as Record<Locale, RawJson<DyeObject>[]>;

/** The Dye Object of `dye` in `locale`, ready to splice into a response. */
export const dyeJson = (dye: Dye, locale: Locale): RawJson<DyeObject> => cache[locale][dye.index]!;

