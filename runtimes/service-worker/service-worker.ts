/// <reference lib="webworker" />
/**
 * The site's service worker (Workbox, injectManifest). It precaches every file of the build, so
 * the site works offline after the first visit, and answers every `/v1` request the page makes
 * with the same engine as the server (createFetch), byte-identical in the standard envelope.
 * Only `/v1/chara/*` and `/v1/prices*` need the network. Chara goes there, keeps the last good
 * answer, and offline answers from that copy or with 503 UPSTREAM_UNAVAILABLE in the envelope;
 * prices are never kept here (a stale price must show its age, which the page does), so offline
 * they answer 503 at once.
 *
 * Updates: a new worker installs its own revisioned precache beside the old one and then waits;
 * it only takes over when the page asks (SKIP_WAITING, sent after the user accepts the "new
 * version" prompt) and the page reloads at once, so a page never mixes old and new files.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { createFetch } from '../../lib/index.ts';
import { isApiPath } from '../../lib/api/target.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

cleanupOutdatedCaches();
// Pages carry their state in the query (`/?base=5729&type=triadic`): any query maps to the page.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
// The first install has no old version to mix with, so it may control the open page at once.
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const CHARA_CACHE = 'ffxiv-dyes-chara-v1';
/** The engine with no upstream: its `/v1/chara/*` answer is the API's 503 UPSTREAM_UNAVAILABLE. */
const offline = createFetch();
/** Every `/v1` request: computed here, except `/v1/chara/*`, which tries the network first. */
const api = createFetch({ chara: charaNetworkFirst, prices: pricesNetworkOnly });
// Same-origin requests never preflight, so OPTIONS never reaches here from the page.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

for (const method of METHODS) {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isApiPath(url.pathname),
    ({ request }) => api(request),
    method,
  );
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
  const url = new URL(request.url);
  return `${url.origin}/__chara-post${url.pathname}?body=${hex}`;
}

async function charaNetworkFirst(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const key = await charaCacheKey(request);
  const spare = request.clone();
  try {
    const response = await fetch(request);
    // Keep only good answers: an upstream fault must never replace a stored answer.
    if (response.ok && key) await (await caches.open(CHARA_CACHE)).put(key, response.clone());
    return response;
  } catch {
    const stored = key ? await (await caches.open(CHARA_CACHE)).match(key) : undefined;
    return stored ?? offline(spare);
  }
}

async function pricesNetworkOnly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const spare = request.clone();
  try {
    return await fetch(request);
  } catch {
    return offline(spare);
  }
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
