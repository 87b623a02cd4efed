/**
 * The engine routes as the fuzzers see them, written from the API contract and the validation
 * orders of the reference implementation, not read from lib/: which
 * parameters each route takes, in which order they are validated, and which values are valid.
 * Locale is validated before every route parameter.
 */

export const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'];
export const FILTERS = ['metallic', 'pastel', 'dark', 'cosmic', 'ishgardian', 'vendor', 'craft', 'expensive'];
export const METHODS = ['ciede2000', 'oklab', 'cie76', 'redmean', 'rgb', 'distinguish'];
export const RETIRED_METHODS = ['hyab', 'oklch-weighted', 'euclidean'];
export const WHEELS = ['rgb', 'ryb', 'perceptual', 'oklch-hue', 'oklch-lightness'];
export const HARMONY_TYPES = [
  'complementary',
  'analogous',
  'triadic',
  'split-complementary',
  'tetradic',
  'inverted-tetradic',
  'square',
  'monochromatic',
  'compound',
  'shades',
];

/** What kind of value a parameter takes; the generators in arbitraries.ts know each kind. */
export type Kind =
  | { kind: 'locale' }
  | { kind: 'int'; min: number; max: number; required?: boolean }
  | { kind: 'number'; min: number; required?: boolean }
  | { kind: 'bool' }
  | { kind: 'enum'; values: string[]; code?: string }
  | { kind: 'method' }
  | { kind: 'wheel' }
  | { kind: 'hex'; required: boolean }
  | { kind: 'idList'; required: boolean }
  | { kind: 'q' }
  | { kind: 'free' }
  | { kind: 'harmonyBase' };

export type PathKind = 'dyeId' | 'stainId' | 'wheelId';

export interface RouteSpec {
  /** With `:name` for the path segment. */
  path: string;
  pathParam?: { name: string; kind: PathKind };
  /** Query parameters in validation order, after locale. The path segment is validated first. */
  query: [name: string, kind: Kind][];
  /** Parameters that are read but never validated. */
  unvalidated?: [name: string, kind: Kind][];
}

const filters = FILTERS.map((f) => [f, { kind: 'bool' }] as [string, Kind]);
const excludeIds: [string, Kind] = ['excludeIds', { kind: 'idList', required: false }];

export const ROUTES: RouteSpec[] = [
  {
    path: '/v1/dyes',
    query: [
      // Integers ≥ 0, no upper bound.
      ['minPrice', { kind: 'int', min: 0, max: Infinity }],
      ['maxPrice', { kind: 'int', min: 0, max: Infinity }],
      ['sort', { kind: 'enum', values: ['name', 'brightness', 'saturation', 'hue', 'cost'] }],
      ['order', { kind: 'enum', values: ['asc', 'desc'] }],
      ['page', { kind: 'int', min: 1, max: 1000 }],
      ['perPage', { kind: 'int', min: 1, max: 200 }],
      ...filters,
      ['consolidationType', { kind: 'enum', values: ['A', 'B', 'C'] }],
      excludeIds,
    ],
    unvalidated: [['category', { kind: 'free' }]],
  },
  { path: '/v1/dyes/search', query: [['q', { kind: 'q' }]] },
  { path: '/v1/dyes/categories', query: [] },
  { path: '/v1/dyes/consolidation-groups', query: [] },
  {
    path: '/v1/dyes/batch',
    query: [
      ['ids', { kind: 'idList', required: true }],
      ['idType', { kind: 'enum', values: ['auto', 'item', 'stain'] }],
    ],
  },
  { path: '/v1/dyes/stain/:stainId', pathParam: { name: 'stainId', kind: 'stainId' }, query: [] },
  { path: '/v1/dyes/:id', pathParam: { name: 'id', kind: 'dyeId' }, query: [] },
  {
    path: '/v1/match/closest',
    query: [['hex', { kind: 'hex', required: true }], ['method', { kind: 'method' }], ...filters, excludeIds],
    unvalidated: [
      ['kL', { kind: 'free' }],
      ['kC', { kind: 'free' }],
      ['kH', { kind: 'free' }],
    ],
  },
  {
    path: '/v1/match/within-distance',
    query: [
      ['hex', { kind: 'hex', required: true }],
      ['maxDistance', { kind: 'number', min: 0.01, required: true }],
      ['method', { kind: 'method' }],
      ['limit', { kind: 'int', min: 1, max: 125 }],
      ...filters,
      excludeIds,
    ],
  },
  { path: '/v1/wheels', query: [] },
  {
    path: '/v1/wheels/:id',
    pathParam: { name: 'id', kind: 'wheelId' },
    query: [['stops', { kind: 'int', min: 3, max: 360 }]],
  },
  { path: '/v1/harmony/types', query: [] },
  {
    path: '/v1/harmony',
    query: [
      ['dye', { kind: 'harmonyBase' }],
      ['type', { kind: 'enum', values: HARMONY_TYPES, code: 'INVALID_HARMONY_TYPE' }],
      ['wheel', { kind: 'wheel' }],
      ['method', { kind: 'method' }],
      ['strict', { kind: 'bool' }],
      ['companions', { kind: 'int', min: 0, max: 5 }],
      ['preventDuplicates', { kind: 'bool' }],
      ...filters,
      excludeIds,
    ],
  },
];

/** Every parameter name a route may blame in `details.parameter`. */
export function parameterNames(route: RouteSpec): Set<string> {
  const names = new Set(['locale', ...route.query.map(([n]) => n)]);
  if (route.pathParam) names.add(route.pathParam.name);
  if (route.path === '/v1/harmony') names.add('hex');
  return names;
}
