/**
 * The one request handler behind every runtime (Hono-style: one app, thin adapters). It owns the
 * cross-cutting rules — request IDs, CORS and preflight, rate limiting, locale, routing, parameter
 * validation in table order, the envelopes and per-route caching headers — so a route only turns
 * parsed values into data.
 *
 * Routing is hand-written: the fixed paths (eighteen, with the chara and prices routes a server
 * adds) and four one-segment patterns (`/v1/dyes/:id`, `/v1/dyes/stain/:stainId`,
 * `/v1/wheels/:id`, `/v1/chara/icon/:iconId`) need no router library, and keeping the hot path
 * free of one keeps `/v1/match/closest` in the tens of µs.
 */
import { ApiError, apiErrorOf, RETRY_AFTER_SECONDS } from './errors.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { CORS_HEADERS, JSON_TYPE, PREFLIGHT_HEADERS, API_VERSION, requestIdFor } from './headers.ts';
import {
  apiHeaders,
  preflightAnswer,
  refusalAnswer,
  type RateView,
  type Refusal,
  type RefusalOptions,
} from './protocol.ts';
import { stringify } from '../json/stringify.ts';
import { isApiPath, splitTarget, type Target } from './target.ts';
import { queryValues, type QueryValue } from './query-values.ts';
import { BURST, DEFAULT_PER_MINUTE, type RateDecision, type RateLimiter } from './rate-limit.ts';
import { CACHE_CONTROL, type RouteContext, type RouteDef, type RouteResult } from './route.ts';
import type { ApiRequest, ApiResponse } from './types.ts';
import { localeParam } from './common-params.ts';
import { checkValueLength, MAX_VALUE_LENGTH } from './params.ts';
import { openApiRoute } from './routes/openapi.ts';
import type { Locale } from '../dyes/locale.ts';

export interface AppOptions {
  routes: readonly RouteDef[];
  /**
   * Absent: answers are local and never limited (service worker, createFetch); headers report the
   * full allowance, as a server's would. `null`: limiting is off (`RATE_LIMIT_PER_MINUTE=0`): never
   * limited, and no X-RateLimit-* headers.
   */
  rateLimiter?: RateLimiter | null;
  /** Clock, for tests of the rate-limit window. */
  now?: () => number;
  /** Where unexpected errors go (never into a response). */
  logError?: (error: unknown) => void;
}

export interface HandleExtras {
  waitUntil?: (promise: Promise<unknown>) => void;
}

export interface App {
  readonly routes: readonly RouteDef[];
  handle(req: ApiRequest, extras?: HandleExtras): Promise<ApiResponse>;
  /**
   * `handle` without the promise: the answer as it is when nothing had to be awaited (a local
   * limit, a synchronous route), else its promise, so an in-process caller (createFetch, the Node
   * server) pays no promise for a local answer. `target` is the request's URL already split
   * (`splitTarget`), when the caller has it. A bad request is an answer; only a broken `req` throws.
   */
  respond(req: ApiRequest, extras?: HandleExtras, target?: Target): ApiResponse | Promise<ApiResponse>;
  /** The same, speaking Request/Response (service worker, edge, createFetch). */
  fetch(request: Request, extras?: HandleExtras & { clientIp?: string }): Promise<Response>;
  /** The answer to an exchange refused before routing (lib/api/protocol.ts), in the `/v1` envelope. */
  refuse(refusal: Refusal, request: RefusalRequest): ApiResponse;
}

export interface RefusalRequest extends Pick<RefusalOptions, 'headersOnly' | 'received'> {
  /** The X-Request-ID the client sent, if it could be read. */
  requestId?: string | null;
  clientIp?: string;
}

interface CompiledRoute {
  route: RouteDef;
  segments: string[];
}

const LOCAL_LIMIT = DEFAULT_PER_MINUTE + BURST;
const NO_EXTRAS: HandleExtras = {};

/**
 * One `/v1` request as the app's steps see it, made once per request: what it asks (the request,
 * its method and split URL), who is asking (the request ID), and what the earlier steps found (its
 * place in the rate limit, its locale) for the later ones and the envelope.
 */
interface Exchange {
  readonly req: ApiRequest;
  readonly extras: HandleExtras;
  /** Upper-case. */
  readonly method: string;
  /** A HEAD: headers only. */
  readonly head: boolean;
  readonly target: Target;
  readonly requestId: string;
  readonly nowMs: number;
  /** The limit step's decision (what the X-RateLimit-* headers report). */
  rate: RateDecision;
  /** The locale step's answer; null until read, and for an invalid one. */
  locale: Locale | null;
}

const APP_OPTION_KEYS: check.OptionKeys<AppOptions> = { routes: true, rateLimiter: true, now: true, logError: true };

export function createApp(appOptions: AppOptions): App {
  const options = check.request('options', appOptions, APP_OPTION_KEYS, 'app options { routes }');
  const { now = Date.now, logError = (e) => console.error(e) } = options;
  const rateLimiter = options.rateLimiter ?? null;
  /** The allowance the headers report; null (limiting off) sends none. */
  const shownLimit = options.rateLimiter === null ? null : (rateLimiter?.limit ?? LOCAL_LIMIT);
  // Every app documents itself: the OpenAPI route describes exactly the routes this app serves.
  const routes: RouteDef[] = [...options.routes];
  routes.push(openApiRoute(() => routes));
  const staticRoutes = new Map<string, RouteDef[]>();
  const patternRoutes: CompiledRoute[] = [];
  for (const route of routes) {
    if (route.path.includes('/:')) patternRoutes.push({ route, segments: route.path.split('/') });
    else staticRoutes.set(route.path, [...(staticRoutes.get(route.path) ?? []), route]);
  }

  /** Routes at this path (any method), with the captured path segments. */
  function lookup(path: string): { candidates: RouteDef[]; pathParams: Record<string, string> } | null {
    const fixed = staticRoutes.get(path);
    if (fixed) return { candidates: fixed, pathParams: {} };
    const parts = path.split('/');
    const found: RouteDef[] = [];
    let pathParams: Record<string, string> = {};
    for (const { route, segments } of patternRoutes) {
      if (segments.length !== parts.length) continue;
      const captured: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < segments.length && ok; i++) {
        const seg = segments[i]!;
        if (seg.startsWith(':')) {
          if (parts[i] === '') ok = false;
          else captured[seg.slice(1)] = safeDecode(parts[i]!);
        } else ok = seg === parts[i];
      }
      if (ok) {
        if (!found.length) pathParams = captured;
        found.push(route);
      }
    }
    return found.length ? { candidates: found, pathParams } : null;
  }

  /** Answers outside `/v1`: `/health`, preflights and unknown routes (no rate limit, no locale). */
  function outsideApi(method: string, path: string, requestId: string): ApiResponse {
    const headers: Record<string, string> = {
      ...CORS_HEADERS,
      'X-Content-Type-Options': 'nosniff',
      'X-Request-ID': requestId,
    };
    if (path === '/health' && (method === 'GET' || method === 'HEAD')) {
      const body = JSON.stringify({ status: 'ok', timestamp: new Date(now()).toISOString() });
      return {
        status: 200,
        headers: { ...headers, 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' },
        body: method === 'HEAD' ? null : body,
      };
    }
    if (method === 'OPTIONS') return { status: 204, headers: { ...headers, ...PREFLIGHT_HEADERS }, body: null };
    return errorResponse(new ApiError('NOT_FOUND', `Route ${method} ${path} not found`), requestId);
  }

  const detached = (p: Promise<unknown>) => void p.catch(logError);

  /** The allowance an answer that is not counted reports (the preflight, a refused exchange). */
  function uncounted(clientIp: string | undefined): RateView {
    const nowMs = now();
    return rateLimiter?.peek?.(clientIp ?? 'unknown', nowMs) ?? { remaining: LOCAL_LIMIT, resetAt: nextMinute(nowMs) };
  }

  /** The limit step: this request's place in its client's allowance. Without a limiter (local
   *  answers) it is known at once, and nothing is awaited: each await costs the request a turn. */
  function takeRate(clientIp: string | undefined, nowMs: number): RateDecision | Promise<RateDecision> {
    if (!rateLimiter) return { allowed: true, remaining: LOCAL_LIMIT - 1, resetAt: nextMinute(nowMs) };
    try {
      // An in-memory limiter (the Node server's) answers at once: only a promise is waited for.
      const taken = rateLimiter.take(clientIp ?? 'unknown', nowMs);
      return taken instanceof Promise ? taken.catch((error: unknown) => failOpen(rateLimiter, nowMs, error)) : taken;
    } catch (error) {
      return failOpen(rateLimiter, nowMs, error);
    }
  }

  /** A broken limiter fails open rather than taking the API down. */
  function failOpen(limiter: RateLimiter, nowMs: number, error: unknown): RateDecision {
    logError(error);
    return { allowed: true, remaining: limiter.limit - 1, resetAt: nextMinute(nowMs) };
  }

  /** The 429 of a client past its allowance, with the seconds until the window turns. */
  function rateLimited({ requestId, rate, nowMs }: Exchange): ApiResponse {
    const retryAfter = Math.max(1, Math.ceil(rate.resetAt - nowMs / 1000));
    const headers = apiHeaders(requestId, rate, shownLimit, JSON_TYPE, 'no-store');
    headers['Retry-After'] = String(retryAfter);
    const body = stringify({
      success: false,
      error: 'RATE_LIMITED',
      message: `Rate limit exceeded. ${(rateLimiter?.limit ?? LOCAL_LIMIT) - BURST} requests per minute allowed. Retry after the indicated number of seconds.`,
      retryAfter,
      meta: meta(requestId, null),
    });
    return { status: 429, headers, body };
  }

  /** The route step: the route for this path and method, or the 404 naming them. */
  function routeFor(method: string, path: string): { route: RouteDef; pathParams: Record<string, string> } {
    const found = lookup(path);
    const wanted = method === 'HEAD' ? 'GET' : method;
    const route = found?.candidates.find((r) => r.method === wanted);
    if (!route || !found) throw new ApiError('NOT_FOUND', `Route ${method} ${path} not found`);
    return { route, pathParams: found.pathParams };
  }

  /** The params step: every parameter of the route's table, parsed from the path or the query. */
  function paramValues(
    route: RouteDef,
    pathParams: Record<string, string>,
    query: URLSearchParams,
    valueOf: QueryValue,
    path: string,
  ): Record<string, unknown> {
    if (path.length > MAX_VALUE_LENGTH) for (const name in pathParams) checkValueLength(name, pathParams[name]!);
    const values: Record<string, unknown> = {};
    for (const param of route.params) {
      const raw = param.in === 'path' ? (pathParams[param.name] ?? null) : valueOf(param.name);
      values[param.name] = param.parse(raw, query);
    }
    return values;
  }

  /** The envelope step for a route's answer: its data in the envelope, or its raw body as is. */
  function envelope(x: Exchange, result: RouteResult, route: RouteDef): ApiResponse {
    if ('raw' in result) {
      const raw = result.raw;
      return {
        status: raw.status,
        headers: Object.assign(apiHeaders(x.requestId, x.rate, shownLimit, null, null), raw.headers),
        body: x.head ? null : raw.body,
      };
    }
    const { data, pagination, headers: extra } = result;
    const headers = apiHeaders(x.requestId, x.rate, shownLimit, JSON_TYPE, CACHE_CONTROL[route.cache]);
    if (extra) Object.assign(headers, extra);
    return { status: 200, headers, body: x.head ? null : successBody(data, pagination, x.requestId, x.locale) };
  }

  /** The envelope step for a failure: its code, message and details; anything unexpected is a 500. */
  function failed(x: Exchange, caught: unknown): ApiResponse {
    let error: ApiError;
    if (caught instanceof ApiError) error = caught;
    else if (caught instanceof ValidationError) error = apiErrorOf(caught);
    else {
      logError(caught);
      error = new ApiError('INTERNAL_ERROR', 'An unexpected error occurred');
    }
    // INVALID_LOCALE is the one error with no locale in effect.
    const shown = error.code === 'INVALID_LOCALE' ? null : x.locale;
    const headers = apiHeaders(x.requestId, x.rate, shownLimit, JSON_TYPE, 'no-store');
    if (error.status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
    return { status: error.status, headers, body: x.head ? null : errorBody(error, x.requestId, shown) };
  }

  /**
   * One request, step by step: request id, CORS preflight, limit, locale, route, params, envelope.
   * The answer comes back as it is when nothing had to be awaited (a local limit, a synchronous
   * route), so an in-process caller pays no promise for it; `target` is the URL already split.
   */
  function respond(
    req: ApiRequest,
    extras: HandleExtras = NO_EXTRAS,
    target: Target = splitTarget(req.url),
  ): ApiResponse | Promise<ApiResponse> {
    const requestId = requestIdFor(req.header('x-request-id'));
    const method = req.method.toUpperCase();
    if (!isApiPath(target.path)) return outsideApi(method, target.path, requestId);
    if (method === 'OPTIONS') return preflightAnswer(requestId, uncounted(req.clientIp), shownLimit);

    const nowMs = now();
    const taken = takeRate(req.clientIp, nowMs);
    if (taken instanceof Promise) {
      return taken.then((rate) => admitted(exchange(req, extras, method, target, requestId, nowMs, rate)));
    }
    return admitted(exchange(req, extras, method, target, requestId, nowMs, taken));
  }

  /** The request's Exchange, every field set at once (one object shape for every request). */
  function exchange(
    req: ApiRequest,
    extras: HandleExtras,
    method: string,
    target: Target,
    requestId: string,
    nowMs: number,
    rate: RateDecision,
  ): Exchange {
    return { req, extras, method, head: method === 'HEAD', target, requestId, nowMs, rate, locale: null };
  }

  /** The steps after the limit: locale, route, params, the route's answer, envelope. */
  function admitted(x: Exchange): ApiResponse | Promise<ApiResponse> {
    if (!x.rate.allowed) return rateLimited(x);
    const { path, search } = x.target;
    try {
      const query = new URLSearchParams(search);
      // A decoded value is never longer than the text it came from: a short query needs no check.
      if (search.length > MAX_VALUE_LENGTH) for (const [name, value] of query) checkValueLength(name, value);
      const valueOf = queryValues(search, query);
      x.locale = localeParam.parse(valueOf('locale'), query);
      const { route, pathParams } = routeFor(x.method, path);
      const values = paramValues(route, pathParams, query, valueOf, path);
      const ctx: RouteContext = {
        locale: x.locale,
        request: x.req,
        pathParams,
        waitUntil: x.extras.waitUntil ?? detached,
      };
      // Most routes answer synchronously; only a promise is waited for (each await costs a turn).
      const answered = route.handle(values, ctx);
      if (!('then' in answered)) return envelope(x, answered, route);
      return answered.then((result) => envelope(x, result, route)).catch((caught: unknown) => failed(x, caught));
    } catch (caught) {
      return failed(x, caught);
    }
  }

  /** `respond` as a promise, whatever happens (a throw becomes a rejection, as from an async function). */
  function handle(req: ApiRequest, extras?: HandleExtras): Promise<ApiResponse> {
    try {
      return Promise.resolve(respond(req, extras));
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what was thrown, as an async function rejects
      return Promise.reject(error);
    }
  }

  const app: App = {
    routes,
    handle,
    respond,
    refuse: (refusal, request) =>
      refusalAnswer(refusal, {
        requestId: requestIdFor(request.requestId ?? null),
        rate: uncounted(request.clientIp),
        limit: shownLimit,
        headersOnly: request.headersOnly,
        received: request.received,
      }),
    async fetch(request, extras = {}) {
      const res = await handle(
        {
          method: request.method,
          url: request.url,
          header: (name) => request.headers.get(name),
          body: request.body as AsyncIterable<Uint8Array> | null,
          clientIp: extras.clientIp,
        },
        extras,
      );
      return toResponse(res);
    },
  };
  return app;
}

export function toResponse(res: ApiResponse): Response {
  const noBody = res.status === 204 || res.status === 304 || res.body === null;
  return new Response(noBody ? null : (res.body as BodyInit), { status: res.status, headers: res.headers });
}

const VERSION_JSON = `,"apiVersion":${stringify(API_VERSION)}`;

/**
 * `stringify({ success: true, data, pagination, meta })` written out by hand, the same text byte
 * for byte: the envelope's own keys are fixed, so only `data`, `pagination` and the request ID
 * need serialising (every answer pays for this, and the generic walk was a tenth of an in-process
 * closest answer).
 */
function successBody(data: unknown, pagination: unknown, requestId: string, locale: Locale | null): string {
  // A value JSON leaves out (undefined, a function) takes the generic path, which omits its key.
  if (data === undefined || typeof data === 'function' || typeof pagination === 'function') {
    return stringify({ success: true, data, pagination, meta: meta(requestId, locale) });
  }
  let out = '{"success":true,"data":' + stringify(data);
  if (pagination !== undefined) out += ',"pagination":' + stringify(pagination);
  // A request ID is a UUID (requestIdFor): hex digits and dashes, nothing to escape.
  out += ',"meta":{"requestId":"' + requestId + '"' + VERSION_JSON;
  if (locale && locale !== 'en') out += ',"locale":' + stringify(locale);
  return out + '}}';
}

function errorBody(error: ApiError, requestId: string, locale: Locale | null): string {
  return stringify({
    success: false,
    error: error.code,
    message: error.message,
    details: error.details,
    meta: meta(requestId, locale),
  });
}

/**
 * An error envelope for a request the app never routed (outside `/v1`, or refused by a runtime
 * adapter before routing: a request target that is not a URL path, an unexpected failure).
 */
export function errorResponse(error: ApiError, requestId: string = crypto.randomUUID()): ApiResponse {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'X-Content-Type-Options': 'nosniff',
    'X-Request-ID': requestId,
    'Content-Type': JSON_TYPE,
    'Cache-Control': 'no-store',
  };
  if (error.status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
  return { status: error.status, headers, body: errorBody(error, requestId, null) };
}

function meta(requestId: string, locale: Locale | null): Record<string, string> {
  return locale && locale !== 'en'
    ? { requestId, apiVersion: API_VERSION, locale }
    : { requestId, apiVersion: API_VERSION };
}

const nextMinute = (nowMs: number) => (Math.floor(nowMs / 60_000) + 1) * 60;

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
