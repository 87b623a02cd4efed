/**
 * `/v1/chara/resolve` costs, against the local fake XIVAPI (tests/chara/fake), for a full
 * 12-piece `.chara` file (every slot, both rings, a bow and its quiver) plus glasses:
 * - fully cached: median µs of the resolve step and of a whole request through the app
 *   (body read, validation, resolve, envelope), and requests/s of the Node server on loopback;
 * - every key missing: median time of a resolve whose 12 lookups all go upstream (one search and
 *   one Glasses call over loopback to the fake).
 */
import autocannon from 'autocannon';
import { createApp } from '../lib/api/app.ts';
import type { ApiRequest } from '../lib/api/types.ts';
import { charaRoutes, createCharaService, type CharaCache } from '../lib/api/chara/index.ts';
import { parseResolveBody } from '../lib/api/chara/body.ts';
import { startFakeXivapi } from '../tests/chara/fake/server.ts';
import { startServer } from '../runtimes/node/server.ts';
import { measureAsync, report } from './harness.ts';

const TWELVE_PIECES = {
  gear: [
    { slot: 'MainHand', set: 634, base: 19, variant: 1 },
    { slot: 'OffHand', set: 698, base: 149, variant: 1 },
    { slot: 'HeadGear', base: 361, variant: 5 },
    { slot: 'Body', base: 361, variant: 5 },
    { slot: 'Hands', base: 361, variant: 5 },
    { slot: 'Legs', base: 361, variant: 5 },
    { slot: 'Feet', base: 361, variant: 5 },
    { slot: 'Ears', base: 88 },
    { slot: 'Neck', base: 90 },
    { slot: 'Wrists', base: 91 },
    { slot: 'LeftRing', base: 53, variant: 1 },
    { slot: 'RightRing', base: 53, variant: 1 },
  ],
  glasses: 40,
};
const BODY = JSON.stringify(TWELVE_PIECES);
const BODY_BYTES = new TextEncoder().encode(BODY);

/** A cache that never remembers: every request misses every key. */
const NO_CACHE: CharaCache = {
  getMany: async (keys) => keys.map(() => undefined),
  put: async () => {},
};

const noWait = () => {};

function apiRequest(): ApiRequest {
  return {
    method: 'POST',
    url: 'http://bench.local/v1/chara/resolve',
    header: (name) => (name === 'content-type' ? 'application/json' : null),
    body: (async function* () {
      yield BODY_BYTES;
    })(),
    clientIp: '127.0.0.1',
  };
}

export async function benchChara(): Promise<void> {
  const fake = await startFakeXivapi();
  try {
    const request = parseResolveBody(BODY_BYTES);
    const options = { base: fake.url, version: 'latest' };

    // Fully cached, in-process.
    const warm = createCharaService(options);
    const first = await warm.resolve(request, noWait);
    if (!first.fetched || Object.values(first.data.items).some((item) => item === null)) {
      throw new Error('bench fixture did not resolve every piece');
    }
    const cachedResolve = await measureAsync(() => warm.resolve(request, noWait), { batch: 500, rounds: 20 });
    const app = createApp({ routes: charaRoutes(options) });
    await app.handle(apiRequest());
    const cachedRequest = await measureAsync(() => app.handle(apiRequest()), { batch: 500, rounds: 20 });

    // Every key missing: one search + one Glasses call to the fake per resolve.
    const cold = createCharaService({ ...options, cache: NO_CACHE });
    let coldCalls = 0;
    const searchesBefore = fake.count('search');
    const missing = await measureAsync(() => (coldCalls++, cold.resolve(request, noWait)), {
      batch: 20,
      rounds: 10,
      warmup: 1,
    });
    const searches = fake.count('search') - searchesBefore;

    report('chara: resolve a 12-piece .chara file + glasses (local fake XIVAPI)', [
      { name: 'fully cached: resolve step', medianUs: cachedResolve },
      { name: 'fully cached: whole request (app.handle)', medianUs: cachedRequest },
      {
        name: 'every key missing: resolve via upstream',
        medianUs: missing,
        note: `(${searches} upstream searches for ${coldCalls} resolves)`,
      },
    ]);

    // Fully cached over loopback HTTP.
    const running = await startServer({
      port: 0,
      env: { RATE_LIMIT_PER_MINUTE: '0', XIVAPI_BASE: fake.url },
      quiet: true,
    });
    try {
      const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: BODY };
      const warmRes = await fetch(`${running.url}/v1/chara/resolve`, post);
      await warmRes.arrayBuffer();
      const before = fake.count('search');
      const result = await autocannon({
        url: `${running.url}/v1/chara/resolve`,
        connections: 32,
        duration: 6,
        ...post,
      });
      const upstream = fake.count('search') - before;
      console.log(
        `${'fully cached over loopback (autocannon, 32 conns, 6 s)'.padEnd(54)} ${result.requests.average.toFixed(0).padStart(7)} req/s` +
          `  p50 ${result.latency.p50} ms  errors ${result.errors + result.non2xx}  upstream searches ${upstream}`,
      );
    } finally {
      await running.close();
    }
  } finally {
    await fake.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchChara();
