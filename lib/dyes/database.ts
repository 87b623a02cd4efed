/**
 * The 125 dyes, loaded once from data/dyes.json with everything a request could need precomputed:
 * HSV, the colour point (Lab, Oklab) for distances, and the lookup maps. Database order is stainID
 * order, and every list the API returns keeps it unless a sort asks otherwise.
 */
import rows from '../../data/dyes.json';
import facewearRows from '../../data/facewear-legacy.json';
import { colorPoint, hsvFromRgb, type ColorPoint, type Rgb } from '../color/index.ts';
import type { Localized } from './locale.ts';

export type ConsolidationType = 'A' | 'B' | 'C';

export interface Dye {
  /** Position in database order (0-based); indexes every per-dye array and mask. */
  index: number;
  stainID: number;
  itemID: number;
  name: string;
  names: Localized;
  hex: string;
  rgb: Rgb;
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
  isVendor: boolean;
  isCraft: boolean;
  isExpensive: boolean;
  consolidationType: ConsolidationType | null;
  marketItemID: number;
  point: ColorPoint;
}

export interface LegacyFacewear {
  legacyItemID: number;
  slug: string;
  name: string;
  hex: string;
}

export const DYES: readonly Dye[] = rows.map((row, index) => ({
  index,
  stainID: row.stainID,
  itemID: row.itemID,
  name: row.name,
  names: row.names,
  hex: row.hex,
  rgb: row.rgb,
  hsv: hsvFromRgb(row.rgb),
  category: row.category,
  acquisition: row.acquisition,
  cost: row.cost,
  currency: row.currency,
  isMetallic: row.isMetallic,
  isPastel: row.isPastel,
  isDark: row.isDark,
  isCosmic: row.isCosmic,
  isIshgardian: row.isIshgardian,
  isVendor: row.isVendor,
  isCraft: row.isCraft,
  isExpensive: row.isExpensive,
  consolidationType: row.consolidationType as ConsolidationType | null,
  marketItemID: row.marketItemID,
  point: colorPoint(row.rgb),
}));

export const DYE_COUNT = DYES.length;

const byStain = new Map(DYES.map((d) => [d.stainID, d]));
const byItem = new Map(DYES.map((d) => [d.itemID, d]));

export const dyeByStainId = (id: number): Dye | undefined => byStain.get(id);
export const dyeByItemId = (id: number): Dye | undefined => byItem.get(id);

export const LEGACY_FACEWEAR: ReadonlyMap<number, LegacyFacewear> = new Map(
  facewearRows.map((f) => [f.legacyItemID, { legacyItemID: f.legacyItemID, slug: f.slug, name: f.name, hex: f.hex }]),
);

/** The consolidated market items of patch 7.5: one market listing each for the Type-A, B and C dyes. */
export const CONSOLIDATED_ITEM_IDS: Readonly<Record<ConsolidationType, number>> = { A: 52254, B: 52255, C: 52256 };
export const CONSOLIDATION_TYPES: readonly ConsolidationType[] = ['A', 'B', 'C'];
