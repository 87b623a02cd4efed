/**
 * `/v1/glamours/*`: glamours players share on Eorzea Collection, opened as outfits: each piece
 * placed on its `.chara` slot with its family, the item the author chose and its dyes. A small
 * proxy in front of the site, leaning on the chara family (XIVAPI) for the item names.
 * Runtime-neutral: no Node built-ins, so it bundles for workerd and the browser alike.
 */
import { invalid } from '../errors.ts';
import { RawJson } from '../../json/stringify.ts';
import { customParam } from '../params.ts';
import { defineRoute, type RouteDef } from '../route.ts';
import { MemoryCharaCache } from '../chara/cache.ts';
import { createCharaService } from '../chara/index.ts';
import type { GlamourOptions } from './options.ts';
import { DEFAULT_EORZEA_COLLECTION_BASE, EorzeaCollectionClient } from './eorzea-collection.ts';
import { GLAMOUR_TTL_SECONDS, GlamourService } from './service.ts';

export type { GlamourOptions } from './options.ts';

export type { GlamourData, GlamourItem, Unresolved, UnresolvedReason, GlamourCache } from './service.ts';
export { GlamourService, GLAMOUR_TTL_SECONDS, SLOT_OF_GEAR_KEY } from './service.ts';
export { EorzeaCollectionClient, parseSharedGlamour, BROWSER_USER_AGENT } from './eorzea-collection.ts';
export { glamourOptionsFromEnv } from './env.ts';

const ID = /^[1-9]\d{0,8}$/;
const PUBLIC_HOST = new URL(DEFAULT_EORZEA_COLLECTION_BASE).host;
const PAGE_PATH = /^\/glamour\/([1-9]\d{0,8})(?:\/[^/]*)?\/?$/;

export function createGlamourService(options: GlamourOptions = {}): GlamourService {
  return new GlamourService({
    client: new EorzeaCollectionClient({
      fetch: options.fetch,
      base: options.base ?? DEFAULT_EORZEA_COLLECTION_BASE,
      timeoutMs: options.timeoutMs,
      userAgent: options.userAgent,
    }),
    chara: options.chara ?? createCharaService(options.charaOptions),
    cache: options.cache ?? new MemoryCharaCache({ ttlSeconds: GLAMOUR_TTL_SECONDS, maxEntries: 2000 }),
  });
}

export const glamourIdParam = customParam(
  'id',
  { type: 'integer', minimum: 1, maximum: 999999999, pattern: '^[1-9][0-9]{0,8}$' },
  { in: 'path', required: true, description: 'The glamour number of an Eorzea Collection page.', example: '353454' },
  (raw): number => {
    if (raw === null || !ID.test(raw)) {
      throw invalid(
        'VALIDATION_ERROR',
        'Parameter "id" must be a glamour number (canonical decimal, 1–999999999).',
        'id',
        raw,
        'integer 1–999999999 without leading zeros',
      );
    }
    return Number(raw);
  },
);

/** `?url=`: the page a player shares, `https://ffxiv.eorzeacollection.com/glamour/{id}/{slug}`. */
function glamourUrlParam(base: string) {
  // A self-hosted mirror's pages are accepted too (tests point the base at a local fake).
  const hosts = new Set([PUBLIC_HOST, new URL(base).host]);
  return customParam(
    'url',
    { type: 'string', maxLength: 2048, format: 'uri' },
    {
      required: true,
      description: 'The page a player shares: `https://ffxiv.eorzeacollection.com/glamour/{id}/{slug}`.',
      example: 'https://ffxiv.eorzeacollection.com/glamour/353454/the-lovely-adventurer',
    },
    (raw): number => {
      if (raw === null || raw.trim() === '') {
        throw invalid(
          'MISSING_PARAMETER',
          'Missing required parameter: url',
          'url',
          raw,
          'an Eorzea Collection glamour page',
        );
      }
      let url: URL | undefined;
      try {
        url = new URL(raw.trim());
      } catch {
        url = undefined;
      }
      const id =
        url && (url.protocol === 'https:' || url.protocol === 'http:') && hosts.has(url.host)
          ? PAGE_PATH.exec(url.pathname)?.[1]
          : undefined;
      if (!id) {
        throw invalid(
          'VALIDATION_ERROR',
          'Parameter "url" must be a glamour page of Eorzea Collection (https://ffxiv.eorzeacollection.com/glamour/{id}/…).',
          'url',
          raw,
          'https://ffxiv.eorzeacollection.com/glamour/{id}/{slug}',
        );
      }
      return Number(id);
    },
  );
}

export function glamourRoutes(options: GlamourOptions = {}): RouteDef[] {
  const service = createGlamourService(options);
  const description =
    'Opens a glamour shared on Eorzea Collection as an outfit: `items` keyed by .chara slot, each the ' +
    'resolved family (as POST /v1/chara/resolve answers it) plus `named` (the exact item the author chose) ' +
    'and `dyes` ([stainID | null, stainID | null]); `unresolved` lists every name or dye slug that could not ' +
    'be placed (never a guess), and `fashion` pieces, which a .chara does not hold; `glasses` is the ' +
    '`facewear` piece as the .chara glasses (the Glasses row of that English name, with names and icon), ' +
    'null when there is none (a facewear name no row carries is in `unresolved`). ' +
    'X-Cache: HIT when no upstream call was made.';
  const answer = async (id: number, ctx: { waitUntil(p: Promise<unknown>): void }) => {
    const result = await service.open(id, (p) => ctx.waitUntil(p));
    return { data: RawJson.of(result.data), headers: { 'X-Cache': result.fetched ? 'MISS' : 'HIT' } };
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/glamours/eorzea-collection/:id',
      tag: 'Character',
      summary: 'A glamour shared on Eorzea Collection, by its number',
      description,
      params: [glamourIdParam],
      localized: false,
      cache: 'no-store',
      example: '/v1/glamours/eorzea-collection/353454',
      handle: (values, ctx) => answer(values.id, ctx),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/glamours/eorzea-collection',
      tag: 'Character',
      summary: 'A glamour shared on Eorzea Collection, by the page URL a player shares',
      description,
      params: [glamourUrlParam(options.base ?? DEFAULT_EORZEA_COLLECTION_BASE)],
      localized: false,
      cache: 'no-store',
      example:
        '/v1/glamours/eorzea-collection?url=https://ffxiv.eorzeacollection.com/glamour/353454/the-lovely-adventurer',
      handle: (values, ctx) => answer(values.url, ctx),
    }),
  ];
}
