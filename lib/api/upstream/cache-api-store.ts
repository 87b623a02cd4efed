/**
 * A JSON store over the platform's Cache API (Cloudflare Workers, workerd), for the proxies' edge
 * caches. Entries live in a named store under a fixed synthetic origin, so they are not public URLs
 * and do not depend on the host; the platform evicts at will and drops an entry after `maxAgeSeconds`.
 * `caches` is read only when called, so this module loads anywhere.
 */
export interface JsonStore {
  /** Each key's value, or undefined for a miss or a corrupt entry. */
  getMany(keys: readonly string[]): Promise<unknown[]>;
  put(key: string, value: unknown): Promise<void>;
}

export function cacheApiJsonStore(storeName: string, maxAgeSeconds: number): JsonStore {
  let store: Promise<Cache> | undefined;
  const open = () => (store ??= (globalThis as unknown as { caches: CacheStorage }).caches.open(storeName));
  const entryUrl = (key: string) => `https://${storeName}.internal/__cache/${encodeURIComponent(key)}`;
  return {
    async getMany(keys) {
      const cache = await open();
      return Promise.all(
        keys.map(async (key) => {
          const hit = await cache.match(entryUrl(key));
          if (!hit) return undefined;
          try {
            return (await hit.json()) as unknown;
          } catch {
            return undefined; // a corrupt entry is a miss
          }
        }),
      );
    },
    async put(key, value) {
      const cache = await open();
      await cache.put(
        entryUrl(key),
        new Response(JSON.stringify(value), {
          headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${Math.floor(maxAgeSeconds)}` },
        }),
      );
    },
  };
}
