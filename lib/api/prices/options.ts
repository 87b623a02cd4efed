/** What `pricesRoutes()` and the prices service take (own file: env.ts reads it, index.ts re-exports it). */
import type { PriceCache } from './cache.ts';

export interface PricesOptions {
  /** Upstream fetch (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** UNIVERSALIS_BASE, default `https://universalis.app`. */
  base?: string;
  /** UNIVERSALIS_TIMEOUT_MS: the whole wait of one upstream call, body included (default 10,000). */
  timeoutMs?: number;
  userAgent?: string;
  /** Per-(world, market item) prices (default: in memory, 50,000 entries). */
  cache?: PriceCache;
  now?: () => number;
}
