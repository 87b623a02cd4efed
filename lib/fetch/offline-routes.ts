/**
 * Stand-ins for the two networked route families where no upstream is reachable (createFetch, MSW,
 * the service worker offline): each answers 503 UPSTREAM_UNAVAILABLE in the envelope, saying what
 * still works without the network. The OpenAPI document lists them like any route.
 */
import { ApiError } from '../api/errors.ts';
import { defineRoute, type RouteDef } from '../api/route.ts';

interface StandIn {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  example: string;
}

function unavailableRoutes(tag: RouteDef['tag'], message: string, routes: readonly StandIn[]): RouteDef[] {
  const unavailable = () => {
    throw new ApiError('UPSTREAM_UNAVAILABLE', message, { upstreamStatus: 0 });
  };
  return routes.map((r) =>
    defineRoute({ ...r, tag, localized: false, cache: 'no-store', params: [], handle: unavailable }),
  );
}

export const OFFLINE_CHARA_ROUTES: readonly RouteDef[] = unavailableRoutes(
  'Character',
  'Item names need the network and no upstream is reachable from here; dyes are unaffected.',
  [
    {
      method: 'POST',
      path: '/v1/chara/resolve',
      summary: 'Resolve .chara equipment (needs the network)',
      example: '/v1/chara/resolve',
    },
    {
      method: 'GET',
      path: '/v1/chara/icon/:iconId',
      summary: 'Item icon (needs the network)',
      example: '/v1/chara/icon/41716',
    },
    {
      method: 'GET',
      path: '/v1/items/search',
      summary: 'Gear by part of its name (needs the network)',
      example: '/v1/items/search?q=beech',
    },
    {
      method: 'GET',
      path: '/v1/glamours/eorzea-collection/:id',
      summary: 'A glamour shared on Eorzea Collection (needs the network)',
      example: '/v1/glamours/eorzea-collection/1',
    },
    {
      method: 'GET',
      path: '/v1/glamours/eorzea-collection',
      summary: 'A glamour shared on Eorzea Collection, by its page URL (needs the network)',
      example: '/v1/glamours/eorzea-collection?url=https://ffxiv.eorzeacollection.com/glamour/1/example',
    },
  ],
);

export const OFFLINE_PRICES_ROUTES: readonly RouteDef[] = unavailableRoutes(
  'Prices',
  'Market prices need the network and no upstream is reachable from here; vendor prices and dyes are unaffected.',
  [
    {
      method: 'GET',
      path: '/v1/prices',
      summary: 'Dye prices (needs the network)',
      example: '/v1/prices?world=Gilgamesh',
    },
    {
      method: 'GET',
      path: '/v1/prices/worlds',
      summary: 'Worlds for prices (needs the network)',
      example: '/v1/prices/worlds',
    },
  ],
);
