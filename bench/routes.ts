/**
 * Median time per request through the handler (`app.handle`, no HTTP) for every engine route,
 * with the targets of issue #2.
 */
import { createApp } from '../lib/api/app.ts';
import { ENGINE_ROUTES } from '../lib/api/routes/index.ts';
import type { ApiRequest } from '../lib/api/types.ts';
import { measureAsync, freshHexes, randomHexes, report, type Sample } from './harness.ts';

const CASES: [string, string[], number][] = [
  // name, request paths (cycled), target µs
  ['GET /v1/dyes', ['/v1/dyes'], 100],
  ['GET /v1/dyes filtered+sorted', ['/v1/dyes?category=Blues&sort=brightness&order=desc&metallic=false'], 100],
  ['GET /v1/dyes/:id', ['/v1/dyes/5729', '/v1/dyes/13115', '/v1/dyes/42'], 100],
  ['GET /v1/dyes/:id (Facewear 404)', ['/v1/dyes/-1629'], 100],
  ['GET /v1/dyes/stain/:stainId', ['/v1/dyes/stain/1'], 100],
  ['GET /v1/dyes/search (en)', ['/v1/dyes/search?q=blue'], 100],
  ['GET /v1/dyes/search (de, folded)', ['/v1/dyes/search?q=schneeweiss&locale=de'], 100],
  ['GET /v1/dyes/categories', ['/v1/dyes/categories'], 100],
  ['GET /v1/dyes/batch (3 ids)', ['/v1/dyes/batch?ids=5729,5734,13115'], 100],
  ['GET /v1/dyes/consolidation-groups', ['/v1/dyes/consolidation-groups'], 100],
  ['GET /v1/match/within-distance', ['/v1/match/within-distance?hex=%235b7fc0&maxDistance=15'], 100],
  ['GET /v1/wheels', ['/v1/wheels'], 100],
  ['GET /v1/wheels/:id (72 stops)', ['/v1/wheels/ryb', '/v1/wheels/oklch-lightness'], 100],
  ['GET /v1/wheels/:id (360 stops)', ['/v1/wheels/oklch-lightness?stops=360'], Infinity],
  ['GET /v1/harmony/types', ['/v1/harmony/types'], 100],
  ['GET /v1/harmony triadic', ['/v1/harmony?dye=5729&type=triadic&wheel=ryb'], 100],
  ['GET /v1/harmony square (4 slots)', ['/v1/harmony?dye=5729&type=square'], 50],
  ['GET /v1/openapi.json', ['/v1/openapi.json'], 100],
  ['bad request (INVALID_HEX)', ['/v1/match/closest?hex=abc'], 100],
];

export async function benchRoutes(): Promise<void> {
  const app = createApp({ routes: ENGINE_ROUTES });
  const request = (path: string): ApiRequest => ({ method: 'GET', url: `http://bench${path}`, header: () => null });
  const rows: (Sample & { target: number })[] = [];

  const closestPaths = randomHexes(1000, 7).map((hex) => `/v1/match/closest?hex=${hex.slice(1)}`);
  let k = 0;
  rows.push({
    name: 'GET /v1/match/closest (random hex)',
    medianUs: await measureAsync(() => app.handle(request(closestPaths[k++ % closestPaths.length]!)), {
      batch: 500,
      rounds: 15,
    }),
    target: 20,
  });
  const fresh = freshHexes();
  rows.push({
    name: 'GET /v1/match/closest (colour never repeated)',
    medianUs: await measureAsync(() => app.handle(request(`/v1/match/closest?hex=${fresh()}`)), {
      batch: 500,
      rounds: 15,
    }),
    target: 20,
  });
  // "4-slot harmony" in the issue means the four-colour schemes: the base plus three slots.
  for (const [name, paths, target] of CASES) {
    let i = 0;
    const reqs = paths.map(request);
    rows.push({
      name,
      medianUs: await measureAsync(() => app.handle(reqs[i++ % reqs.length]!), { batch: 200, rounds: 15 }),
      target,
    });
  }
  report('Handler: median per request (app.handle, in-process)', rows, (row) => {
    const t = (row as (typeof rows)[number]).target;
    return Number.isFinite(t) ? t : undefined;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRoutes();
