/**
 * `createFetch()`: a drop-in `fetch` that answers `/v1` requests in-process, byte-identical to the
 * server (request ID and rate-limit headers aside), with no network. Other URLs go to `fallback`
 * when given, and otherwise fail loudly rather than silently reaching the network.
 */
import { createApp, toResponse, type App } from '../api/app.ts';
import type { ApiResponse } from '../api/types.ts';
import { isApiPath, splitTarget } from '../api/target.ts';
import { LazyHeadersResponse } from './lazy-response.ts';
import { ENGINE_ROUTES } from '../api/routes/index.ts';
import { OFFLINE_CHARA_ROUTES, OFFLINE_PRICES_ROUTES } from './offline-routes.ts';
import * as check from '../validate/rules.ts';

export interface CreateFetchOptions {
  /** Where non-`/v1` requests go (e.g. the real `fetch`). Without it they are rejected. */
  fallback?: typeof fetch;
  /**
   * `/v1/chara/*`, `/v1/items/*` and `/v1/glamours/*` (item names, gear search, shared glamours) go
   * here when given (e.g. the real `fetch` to a deployed API); otherwise 503.
   */
  chara?: typeof fetch;
  /** `/v1/prices*` goes here when given (e.g. the real `fetch`); otherwise 503. */
  prices?: typeof fetch;
  /** Base for relative URLs outside a browser. Default: the page's origin, else http://localhost. */
  baseUrl?: string;
}

let shared: App | undefined;
/** The local app (engine routes, chara and prices unavailable), built once per realm. */
export const localApp = (): App =>
  (shared ??= createApp({
    routes: [...ENGINE_ROUTES, ...OFFLINE_CHARA_ROUTES, ...OFFLINE_PRICES_ROUTES],
  }));

/** The item-name family: everything that needs XIVAPI (or a glamour site) behind it. */
export const isCharaPath = (path: string) =>
  path.startsWith('/v1/chara/') || path.startsWith('/v1/items/') || path.startsWith('/v1/glamours/');

const isPricesPath = (path: string) => path === '/v1/prices' || path.startsWith('/v1/prices/');

const CREATE_FETCH_OPTION_KEYS: check.OptionKeys<CreateFetchOptions> = {
  fallback: true,
  chara: true,
  prices: true,
  baseUrl: true,
};

export function createFetch(createOptions?: CreateFetchOptions): typeof fetch {
  const options = check.options('options', createOptions, CREATE_FETCH_OPTION_KEYS);
  const base =
    options.baseUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  const app = localApp();
  const forward = (request: Request): Promise<Response> | Response => {
    const { pathname } = new URL(request.url);
    if (!isApiPath(pathname)) {
      if (options.fallback) return options.fallback(request);
      throw new TypeError(
        `createFetch answers only /v1 requests, not ${request.url}; pass { fallback: fetch } to send other requests to the network.`,
      );
    }
    if (isCharaPath(pathname) && options.chara) return options.chara(request);
    if (isPricesPath(pathname) && options.prices) return options.prices(request);
    return app.fetch(request);
  };
  // Where the platform has a Cache API, native code (`Cache.put`, a service worker's
  // `respondWith`) may read a response's header list without the getter: give it a plain one.
  const lazyHeaders = typeof (globalThis as { caches?: unknown }).caches === 'undefined';
  const response = (res: ApiResponse): Response => (lazyHeaders ? new LazyHeadersResponse(res) : toResponse(res));
  const answer = (input: RequestInfo | URL, init?: RequestInit): Response | Promise<Response> => {
    if (typeof input !== 'string' && !(input instanceof URL)) return forward(init ? new Request(input, init) : input);
    // The common case (a GET by URL with no body or signal) skips building a Request: the engine
    // reads only the method, the URL and a few headers, and a Request costs as much as the answer.
    // A plain `/v1/…` path is not even parsed as a URL (see splitTarget), and only once.
    const plainPath = typeof input === 'string' && input.charCodeAt(0) === 0x2f && input.charCodeAt(1) !== 0x2f;
    const url = plainPath ? input : new URL(input, base).href;
    const target = splitTarget(url);
    const { path } = target;
    if (init?.body != null || init?.signal || !isApiPath(path) || isCharaPath(path) || isPricesPath(path)) {
      return forward(new Request(new URL(input, base), init));
    }
    const headers = init?.headers ? new Headers(init.headers) : null;
    const req = {
      method: init?.method ?? 'GET',
      url,
      header: headers ? (name: string) => headers.get(name) : () => null,
    };
    // Answered at once when no route awaits anything: one promise for the caller, not three.
    const res = app.respond(req, undefined, target);
    return res instanceof Promise ? res.then(response) : response(res);
  };
  // A fetch answers with a promise, and a failure (a bad URL) is a rejection, never a throw.
  return (input, init) => {
    try {
      return Promise.resolve(answer(input, init));
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what was thrown, as an async function rejects
      return Promise.reject(error);
    }
  };
}
