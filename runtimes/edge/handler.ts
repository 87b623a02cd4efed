/**
 * The whole `/v1` API as a Cloudflare Worker's `fetch` handler, with or without the preview cards'
 * renderer (entries: ./edge.ts with it, ./api-only.ts without; see wrangler.toml). The same app as the Node server: dye, match, wheel and harmony answers are computed in the
 * isolate; `/v1/chara/*` calls XIVAPI with its caches on the platform's Cache API, and rate
 * limiting goes through the Workers Rate Limiting binding.
 *
 * Bindings and variables (all optional):
 * - XIVAPI_BASE, XIVAPI_VERSION, XIVAPI_SCHEMA, XIVAPI_TIMEOUT_MS: the upstream (lib/api/chara/env.ts).
 * - UNIVERSALIS_BASE, UNIVERSALIS_TIMEOUT_MS: the market-price upstream (lib/api/prices/env.ts); prices
 *   are cached in the Cache API store `prices`.
 * - RATE_LIMIT_PER_MINUTE (default 60; 0 = off). RATE_LIMITER: a `ratelimits` binding whose limit
 *   must be RATE_LIMIT_PER_MINUTE + 5 per 60 s; without it an in-isolate fixed window is used.
 * - CHARA_DATA: a static-assets binding over data/chara/ from which the large optional tables
 *   (ko/zh names, acquisition lines) load on first use; absent files just omit their fields.
 * - SITE_ORIGIN: where the built site is deployed as static files. Set, this function answers the
 *   site's pages too, fetched from there with each tool page's preview card in the head (crawlers
 *   run no script). `/og/card.png?for=<page link>` renders a card either way.
 */
import { createApp, toResponse, type App } from '../../lib/api/app.ts';
import { unmetExpectation } from '../../lib/api/protocol.ts';
import { normaliseIp } from '../../lib/api/client-ip.ts';
import { BURST, createMemoryRateLimiter, rateLimitFromEnv, type RateLimiter } from '../../lib/api/rate-limit.ts';
import { isApiPath } from '../../lib/api/target.ts';
import { ENGINE_ROUTES } from '../../lib/api/routes/index.ts';
import { cacheApiCharaCache, cacheApiIconCache } from '../../lib/api/chara/cache-api.ts';
import { charaOptionsFromEnv, charaRoutes, createCharaService } from '../../lib/api/chara/index.ts';
import { glamourOptionsFromEnv, glamourRoutes, GLAMOUR_TTL_SECONDS } from '../../lib/api/glamours/index.ts';
import { cacheApiJsonStore } from '../../lib/api/upstream/cache-api-store.ts';
import { fetchedTables } from '../../lib/items/tables.ts';
import { cacheApiPriceCache } from '../../lib/api/prices/cache-api.ts';
import { pricesOptionsFromEnv, pricesRoutes } from '../../lib/api/prices/index.ts';
import { CARD_PATH } from '../preview/meta.ts';
import { cardImage, FALLBACK_CARD, pageWithCard, type CardImage } from '../preview/handler.ts';
import type { CardRenderer } from '../preview/render.ts';

/** The Workers Rate Limiting binding: `limit()` only says whether one more request fits. */
interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}
interface AssetsBinding {
  fetch(input: Request | string): Promise<Response>;
}
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

export interface Env {
  XIVAPI_BASE?: string;
  XIVAPI_VERSION?: string;
  XIVAPI_SCHEMA?: string;
  XIVAPI_TIMEOUT_MS?: string;
  EORZEA_COLLECTION_BASE?: string;
  EORZEA_COLLECTION_TIMEOUT_MS?: string;
  UNIVERSALIS_BASE?: string;
  UNIVERSALIS_TIMEOUT_MS?: string;
  RATE_LIMIT_PER_MINUTE?: string;
  RATE_LIMITER?: RateLimitBinding;
  CHARA_DATA?: AssetsBinding;
  SITE_ORIGIN?: string;
}

/**
 * Decisions from the binding, counts from the isolate. The binding counts across the location
 * but cannot say how many requests are left; a per-isolate fixed window supplies
 * X-RateLimit-Remaining and the reset time (an upper bound on what is really left, never below
 * zero) and the binding has the last word on refusing.
 */
function bindingRateLimiter(binding: RateLimitBinding, perMinute: number): RateLimiter {
  const local = createMemoryRateLimiter(perMinute);
  return {
    limit: perMinute + BURST,
    async take(key, nowMs) {
      const counted = local.take(key, nowMs);
      const { success } = await binding.limit({ key: `api:ip:${key}` });
      if (!success) return { allowed: false, remaining: 0, resetAt: counted.resetAt };
      return { allowed: true, remaining: Math.max(0, counted.remaining), resetAt: counted.resetAt };
    },
    peek: (key, nowMs) => local.peek(key, nowMs),
  };
}

function rateLimiterFor(env: Env): RateLimiter | null {
  const perMinute = rateLimitFromEnv(env.RATE_LIMIT_PER_MINUTE);
  if (perMinute === 0) return null;
  return env.RATE_LIMITER ? bindingRateLimiter(env.RATE_LIMITER, perMinute) : createMemoryRateLimiter(perMinute);
}

function buildApp(env: Env): App {
  const assets = env.CHARA_DATA;
  // One item-name service (its caches, its client) behind the chara routes and the glamours.
  const chara = createCharaService({
    ...charaOptionsFromEnv(env as Record<string, unknown>),
    cache: cacheApiCharaCache(),
    iconCache: cacheApiIconCache(),
    // Loaded on first use: a cold isolate answers dye routes without parsing megabytes of names.
    tables: assets ? fetchedTables((file) => assets.fetch(`https://chara-data.internal/${file}`)) : undefined,
  });
  return createApp({
    routes: [
      ...ENGINE_ROUTES,
      ...charaRoutes({ ...charaOptionsFromEnv(env as Record<string, unknown>), service: chara }),
      ...glamourRoutes({
        ...glamourOptionsFromEnv(env as Record<string, unknown>),
        chara,
        cache: cacheApiJsonStore('glamours', GLAMOUR_TTL_SECONDS),
      }),
      ...pricesRoutes({ ...pricesOptionsFromEnv(env as Record<string, unknown>), cache: cacheApiPriceCache() }),
    ],
    rateLimiter: rateLimiterFor(env),
  });
}

/**
 * The client address as Cloudflare reports it (anything else can be forged by the caller), in one
 * spelling per address so IPv6 case and zero runs never make two clients of one.
 */
const clientIp = (request: Request) => normaliseIp(request.headers.get('CF-Connecting-IP')) ?? 'unknown';

/**
 * Without a renderer, a card link sends to the static card every site build writes (the home
 * page's), which a deployment with SITE_ORIGIN serves from there.
 */
const STATIC_CARD: CardImage = {
  status: 302,
  headers: { Location: FALLBACK_CARD, 'Cache-Control': 'public, max-age=86400' },
  body: null,
};

/** A page of the static site, with its preview card in the head when it is a tool page. */
async function sitePage(request: Request, url: URL, siteOrigin: string): Promise<Response> {
  const upstream = await fetch(new URL(url.pathname + url.search, siteOrigin), {
    headers: { accept: request.headers.get('accept') ?? '*/*' },
  });
  if (!upstream.ok || !(upstream.headers.get('content-type') ?? '').startsWith('text/html')) return upstream;
  const html = pageWithCard(await upstream.text(), url.origin, url.pathname, url.search);
  if (html === null) return new Response(upstream.body, upstream);
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

export interface EdgeWorker {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response>;
}

/** The worker; `renderer` draws the preview cards (null: card links go to the static card). */
export function edgeWorker(renderer: (() => CardRenderer) | null): EdgeWorker {
  // Routes, tables and caches live as long as the isolate; env does not change within one.
  let app: App | undefined;
  let cards: CardRenderer | undefined;
  return {
    async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === CARD_PATH) {
        const card = renderer ? await cardImage((cards ??= renderer()), url.search) : STATIC_CARD;
        return new Response(card.body as Uint8Array<ArrayBuffer>, { status: card.status, headers: card.headers });
      }
      const api = url.pathname === '/health' || isApiPath(url.pathname);
      if (env.SITE_ORIGIN && !api && request.method === 'GET') return sitePage(request, url, env.SITE_ORIGIN);
      app ??= buildApp(env);
      const expect = request.headers.get('Expect');
      // The platform passes an Expect it does not act on to the worker; the answer is the app's 417.
      if (unmetExpectation(expect)) {
        const refused = app.refuse('expectation', {
          requestId: request.headers.get('X-Request-ID'),
          clientIp: clientIp(request),
          headersOnly: request.method === 'HEAD',
          received: expect!,
        });
        return toResponse(refused);
      }
      return app.fetch(request, { waitUntil: (promise) => ctx.waitUntil(promise), clientIp: clientIp(request) });
    },
  };
}
