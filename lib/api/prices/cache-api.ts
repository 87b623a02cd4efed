/**
 * The price cache over the platform's Cache API (Cloudflare Workers, workerd), in a named store
 * `prices`. The platform evicts at will; entries expire with the stale window.
 */
import { PRICE_STALE_MS, isPriceEntry, type PriceCache } from './cache.ts';

/** A fixed synthetic origin: entries are not public URLs and must not depend on the host. */
const entryUrl = (key: string) => `https://prices-cache.internal/__cache/${encodeURIComponent(key)}`;

export function cacheApiPriceCache(storeName = 'prices'): PriceCache {
  let store: Promise<Cache> | undefined;
  const open = () => (store ??= (globalThis as unknown as { caches: CacheStorage }).caches.open(storeName));
  return {
    async getMany(keys) {
      const cache = await open();
      return Promise.all(
        keys.map(async (key) => {
          const hit = await cache.match(entryUrl(key));
          if (!hit) return undefined;
          try {
            const value: unknown = await hit.json();
            return isPriceEntry(value) ? value : undefined;
          } catch {
            return undefined; // a corrupt entry is a miss
          }
        }),
      );
    },
    async put(key, entry) {
      const cache = await open();
      await cache.put(
        entryUrl(key),
        new Response(JSON.stringify(entry), {
          headers: {
            'Content-Type': 'application/json',
            'Cache-Control': `max-age=${Math.floor(PRICE_STALE_MS / 1000)}`,
          },
        }),
      );
    },
  };
}
