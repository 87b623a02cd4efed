/** `/v1/dyes/*`: listing, lookups, search, batch, categories and consolidation groups (lib/dyes). */
import { CONSOLIDATION_TYPES } from '../../dyes/database.ts';
import {
  consolidationGroups,
  dyeBatchOf,
  dyeByIdOf,
  dyeCategories,
  dyeIdOf,
  ID_TYPES,
  listDyesOf,
  PAGE,
  PER_PAGE,
  PRICE,
  searchDyesOf,
  SEARCH_MAX_LENGTH,
  stainDyeOf,
  stainIdOf,
} from '../../dyes/catalog.ts';
import { SORT_KEYS, SORT_ORDERS } from '../../dyes/sort.ts';
import * as check from '../../validate/rules.ts';
import { customParam, enumParam, integerParam, stringParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import type { CategoryCount, ConsolidationGroups, DyeBatch, DyeObject } from '../wire.ts';
import { excludeIdsParam, filterParams, MAX_IDS } from '../common-params.ts';

const priceParam = <const N extends string>(name: N, description: string) =>
  integerParam(name, { ...PRICE, description });

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
    integerParam('page', { ...PAGE, description: 'Page number.' }),
    integerParam('perPage', { ...PER_PAGE, description: 'Dyes per page.' }),
    ...filterParams,
    enumParam('consolidationType', CONSOLIDATION_TYPES, {
      description: 'Patch 7.5 consolidation group (`A`, `B` or `C`).',
      message: (shown) => `Invalid consolidationType "${shown}". Must be A, B, or C.`,
    }),
    excludeIdsParam,
    stringParam('category', {
      description:
        'Exact, case-sensitive category name (`Neutral`, `Reds`, `Browns`, `Yellows`, `Greens`, `Blues`, `Purples`, `Special`). Unknown names match nothing.',
    }),
  ],
  handle(v, { locale }): JsonResult<DyeObject[]> {
    const { excludeIds: excluded, ...rest } = v;
    const { dyes, pagination } = listDyesOf({ ...rest, excluded, locale });
    return { data: dyes, pagination };
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
      maxLength: SEARCH_MAX_LENGTH,
      blankIsMissing: true,
      example: 'blue',
    }),
  ],
  handle(v, { locale }): JsonResult<DyeObject[]> {
    return { data: searchDyesOf(v.q, locale) };
  },
});

export const categoriesRoute = defineRoute({
  method: 'GET',
  path: '/v1/dyes/categories',
  tag: 'Dyes',
  summary: 'Categories with their dye counts',
  localized: false,
  cache: 'public',
  example: '/v1/dyes/categories',
  params: [],
  handle: (): JsonResult<readonly CategoryCount[]> => ({ data: dyeCategories() }),
});

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
  handle: (): JsonResult<ConsolidationGroups> => ({ data: consolidationGroups() }),
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
      (raw) => (check.isAbsent(raw) ? check.missing('ids') : (check.idListText('ids', raw) ?? [])),
    ),
    enumParam('idType', ID_TYPES, {
      description:
        'How to read each ID: `auto` by range (1–254 stainID, 5729 and up itemID), `item` as itemID, `stain` as stainID.',
      default: 'auto',
    }),
  ],
  handle: (v, { locale }): JsonResult<DyeBatch> => ({ data: dyeBatchOf(v.ids, v.idType, locale) }),
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
      (raw) => stainIdOf('stainId', raw),
    ),
  ],
  handle: (v, { locale }): JsonResult<DyeObject> => ({ data: stainDyeOf(v.stainId, locale) }),
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
      (raw) => dyeIdOf('id', raw),
    ),
  ],
  handle: (v, { locale }): JsonResult<DyeObject> => ({ data: dyeByIdOf(v.id, locale) }),
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
