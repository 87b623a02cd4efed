/**
 * The dataset as the tests see it: read straight from data/*.json with fs, never through lib/, so
 * a bug in the engine's loader cannot hide in the expected values.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

const readJson = <T>(relative: string): T => JSON.parse(readFileSync(resolve(REPO_ROOT, relative), 'utf8')) as T;

export const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export interface DatasetDye {
  stainID: number;
  itemID: number;
  name: string;
  names: Record<Locale, string>;
  hex: string;
  rgb: { r: number; g: number; b: number };
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
  consolidationType: 'A' | 'B' | 'C' | null;
  consolidatedItemID: number | null;
  marketItemID: number;
}

export interface FacewearEntry {
  legacyItemID: number;
  slug: string;
  name: string;
  hex: string;
}

export interface CategoriesOrder {
  displayOrder: string[];
  apiCategoriesOrder: string[];
  counts: Record<string, number>;
}

export const DATASET: readonly DatasetDye[] = readJson<DatasetDye[]>('data/dyes.json');
export const FACEWEAR: readonly FacewearEntry[] = readJson<FacewearEntry[]>('data/facewear-legacy.json');
export const CATEGORIES: CategoriesOrder = readJson<CategoriesOrder>('data/categories-order.json');

export const byStain = new Map(DATASET.map((d) => [d.stainID, d]));
export const byItem = new Map(DATASET.map((d) => [d.itemID, d]));

/** The eight boolean filters of the API contractthe dataset flag behind each (data/README.md). */
export const FILTER_FLAG = {
  metallic: 'isMetallic',
  pastel: 'isPastel',
  dark: 'isDark',
  cosmic: 'isCosmic',
  ishgardian: 'isIshgardian',
  vendor: 'isVendor',
  craft: 'isCraft',
  expensive: 'isExpensive',
} as const satisfies Record<string, keyof DatasetDye>;
export type FilterName = keyof typeof FILTER_FLAG;
export const FILTER_NAMES = Object.keys(FILTER_FLAG) as FilterName[];

export function passes(dye: DatasetDye, filters: Partial<Record<FilterName, boolean>>): boolean {
  return FILTER_NAMES.every((f) => filters[f] === undefined || dye[FILTER_FLAG[f]] === filters[f]);
}

/** the API contract auto-detection, written from the spec's table: the dye an ID names, if any. */
export function resolveAuto(id: number): DatasetDye | undefined {
  if (id >= 1 && id <= 254) return byStain.get(id);
  if (id >= 52254 && id <= 52256) return undefined;
  if (id >= 5729) return byItem.get(id);
  return undefined;
}

export const CONSOLIDATED_IDS = { A: 52254, B: 52255, C: 52256 } as const;
