/** The in-memory caches: their stated bounds and lifetimes. */
import { describe, expect, it } from 'vitest';
import { MemoryCharaCache, MemoryIconCache, RESOLVE_TTL_SECONDS } from '../../lib/api/chara/cache.ts';

describe('MemoryCharaCache', () => {
  it('keeps values about seven days, then forgets them', async () => {
    expect(RESOLVE_TTL_SECONDS).toBe(604_800);
    let now = 0;
    const cache = new MemoryCharaCache({ now: () => now });
    await cache.put('a', []);
    await cache.put('b', null);
    now = (RESOLVE_TTL_SECONDS - 1) * 1000;
    // Empty answers are values too: [] and null are hits, only undefined is a miss.
    expect(await cache.getMany(['a', 'b', 'c'])).toEqual([[], null, undefined]);
    now = RESOLVE_TTL_SECONDS * 1000;
    expect(await cache.getMany(['a', 'b'])).toEqual([undefined, undefined]);
  });

  it('holds at most maxEntries, evicting the least recently used', async () => {
    const cache = new MemoryCharaCache({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await cache.put(key, key);
    await cache.getMany(['a']); // a is now the most recent
    await cache.put('d', 'd');
    expect(cache.size).toBe(3);
    expect(await cache.getMany(['a', 'b', 'c', 'd'])).toEqual(['a', undefined, 'c', 'd']);
  });
});

describe('MemoryIconCache', () => {
  const icon = (size: number) => ({ bytes: new Uint8Array(size) });

  it('is bounded by bytes', async () => {
    const cache = new MemoryIconCache({ maxBytes: 1000 });
    await cache.put('a', icon(400));
    await cache.put('b', icon(400));
    await cache.put('c', icon(400)); // 1200 > 1000: a goes
    expect(await cache.get('a')).toBeUndefined();
    expect((await cache.get('b'))?.bytes.byteLength).toBe(400);
    expect((await cache.get('c'))?.bytes.byteLength).toBe(400);
  });

  it('never stores an icon larger than the whole budget', async () => {
    const cache = new MemoryIconCache({ maxBytes: 100 });
    await cache.put('big', icon(101));
    expect(await cache.get('big')).toBeUndefined();
  });
});
