/**
 * `createFetch()`: a drop-in `fetch` that answers `/v1` requests in-process, byte-identical to the
 * server (request ID and rate-limit headers aside), with no network. Other URLs go to `fallback`
 * when given, and otherwise fail loudly rather than silently reaching the network.
 */
import { createApp, type App } from '../api/app.ts';
import { ENGINE_ROUTES } from '../api/routes/index.ts';
import { OFFLINE_CHARA_ROUTES } from './offline-chara.ts';

export interface CreateFetchOptions {
  /** Where non-`/v1` requests go (e.g. the real `fetch`). Without it they are rejected. */
  fallback?: typeof fetch;
  /** `/v1/chara/*` goes here when given (e.g. the real `fetch` to a deployed API); otherwise 503. */
  chara?: typeof fetch;
  /** Base for relative URLs outside a browser. Default: the page's origin, else http://localhost. */
  baseUrl?: string;
}

let shared: App | undefined;
/** The local app (engine routes, chara unavailable), built once per realm. */
export const localApp = (): App => (shared ??= createApp({ routes: [...ENGINE_ROUTES, ...OFFLINE_CHARA_ROUTES] }));

const isApiPath = (path: string) => path === '/v1' || path.startsWith('/v1/');

export function createFetch(options: CreateFetchOptions = {}): typeof fetch {
  const base = options.baseUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost';
  const app = localApp();
  const local = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      typeof input === 'string' || input instanceof URL ? new Request(new URL(String(input), base), init) : new Request(input, init);
    const { pathname } = new URL(request.url);
    if (!isApiPath(pathname)) {
      if (options.fallback) return options.fallback(request);
      throw new TypeError(`createFetch answers only /v1 requests, not ${request.url}; pass { fallback: fetch } to send other requests to the network.`);
    }
    if (pathname.startsWith('/v1/chara/') && options.chara) return options.chara(request);
    return app.fetch(request);
  };
  return local;
}
