/**
 * Prices and the budget finder, against the local fake Universalis (tests/helpers/fake-universalis.ts):
 * - the budget answer (lib/prices `budget`) for each of the 125 dyes as the target, with every dye
 *   priced, beside `dyesNear` for the same targets and distance (the engine's indexed search) as
 *   the peer;
 * - a cached `GET /v1/prices?world=…` (all 125 dyes) through the app, beside a `GET /v1/dyes/5729`
 *   as the peer; and the same request when the cache is cold (one upstream call over loopback).
 */
import { createApp } from '../lib/api/app.ts';
import type { ApiRequest } from '../lib/api/types.ts';
import { ENGINE_ROUTES } from '../lib/api/routes/index.ts';
import { pricesRoutes, type PriceCache } from '../lib/api/prices/index.ts';
import { DYES } from '../lib/dyes/database.ts';
import { dyesNear } from '../lib/dyes/nearest.ts';
import { budget, type PriceSheet } from '../lib/prices/index.ts';
import { startFakeUniversalis } from '../tests/helpers/fake-universalis.ts';
import { keep, measure, measureAsync, report } from './harness.ts';

const get = (path: string): ApiRequest => ({
  method: 'GET',
  url: `http://bench.local${path}`,
  header: () => null,
  clientIp: '127.0.0.1',
});

/** A cache that never remembers: every request goes upstream. */
const NO_CACHE: PriceCache = { getMany: async (keys) => keys.map(() => undefined), put: async () => {} };

export async function benchPrices(): Promise<void> {
  const fake = await startFakeUniversalis();
  try {
    const now = Date.now();
    for (const id of new Set(DYES.map((d) => d.marketItemID)))
      fake.setPrice('Gilgamesh', id, {
        minPrice: 300 + (id % 97) * 50,
        averagePrice: 400,
        listings: 3,
        lastUploadTime: now,
      });
    const app = createApp({ routes: [...ENGINE_ROUTES, ...pricesRoutes({ base: fake.url })] });
    const first = await app.handle(get('/v1/prices?world=Gilgamesh'));
    if (first.status !== 200) throw new Error(`warm-up answered ${first.status}`);
    const sheet = (JSON.parse(first.body as string) as { data: PriceSheet }).data;

    let i = 0;
    const nextTarget = () => DYES[i++ % DYES.length]!;
    const oneBudget = measure(() => {
      const dye = nextTarget();
      keep(budget({ target: { dye: dye.stainID }, prices: sheet.dyes, maxPrice: 5000, maxDistance: 20, now }));
    });
    const peer = measure(() => keep(dyesNear(nextTarget().point, 'ciede2000', 20)));
    const allDyes = measure(
      () => {
        for (const dye of DYES)
          keep(budget({ target: { dye: dye.stainID }, prices: sheet.dyes, maxPrice: 5000, maxDistance: 20, now }));
      },
      { batch: 5, rounds: 15 },
    );

    const upstreamBefore = fake.count('market');
    const cached = await measureAsync(() => app.handle(get('/v1/prices?world=Gilgamesh')), { batch: 500, rounds: 20 });
    const upstreamDuring = fake.count('market') - upstreamBefore;
    const dyePeer = await measureAsync(() => app.handle(get('/v1/dyes/5729')), { batch: 500, rounds: 20 });
    const cold = createApp({ routes: pricesRoutes({ base: fake.url, cache: NO_CACHE }) });
    await cold.handle(get('/v1/prices/worlds'));
    const missed = await measureAsync(() => cold.handle(get('/v1/prices?world=Gilgamesh')), {
      batch: 20,
      rounds: 10,
      warmup: 1,
    });

    report('prices: the budget answer and /v1/prices (local fake Universalis)', [
      {
        name: 'budget answer, one target, 125 dyes priced',
        medianUs: oneBudget,
        peerUs: peer,
        note: '(peer: dyesNear 20 ΔE)',
      },
      { name: 'budget answers for all 125 dyes as targets', medianUs: allDyes },
      {
        name: 'GET /v1/prices?world=… cached (app.handle)',
        medianUs: cached,
        peerUs: dyePeer,
        note: `(peer: GET /v1/dyes/5729; ${upstreamDuring} upstream calls while cached)`,
      },
      { name: 'GET /v1/prices?world=… cold (one upstream call)', medianUs: missed },
    ]);
  } finally {
    await fake.close();
  }
}
