/**
 * The resolve flow in-process, for what HTTP cannot easily show: cache trouble never breaks an
 * answer, corrupt entries count as misses, the namespace follows the game version, and the
 * alternates cap holds even when a family has more rule sets than fit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryCharaCache, createCharaService, type CharaCache } from '../../lib/api/chara/index.ts';
import { resolveItems, pieceKey } from '../../lib/items/resolver.ts';
import type { ItemRow } from '../../lib/items/rows.ts';
import type { GearPiece } from '../../lib/items/slots.ts';
import { startFakeXivapi, type FakeXivapi } from './fake/server.ts';

let fake: FakeXivapi;
beforeAll(async () => {
  fake = await startFakeXivapi();
});
afterAll(() => fake.close());
beforeEach(() => fake.clearFaults());

const HEAD: GearPiece = { slot: 'HeadGear', set: 0, base: 361, variant: 5 };
const request = { gear: [HEAD], glasses: null };
const noWait = () => {};

describe('resolve flow', () => {
  it('treats a failing cache as empty and still answers', async () => {
    const broken: CharaCache = {
      getMany: () => Promise.reject(new Error('cache down')),
      put: () => Promise.reject(new Error('cache down')),
    };
    const pending: Promise<unknown>[] = [];
    const service = createCharaService({ base: fake.url, cache: broken });
    const result = await service.resolve(request, (p) => pending.push(p));
    expect(result.fetched).toBe(true);
    expect(result.data.items.HeadGear?.itemId).toBe(18085);
    await expect(Promise.all(pending)).resolves.toBeDefined(); // the failed write was swallowed
  });

  it('counts a corrupt cache entry as a miss', async () => {
    const cache = new MemoryCharaCache();
    const service = createCharaService({ base: fake.url, cache, version: '1b2c3d4e5f601234' });
    await cache.put('chara:1:1b2c3d4e5f601234:rows:Head:328041', [{ rowId: 'nope' }]);
    const result = await service.resolve(request, noWait);
    expect(result.fetched).toBe(true);
    expect(result.data.items.HeadGear?.itemId).toBe(18085);
    expect((await service.resolve(request, noWait)).fetched).toBe(false); // rewritten with good rows
  });

  it('namespaces the cache by game version', async () => {
    const cache = new MemoryCharaCache();
    const pinnedOld = createCharaService({ base: fake.url, cache, version: '1b2c3d4e5f601234' });
    const latest = createCharaService({ base: fake.url, cache });
    await pinnedOld.resolve(request, noWait);
    expect((await pinnedOld.resolve(request, noWait)).fetched).toBe(false);
    // `latest` resolves to another key: its namespace is cold.
    const fresh = await latest.resolve(request, noWait);
    expect(fresh.fetched).toBe(true);
    expect(fresh.data.version).toBe(fake.latestKey);
  });

  it('never caches from a fault', async () => {
    const cache = new MemoryCharaCache();
    const service = createCharaService({ base: fake.url, cache, timeoutMs: 500 });
    fake.setFault('search', { kind: 'status', status: 503 });
    await expect(service.resolve(request, noWait)).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
    expect(cache.size).toBe(0);
  });
});

describe('alternates cap', () => {
  const row = (rowId: number, dyeCount: number | null): ItemRow => ({
    rowId,
    names: { en: `Row ${rowId}`, ja: '', de: '', fr: '' },
    iconId: null,
    modelMain: '5',
    modelSub: '0',
    slots: ['Body'],
    rules: dyeCount === null ? null : { dyeCount, glamourable: true, wearMask: 65535, grandCompany: dyeCount },
  });

  it('lists at most eight alternates even with more rule sets than that', () => {
    // Eleven rows, each its own rule set: the primary plus ten set leaders compete for eight places.
    const rows = Array.from({ length: 11 }, (_, i) => row(100 + i, i));
    const gear: GearPiece[] = [{ slot: 'Body', set: 0, base: 5, variant: 0 }];
    const item = resolveItems(gear, gear.map(pieceKey), new Map([['Body:5', rows]]), {}).Body!;
    expect(item.familySize).toBe(11);
    expect(item.rules).toHaveLength(11);
    expect(item.alternates.map((a) => a.itemId)).toEqual([101, 102, 103, 104, 105, 106, 107, 108]);
  });

  it('counts a row once even if the upstream repeats it', () => {
    const rows = [row(7, 1), row(7, 1), row(3, 1)];
    const gear: GearPiece[] = [{ slot: 'Body', set: 0, base: 5, variant: 0 }];
    const item = resolveItems(gear, gear.map(pieceKey), new Map([['Body:5', rows]]), {}).Body!;
    expect([item.itemId, item.familySize, item.alternates.map((a) => a.itemId)]).toEqual([3, 2, [7]]);
    expect(item.rules).toEqual([{ itemIds: [3, 7], dyeCount: 1, glamourable: true, wearMask: 65535, grandCompany: 1 }]);
  });
});
