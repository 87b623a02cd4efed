/// <reference lib="webworker" />
/**
 * The site's service worker (Workbox, injectManifest). It precaches every file of the build, so
 * the site works offline after the first visit, and answers every `/v1` request the page makes
 * with the same engine as the server (createFetch), byte-identical in the standard envelope.
 * Only `/v1/chara/*` needs the network: it goes there, keeps the last good answer, and offline
 * answers from that copy or with 503 UPSTREAM_UNAVAILABLE in the envelope.
 *
 * Updates: a new worker installs its own revisioned precache beside the old one and then waits;
 * it only takes over when the page asks (SKIP_WAITING, sent after the user accepts the "new
 * version" prompt) and the page reloads at once, so a page never mixes old and new files.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { createFetch } from '../lib/index.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
// Pages carry their state in the query (`/?base=5729&type=triadic`): any query maps to the page.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
// The first install has no old version to mix with, so it may control the open page at once.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const localFetch = createFetch();
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const CHARA_CACHE = 'ffxiv-dyes-chara-v1';

const isApi = (url: URL, sameOrigin: boolean) => sameOrigin && url.pathname.startsWith('/v1/');
const isChara = (url: URL) => url.pathname.startsWith('/v1/chara/');

for (const method of METHODS) {
  registerRoute(
    ({ url, sameOrigin }) => isApi(url, sameOrigin) && !isChara(url),
    ({ request }) => localFetch(request),
    method,
  );
  registerRoute(({ url, sameOrigin }) => isApi(url, sameOrigin) && isChara(url), ({ request }) => chara(request), method);
}

/**
 * Cache key of a chara request: GETs (icons) by URL; the POST resolve by a digest of its body,
 * because the Cache API only stores GET requests.
 */
async function charaCacheKey(request: Request): Promise<string | null> {
  if (request.method === 'GET') return request.url;
  if (request.method !== 'POST') return null;
  const digest = await crypto.subtle.digest('SHA-256', await request.clone().arrayBuffer());
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${new URL(request.url).origin}/__chara-post${new URL(request.url).pathname}?body=${hex}`;
}

async function chara(request: Request): Promise<Response> {
  const key = await charaCacheKey(request);
  try {
    const response = await fetch(request);
    // Keep only good answers: an upstream fault must never replace a stored answer.
    if (response.ok && key) {
      const cache = await caches.open(CHARA_CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch {
    const stored = key ? await (await caches.open(CHARA_CACHE)).match(key) : undefined;
    return stored ?? upstreamUnavailable();
  }
}

/** The spec's 503 for an unreachable upstream (spec §7.2), in the error envelope. */
function upstreamUnavailable(): Response {
  const requestId = crypto.randomUUID();
  const body = {
    success: false,
    error: 'UPSTREAM_UNAVAILABLE',
    message: 'The game-data service cannot be reached (this device is offline). Item names are unavailable; try again when online.',
    details: { upstreamStatus: null, reason: 'offline' },
    meta: { requestId, apiVersion: 'v1' },
  };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Request-ID': requestId,
      'X-API-Version': 'v1',
    },
  });
}

// A navigation to a page the build does not have: the network's answer, or offline the site's own
// 404 page rather than the browser's error page.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache('/404.html')) ?? Response.error();
    }
  }),
);
