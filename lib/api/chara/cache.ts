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
export const glassesKey = (namespace: string, id: number) => `chara:1:${namespace}:glasses:${id}`;

/**
 * LRU over a Map (insertion order = recency; a hit from the older half re-inserts). Hand-written
 * because it is a few lines and the bound has to be by entries here and by bytes for icons.
 */
class Lru<V> {
  private readonly map = new Map<string, { value: V; expires: number; weight: number; touched: number }>();
  private total = 0;
  /** Counts insertions; an entry's `touched` says how recently it was (re)inserted. */
  private clock = 0;
  constructor(
    private readonly capacity: number,
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
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    this.delete(key);
    this.map.set(key, { value, expires: this.now() + this.ttlMs, weight, touched: ++this.clock });
    this.total += weight;
    for (const [oldest, entry] of this.map) {
      if (this.total <= this.capacity) break;
      this.map.delete(oldest);
      this.total -= entry.weight;
    }
  }

  private delete(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.total -= entry.weight;
  }

  get size(): number {
    return this.map.size;
  }
}

export interface MemoryCacheOptions {
  /** Most entries kept (default 20,000: a family is a few hundred bytes, so ≈ 10–20 MB at most). */
  maxEntries?: number;
  ttlSeconds?: number;
  now?: () => number;
}

export class MemoryCharaCache implements CharaCache {
  private readonly lru: Lru<unknown>;
  constructor(options: MemoryCacheOptions = {}) {
    this.lru = new Lru(
      options.maxEntries ?? 20_000,
      (options.ttlSeconds ?? RESOLVE_TTL_SECONDS) * 1000,
      () => 1,
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
    return this.lru.size;
  }
}

export interface MemoryIconCacheOptions {
  /** Total PNG bytes kept (default 32 MiB ≈ 2,000 icons of 80 px). */
  maxBytes?: number;
  /** Icons are immutable; the bound is what evicts them. Default 30 days like Cache-Control. */
  ttlSeconds?: number;
  now?: () => number;
}

export class MemoryIconCache implements IconCache {
  private readonly lru: Lru<CachedIcon>;
  constructor(options: MemoryIconCacheOptions = {}) {
    this.lru = new Lru(
      options.maxBytes ?? 32 * 1024 * 1024,
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
}
