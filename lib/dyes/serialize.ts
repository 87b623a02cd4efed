/**
 * The Dye Object on the wire (19 keys in the reference's order, decision #2), serialised once per
 * (dye, locale) and reused: a request only joins strings.
 */
import { RawJson } from '../api/json.ts';
import { DYES, type Dye } from './database.ts';
import { LOCALES, type Locale } from './locale.ts';

function dyeObject(dye: Dye, locale: Locale): Record<string, unknown> {
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

const cache: Record<Locale, RawJson[]> = Object.fromEntries(
  LOCALES.map((locale) => [locale, DYES.map((dye) => new RawJson(JSON.stringify(dyeObject(dye, locale))))]),
) as Record<Locale, RawJson[]>;

/** The Dye Object of `dye` in `locale`, ready to splice into a response. */
export const dyeJson = (dye: Dye, locale: Locale): RawJson => cache[locale][dye.index]!;

