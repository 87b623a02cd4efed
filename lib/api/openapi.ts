/** Builds the OpenAPI 3.1 document from route definitions: the same tables that validate requests. */
import { localeParam } from './common-params.ts';
import { ERROR_CODES } from './errors.ts';
import type { ParamDef } from './params.ts';
import type { RouteDef } from './route.ts';
import { SLOTS } from '../items/slots.ts';

type Schema = Record<string, unknown>;

/** Query text → the JSON value the schema types it as (`"5729"` is the integer 5729). */
function typedExample(p: ParamDef): unknown {
  if (p.example === undefined || p.example === '') return undefined;
  if (p.schema.type === 'integer' || p.schema.type === 'number') return Number(p.example);
  if (p.schema.type === 'boolean') return p.example === 'true' || p.example === '1';
  return p.example;
}

const parameter = (p: ParamDef) => {
  const example = typedExample(p);
  return {
    name: p.name,
    in: p.in,
    required: p.in === 'path' ? true : p.required,
    description: p.description,
    schema: Object.fromEntries(Object.entries(p.schema).filter(([, v]) => v !== undefined)),
    ...(example === undefined ? {} : { example }),
  };
};

/** Every `{name}` of the path is a parameter, also where a route's table leaves it out. */
function pathParameters(path: string, declared: readonly ParamDef[]) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return names
    .filter((name) => !declared.some((p) => p.in === 'path' && p.name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
const object = (properties: Record<string, Schema>, optional: readonly string[] = []): Schema => ({
  type: 'object',
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
});
const integer: Schema = { type: 'integer' };
const number: Schema = { type: 'number' };
const string: Schema = { type: 'string' };
const boolean: Schema = { type: 'boolean' };
const hex: Schema = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' };
const nullable = (schema: Schema): Schema => ({ oneOf: [schema, { type: 'null' }] });

/** The shapes on the wire, shared by several routes. */
const WIRE_SCHEMAS: Record<string, Schema> = {
  Dye: object(
    {
      itemID: integer,
      stainID: integer,
      id: { type: 'integer', description: 'Same as `itemID`.' },
      name: { type: 'string', description: 'English name.' },
      localizedName: { type: 'string', description: 'Name in the requested locale; absent in English.' },
      hex: {
        type: 'string',
        pattern: '^#[0-9a-f]{6}$',
        description:
          "Lower-case `#rrggbb`, as the game's dye table has it (`inputHex` and other computed colours are upper-case).",
      },
      rgb: object({ r: integer, g: integer, b: integer }),
      hsv: object({ h: number, s: number, v: number }),
      category: string,
      acquisition: string,
      cost: integer,
      currency: string,
      isMetallic: boolean,
      isPastel: boolean,
      isDark: boolean,
      isCosmic: boolean,
      isIshgardian: boolean,
      consolidationType: { type: ['string', 'null'], enum: ['A', 'B', 'C', null] },
      marketItemID: integer,
    },
    ['localizedName'],
  ),
  DyeRef: object({ itemID: integer, stainID: integer, name: string }),
  Pagination: object({
    page: integer,
    perPage: integer,
    total: integer,
    totalPages: integer,
    hasNext: boolean,
    hasPrev: boolean,
  }),
  Wheel: object({ id: string, tag: string, name: string, isDefault: boolean }),
  DyeMatch: object({ dye: ref('Dye'), distance: number }),
  /** Item names: the four upstream languages always, ko and zh when our tables know them. */
  ItemNames: object({ en: string, ja: string, de: string, fr: string, ko: string, zh: string }, ['ko', 'zh']),
  SharedGlamour: object({
    id: integer,
    name: string,
    character: nullable(string),
    server: nullable(string),
    url: { type: 'string', format: 'uri' },
    items: {
      type: 'object',
      description:
        'Keyed by .chara slot: the resolved family as POST /v1/chara/resolve answers it, plus `named` ' +
        '(`{ itemId, names }`, the item the author chose) and `dyes` (`[stainID | null, stainID | null]`).',
      additionalProperties: { type: 'object' },
    },
    glasses: {
      ...object({ id: integer, names: ref('ItemNames'), iconId: nullable(integer), acquisition: string }, [
        'acquisition',
      ]),
      type: ['object', 'null'],
      description:
        'The `facewear` piece as the .chara glasses: the Glasses row of that English name; null when the ' +
        'glamour has none or no row carries the name (then it is in `unresolved`).',
    },
    unresolved: arrayOf(
      object({
        slot: string,
        name: string,
        reason: { type: 'string', enum: ['unknown-item', 'not-in-slot', 'unknown-dye', 'no-chara-slot'] },
      }),
    ),
  }),
};

/** The `data` of each route's success envelope, by method and path. Routes not listed say only "JSON". */
const DATA_SCHEMAS: Record<string, Schema> = {
  'GET /v1/character/sheets': arrayOf(
    object({ id: string, name: string, size: integer, perClan: boolean, available: boolean }),
  ),
  'GET /v1/character/colors': object({
    sheet: string,
    clan: nullable(string),
    gender: nullable(string),
    colors: arrayOf(object({ index: integer, hex })),
  }),
  'GET /v1/character/match': object({
    sheet: string,
    clan: nullable(string),
    gender: nullable(string),
    color: object({ index: integer, hex }),
    method: string,
    results: arrayOf(ref('DyeMatch')),
  }),
  'GET /v1/character/closest': object({
    sheet: string,
    clan: nullable(string),
    gender: nullable(string),
    inputHex: hex,
    method: string,
    results: arrayOf(object({ index: integer, hex, distance: number })),
  }),
  'GET /v1/dyes': arrayOf(ref('Dye')),
  'GET /v1/dyes/search': arrayOf(ref('Dye')),
  'GET /v1/dyes/categories': arrayOf(object({ name: string, count: integer })),
  'GET /v1/dyes/consolidation-groups': object({
    consolidationActive: boolean,
    groups: arrayOf(
      object({
        type: { type: 'string', enum: ['A', 'B', 'C'] },
        consolidatedItemID: integer,
        dyeCount: integer,
        dyes: arrayOf(ref('DyeRef')),
      }),
    ),
    unconsolidated: object({ count: integer, dyes: arrayOf(ref('DyeRef')) }),
  }),
  'GET /v1/dyes/batch': object({ dyes: arrayOf(ref('Dye')), notFound: arrayOf(integer) }),
  'GET /v1/dyes/stain/{stainId}': ref('Dye'),
  'GET /v1/dyes/{id}': ref('Dye'),
  'GET /v1/match/closest': object({ dye: ref('Dye'), distance: number, method: string, inputHex: hex }),
  'GET /v1/match/within-distance': object({
    results: arrayOf(ref('DyeMatch')),
    inputHex: hex,
    maxDistance: number,
    method: string,
    resultCount: integer,
  }),
  'GET /v1/prices': object({
    world: string,
    fetchedAt: integer,
    dyes: arrayOf(
      object({
        stainID: integer,
        itemID: integer,
        marketItemID: integer,
        vendor: { anyOf: [object({ cost: integer, currency: string }), { type: 'null' }] },
        market: {
          anyOf: [
            object({ minPrice: integer, averagePrice: integer, listings: integer, lastUploadTime: integer }),
            { type: 'null' },
          ],
        },
      }),
    ),
  }),
  'GET /v1/prices/worlds': object({
    regions: arrayOf(string),
    dataCenters: arrayOf(object({ name: string, region: string, worlds: arrayOf(string) })),
    worlds: arrayOf(object({ id: integer, name: string })),
  }),
  'GET /v1/items/search': arrayOf(
    object({
      itemId: integer,
      names: ref('ItemNames'),
      iconId: nullable(integer),
      slot: { type: 'string', enum: [...SLOTS] },
      dyeCount: nullable(integer),
      glamourable: nullable(boolean),
      model: object({ set: integer, base: integer, variant: integer }),
    }),
  ),
  'GET /v1/glamours/eorzea-collection/{id}': ref('SharedGlamour'),
  'GET /v1/glamours/eorzea-collection': ref('SharedGlamour'),
  'GET /v1/wheels': arrayOf(ref('Wheel')),
  'GET /v1/wheels/{id}': {
    allOf: [
      ref('Wheel'),
      object({
        ringStops: arrayOf(hex),
        dyes: arrayOf(
          object({ stainID: integer, itemID: integer, name: string, localizedName: string, hex, wheelHue: number }, [
            'localizedName',
          ]),
        ),
      }),
    ],
  },
  'GET /v1/harmony/types': arrayOf(object({ id: string, offsets: arrayOf(number), name: string })),
  'GET /v1/harmony': object({
    base: object({ hex, dye: nullable(ref('Dye')) }),
    harmonyType: string,
    harmonyTypeName: string,
    wheel: ref('Wheel'),
    method: string,
    strict: boolean,
    distanceUnit: { type: 'string', description: 'The method id when `strict`, otherwise `degrees`.' },
    baseWheelHue: number,
    slots: arrayOf(
      object({
        index: integer,
        offset: number,
        wheelHue: number,
        targetHue: number,
        targetHex: hex,
        dye: nullable(ref('Dye')),
        distance: { type: ['number', 'null'] },
        companions: arrayOf(ref('Dye')),
      }),
    ),
  }),
};

/** Routes that answer with their own bytes rather than the envelope. */
const RAW_CONTENT: Record<string, Record<string, { schema: Schema }>> = {
  'GET /v1/openapi.json': { 'application/json': { schema: { type: 'object', description: 'This document.' } } },
  'GET /v1/chara/icon/{iconId}': { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
};

const success = (data: Schema, paginated: boolean): Schema =>
  object({
    success: { const: true },
    data,
    ...(paginated ? { pagination: ref('Pagination') } : {}),
    meta: ref('Meta'),
  });

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

export function openApiDocument(routes: readonly RouteDef[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const params = route.localized ? [...route.params, localeParam] : route.params;
    const key = `${route.method} ${path}`;
    const raw = RAW_CONTENT[key];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters: [...pathParameters(path, params), ...params.map(parameter)],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              description: route.body.description,
              content: { 'application/json': { schema: { type: 'object' }, example: route.body.example } },
            },
          }
        : {}),
      responses: {
        '200': raw
          ? { description: 'Success.', content: raw }
          : {
              description: 'Success envelope: `{ success: true, data, pagination?, meta }`.',
              content: { 'application/json': { schema: success(DATA_SCHEMAS[key] ?? {}, key === 'GET /v1/dyes') } },
            },
        '400': errorRef('Invalid parameter: `details { parameter, received, expected }` names it.'),
        '404': errorRef('Not found.'),
        '429': errorRef('Rate limited; see `retryAfter` and `Retry-After`.'),
        ...(route.tag === 'Character'
          ? { '503': errorRef('The upstream game-data service is unreachable or failed.') }
          : route.tag === 'Prices'
            ? { '503': errorRef('Universalis (the market-board data service) is unreachable or failed.') }
            : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ffxiv-dyes API',
      version: '1.0.0',
      license: { name: 'MIT', identifier: 'MIT' },
      description:
        'FFXIV dye lookups, colour matching, colour-wheel harmonies and equipment names for .chara files. Every JSON answer comes in one envelope; errors carry a stable code.',
    },
    servers: [{ url: '/' }],
    // No authentication: every route is public.
    security: [],
    paths,
    components: {
      schemas: {
        Meta: {
          type: 'object',
          required: ['requestId', 'apiVersion'],
          properties: {
            requestId: { type: 'string', format: 'uuid' },
            apiVersion: { const: 'v1' },
            locale: { type: 'string', enum: ['ja', 'de', 'fr', 'ko', 'zh'] },
          },
        },
        ...WIRE_SCHEMAS,
        Error: {
          type: 'object',
          required: ['success', 'error', 'message', 'meta'],
          properties: {
            success: { const: false },
            error: { type: 'string', enum: ERROR_CODES },
            message: { type: 'string' },
            details: { type: 'object', properties: { parameter: { type: 'string' }, received: {}, expected: {} } },
            retryAfter: { type: 'integer' },
            meta: { $ref: '#/components/schemas/Meta' },
          },
        },
      },
    },
  };
}
