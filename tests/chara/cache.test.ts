/** The in-memory caches: their stated bounds and lifetimes. */
import { describe, expect, it } from 'vitest';
import {
  ENTRY_OVERHEAD_BYTES,
  MemoryCharaCache,
  MemoryIconCache,
  RESOLVE_TTL_SECONDS,
} from '../../lib/api/chara/cache.ts';

/** What one entry counts for: a one-letter key (UTF-16), its value, the fixed overhead. */
const entryBytes = (valueBytes: number) => 2 + valueBytes + ENTRY_OVERHEAD_BYTES;

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

describe('MemoryCharaCache byte bound', () => {
  it('counts each family by its JSON text and evicts the oldest past maxBytes', async () => {
    const rows = [{ id: 1, name: 'x'.repeat(500) }];
    const one = entryBytes(2 * JSON.stringify(rows).length);
    const cache = new MemoryCharaCache({ maxBytes: 3 * one });
    for (const key of ['a', 'b', 'c', 'd']) await cache.put(key, rows);
    expect(cache.usage).toEqual({ entries: 3, bytes: 3 * one });
    expect(await cache.getMany(['a', 'b', 'd'])).toEqual([undefined, rows, rows]);
  });

  it('bounds many empty families by their overhead', async () => {
    const cache = new MemoryCharaCache({ maxBytes: 100 * entryBytes(4) });
    for (let i = 0; i < 1000; i++) await cache.put(String.fromCharCode(0x41 + (i % 26)) + i, []);
    expect(cache.usage.bytes).toBeLessThanOrEqual(100 * entryBytes(4));
    expect(cache.usage.entries).toBeGreaterThan(50);
  });
});

describe('MemoryIconCache', () => {
  const icon = (size: number) => ({ bytes: new Uint8Array(size) });

  it('is bounded by bytes', async () => {
    const cache = new MemoryIconCache({ maxBytes: 2 * entryBytes(400) + 100 });
    await cache.put('a', icon(400));
    await cache.put('b', icon(400));
    await cache.put('c', icon(400)); // three do not fit: a goes
    expect(await cache.get('a')).toBeUndefined();
    expect((await cache.get('b'))?.bytes.byteLength).toBe(400);
    expect((await cache.get('c'))?.bytes.byteLength).toBe(400);
  });

  it('never stores an icon larger than the whole budget', async () => {
    const cache = new MemoryIconCache({ maxBytes: 1000 });
    await cache.put('big', icon(1001));
    expect(await cache.get('big')).toBeUndefined();
    expect(cache.usage).toEqual({ entries: 0, bytes: 0 });
  });

  it('is bounded by entries too', async () => {
    const cache = new MemoryIconCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.put(key, icon(10));
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.usage).toEqual({ entries: 2, bytes: 2 * entryBytes(10) });
  });
});
