/**
 * The two chara caches and their in-memory implementations (Node, tests, anything without a
 * platform cache). The edge implementations over the Cache API are in ./cache-api.ts.
 *
 * - Resolve cache: one entry per (game version, slot column, model key) holding the trimmed rows of
 *   that family (empty list included), plus one per (game version, glasses id). ~7 days.
 * - Icon cache: the PNG bytes of each icon, immutable.
 */

/** About seven days: item names change only with game patches. */
export const RESOLVE_TTL_SECONDS = 7 * 24 * 3600;

/** Key/value store of JSON-able values; `undefined` from `getMany` means a miss. */
export interface CharaCache {
  getMany(keys: readonly string[]): Promise<Array<unknown>>;
  put(key: string, value: unknown): Promise<void>;
}

export interface CachedIcon {
  bytes: Uint8Array;
}

/** Keyed by `iconCacheKey(id)`: the icon id under a fixed origin, never the Host of a request. */
export interface IconCache {
  get(key: string): Promise<CachedIcon | undefined>;
  put(key: string, icon: CachedIcon): Promise<void>;
}

/** Cache key of one family's rows; the leading shape number changes whenever the row shape does. */
export const rowsKey = (namespace: string, lookup: string) => `chara:1:${namespace}:rows:${lookup}`;
/** A name search's rows, by language, slot column (`*` for any) and normalised text. */
export const searchKey = (namespace: string, language: string, column: string, text: string) =>
  `chara:1:${namespace}:search:${language}:${column}:${text}`;
/** The rows named exactly one English name (normalised). */
export const nameKey = (namespace: string, name: string) => `chara:1:${namespace}:name:${name}`;
/** The Glasses rows (facewear) of one English name, normalised. */
export const glassesNameKey = (namespace: string, name: string) => `chara:1:${namespace}:glasses-name:${name}`;
export const glassesKey = (namespace: string, id: number) => `chara:1:${namespace}:glasses:${id}`;

/**
 * Per-entry bookkeeping counted into the byte bound on top of the key and value: the Map slot,
 * the entry record, object headers and what the allocator rounds up. `npm run soak` measured
 * about 660 bytes held per cached empty family (key included) after a full collection, so this
 * keeps the estimate at or above what is really held. A flood of distinct keys is bounded by it.
 */
export const ENTRY_OVERHEAD_BYTES = 560;

/**
 * LRU over a Map (insertion order = recency; a hit from the older half re-inserts), bounded both
 * by entry count and by bytes. Hand-written because it is a few lines and the bytes are
 * estimated differently for rows (their JSON) and icons (their PNG).
 */
class Lru<V> {
  private readonly map = new Map<string, { value: V; expires: number; bytes: number; touched: number }>();
  private bytes = 0;
  /** Counts insertions; an entry's `touched` says how recently it was (re)inserted. */
  private clock = 0;
  constructor(
    private readonly bound: CacheBound,
    private readonly ttlMs: number,
    private readonly weigh: (value: V) => number,
    private readonly now: () => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Only entries that have drifted into the older half move to the back: a hot working set
    // then costs one lookup per hit instead of a delete and an insert (approximate LRU).
    if (this.clock - entry.touched > this.map.size >> 1) {
      this.map.delete(key);
      entry.touched = ++this.clock;
      this.map.set(key, entry);
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = 2 * key.length + this.weigh(value) + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.bound.maxBytes) return;
    this.delete(key);
    this.map.set(key, { value, expires: this.now() + this.ttlMs, bytes, touched: ++this.clock });
    this.bytes += bytes;
    for (const [oldest, entry] of this.map) {
      if (this.bytes <= this.bound.maxBytes && this.map.size <= this.bound.maxEntries) break;
      this.map.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  private delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.bytes -= entry.bytes;
  }

  get usage(): { entries: number; bytes: number } {
    return { entries: this.map.size, bytes: this.bytes };
  }
}

/** The most a memory cache holds: whichever bound is reached first evicts the least recently used. */
export interface CacheBound {
  maxEntries: number;
  /** Estimated bytes: keys and values as stored (UTF-16 text, raw bytes) plus ENTRY_OVERHEAD_BYTES each. */
  maxBytes: number;
}

/**
 * The defaults, chosen so both caches together stay under 64 MiB on a small server. Families of
 * rows are a few hundred bytes to a few KB (measured by `npm run soak`); icons are ~15 KB PNGs.
 */
export const RESOLVE_CACHE_BOUND: CacheBound = { maxEntries: 20_000, maxBytes: 24 * 1024 * 1024 };
export const ICON_CACHE_BOUND: CacheBound = { maxEntries: 4_000, maxBytes: 32 * 1024 * 1024 };

/** Approximate memory of a JSON-able value: its JSON text as UTF-16, about what V8 keeps for it. */
const jsonBytes = (value: unknown): number => 2 * (JSON.stringify(value)?.length ?? 0);

export interface MemoryCacheOptions extends Partial<CacheBound> {
  ttlSeconds?: number;
  now?: () => number;
}

export class MemoryCharaCache implements CharaCache {
  private readonly lru: Lru<unknown>;
  constructor(options: MemoryCacheOptions = {}) {
    this.lru = new Lru(
      {
        maxEntries: options.maxEntries ?? RESOLVE_CACHE_BOUND.maxEntries,
        maxBytes: options.maxBytes ?? RESOLVE_CACHE_BOUND.maxBytes,
      },
      (options.ttlSeconds ?? RESOLVE_TTL_SECONDS) * 1000,
      jsonBytes,
      options.now ?? Date.now,
    );
  }
  async getMany(keys: readonly string[]): Promise<unknown[]> {
    return keys.map((key) => this.lru.get(key));
  }
  async put(key: string, value: unknown): Promise<void> {
    this.lru.set(key, value);
  }
  get size(): number {
    return this.lru.usage.entries;
  }
  /** Entries held and their estimated bytes, against the bound. */
  get usage(): { entries: number; bytes: number } {
    return this.lru.usage;
  }
}

export interface MemoryIconCacheOptions extends Partial<CacheBound> {
  /** Icons are immutable; the bound is what evicts them. Default 30 days like Cache-Control. */
  ttlSeconds?: number;
  now?: () => number;
}

export class MemoryIconCache implements IconCache {
  private readonly lru: Lru<CachedIcon>;
  constructor(options: MemoryIconCacheOptions = {}) {
    this.lru = new Lru(
      {
        maxEntries: options.maxEntries ?? ICON_CACHE_BOUND.maxEntries,
        maxBytes: options.maxBytes ?? ICON_CACHE_BOUND.maxBytes,
      },
      (options.ttlSeconds ?? 2_592_000) * 1000,
      (icon) => icon.bytes.byteLength,
      options.now ?? Date.now,
    );
  }
  async get(key: string): Promise<CachedIcon | undefined> {
    return this.lru.get(key);
  }
  async put(key: string, icon: CachedIcon): Promise<void> {
    this.lru.set(key, icon);
  }
  get usage(): { entries: number; bytes: number } {
    return this.lru.usage;
  }
}
