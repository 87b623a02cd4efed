/**
 * The price cache: one entry per (world, market item) holding the market price (null = no listing)
 * and when it was fetched. Fresh for PRICE_FRESH_MS; after that it is still served for up to
 * PRICE_STALE_MS while a refresh runs in the background (stale-while-revalidate), then dropped.
 * Only good answers are stored: a fault is never remembered.
 */
import type { MarketPrice } from '../../prices/types.ts';

/** Market boards move slowly for dyes; five minutes keeps Universalis traffic to a trickle. */
export const PRICE_FRESH_MS = 5 * 60_000;
/** Oldest price served at all (while a refresh is tried). */
export const PRICE_STALE_MS = 60 * 60_000;

export interface PriceEntry {
  market: MarketPrice | null;
  /** ms since the epoch. */
  fetchedAt: number;
}

export interface PriceCache {
  getMany(keys: readonly string[]): Promise<Array<PriceEntry | undefined>>;
  put(key: string, entry: PriceEntry): Promise<void>;
}

/** World names are matched case-insensitively, so one entry serves every spelling. */
export const priceKey = (world: string, marketItemID: number) => `prices:1:${world.toLowerCase()}:${marketItemID}`;

export const isPriceEntry = (x: unknown): x is PriceEntry =>
  typeof x === 'object' && x !== null && typeof (x as PriceEntry).fetchedAt === 'number' && 'market' in x;

/**
 * In memory, bounded by entries (about 100 bytes each): a Map in insertion order, the oldest write
 * evicted first. Entries past the stale window are dropped when read.
 */
export class MemoryPriceCache implements PriceCache {
  private readonly map = new Map<string, PriceEntry>();
  constructor(
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  async getMany(keys: readonly string[]): Promise<Array<PriceEntry | undefined>> {
    const now = this.now();
    return keys.map((key) => {
      const entry = this.map.get(key);
      if (entry && now - entry.fetchedAt > PRICE_STALE_MS) {
        this.map.delete(key);
        return undefined;
      }
      return entry;
    });
  }

  async put(key: string, entry: PriceEntry): Promise<void> {
    this.map.delete(key);
    this.map.set(key, entry);
    while (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value!);
  }

  get size(): number {
    return this.map.size;
  }
}
