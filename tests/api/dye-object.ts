/**
 * The Dye Object check every API test uses: the 19 keys in the original public API's order, every
 * value equal to the dataset's, HSV equal to culori's within the
 * 2-decimal rounding, and `localizedName` exactly when the locale is not English.
 */
import { expect } from 'vitest';
import { byStain, type Locale } from '../helpers/dataset.ts';
import { hsvOf } from '../helpers/color-oracle.ts';

const KEYS = [
  'itemID',
  'stainID',
  'id',
  'name',
  'localizedName',
  'hex',
  'rgb',
  'hsv',
  'category',
  'acquisition',
  'cost',
  'currency',
  'isMetallic',
  'isPastel',
  'isDark',
  'isCosmic',
  'isIshgardian',
  'consolidationType',
  'marketItemID',
];

export function expectDyeObject(obj: any, locale: Locale = 'en') {
  const d = byStain.get(obj?.stainID);
  expect(d, `stainID ${obj?.stainID} is a dataset dye`).toBeDefined();
  const keys = locale === 'en' ? KEYS.filter((k) => k !== 'localizedName') : KEYS;
  expect(Object.keys(obj)).toEqual(keys);
  expect(obj).toMatchObject({
    itemID: d!.itemID,
    stainID: d!.stainID,
    id: d!.itemID,
    name: d!.name,
    hex: d!.hex,
    rgb: d!.rgb,
    category: d!.category,
    acquisition: d!.acquisition,
    cost: d!.cost,
    currency: d!.currency,
    isMetallic: d!.isMetallic,
    isPastel: d!.isPastel,
    isDark: d!.isDark,
    isCosmic: d!.isCosmic,
    isIshgardian: d!.isIshgardian,
    consolidationType: d!.consolidationType,
    marketItemID: d!.marketItemID,
  });
  if (locale !== 'en') expect(obj.localizedName).toBe(d!.names[locale]);
  const hsv = hsvOf(d!.hex);
  expect(Math.abs(obj.hsv.h - hsv.h)).toBeLessThanOrEqual(0.0051);
  expect(Math.abs(obj.hsv.s - hsv.s)).toBeLessThanOrEqual(0.0051);
  expect(Math.abs(obj.hsv.v - hsv.v)).toBeLessThanOrEqual(0.0051);
}

/** stainIDs of a list of Dye Objects, for order comparisons. */
export const stains = (list: any[]): number[] => list.map((d) => d.stainID);
