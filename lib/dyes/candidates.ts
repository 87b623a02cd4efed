/**
 * Which dyes a search may choose: the eight filters and the exclusions, as typed options checked by
 * the validation rules, and as the candidate mask the nearest search and the harmony selector read.
 */
import * as check from '../validate/rules.ts';
import { allowedMask, checkedOnlyIds, FILTER_NAMES, type DyeFilters } from './filters.ts';
import { lookupDye } from './ids.ts';

/** Which dyes may be chosen: the eight filters (`true` keeps only, `false` drops) and exclusions. */
export interface CandidateOptions extends DyeFilters {
  /** Dyes to leave out, by itemID or stainID; IDs naming no dye are ignored. */
  excludeIds?: readonly number[];
}

/** The keys of CandidateOptions, for the options check of every function that takes them. */
export const CANDIDATE_OPTION_KEYS: check.OptionKeys<CandidateOptions> = {
  metallic: true,
  pastel: true,
  dark: true,
  cosmic: true,
  ishgardian: true,
  vendor: true,
  craft: true,
  expensive: true,
  onlyIds: true,
  excludeIds: true,
};

/** The database indexes of the dyes `ids` name; IDs naming no dye are ignored, not an error. */
export function excludedIndexes(ids: readonly number[] | undefined): Set<number> {
  const out = new Set<number>();
  if (ids) {
    for (const id of ids) {
      const dye = lookupDye(id);
      if (dye) out.add(dye.index);
    }
  }
  return out;
}

/** The filters of `options`, checked: each `true`, `false` or absent, and `onlyIds` a list of dye IDs or absent. */
export function checkedFilters(options: DyeFilters): DyeFilters {
  let filters: DyeFilters | undefined;
  for (const name of FILTER_NAMES) {
    const value = options[name];
    if (value === undefined) continue;
    filters ??= {};
    filters[name] = check.boolean(name, value);
  }
  const onlyIds = checkedOnlyIds(options.onlyIds);
  if (onlyIds) filters = { ...filters, onlyIds };
  return filters ?? NO_FILTERS;
}
const NO_FILTERS: DyeFilters = Object.freeze({});

/** The candidate mask of checked options (undefined: every dye), with `extra` dye indexes left out too. */
export function candidateMask(options: CandidateOptions, extra?: number): Uint8Array | undefined {
  const excluded = excludedIndexes(check.idList('excludeIds', options.excludeIds));
  if (extra !== undefined) excluded.add(extra);
  return allowedMask(checkedFilters(options), excluded);
}
