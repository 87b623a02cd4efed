/** `/v1/dyes/*`: listing, lookups, search, batch, categories and consolidation groups. */
import { CONSOLIDATED_ITEM_IDS, CONSOLIDATION_TYPES, DYES, dyeByStainId, type Dye } from '../../dyes/database.ts';
import { explainMissingId, findDye, isCanonicalId } from '../../dyes/ids.ts';
import { allowedMask } from '../../dyes/filters.ts';
import { searchDyes } from '../../dyes/search.ts';
import { dyeJson } from '../../dyes/serialize.ts';
import { SORT_KEYS, SORT_ORDERS, sortDyes } from '../../dyes/sort.ts';
import type { Locale } from '../../dyes/locale.ts';
import { ApiError, invalid, notFound } from '../errors.ts';
import { RawJson } from '../../json/stringify.ts';
import { customParam, enumParam, integerParam, stringParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import type { CategoryCount, ConsolidationGroups, DyeBatch, DyeObject, Pagination } from '../wire.ts';
import { excludeIdsParam, filterParams, parseIdList, MAX_IDS } from '../common-params.ts';

const dyeList = (dyes: readonly Dye[], locale: Locale) => dyes.map((d) => dyeJson(d, locale));

function paginate(total: number, page: number, perPage: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return { page, perPage, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

const priceParam = <const N extends string>(name: N, description: string) =>
  integerParam(name, { min: 0, max: Number.MAX_SAFE_INTEGER, description });

export const listDyes = defineRoute({
  method: 'GET',
  path: '/v1/dyes',
  tag: 'Dyes',
  summary: 'List dyes with filters, sorting and pagination',
  description: 'Every dye in stainID order unless `sort` is given. Ties keep stainID order in both directions.',
  localized: true,
  cache: 'public',
  example: '/v1/dyes?category=Blues&sort=brightness&order=desc&perPage=10',
  params: [
    priceParam('minPrice', 'Lowest vendor cost to keep (raw number, whatever the currency).'),
    priceParam('maxPrice', 'Highest vendor cost to keep (raw number, whatever the currency).'),
    enumParam('sort', SORT_KEYS, { description: 'Sort key. Absent: database (stainID) order.' }),
    enumParam('order', SORT_ORDERS, { description: 'Sort direction, used with `sort`.', default: 'asc' }),
    integerParam('page', { min: 1, max: 1000, default: 1, description: 'Page number.' }),
    integerParam('perPage', { min: 1, max: 200, default: 50, description: 'Dyes per page.' }),
    ...filterParams,
    enumParam('consolidationType', CONSOLIDATION_TYPES, {
      description: 'Patch 7.5 consolidation group (`A`, `B` or `C`).',
      message: (raw) => `Invalid consolidationType "${raw}". Must be A, B, or C.`,
    }),
    excludeIdsParam,
    stringParam('category', {
      description:
        'Exact, case-sensitive category name (`Neutral`, `Reds`, `Browns`, `Yellows`, `Greens`, `Blues`, `Purples`, `Special`). Unknown names match nothing.',
    }),
  ],
  handle(v, { locale }): JsonResult<DyeObject[]> {
    const allowed = allowedMask(v, v.excludeIds);
    let dyes = DYES.filter(
      (d) =>
        (allowed === undefined || allowed[d.index] === 1) &&
        (v.category === undefined || d.category === v.category) &&
        (v.minPrice === undefined || d.cost >= v.minPrice) &&
        (v.maxPrice === undefined || d.cost <= v.maxPrice) &&
        (v.consolidationType === undefined || d.consolidationType === v.consolidationType),
    );
    if (v.sort) dyes = sortDyes(dyes, v.sort, v.order);
    const { page, perPage } = v;
    const start = (page - 1) * perPage;
    return {
      data: dyeList(dyes.slice(start, start + perPage), locale),
      pagination: paginate(dyes.length, page, perPage),
    };
  },
});

export const searchRoute = defineRoute({
  method: 'GET',
  path: '/v1/dyes/search',
  tag: 'Dyes',
  summary: 'Search dyes by name',
  description:
    'Case-insensitive substring search. With a non-English `locale`, English and localized names are searched, ignoring accents, ß, character width and hiragana/katakana.',
  localized: true,
  cache: 'public',
  example: '/v1/dyes/search?q=blue',
  params: [
    stringParam('q', {
      description: 'Text to find in dye names, at most 100 characters.',
      required: true,
      maxLength: 100,
      blankIsMissing: true,
      example: 'blue',
    }),
  ],
  handle(v, { locale }): JsonResult<DyeObject[]> {
    return { data: dyeList(searchDyes(v.q, locale), locale) };
  },
});

const categoryCounts = (() => {
  const counts = new Map<string, number>();
  for (const d of DYES) counts.set(d.category, (counts.get(d.category) ?? 0) + 1);
  return RawJson.of<CategoryCount[]>(
    [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, count]) => ({ name, count })),
  );
})();

export const categoriesRoute = defineRoute({
  method: 'GET',
  path: '/v1/dyes/categories',
  tag: 'Dyes',
  summary: 'Categories with their dye counts',
  localized: false,
  cache: 'public',
  example: '/v1/dyes/categories',
  params: [],
  handle: (): JsonResult<CategoryCount[]> => ({ data: categoryCounts }),
});

const consolidationGroups = (() => {
  const entry = (d: Dye) => ({ itemID: d.itemID, stainID: d.stainID, name: d.name });
  const unconsolidated = DYES.filter((d) => d.consolidationType === null).map(entry);
  return RawJson.of<ConsolidationGroups>({
    consolidationActive: true,
    groups: CONSOLIDATION_TYPES.map((type) => {
      const dyes = DYES.filter((d) => d.consolidationType === type).map(entry);
      return { type, consolidatedItemID: CONSOLIDATED_ITEM_IDS[type], dyeCount: dyes.length, dyes };
    }),
    unconsolidated: { count: unconsolidated.length, dyes: unconsolidated },
  });
})();

export const consolidationRoute = defineRoute({
  method: 'GET',
  path: '/v1/dyes/consolidation-groups',
  tag: 'Dyes',
  summary: 'Patch 7.5 consolidation groups',
  description: 'The three consolidated market items (A, B, C) with their member dyes, and the unconsolidated dyes.',
  localized: false,
  cache: 'public',
  example: '/v1/dyes/consolidation-groups',
  params: [],
  handle: (): JsonResult<ConsolidationGroups> => ({ data: consolidationGroups }),
});

export const batchRoute = defineRoute({
  method: 'GET',
  path: '/v1/dyes/batch',
  tag: 'Dyes',
  summary: 'Look up many dyes at once',
  description: 'Dyes in request order (repeats kept); IDs that name no dye are listed in `notFound`.',
  localized: true,
  cache: 'public',
  example: '/v1/dyes/batch?ids=5729,5734,13115',
  params: [
    customParam(
      'ids',
      { type: 'string', pattern: '^-?[1-9][0-9]{0,9}(,-?[1-9][0-9]{0,9})*$' },
      { description: `Comma-separated dye IDs, at most ${MAX_IDS}.`, required: true, example: '5729,5734,13115' },
      (raw) => {
        if (raw === null || raw === '')
          throw new ApiError('MISSING_PARAMETER', 'Missing required parameter: ids', {
            parameter: 'ids',
            required: true,
          });
        return parseIdList('ids', raw) ?? [];
      },
    ),
    enumParam('idType', ['auto', 'item', 'stain'] as const, {
      description:
        'How to read each ID: `auto` by range (1–254 stainID, 5729 and up itemID), `item` as itemID, `stain` as stainID.',
      default: 'auto',
    }),
  ],
  handle(v, { locale }): JsonResult<DyeBatch> {
    const dyes: RawJson<DyeObject>[] = [];
    const notFound: number[] = [];
    for (const id of v.ids) {
      const dye = findDye(id, v.idType);
      if (dye) dyes.push(dyeJson(dye, locale));
      else notFound.push(id);
    }
    return { data: { dyes, notFound } };
  },
});

export const stainRoute = defineRoute({
  method: 'GET',
  path: '/v1/dyes/stain/:stainId',
  tag: 'Dyes',
  summary: 'Look up a dye by stainID',
  description: 'Explicit stainID lookup, no range detection.',
  localized: true,
  cache: 'public',
  example: '/v1/dyes/stain/1',
  params: [
    customParam(
      'stainId',
      { type: 'integer', minimum: 1 },
      {
        in: 'path',
        description: 'Stain ID, a positive integer; 1–254 is the stain table (125 are assigned today).',
        required: true,
        example: '1',
      },
      (raw) => {
        const text = raw ?? '';
        if (!/^[1-9]\d{0,9}$/.test(text)) {
          throw invalid(
            'INVALID_STAIN_ID',
            `Invalid stain ID "${text}". Must be a positive integer.`,
            'stainId',
            text,
            'positive integer (1-254)',
          );
        }
        return Number(text);
      },
    ),
  ],
  handle(v, { locale }): JsonResult<DyeObject> {
    const dye = dyeByStainId(v.stainId);
    if (!dye) throw notFound(`No dye found with stain ID ${v.stainId}.`, { parameter: 'stainId', received: v.stainId });
    return { data: dyeJson(dye, locale) };
  },
});

export const dyeByIdRoute = defineRoute({
  method: 'GET',
  path: '/v1/dyes/:id',
  tag: 'Dyes',
  summary: 'Look up a dye by ID (itemID or stainID, auto-detected)',
  description:
    '1–254 is a stainID, 5729 and up an itemID. Consolidated market items (52254–52256) and legacy Facewear IDs (negative) answer an explanatory 404.',
  localized: true,
  cache: 'public',
  example: '/v1/dyes/5729',
  params: [
    customParam(
      'id',
      { type: 'integer' },
      { in: 'path', description: 'Dye itemID or stainID.', required: true, example: '5729' },
      (raw) => {
        const text = raw ?? '';
        if (!isCanonicalId(text)) {
          throw invalid('VALIDATION_ERROR', `Invalid dye ID "${text}". Must be an integer.`, 'id', text, 'integer');
        }
        return Number(text);
      },
    ),
  ],
  handle(v, { locale }): JsonResult<DyeObject> {
    const { id } = v;
    const dye = findDye(id);
    if (!dye) {
      const { message, details } = explainMissingId(id);
      throw notFound(message, details);
    }
    return { data: dyeJson(dye, locale) };
  },
});

/** Static paths first so `/v1/dyes/search` is never read as an ID. */
export const DYE_ROUTES = [
  listDyes,
  searchRoute,
  categoriesRoute,
  consolidationRoute,
  batchRoute,
  stainRoute,
  dyeByIdRoute,
];
