/**
 * The eight boolean dye filters shared by listing, matching and harmony. `true`
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

// Each flag as a per-dye 0/1 array, once: a request combines only the filters it names.
const FLAG_VALUES = Object.fromEntries(
  FILTER_NAMES.map((name) => [name, Uint8Array.from(DYES, (d) => (d[FILTER_FLAGS[name]] ? 1 : 0))]),
) as Record<FilterName, Uint8Array>;

/**
 * A candidate mask (1 = allowed) for the nearest search and the harmony selector; `undefined`
 * when nothing is filtered or excluded, so the common request allocates nothing.
 */
export function allowedMask(filters: DyeFilters, excluded?: ReadonlySet<number>): Uint8Array | undefined {
  let mask: Uint8Array | undefined;
  for (const name of FILTER_NAMES) {
    const want = filters[name];
    if (want === undefined) continue;
    mask ??= new Uint8Array(DYES.length).fill(1);
    const values = FLAG_VALUES[name];
    const keep = want ? 1 : 0;
    for (let i = 0; i < mask.length; i++) if (values[i] !== keep) mask[i] = 0;
  }
  if (excluded?.size) {
    mask ??= new Uint8Array(DYES.length).fill(1);
    for (const i of excluded) mask[i] = 0;
  }
  return mask;
}
