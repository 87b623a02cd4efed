/**
 * `/v1/chara/*`: equipment names for `.chara` files, as a small proxy in
 * front of XIVAPI v2. `charaRoutes()` gives the two routes as data for the app's router.
 * Runtime-neutral: no Node built-ins, so it bundles for workerd and the browser alike.
 */
import { invalid } from '../errors.ts';
import { RawJson } from '../../json/stringify.ts';
import { customParam, enumParam, integerParam } from '../params.ts';
import { SLOTS } from '../../items/slots.ts';
import type { NameLanguage } from '../../items/search.ts';
import { defineRoute, type RouteDef } from '../route.ts';
import { MemoryCharaCache, MemoryIconCache } from './cache.ts';
import { CharaService } from './service.ts';
import { tablesProvider } from '../../items/tables.ts';
import type { CharaOptions } from './options.ts';
import { XivapiClient, DEFAULT_BASE, DEFAULT_VERSION } from './xivapi.ts';
import { MAX_BODY_BYTES, parseResolveBody, readResolveBody } from './body.ts';

export type { CharaOptions } from './options.ts';

export type { CharaCache, IconCache, CachedIcon } from './cache.ts';
export { MemoryCharaCache, MemoryIconCache, RESOLVE_TTL_SECONDS } from './cache.ts';
export type { CharaTables, TablesSource } from '../../items/tables.ts';
export { BUNDLED_TABLES, TABLE_FILES, checkTable, fetchedTables } from '../../items/tables.ts';
export type { ResolveData, ItemSearchRequest, ItemSearchResult } from './service.ts';
export { CharaService } from './service.ts';
export { XivapiClient, UpstreamError } from './xivapi.ts';
export { charaOptionsFromEnv } from './env.ts';

const ICON_ID = /^[1-9]\d{0,5}$/;

/**
 * Where an icon is cached: named by its id alone under a fixed synthetic origin, so neither the
 * Host a client sends nor the query adds entries (the edge cache needs a URL as its key).
 */
const iconCacheKey = (iconId: number) => `https://chara-cache.internal/icon/${iconId}`;

/** The service behind the routes, for callers that want it without HTTP (benchmarks, tools). */
export function createCharaService(options: CharaOptions = {}): CharaService {
  return new CharaService({
    client: new XivapiClient({
      fetch: options.fetch,
      base: options.base ?? DEFAULT_BASE,
      version: options.version ?? DEFAULT_VERSION,
      schema: options.schema,
      timeoutMs: options.timeoutMs,
      versionTimeoutMs: options.versionTimeoutMs,
      userAgent: options.userAgent,
    }),
    cache: options.cache ?? new MemoryCharaCache(),
    iconCache: options.iconCache ?? new MemoryIconCache(),
    tables: tablesProvider(options.tables),
  });
}

export const iconIdParam = customParam(
  'iconId',
  { type: 'integer', minimum: 1, maximum: 999999, pattern: '^[1-9][0-9]{0,5}$' },
  {
    in: 'path',
    required: true,
    description: 'Icon id from a resolved item: canonical decimal, 1–999999.',
    example: '41716',
  },
  (raw): number => {
    if (raw === null || !ICON_ID.test(raw)) {
      throw invalid(
        'VALIDATION_ERROR',
        'Parameter "iconId" must be a positive integer (canonical decimal, 1–999999).',
        'iconId',
        raw,
        'integer 1–999999 without leading zeros, signs or trailing characters',
      );
    }
    return Number(raw);
  },
);

const RESOLVE_EXAMPLE = {
  gear: [
    { slot: 'MainHand', set: 634, base: 19, variant: 1 },
    { slot: 'OffHand', set: 698, base: 149, variant: 1 },
    { slot: 'HeadGear', base: 361, variant: 5 },
    { slot: 'LeftRing', base: 53, variant: 1 },
  ],
  glasses: 40,
};

/** `q` of the gear search: 2–100 characters once trimmed, no double quote (the upstream's string delimiter). */
export const searchTextParam = customParam(
  'q',
  { type: 'string', maxLength: 100, pattern: '^[^"]{2,100}$' },
  {
    required: true,
    description:
      "Part of an item's name in the request's language (English for ko and zh, which the upstream does not hold): 2–100 characters, no double quote.",
    example: 'poet',
  },
  (raw): string => {
    const text = raw?.trim() ?? '';
    if (raw === null || raw === '') {
      throw invalid('MISSING_PARAMETER', 'Missing required parameter: q', 'q', raw, '2–100 characters');
    }
    if (text.length < 2 || text.length > 100 || text.includes('"')) {
      throw invalid(
        'VALIDATION_ERROR',
        'Parameter "q" must be 2–100 characters (spaces around it not counted) without a double quote.',
        'q',
        raw,
        '2–100 characters, no "',
      );
    }
    return text;
  },
);

export const ITEM_SEARCH_PARAMS = [
  searchTextParam,
  enumParam('slot', SLOTS, { description: 'Only items worn in this .chara slot.', example: 'HeadGear' }),
  integerParam('limit', { min: 1, max: 50, default: 20, description: 'Most hits returned (1–50).' }),
] as const;

/** The upstream's languages; ko and zh names exist only in our tables, so those search English. */
const searchLanguage = (locale: string): NameLanguage =>
  locale === 'ja' || locale === 'de' || locale === 'fr' ? locale : 'en';

export function charaRoutes(options: CharaOptions = {}): RouteDef[] {
  const service = options.service ?? createCharaService(options);
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/chara/resolve',
      tag: 'Character',
      summary: 'Equipment names for the model keys of a .chara file',
      description:
        'Turns the worn model keys of a character-pose file into item names in six languages, icons, ' +
        'families of visually identical items and their in-game rules. The body is JSON of at most ' +
        `${MAX_BODY_BYTES} bytes. X-Cache: HIT when no upstream call was made.`,
      params: [],
      localized: false,
      cache: 'no-store',
      example: '/v1/chara/resolve',
      body: {
        description: 'JSON object `{ gear: [{ slot, base, variant?, set? }], glasses? }`',
        example: RESOLVE_EXAMPLE,
      },
      async handle(_values, ctx) {
        const bytes = await readResolveBody(
          ctx.request.body,
          ctx.request.header('content-length'),
          options.bodyTimeoutMs,
        );
        const request = parseResolveBody(bytes);
        const result = await service.resolve(request, (p) => ctx.waitUntil(p));
        // Serialised here in one native call: a resolve answer is a few KB of nested objects,
        // which JSON.stringify writes ~4× faster than walking it generically.
        return { data: RawJson.of(result.data), headers: { 'X-Cache': result.fetched ? 'MISS' : 'HIT' } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/items/search',
      tag: 'Character',
      summary: 'Gear by part of its name',
      description:
        'Items worn in the twelve .chara slots whose name (in the request locale; English for ko and zh) holds ' +
        '`q`, best matches first: exact names, then names starting with it, a word starting with it, anywhere. ' +
        'Each hit carries the .chara slot and model numbers, its dye channels and whether it can be a glamour. ' +
        'X-Cache: HIT when no upstream call was made.',
      params: ITEM_SEARCH_PARAMS,
      localized: true,
      cache: 'no-store',
      example: '/v1/items/search?q=beech&limit=5',
      async handle(values, ctx) {
        const result = await service.searchItems(
          { q: values.q, language: searchLanguage(ctx.locale), slot: values.slot ?? null, limit: values.limit },
          (p) => ctx.waitUntil(p),
        );
        return { data: RawJson.of(result.hits), headers: { 'X-Cache': result.fetched ? 'MISS' : 'HIT' } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/chara/icon/:iconId',
      tag: 'Character',
      summary: 'The 80 px PNG icon of an item',
      description: 'Proxied from XIVAPI, PNG signature checked, at most 1 MB. Immutable.',
      params: [iconIdParam],
      localized: false,
      cache: 'immutable',
      example: '/v1/chara/icon/41716',
      async handle(values, ctx) {
        const raw = await service.icon(values.iconId, iconCacheKey(values.iconId), (p) => ctx.waitUntil(p));
        return { raw };
      },
    }),
  ];
}
