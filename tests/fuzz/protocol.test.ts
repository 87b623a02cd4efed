/**
 * Fuzzing below the client library, over raw sockets against a spawned server: HEAD and other
 * methods with oversized headers, Expect values, non-ASCII and astral targets (tests/fuzz/raw.ts);
 * then astral characters in every parameter of every route. CI runs a fixed seed (CI=true);
 * FUZZ_SEED replays, FUZZ_RUNS scales, `npm run fuzz -- --requests N` runs long.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { call } from '../helpers/http.ts';
import { astral, checkRaw, rawRequest, sendRaw } from './raw.ts';
import { checkChaos } from './check.ts';
import { ROUTES } from './routes.ts';
import { fuzzSeed } from './seed.ts';

const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const BOUND_MS = 3000;

let server: SpawnedServer;
beforeAll(async () => {
  // A limit far above what the fuzzer sends: the header rule includes the X-RateLimit-* headers,
  // which limiting off (0) does not send.
  server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
});
afterAll(() => server?.stop());

describe('fuzz over raw sockets', () => {
  it('HEAD, Expect, oversized headers, non-ASCII targets: the header rule, no body after HEAD (400 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(rawRequest, async (r) => checkRaw(r, await sendRaw(server.url, r), BOUND_MS)),
      { numRuns: 400 * SCALE, seed: fuzzSeed() },
    );
  }, 120_000);

  it('astral characters in every parameter of every route', async () => {
    const values = fc.sample(astral, { numRuns: 3, seed: fuzzSeed() ?? 1 });
    for (const route of ROUTES) {
      const names = [...route.query, ...(route.unvalidated ?? [])].map(([name]) => name);
      for (const value of values) {
        const targets = [`${route.path.replace(/:[A-Za-z]+/, '5729')}?locale=${encodeURIComponent(value)}`];
        for (const name of names)
          targets.push(`${route.path.replace(/:[A-Za-z]+/, '5729')}?${name}=${encodeURIComponent(value)}`);
        if (route.pathParam) targets.push(route.path.replace(/:[A-Za-z]+/, encodeURIComponent(value)));
        for (const target of targets) {
          const req = { target, method: 'GET', aimedAt: route };
          checkChaos(req, await call(server.url, target), BOUND_MS);
        }
      }
    }
  }, 120_000);
});
