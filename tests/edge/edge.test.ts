/**
 * The edge function (runtimes/edge/edge.ts on workerd via Miniflare) against the Node server:
 * - the deploy settings in wrangler.toml;
 * - byte-identical answers for the same requests, `meta.requestId` and rate-limit headers aside
 *   (DESIGN.md "Contracts"), over every dye route, their errors, preflight, 404s and chara;
 * - rate limiting through the Workers binding, and the in-isolate fallback without it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { readWranglerToml, startEdgeWorker, type EdgeWorker } from './worker.ts';

describe('wrangler.toml', () => {
  const config = readWranglerToml();

  it('deploys runtimes/edge/edge.ts with the spec limit (60 a minute + 5 burst) on the rate-limit binding', () => {
    expect(config.main).toBe('runtimes/edge/edge.ts');
    expect(config.compatibilityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.rateLimits).toEqual([{ name: 'RATE_LIMITER', limit: 65, period: 60 }]);
    expect(Number(config.vars.RATE_LIMIT_PER_MINUTE) + 5).toBe(config.rateLimits[0]!.limit);
  });

  it("keeps wrangler's default module rules (fallthrough), so wrangler prints no warning about them", () => {
    // A rule of a type wrangler has a default for, without `fallthrough`, drops that default and
    // makes every `wrangler deploy` and `wrangler dev` warn.
    expect(config.rules.map((r) => r.type).sort()).toEqual(['CompiledWasm', 'Data']);
    for (const rule of config.rules) expect(rule.fallthrough, JSON.stringify(rule)).toBe(true);
  });

  it('points at XIVAPI v2 and serves data/chara through the CHARA_DATA binding', () => {
    expect(config.vars).toMatchObject({ XIVAPI_BASE: 'https://v2.xivapi.com', XIVAPI_VERSION: 'latest' });
    expect(config.assets).toEqual({ directory: './data/chara', binding: 'CHARA_DATA' });
  });
});

/** Same request to both; the answers must match byte for byte once request ids are aligned. */
describe('edge answers = Node answers', () => {
  let fake: FakeXivapi;
  let node: SpawnedServer;
  let edge: EdgeWorker;

  beforeAll(async () => {
    fake = await startFakeXivapi();
    const env = { XIVAPI_BASE: fake.url, RATE_LIMIT_PER_MINUTE: '0' };
    [node, edge] = await Promise.all([spawnServer({ env }), startEdgeWorker({ vars: env })]);
  });
  afterAll(async () => {
    await Promise.all([node?.stop(), edge?.close()]);
    await fake?.close();
  });

  const REQUESTS: [string, RequestInit?][] = [
    ['/v1/dyes'],
    ['/v1/dyes?page=2&perPage=7&sort=hue&locale=ja'],
    ['/v1/dyes/5729'],
    ['/v1/dyes/5729?locale=de'],
    ['/v1/dyes/stain/1'],
    ['/v1/dyes/search?q=blue'],
    ['/v1/dyes/search?q=rot&locale=de'],
    ['/v1/dyes/categories?locale=fr'],
    ['/v1/dyes/batch?ids=1,2,999999'],
    ['/v1/dyes/consolidation-groups'],
    ['/v1/dyes/-1629'],
    ['/v1/match/closest?hex=ff0000'],
    ['/v1/match/closest?hex=%2300ff88&method=oklab'],
    ['/v1/match/within-distance?hex=ff0000&maxDistance=20'],
    ['/v1/wheels'],
    ['/v1/wheels/ryb?stops=12'],
    ['/v1/harmony/types?locale=ko'],
    ['/v1/harmony?dye=5729&type=triadic&wheel=ryb'],
    ['/v1/harmony?hex=336699&type=tetradic&wheel=perceptual&companions=2'],
    ['/v1/openapi.json'],
    ['/v1/dyes?page=0'],
    ['/v1/dyes/search'],
    ['/v1/match/closest?hex=fff'],
    ['/v1/dyes?locale=xx'],
    ['/v1/wheels/cmy'],
    ['/v1/nope'],
    ['/v1/dyes', { method: 'POST' }],
    ['/v1/dyes', { method: 'OPTIONS' }],
    ['/v1/chara/resolve', { method: 'POST', body: '{"gear":[{"slot":"Hat","base":1}]}' }],
    ['/v1/chara/resolve', { method: 'POST', body: '[]' }],
    ['/v1/chara/icon/041716'],
    // Through the fake upstream, with data/chara as it ships (no ko/zh, no acquisition).
    [
      '/v1/chara/resolve',
      {
        method: 'POST',
        body: '{"gear":[{"slot":"HeadGear","base":361,"variant":5},{"slot":"MainHand","set":634,"base":19,"variant":1},{"slot":"OffHand","set":698,"base":149,"variant":1}],"glasses":40}',
      },
    ],
    ['/v1/chara/icon/41716'],
  ];
  const COMPARED_HEADERS = [
    'content-type',
    'cache-control',
    'access-control-allow-origin',
    'access-control-expose-headers',
    'access-control-allow-methods',
    'access-control-allow-headers',
    'x-api-version',
    'x-content-type-options',
    'x-cache',
    'content-disposition',
    'content-security-policy',
    'retry-after',
  ];

  it.each(REQUESTS)('%s', async (path, init) => {
    const [a, b] = await Promise.all(
      [node.url, edge.url].map(async (base) => {
        const res = await fetch(base + path, init);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const requestId = res.headers.get('x-request-id');
        return { res, bytes, requestId };
      }),
    );
    expect(b!.res.status).toBe(a!.res.status);
    for (const name of COMPARED_HEADERS)
      expect([name, b!.res.headers.get(name)]).toEqual([name, a!.res.headers.get(name)]);
    const text = (x: typeof a) => new TextDecoder().decode(x!.bytes).replaceAll(x!.requestId ?? '\u0000', '<id>');
    if (a!.res.headers.get('content-type')?.startsWith('image/')) expect(b!.bytes).toEqual(a!.bytes);
    else expect(text(b)).toBe(text(a));
  });

  it('answers /health outside /v1 on both', async () => {
    for (const base of [node.url, edge.url]) {
      const res = await fetch(base + '/health');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { status: string }).status).toBe('ok');
    }
  });
});

describe('the edge with RATE_LIMIT_PER_MINUTE=0', () => {
  let edge: EdgeWorker;
  beforeAll(async () => {
    edge = await startEdgeWorker({ vars: { RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(() => edge?.close());

  it('never refuses and claims no limit in any header', async () => {
    const answers: Response[] = [];
    for (let i = 0; i < 70; i++) answers.push(await fetch(`${edge.url}/v1/dyes/5729`));
    answers.push(await fetch(`${edge.url}/v1/match/closest?hex=nope`));
    answers.push(await fetch(`${edge.url}/v1/dyes`, { method: 'OPTIONS' }));
    expect(answers.map((r) => r.status)).toEqual([...Array<number>(70).fill(200), 400, 204]);
    for (const res of answers) {
      expect([...res.headers.keys()].filter((name) => name.startsWith('x-ratelimit-'))).toEqual([]);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      await res.body?.cancel();
    }
  });
});

/** Waits until at least `seconds` remain in the current epoch minute (the rate-limit window). */
async function awayFromMinuteEdge(seconds = 15) {
  const left = 60 - (Math.floor(Date.now() / 1000) % 60);
  if (left < seconds) await new Promise((ok) => setTimeout(ok, left * 1000 + 200));
}

describe.each([
  { how: 'the Workers rate-limit binding', withoutRateLimitBinding: false },
  { how: 'the in-isolate fallback', withoutRateLimitBinding: true },
])('rate limiting on the edge through $how', ({ withoutRateLimitBinding }) => {
  let edge: EdgeWorker;
  beforeAll(async () => {
    edge = await startEdgeWorker({ vars: { RATE_LIMIT_PER_MINUTE: '3' }, withoutRateLimitBinding });
  });
  afterAll(() => edge?.close());

  it('allows RATE_LIMIT_PER_MINUTE + 5 a minute per client, then answers 429', async () => {
    await awayFromMinuteEdge();
    const limit = 3 + 5;
    const remaining: string[] = [];
    for (let i = 0; i < limit; i++) {
      const res = await fetch(`${edge.url}/v1/dyes/5729`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe(String(limit));
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
      const reset = Number(res.headers.get('x-ratelimit-reset'));
      expect(reset % 60).toBe(0); // the next epoch minute
      expect(reset).toBeGreaterThan(Date.now() / 1000);
    }
    expect(remaining).toEqual(['7', '6', '5', '4', '3', '2', '1', '0']);
    const refused = await fetch(`${edge.url}/v1/dyes/5729`);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: string; message: string; retryAfter: number };
    expect(body.error).toBe('RATE_LIMITED');
    expect(body.message).toContain('3 requests per minute');
    expect(refused.headers.get('retry-after')).toBe(String(body.retryAfter));
    expect(body.retryAfter).toBeGreaterThanOrEqual(1);
    expect(body.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('never limits the preflight or /health', async () => {
    expect((await fetch(`${edge.url}/v1/dyes`, { method: 'OPTIONS' })).status).toBe(204);
    expect((await fetch(`${edge.url}/health`)).status).toBe(200);
  });
});
