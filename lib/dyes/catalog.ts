/**
 * The dye catalogue as the API shows it, in Dye Objects: listing with filters and pages, name search,
 * lookups by ID, by stainID and in batches, categories and the consolidation groups. Each function
 * checks its arguments and returns the `data` of its `/v1/dyes` route; the `…Of` cores take checked
 * values (a route's parsed parameters).
 */
import * as check from '../validate/rules.ts';
import { ValidationError } from '../validate/error.ts';
import { CANDIDATE_OPTION_KEYS, checkedFilters, excludedIndexes, type CandidateOptions } from './candidates.ts';
import {
  CONSOLIDATED_ITEM_IDS,
  CONSOLIDATION_TYPES,
  DYES,
  dyeByStainId,
  type ConsolidationType,
  type Dye,
} from './database.ts';
import { dyeObject, dyeObjects, type DyeObject } from './dye-object.ts';
import { allowedMask, type DyeFilters } from './filters.ts';
import { explainMissingId, lookupDye, type IdType } from './ids.ts';
import type { Locale, LocaleOption } from './locale.ts';
import { dyesByName } from './search.ts';
import { SORT_KEYS, SORT_ORDERS, sortDyes, type SortKey, type SortOrder } from './sort.ts';
import { preserialise } from '../json/stringify.ts';

export interface Pagination {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** One category: `data` of `GET /v1/dyes/categories` holds one per category. */
export interface CategoryCount {
  name: string;
  count: number;
}

export interface ConsolidationMember {
  itemID: number;
  stainID: number;
  name: string;
}

/** `data` of `GET /v1/dyes/consolidation-groups`. */
export interface ConsolidationGroups {
  consolidationActive: boolean;
  groups: { type: ConsolidationType; consolidatedItemID: number; dyeCount: number; dyes: ConsolidationMember[] }[];
  unconsolidated: { count: number; dyes: ConsolidationMember[] };
}

/** `data` of `GET /v1/dyes/batch`: dyes in request order, and the IDs that named none. */
export interface DyeBatch {
  dyes: DyeObject[];
  notFound: number[];
}

export const PRICE = { min: 0, max: Number.MAX_SAFE_INTEGER } as const;
export const PAGE = { min: 1, max: 1000, default: 1 } as const;
export const PER_PAGE = { min: 1, max: 200, default: 50 } as const;
export const SEARCH_MAX_LENGTH = 100;
export const ID_TYPES = ['auto', 'item', 'stain'] as const;

export interface ListOptions extends LocaleOption, CandidateOptions {
  minPrice?: number;
  maxPrice?: number;
  sort?: SortKey;
  order?: SortOrder;
  page?: number;
  perPage?: number;
  consolidationType?: ConsolidationType;
  /** Exact, case-sensitive category name; unknown names match nothing. */
  category?: string;
}

export const LIST_OPTION_KEYS: check.OptionKeys<ListOptions> = {
  ...check.LOCALE_OPTION_KEYS,
  ...CANDIDATE_OPTION_KEYS,
  minPrice: true,
  maxPrice: true,
  sort: true,
  order: true,
  page: true,
  perPage: true,
  consolidationType: true,
  category: true,
};

/** A checked listing. */
export interface ListQuery extends DyeFilters {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: SortKey | undefined;
  order: SortOrder;
  page: number;
  perPage: number;
  consolidationType: ConsolidationType | undefined;
  /** Dye indexes to leave out. */
  excluded: Set<number>;
  category: string | undefined;
  /** Only these dye indexes (a name search's hits); undefined: no such limit. */
  only?: ReadonlySet<number>;
  locale: Locale;
}

/** A page of dyes and its pagination: `data` and `pagination` of `GET /v1/dyes`. */
export interface DyePage {
  dyes: DyeObject[];
  pagination: Pagination;
}

function paginate(total: number, page: number, perPage: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return { page, perPage, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

export function listDyesOf(q: ListQuery): DyePage {
  const allowed = allowedMask(q, q.excluded);
  let dyes = DYES.filter(
    (d) =>
      (allowed === undefined || allowed[d.index] === 1) &&
      (q.only === undefined || q.only.has(d.index)) &&
      (q.category === undefined || d.category === q.category) &&
      (q.minPrice === undefined || d.cost >= q.minPrice) &&
      (q.maxPrice === undefined || d.cost <= q.maxPrice) &&
      (q.consolidationType === undefined || d.consolidationType === q.consolidationType),
  );
  if (q.sort) dyes = sortDyes(dyes, q.sort, q.order);
  const start = (q.page - 1) * q.perPage;
  return {
    dyes: dyeObjects(dyes.slice(start, start + q.perPage), q.locale),
    pagination: paginate(dyes.length, q.page, q.perPage),
  };
}

export const consolidationTypeOf = (field: string, value: unknown): ConsolidationType =>
  check.oneOf(field, value, CONSOLIDATION_TYPES, {
    message: (shown) => `Invalid consolidationType "${shown}". Must be A, B, or C.`,
  });

const optional = <T>(value: unknown, read: (v: unknown) => T): T | undefined =>
  check.isAbsent(value) ? undefined : read(value);

/**
 * Dyes with filters, sorting and pages: the `data` (`dyes`) and `pagination` of `GET /v1/dyes`.
 * Every dye in stainID order unless `sort` is given.
 */
export function listDyes(options?: ListOptions): DyePage {
  return listDyesOf(listQueryOf(options));
}

/** The options of `listDyes` checked into a listing. */
export function listQueryOf(options: ListOptions | undefined, known = LIST_OPTION_KEYS): ListQuery {
  const o = check.options('options', options, known);
  const locale = check.locale('locale', o.locale);
  const minPrice = optional(o.minPrice, (v) => check.integer('minPrice', v, PRICE));
  const maxPrice = optional(o.maxPrice, (v) => check.integer('maxPrice', v, PRICE));
  const sort = optional(o.sort, (v) => check.oneOf('sort', v, SORT_KEYS));
  const order = optional(o.order, (v) => check.oneOf('order', v, SORT_ORDERS)) ?? 'asc';
  const page = optional(o.page, (v) => check.integer('page', v, PAGE)) ?? PAGE.default;
  const perPage = optional(o.perPage, (v) => check.integer('perPage', v, PER_PAGE)) ?? PER_PAGE.default;
  const filters = checkedFilters(o);
  const consolidationType = optional(o.consolidationType, (v) => consolidationTypeOf('consolidationType', v));
  const excluded = excludedIndexes(check.idList('excludeIds', o.excludeIds));
  const category = optional(o.category, (v) => check.text('category', v));
  return {
    ...filters,
    minPrice,
    maxPrice,
    sort,
    order,
    page,
    perPage,
    consolidationType,
    excluded,
    category,
    locale,
  };
}

/** The checked search text: required, not blank, at most SEARCH_MAX_LENGTH characters. */
export function searchTextOf(field: string, value: unknown): string {
  if (check.isAbsent(value) || (typeof value === 'string' && value.trim() === '')) check.missing(field);
  return check.text(field, value, SEARCH_MAX_LENGTH);
}

export const searchDyesOf = (query: string, locale: Locale): DyeObject[] =>
  dyeObjects(dyesByName(query, locale), locale);

/**
 * Dyes whose name contains `query` (case-insensitive; with a `locale`, English and localized names,
 * ignoring accents and character width): the `data` of `GET /v1/dyes/search`.
 *
 * @example
 * ```ts
 * searchDyes('blanc', { locale: 'fr' }).map((d) => d.localizedName); // ['Blanc de neige', …]
 * ```
 */
export function searchDyes(query: string, options?: LocaleOption): DyeObject[] {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  return searchDyesOf(searchTextOf('q', query), locale);
}

/** A dye ID as `/v1/dyes/:id` reads it: an integer, or its canonical text. */
export function dyeIdOf(field: string, value: unknown): number {
  if (!check.isDyeId(value)) {
    throw new ValidationError(
      'invalid',
      field,
      `Invalid dye ID "${check.quoted(value ?? '')}". Must be an integer.`,
      value ?? '',
      'integer',
    );
  }
  return Number(value);
}

/** The dye an auto-detected ID names, or the explanatory `notFound` error of `/v1/dyes/:id`. */
export function dyeByIdOf(id: number, locale: Locale, field = 'id'): DyeObject {
  const dye = lookupDye(id);
  if (!dye) {
    const { message, details } = explainMissingId(id, field);
    const { parameter: _parameter, received: _received, ...extra } = details;
    throw new ValidationError('notFound', field, message, id, undefined, extra);
  }
  return dyeObject(dye, locale);
}

/**
 * One dye by ID (itemID or stainID, told apart by range): the `data` of `GET /v1/dyes/:id`. An ID
 * that names no dye throws a ValidationError of kind `notFound` that says what the range means.
 */
export function dyeById(id: number, options?: LocaleOption): DyeObject {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  return dyeByIdOf(dyeIdOf('id', id), locale);
}

const STAIN_TEXT = /^[1-9]\d{0,9}$/;
const isStainId = (value: unknown): boolean =>
  typeof value === 'string' ? STAIN_TEXT.test(value) : Number.isInteger(value) && STAIN_TEXT.test(String(value));

/** A stainID as `/v1/dyes/stain/:stainId` reads it: a positive integer. */
export function stainIdOf(field: string, value: unknown): number {
  if (!isStainId(value)) {
    throw new ValidationError(
      'stainId',
      field,
      `Invalid stain ID "${check.quoted(value ?? '')}". Must be a positive integer.`,
      value ?? '',
      'positive integer (1-254)',
    );
  }
  return Number(value);
}

export function stainDyeOf(stainId: number, locale: Locale): DyeObject {
  const dye = dyeByStainId(stainId);
  if (!dye) {
    throw new ValidationError('notFound', 'stainId', `No dye found with stain ID ${stainId}.`, stainId, undefined);
  }
  return dyeObject(dye, locale);
}

/** One dye by stainID, no range detection: the `data` of `GET /v1/dyes/stain/:stainId`. */
export function dyeByStain(stainId: number, options?: LocaleOption): DyeObject {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  return stainDyeOf(stainIdOf('stainId', stainId), locale);
}

export function dyeBatchOf(ids: readonly number[], idType: IdType, locale: Locale): DyeBatch {
  const dyes: DyeObject[] = [];
  const notFound: number[] = [];
  for (const id of ids) {
    const dye = lookupDye(id, idType);
    if (dye) dyes.push(dyeObject(dye, locale));
    else notFound.push(id);
  }
  return { dyes, notFound };
}

/**
 * Many dyes at once, in request order (repeats kept), and the IDs naming none: the `data` of
 * `GET /v1/dyes/batch`. `idType` reads every ID as an itemID, a stainID or by range (`auto`).
 */
const BATCH_OPTION_KEYS: check.OptionKeys<LocaleOption & { idType?: IdType }> = {
  ...check.LOCALE_OPTION_KEYS,
  idType: true,
};

export function dyeBatch(ids: readonly number[], options?: LocaleOption & { idType?: IdType }): DyeBatch {
  const o = check.options('options', options, BATCH_OPTION_KEYS);
  const locale = check.locale('locale', o.locale);
  if (check.isAbsent(ids)) check.missing('ids');
  const list = check.idList('ids', ids) ?? [];
  const idType = optional(o.idType, (v) => check.oneOf('idType', v, ID_TYPES)) ?? 'auto';
  return dyeBatchOf(list, idType, locale);
}

const CATEGORIES: readonly CategoryCount[] = (() => {
  const counts = new Map<string, number>();
  for (const d of DYES) counts.set(d.category, (counts.get(d.category) ?? 0) + 1);
  return preserialise(
    Object.freeze(
      [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, count]) => Object.freeze({ name, count })),
    ),
  );
})();

/** Categories with their dye counts, by name: the `data` of `GET /v1/dyes/categories`. */
export const dyeCategories = (): readonly CategoryCount[] => CATEGORIES;

const GROUPS: ConsolidationGroups = (() => {
  const entry = (d: Dye): ConsolidationMember => ({ itemID: d.itemID, stainID: d.stainID, name: d.name });
  const unconsolidated = DYES.filter((d) => d.consolidationType === null).map(entry);
  return preserialise(
    deepFreeze({
      consolidationActive: true,
      groups: CONSOLIDATION_TYPES.map((type) => {
        const dyes = DYES.filter((d) => d.consolidationType === type).map(entry);
        return { type, consolidatedItemID: CONSOLIDATED_ITEM_IDS[type], dyeCount: dyes.length, dyes };
      }),
      unconsolidated: { count: unconsolidated.length, dyes: unconsolidated },
    }),
  );
})();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/** The patch 7.5 consolidation groups: the `data` of `GET /v1/dyes/consolidation-groups`. */
export const consolidationGroups = (): ConsolidationGroups => GROUPS;

/**
 * One dye by ID (itemID or stainID) or by its exact name in English or in `locale` (any case);
 * `null` when nothing matches.
 *
 * @example
 * ```ts
 * findDye(5729)?.name;                                  // 'Snow White'
 * findDye('snow white', { locale: 'ja' })?.localizedName;
 * ```
 */
export function findDye(idOrName: number | string, options?: LocaleOption): DyeObject | null {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  if (typeof idOrName !== 'number' && typeof idOrName !== 'string') {
    throw new ValidationError(
      'invalid',
      'idOrName',
      'Parameter "idOrName" must be a dye ID or a dye name.',
      idOrName,
      'number or string',
    );
  }
  const text = String(idOrName).trim();
  if (typeof idOrName === 'number' || /^-?\d+$/.test(text)) {
    const dye = Number.isInteger(Number(text)) ? lookupDye(Number(text)) : undefined;
    return dye ? dyeObject(dye, locale) : null;
  }
  if (text === '') return null;
  const wanted = text.toLowerCase();
  return (
    searchDyesOf(text.slice(0, SEARCH_MAX_LENGTH), locale).find(
      (d) => d.name.toLowerCase() === wanted || d.localizedName?.toLowerCase() === wanted,
    ) ?? null
  );
}
