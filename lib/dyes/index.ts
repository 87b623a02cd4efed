/**
 * The 125 dyes: the database, the Dye Object (the one public view of a dye, and its one
 * serialiser), the catalogue functions behind `/v1/dyes`, filters, sorting, ID detection and the
 * colour inputs tools accept.
 */
export { DYES, DYE_COUNT, dyeByItemId, dyeByStainId, type Dye, type ConsolidationType } from './database.ts';
export {
  dyeObject,
  dyeObjects,
  colorOrDye,
  dyeMatch,
  type DyeObject,
  type ColorOrDye,
  type DyeMatch,
} from './dye-object.ts';
export {
  listDyes,
  searchDyes,
  findDye,
  dyeById,
  dyeByStain,
  dyeBatch,
  dyeCategories,
  consolidationGroups,
  type ListOptions,
  type DyePage,
  type Pagination,
  type CategoryCount,
  type ConsolidationGroups,
  type ConsolidationMember,
  type DyeBatch,
} from './catalog.ts';
export { browseDyes, dyeDetail, type BrowseOptions, type DyeDetail } from './browse.ts';
export { LOCALES, isLocale, type Locale, type Localized, type LocaleOption } from './locale.ts';
export { FILTER_NAMES, FILTER_DESCRIPTIONS, allowedMask, type DyeFilters, type FilterName } from './filters.ts';
export { candidateMask, type CandidateOptions } from './candidates.ts';
export { SORT_KEYS, SORT_ORDERS, sortDyes, type SortKey, type SortOrder } from './sort.ts';
export { lookupDye, explainMissingId, STAIN_MAX, ITEM_MIN, type IdType } from './ids.ts';
export { nearestDye, dyesNear } from './nearest.ts';
export { dyeSlug, dyeBySlug } from './slug.ts';
export { closestDyes, type DyeDistance } from './ranked.ts';
export { parseColorInput, resolveColor, type ColorInput, type ResolvedColor } from './color-input.ts';
