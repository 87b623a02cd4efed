/**
 * Stand-ins for `/v1/chara/*` where no upstream is reachable (createFetch, MSW, the service worker
 * offline): the API's answer for "names unavailable" — 503 UPSTREAM_UNAVAILABLE — in the envelope.
 */
import { ApiError } from '../api/errors.ts';
import { defineRoute, type RouteDef } from '../api/route.ts';

const unavailable = () => {
  throw new ApiError(
    'UPSTREAM_UNAVAILABLE',
    'Item names need the network and no upstream is reachable from here; dyes are unaffected.',
    { upstreamStatus: 0 },
  );
};

export const OFFLINE_CHARA_ROUTES: readonly RouteDef[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/chara/resolve',
    tag: 'Character',
    summary: 'Resolve .chara equipment (needs the network)',
    localized: false,
    cache: 'no-store',
    example: '/v1/chara/resolve',
    params: [],
    handle: unavailable,
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/chara/icon/:iconId',
    tag: 'Character',
    summary: 'Item icon (needs the network)',
    localized: false,
    cache: 'no-store',
    example: '/v1/chara/icon/41716',
    params: [],
    handle: unavailable,
  }),
];
