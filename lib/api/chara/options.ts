/** What `charaRoutes()` and the chara service take (own file: env.ts reads it, index.ts re-exports it). */
import type { CharaCache, IconCache } from './cache.ts';
import type { TablesSource } from '../../items/tables.ts';
import type { CharaService } from './service.ts';

export interface CharaOptions {
  /** Upstream fetch (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** XIVAPI_BASE, default `https://v2.xivapi.com`. */
  base?: string;
  /** XIVAPI_VERSION, default `latest` (looked up through `/api/version`). */
  version?: string;
  /** XIVAPI_SCHEMA, optional. */
  schema?: string;
  /** The whole upstream wait of one request in ms, version lookup and bodies included (default 10,000). */
  timeoutMs?: number;
  /** Most of that budget the `/api/version` lookup may use (default 3,000). */
  versionTimeoutMs?: number;
  /** Time a client has to send a request body, in ms (default 10,000). */
  bodyTimeoutMs?: number;
  /** User-Agent sent upstream. */
  userAgent?: string;
  /** Per-(slot, key) rows and glasses rows (default: in-memory LRU of 20,000 entries, 7 days). */
  cache?: CharaCache;
  /** Icon PNGs (default: in-memory LRU bounded at 32 MiB). */
  iconCache?: IconCache;
  /**
   * ko/zh names, acquisition lines, facewear unlocks: the tables, or a loader run once on first
   * use. Default: the tables bundled with the code (the facewear map only). Node reads data/chara/
   * through `loadCharaTablesFromDisk` / `charaOptionsForNode` of runtimes/node/chara-tables.ts; the edge
   * fetches it from its assets binding (`fetchedTables`).
   */
  tables?: TablesSource;
  /** A service already made (shared with the glamour routes); the options above are then unused. */
  service?: CharaService;
}
