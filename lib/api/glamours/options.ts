/** What `glamourRoutes()` takes (own file: env.ts reads it, index.ts re-exports it). */
import type { CharaOptions } from '../chara/options.ts';
import type { CharaService } from '../chara/service.ts';
import type { GlamourCache } from './service.ts';

export interface GlamourOptions {
  /** Upstream fetch (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** EORZEA_COLLECTION_BASE, default `https://ffxiv.eorzeacollection.com`. */
  base?: string;
  /** EORZEA_COLLECTION_TIMEOUT_MS, default 10,000. */
  timeoutMs?: number;
  /** User-Agent sent to the site (default: a browser's; the site refuses some client defaults). */
  userAgent?: string;
  /** The site's documents (default: in-memory, one hour, 2,000 glamours). */
  cache?: GlamourCache;
  /** The item-name service the pieces are placed through (share the one of `charaRoutes`). */
  chara?: CharaService;
  /** Options for a chara service made here when `chara` is not given. */
  charaOptions?: CharaOptions;
}
