/** Control options, from the engine's own tables (see options.data.ts). */
import { data } from './options.data.ts';

type Locale = (typeof data.locales)[number];

export const HARMONY_TYPE_IDS = data.harmonyTypes.map((t) => t.id);
export const harmonyTypeName = (id: string, locale: Locale): string =>
  data.harmonyTypes.find((t) => t.id === id)?.names[locale] ?? id;
export const harmonyOffsets = (id: string): readonly number[] =>
  data.harmonyTypes.find((t) => t.id === id)?.offsets ?? [];

export const WHEEL_OPTION_IDS = data.wheels.map((w) => w.id);
export const wheelName = (id: string, locale: Locale): string =>
  data.wheels.find((w) => w.id === id)?.names[locale] ?? id;

export const METHOD_OPTIONS = data.methods;
export const FILTER_OPTIONS = data.filters;
export const SORT_KEYS = data.sortKeys;
export const SORT_ORDERS = data.sortOrders;

export type FilterState = Record<string, string>;
/** The page-state key of "only dyes I own" ('true' on), kept beside the eight filters. */
export const OWNED_FILTER = 'owned';
export const NO_FILTERS: FilterState = {
  ...Object.fromEntries(data.filters.map((f) => [f.name, ''])),
  [OWNED_FILTER]: '',
};
