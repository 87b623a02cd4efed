/**
 * Stand-ins for `/v1/prices*` where no upstream is reachable (createFetch, MSW, the service worker
 * offline): 503 UPSTREAM_UNAVAILABLE in the envelope. Vendor prices stay in the dye data itself.
 */
import { ApiError } from '../api/errors.ts';
import { defineRoute, type RouteDef } from '../api/route.ts';

const unavailable = () => {
  throw new ApiError(
    'UPSTREAM_UNAVAILABLE',
    'Market prices need the network and no upstream is reachable from here; vendor prices and dyes are unaffected.',
    { upstreamStatus: 0 },
  );
};

export const OFFLINE_PRICES_ROUTES: readonly RouteDef[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/prices',
    tag: 'Prices',
    summary: 'Dye prices (needs the network)',
    localized: false,
    cache: 'no-store',
    example: '/v1/prices?world=Gilgamesh',
    params: [],
    handle: unavailable,
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/prices/worlds',
    tag: 'Prices',
    summary: 'Worlds for prices (needs the network)',
    localized: false,
    cache: 'no-store',
    example: '/v1/prices/worlds',
    params: [],
    handle: unavailable,
  }),
];
