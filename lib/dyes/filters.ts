/**
 * The eight boolean dye filters shared by listing, matching and harmony. `true`
 * keeps only dyes with the flag, `false` drops them, absent leaves the set alone.
 * Beside them, `onlyIds` keeps a chosen set of dyes (the dyes a player owns).
 */
import { ValidationError } from '../validate/error.ts';
import { isDyeId } from '../validate/rules.ts';
import { DYES, DYE_COUNT, type Dye } from './database.ts';
import { lookupDye } from './ids.ts';

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
export type DyeFilters = Partial<Record<FilterName, boolean | undefined>> & {
  /**
   * Only these dyes may be chosen (the dyes a player owns), by itemID or stainID; IDs naming no
   * dye are ignored, and an empty list leaves no dye to choose. Absent: no such limit.
   */
  onlyIds?: readonly number[] | undefined;
};

/** Every key a DyeFilters object may have. */
export const FILTER_KEYS: readonly (keyof DyeFilters)[] = [...FILTER_NAMES, 'onlyIds'];

/** Most entries `onlyIds` takes: every dye named once by itemID and once by stainID. */
export const MAX_ONLY_IDS = DYE_COUNT * 2;

/**
 * `onlyIds` checked: a list of at most MAX_ONLY_IDS dye IDs (integers), or absent.
 *
 * @throws ValidationError `onlyIds` when it is not such a list.
 */
export function checkedOnlyIds(value: unknown): readonly number[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    throw new ValidationError('invalid', 'onlyIds', 'onlyIds must be a list of dye IDs.', value, 'integer[]');
  }
  if (value.length > MAX_ONLY_IDS) {
    throw new ValidationError(
      'invalid',
      'onlyIds',
      `onlyIds takes at most ${MAX_ONLY_IDS} dye IDs.`,
      value.length,
      `<= ${MAX_ONLY_IDS} items`,
    );
  }
  for (const id of value as unknown[]) {
    if (typeof id !== 'number' || !isDyeId(id)) {
      throw new ValidationError('invalid', 'onlyIds', 'onlyIds must hold dye IDs (whole numbers).', id, 'integer');
    }
  }
  return value as readonly number[];
}

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
 * when nothing is filtered or excluded, so the common request allocates nothing. Every search
 * that takes filters reads this mask, so `onlyIds` is checked and applied here, once for all.
 *
 * @throws ValidationError `onlyIds` when it is not a list of dye IDs.
 */
export function allowedMask(filters: DyeFilters, excluded?: ReadonlySet<number>): Uint8Array | undefined {
  let mask: Uint8Array | undefined;
  const only = checkedOnlyIds(filters.onlyIds);
  if (only) {
    mask = new Uint8Array(DYES.length);
    for (const id of only) {
      const dye = lookupDye(id);
      if (dye) mask[dye.index] = 1;
    }
  }
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
