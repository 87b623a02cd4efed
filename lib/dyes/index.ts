/** The dye database and what selects, sorts and names its dyes. */
export { DYES, dyeByItemId, dyeByStainId, type Dye } from './database.ts';
export { FILTER_DESCRIPTIONS, FILTER_NAMES, type DyeFilters, type FilterName } from './filters.ts';
export { SORT_KEYS, SORT_ORDERS } from './sort.ts';
export { LOCALES, type Locale } from './locale.ts';
export type { ColorInput } from './color-input.ts';
