/**
 * The eight boolean dye filters shared by listing, matching and harmony (spec §4.3–4.5). `true`
 * keeps only dyes with the flag, `false` drops them, absent leaves the set alone.
 */
import { DYES, type Dye } from './database.ts';

export const FILTER_FLAGS = {
  metallic: 'isMetallic',
  pastel: 'isPastel',
  dark: 'isDark',
  cosmic: 'isCosmic',
  ishgardian: 'isIshgardian',
  vendor: 'isVendor',
  craft: 'isCraft',
  expensive: 'isExpensive',
} as const satisfies Record<string, keyof Dye>;

export type FilterName = keyof typeof FILTER_FLAGS;
export const FILTER_NAMES = Object.keys(FILTER_FLAGS) as FilterName[];
export type DyeFilters = Partial<Record<FilterName, boolean | undefined>>;

export const FILTER_DESCRIPTIONS: Record<FilterName, string> = {
  metallic: 'Metallic (glossy) dyes.',
  pastel: 'Pastel dyes.',
  dark: 'Dark dyes.',
  cosmic: 'Cosmic Exploration dyes.',
  ishgardian: 'Ishgardian (Firmament) dyes.',
  vendor: 'Dyes sold by dye vendors.',
  craft: 'Dyes obtained by crafting (Firmament and Venture Coffer dyes).',
  expensive: 'Premium-cost dyes from a curated list (Pure White, Jet Black).',
};

export function passesFilters(dye: Dye, filters: DyeFilters): boolean {
  for (const name of FILTER_NAMES) {
    const want = filters[name];
    if (want !== undefined && dye[FILTER_FLAGS[name]] !== want) return false;
  }
  return true;
}

/** A candidate mask (1 = allowed) for the nearest search and the harmony selector. */
export function allowedMask(filters: DyeFilters, excluded?: ReadonlySet<number>): Uint8Array {
  const mask = new Uint8Array(DYES.length);
  for (const dye of DYES) mask[dye.index] = passesFilters(dye, filters) && !excluded?.has(dye.index) ? 1 : 0;
  return mask;
}
