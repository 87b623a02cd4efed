/**
 * The price cache's timing and bounds, in-process against the fake Universalis with a clock the
 * test moves: fresh for five minutes (no upstream call), then served stale (X-Cache STALE) while
 * one background refresh runs, then after an hour a miss again; the memory cache holds at most its
 * bound.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../lib/api/app.ts';
import { MemoryPriceCache, pricesRoutes } from '../../lib/api/prices/index.ts';
import { startFakeUniversalis, type FakeUniversalis } from '../helpers/fake-universalis.ts';

describe('price cache', () => {
  let fake: FakeUniversalis;
  let clock = Date.UTC(2026, 10, 25, 12);
  const pending: Promise<unknown>[] = [];
  const app = () => createApp({ routes: pricesRoutes({ base: fake.url, now: () => clock }) });
  let served: ReturnType<typeof app>;
  const ask = async (world: string) => {
    const res = await served.fetch(new Request(`http://local/v1/prices?world=${world}`), {
      waitUntil: (p) => void pending.push(p),
    });
    await Promise.all(pending.splice(0));
    return { cache: res.headers.get('x-cache'), json: await res.json() };
  };

  beforeAll(async () => {
    fake = await startFakeUniversalis();
    served = app();
  });
  afterAll(() => fake?.close());

  it('is fresh for five minutes, stale-while-revalidate up to an hour, then a miss', async () => {
    fake.setPrice('Odin', 52254, { minPrice: 100, averagePrice: 100, listings: 1, lastUploadTime: clock });
    const start = fake.count('market');
    expect((await ask('Odin')).cache).toBe('MISS');
    clock += 4 * 60_000;
    expect((await ask('Odin')).cache).toBe('HIT');
    expect(fake.count('market') - start).toBe(1);

    fake.setPrice('Odin', 52254, { minPrice: 120, averagePrice: 100, listings: 1, lastUploadTime: clock });
    clock += 2 * 60_000; // six minutes after the fetch
    const stale = await ask('Odin');
    expect(stale.cache).toBe('STALE');
    expect(stale.json.data.dyes[0].market.minPrice).toBe(100); // the old price, at once
    expect(fake.count('market') - start).toBe(2); // … and one refresh behind it
    const refreshed = await ask('Odin');
    expect(refreshed.cache).toBe('HIT');
    expect(refreshed.json.data.dyes[0].market.minPrice).toBe(120);

    clock += 61 * 60_000;
    expect((await ask('Odin')).cache).toBe('MISS');
  });

  it('keeps at most its bound of entries, dropping the oldest', async () => {
    const cache = new MemoryPriceCache(3);
    for (let i = 0; i < 5; i++) await cache.put(`k${i}`, { market: null, fetchedAt: Date.now() });
    expect(cache.size).toBe(3);
    expect(await cache.getMany(['k0', 'k1', 'k2', 'k4'])).toEqual([
      undefined,
      undefined,
      expect.anything(),
      expect.anything(),
    ]);
  });
});
