/**
 * Control options, taken from the engine's own tables (one source of truth) rather than typed
 * again here. Only data modules are imported, so the page bundle gets the lists, not the engine;
 * the site's build marks lib/ free of side effects so nothing else comes along (see config.ts).
 */
import { HARMONY_TYPES } from '../../../lib/harmony/types.ts';
import { WHEEL_NAMES } from '../../../lib/wheels/names.ts';
import { METHOD_IDS, METHODS } from '../../../lib/color/distance/methods.ts';
import { FILTER_DESCRIPTIONS, FILTER_NAMES } from '../../../lib/dyes/filters.ts';
import type { Locale } from '../../../lib/dyes/locale.ts';

export const HARMONY_TYPE_IDS = HARMONY_TYPES.map((t) => t.id);
export const harmonyTypeName = (id: string, locale: Locale): string =>
  HARMONY_TYPES.find((t) => t.id === id)?.names[locale] ?? id;
export const harmonyOffsets = (id: string): readonly number[] => HARMONY_TYPES.find((t) => t.id === id)?.offsets ?? [];

/** WHEEL_NAMES is keyed in display order (rgb first), the order of `GET /v1/wheels`. */
export const WHEEL_OPTION_IDS = Object.keys(WHEEL_NAMES) as (keyof typeof WHEEL_NAMES)[];
export const wheelName = (id: string, locale: Locale): string =>
  (WHEEL_NAMES as Record<string, Record<Locale, string>>)[id]?.[locale] ?? id;

export const METHOD_OPTIONS = METHOD_IDS.map((id) => ({ id, tag: METHODS[id].tag, scale: METHODS[id].scale }));

export const FILTER_OPTIONS = FILTER_NAMES.map((name) => ({ name, description: FILTER_DESCRIPTIONS[name] }));
export type FilterState = Record<(typeof FILTER_NAMES)[number], string>;
export const NO_FILTERS = Object.fromEntries(FILTER_NAMES.map((n) => [n, ''])) as FilterState;

export { SORT_KEYS, SORT_ORDERS } from '../../../lib/dyes/sort.ts';
