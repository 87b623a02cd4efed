/**
 * `/v1/prices` and `/v1/prices/worlds` over real HTTP on both runtimes (the Node server in a child
 * process, the edge function on workerd via Miniflare), against the local fake of Universalis:
 * consolidated dyes priced by their group item, vendor prices beside the market, unknown worlds,
 * every fault kind answered 503 and not cached, concurrent misses coalesced into one upstream call,
 * and the rate limit shared with the rest of /v1.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawnServer } from '../helpers/server-process.ts';
import { startEdgeWorker } from '../edge/worker.ts';
import { startFakeUniversalis, type Fault, type FakeUniversalis } from '../helpers/fake-universalis.ts';
import { DATASET } from '../helpers/dataset.ts';
import { budget, type PriceSheet } from '../../lib/prices/index.ts';

const TIMEOUT_MS = 1000;
const SLACK_MS = 1500;
const NOW = Date.now();

interface Target {
  url: string;
  close(): Promise<void>;
}
const vars = (base: string, rate = 0) => ({
  UNIVERSALIS_BASE: base,
  UNIVERSALIS_TIMEOUT_MS: String(TIMEOUT_MS),
  RATE_LIMIT_PER_MINUTE: String(rate),
});
const TARGETS = [
  {
    name: 'node',
    start: async (base: string, rate?: number): Promise<Target> => {
      const server = await spawnServer({ env: vars(base, rate) });
      return { url: server.url, close: () => server.stop() };
    },
  },
  {
    name: 'edge',
    start: async (base: string, rate?: number): Promise<Target> => {
      const worker = await startEdgeWorker({ vars: vars(base, rate) });
      return { url: worker.url, close: () => worker.close() };
    },
  },
];

const get = async (target: Target, path: string) => {
  const res = await fetch(target.url + path);
  return { res, json: await res.json() };
};
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const pureWhite = DATASET.find((d) => d.name === 'Pure White')!;
const snowWhite = DATASET.find((d) => d.name === 'Snow White')!;

describe.each(TARGETS)('/v1/prices on $name', ({ name, start }) => {
  let fake: FakeUniversalis;
  let target: Target;
  /** Writes go through waitUntil; on the edge they land a moment after the answer. */
  const settle = () => sleep(name === 'edge' ? 250 : 0);

  beforeAll(async () => {
    fake = await startFakeUniversalis();
    target = await start(fake.url);
    fake.setPrice('Gilgamesh', 52254, { minPrice: 500, averagePrice: 480, listings: 12, lastUploadTime: NOW - 60_000 });
    fake.setPrice('Gilgamesh', 52255, { minPrice: 900, averagePrice: 950, listings: 4, lastUploadTime: NOW - 60_000 });
    fake.setPrice('Gilgamesh', pureWhite.itemID, {
      minPrice: 30000,
      averagePrice: 28000,
      listings: 7,
      lastUploadTime: NOW - 120_000,
    });
  });
  afterAll(async () => {
    await target?.close();
    await fake?.close();
  });
  beforeEach(() => fake.clearFaults());

  it('prices all 125 dyes with one upstream call of 23 items; consolidated dyes carry their group item price', async () => {
    const before = fake.count('market');
    const { res, json } = await get(target, '/v1/prices?world=gilgamesh');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(fake.count('market') - before).toBe(1);
    const call = fake.requests.filter((r) => r.endpoint === 'market').at(-1)!;
    expect(call.path.split('/')[3]).toBe('Gilgamesh');
    expect(call.path.split('/')[4]!.split(',')).toHaveLength(23);
    const data = json.data as PriceSheet;
    expect(data.world).toBe('Gilgamesh');
    expect(data.dyes).toHaveLength(125);
    for (const dye of data.dyes) {
      const row = DATASET.find((d) => d.stainID === dye.stainID)!;
      expect(dye.marketItemID).toBe(row.marketItemID);
      expect(dye.vendor).toEqual(row.isVendor ? { cost: row.cost, currency: row.currency } : null);
      if (row.marketItemID === 52254)
        expect(dye.market).toEqual({ minPrice: 500, averagePrice: 480, listings: 12, lastUploadTime: NOW - 60_000 });
      if (row.marketItemID === 52256) expect(dye.market).toBeNull(); // no listings on this world
    }
    expect(data.dyes.find((d) => d.stainID === pureWhite.stainID)!.market!.minPrice).toBe(30000);
    await settle();
    const again = await get(target, '/v1/prices?world=Gilgamesh');
    expect(again.res.headers.get('x-cache')).toBe('HIT');
    expect(fake.count('market') - before).toBe(1);
    expect(again.json.data.dyes).toEqual(data.dyes);
  });

  it('gives a library caller what it needs to find a cheaper look-alike, vendor price preferred when cheaper', async () => {
    const { json } = await get(target, '/v1/prices?world=Gilgamesh');
    const answer = budget({ target: { dye: pureWhite.itemID }, prices: json.data.dyes, maxPrice: 1000 });
    expect(answer.target.price).toMatchObject({ gil: 30000, source: 'market' });
    const snow = answer.options.find((o) => o.dye.stainID === snowWhite.stainID)!;
    expect(snow.price).toMatchObject({ gil: 216, source: 'vendor' });
    expect(snow.saving).toBe(30000 - 216);
  });

  it('answers only the dyes asked for (itemID or stainID), ignoring IDs that name no dye', async () => {
    const { json } = await get(target, `/v1/prices?world=Gilgamesh&dyes=${pureWhite.itemID},${snowWhite.stainID},999`);
    expect(json.data.dyes.map((d: { stainID: number }) => d.stainID)).toEqual(
      [snowWhite.stainID, pureWhite.stainID].sort((a, b) => a - b),
    );
  });

  it('lists regions, data centres and worlds', async () => {
    const { res, json } = await get(target, '/v1/prices/worlds');
    expect(res.status).toBe(200);
    expect(json.data.regions).toEqual(['North-America', 'Europe']);
    expect(json.data.dataCenters[0]).toEqual({
      name: 'Aether',
      region: 'North-America',
      worlds: ['Jenova', 'Faerie', 'Siren', 'Gilgamesh', 'Midgardsormr', 'Adamantoise', 'Cactuar', 'Sargatanas'],
    });
    expect(json.data.worlds).toHaveLength(24);
  });

  it('refuses an unknown world with 400 VALIDATION_ERROR naming it, without asking for prices', async () => {
    const before = fake.count('market');
    const { res, json } = await get(target, '/v1/prices?world=Atlantis');
    expect(res.status).toBe(400);
    expect(json).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      details: { parameter: 'world', received: 'Atlantis' },
    });
    expect(json.message).toContain('Atlantis');
    expect(fake.count('market')).toBe(before);
    const missing = await get(target, '/v1/prices');
    expect(missing.json).toMatchObject({ error: 'MISSING_PARAMETER', details: { parameter: 'world' } });
  });

  const FAULTS: [string, Fault, number][] = [
    ['500', { kind: 'status', status: 500 }, 500],
    ['404', { kind: 'status', status: 404 }, 404],
    ['redirect', { kind: 'status', status: 302 }, 302],
    ['garbage', { kind: 'garbage' }, 200],
    ['hanging', { kind: 'hang' }, 0],
    ['stalled body', { kind: 'stall-body' }, 0],
    ['huge body', { kind: 'huge' }, 200],
  ];
  // A world of its own per fault, so every one starts with a cache miss.
  const worlds = ['Jenova', 'Faerie', 'Siren', 'Midgardsormr', 'Adamantoise', 'Cactuar', 'Sargatanas'];

  it.each(FAULTS.map((f, i) => [...f, worlds[i]!] as const))(
    'a %s upstream answers 503 UPSTREAM_UNAVAILABLE in time, and nothing of it is cached',
    async (_label, fault, status, world) => {
      fake.setPrice(world, 52254, { minPrice: 700, averagePrice: 700, listings: 1, lastUploadTime: NOW });
      fake.setFault('market', fault);
      const t0 = performance.now();
      const failed = await get(target, `/v1/prices?world=${world}`);
      expect(performance.now() - t0).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      expect(failed.res.status).toBe(503);
      expect(failed.json).toMatchObject({
        success: false,
        error: 'UPSTREAM_UNAVAILABLE',
        details: { upstreamStatus: status },
      });
      fake.clearFaults();
      await settle();
      const before = fake.count('market');
      const ok = await get(target, `/v1/prices?world=${world}`);
      expect(ok.res.status).toBe(200);
      expect(ok.res.headers.get('x-cache')).toBe('MISS');
      expect(fake.count('market') - before).toBe(1);
      expect(ok.json.data.dyes[0].market.minPrice).toBe(700);
    },
  );

  it('a failing world list answers 503 too, and is asked again once it recovers', async () => {
    // The list is remembered once good, so this runs on a fresh server.
    const fresh = await startFakeUniversalis();
    const other = await start(fresh.url);
    try {
      fresh.setFault('data-centers', { kind: 'garbage' });
      expect((await get(other, '/v1/prices/worlds')).res.status).toBe(503);
      expect((await get(other, '/v1/prices?world=Gilgamesh')).json.error).toBe('UPSTREAM_UNAVAILABLE');
      fresh.clearFaults();
      expect((await get(other, '/v1/prices?world=Gilgamesh')).res.status).toBe(200);
    } finally {
      await other.close();
      await fresh.close();
    }
  });

  it('coalesces 8 concurrent misses for one world into one upstream call', async () => {
    fake.setFault('market', { kind: 'delay', ms: 300 });
    const before = fake.count('market');
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(target, '/v1/prices?world=Lich')));
    expect(answers.map((a) => a.res.status)).toEqual(Array(8).fill(200));
    expect(fake.count('market') - before).toBe(1);
  });
});

describe.each(TARGETS)('rate limit on $name', ({ start }) => {
  it('counts /v1/prices with the rest of /v1', async () => {
    const fake = await startFakeUniversalis();
    const target = await start(fake.url, 1);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await fetch(`${target.url}/v1/dyes/5729`)).status);
      const prices = await fetch(`${target.url}/v1/prices?world=Gilgamesh`);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      expect(prices.status).toBe(429);
    } finally {
      await target.close();
      await fake.close();
    }
  });
});
