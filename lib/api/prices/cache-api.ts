/** The price cache over the platform's Cache API, in a named store `prices`; entries expire with the stale window. */
import { cacheApiJsonStore } from '../upstream/cache-api-store.ts';
import { PRICE_STALE_MS, isPriceEntry, type PriceCache } from './cache.ts';

export function cacheApiPriceCache(storeName = 'prices'): PriceCache {
  const store = cacheApiJsonStore(storeName, PRICE_STALE_MS / 1000);
  return {
    getMany: async (keys) => (await store.getMany(keys)).map((value) => (isPriceEntry(value) ? value : undefined)),
    put: (key, entry) => store.put(key, entry),
  };
}
