/**
 * The Dye Object: the API's public view of a dye (19 keys in the reference's order). Built here as
 * a plain object so typed library callers get the same fields the wire carries.
 */
import type { ConsolidationType, Dye } from './database.ts';
import type { Locale } from './locale.ts';

export interface DyeObject {
  itemID: number;
  stainID: number;
  /** Same as itemID (kept for clients of the reference). */
  id: number;
  /** English name. */
  name: string;
  /** Name in the requested locale; absent for English or when the locale has no name. */
  localizedName?: string;
  /** Upper-case `#RRGGBB`. */
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

/** The Dye Object of `dye` in `locale` (a fresh object; `localizedName` is left out when absent). */
export function dyeObject(dye: Dye, locale: Locale): DyeObject {
  const localizedName = locale === 'en' ? undefined : dye.names[locale] || undefined;
  return {
    itemID: dye.itemID,
    stainID: dye.stainID,
    id: dye.itemID,
    name: dye.name,
    ...(localizedName === undefined ? {} : { localizedName }),
    hex: dye.hex,
    rgb: { ...dye.rgb },
    hsv: { ...dye.hsv },
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
