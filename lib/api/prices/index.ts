/**
 * `/v1/prices` and `/v1/prices/worlds`: market-board prices of the dyes on a world, data centre or
 * region, as a small proxy in front of Universalis. `pricesRoutes()` gives the routes as data for
 * the app's router. Runtime-neutral: no Node built-ins.
 */
import { DYES, type Dye } from '../../dyes/database.ts';
import { lookupDye } from '../../dyes/ids.ts';
import { idListText } from '../../validate/rules.ts';
import { MAX_IDS } from '../common-params.ts';
import { customParam, stringParam } from '../params.ts';
import { defineRoute, type JsonResult, type RouteDef } from '../route.ts';
import type { PriceSheet } from '../../prices/types.ts';
import { MemoryPriceCache } from './cache.ts';
import { PricesService } from './service.ts';
import type { PricesOptions } from './options.ts';
import { UniversalisClient, DEFAULT_BASE, type Worlds } from './universalis.ts';

export type { PricesOptions } from './options.ts';

export type { PriceCache, PriceEntry } from './cache.ts';
export { MemoryPriceCache, PRICE_FRESH_MS, PRICE_STALE_MS } from './cache.ts';
export { PricesService } from './service.ts';
export { UniversalisClient, UpstreamError, type Worlds } from './universalis.ts';
export { pricesOptionsFromEnv } from './env.ts';

export function createPricesService(options: PricesOptions = {}): PricesService {
  const client = new UniversalisClient({
    fetch: options.fetch,
    base: options.base ?? DEFAULT_BASE,
    timeoutMs: options.timeoutMs,
    userAgent: options.userAgent,
  });
  return new PricesService(client, options.cache ?? new MemoryPriceCache(undefined, options.now), options.now);
}

export const worldParam = stringParam('world', {
  required: true,
  blankIsMissing: true,
  maxLength: 40,
  description:
    'A world, data centre or region as Universalis names them (case-insensitive), e.g. `Gilgamesh`, `Aether`, `North-America`.',
  example: 'Gilgamesh',
});

/** `dyes`: the dyes to price (itemID or stainID, auto-detected); IDs naming no dye are ignored. */
export const dyesParam = customParam(
  'dyes',
  { type: 'string', pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$' },
  {
    description: `Comma-separated dye IDs (itemID or stainID, auto-detected), at most ${MAX_IDS}. Default: all 125 dyes.`,
    example: '',
  },
  (raw): readonly Dye[] => {
    const ids = idListText('dyes', raw);
    if (ids === undefined) return DYES;
    const found = new Set<Dye>();
    for (const id of ids) {
      const dye = lookupDye(id);
      if (dye) found.add(dye);
    }
    return [...found].sort((a, b) => a.stainID - b.stainID);
  },
);

export function pricesRoutes(options: PricesOptions = {}): RouteDef[] {
  const service = createPricesService(options);
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/prices',
      tag: 'Prices',
      summary: 'Market-board and vendor prices of the dyes on a world',
      description:
        'Per dye: its vendor price (`{ cost, currency }`, null when no vendor sells it) and the market board of ' +
        'the world, data centre or region (`{ minPrice, averagePrice, listings, lastUploadTime }` in gil per unit and ' +
        'ms since the epoch, null without listings), from Universalis. Dyes of a consolidated group share one market ' +
        'item and its price. Cached five minutes, then served stale for up to an hour while refreshed. ' +
        'X-Cache: HIT, STALE or MISS. 503 UPSTREAM_UNAVAILABLE when Universalis cannot answer.',
      params: [worldParam, dyesParam],
      localized: false,
      cache: 'no-store',
      example: '/v1/prices?world=Gilgamesh&dyes=5729,5730',
      async handle(v, ctx): Promise<JsonResult<PriceSheet>> {
        const result = await service.prices(v.world, v.dyes, (p) => ctx.waitUntil(p));
        return { data: result.data, headers: { 'X-Cache': result.cache } };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/prices/worlds',
      tag: 'Prices',
      summary: 'The regions, data centres and worlds prices can be asked for',
      description: 'From Universalis, remembered for a day.',
      params: [],
      localized: false,
      cache: 'no-store',
      example: '/v1/prices/worlds',
      async handle(): Promise<JsonResult<Worlds>> {
        return { data: await service.worlds() };
      },
    }),
  ];
}
