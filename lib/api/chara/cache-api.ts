/**
 * The chara caches over the platform's Cache API (Cloudflare Workers, workerd): the resolve rows
 * in a named store `chara-resolve`, icons in the default edge cache under their public URL.
 * Reads and writes go through `caches` only when called, so this module loads anywhere.
 */
import { cacheApiJsonStore } from '../upstream/cache-api-store.ts';
import { RESOLVE_TTL_SECONDS, type CachedIcon, type CharaCache, type IconCache } from './cache.ts';

/** The Workers flavour of CacheStorage, which adds `default` (not in the DOM typings). */
interface EdgeCacheStorage {
  open(name: string): Promise<Cache>;
  readonly default: Cache;
}
const edgeCaches = () => (globalThis as unknown as { caches: EdgeCacheStorage }).caches;

export function cacheApiCharaCache(storeName = 'chara-resolve'): CharaCache {
  return cacheApiJsonStore(storeName, RESOLVE_TTL_SECONDS);
}

export function cacheApiIconCache(): IconCache {
  return {
    async get(key): Promise<CachedIcon | undefined> {
      const hit = await edgeCaches().default.match(key);
      if (!hit || hit.status !== 200) return undefined;
      return { bytes: new Uint8Array(await hit.arrayBuffer()) };
    },
    async put(key, icon) {
      await edgeCaches().default.put(
        key,
        new Response(icon.bytes as BodyInit, {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=2592000, immutable' },
        }),
      );
    },
  };
}
