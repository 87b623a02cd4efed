/**
 * Per-IP rate limiting of the real server: limit =
 * RATE_LIMIT_PER_MINUTE + a burst of 5, remaining counting down, 429 RATE_LIMITED with retryAfter
 * and Retry-After, X-Forwarded-For trusted only with TRUST_PROXY, and 0 turning it off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { call, type Answer } from '../helpers/http.ts';
import { assertRejected, assertSuccess } from '../helpers/envelope.ts';

let server: SpawnedServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The window is one minute; start a counting sequence well inside one so it cannot turn mid-way. */
async function awayFromWindowEdge() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 8_000) await new Promise((ok) => setTimeout(ok, left + 250));
}

const header = (a: Answer, name: string) => a.headers.get(name);

async function sequence(url: string, n: number, headers: Record<string, string> = {}): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < n; i++) out.push(await call(url, '/v1/dyes/1', { headers }));
  return out;
}

describe('RATE_LIMIT_PER_MINUTE=3 (limit 8 with the burst)', () => {
  it('counts down, then refuses with 429 RATE_LIMITED, retryAfter and Retry-After', async () => {
    server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    await awayFromWindowEdge();
    const answers = await sequence(server.url, 8);
    answers.forEach((a, i) => {
      assertSuccess(a, `request ${i + 1}`);
      expect(header(a, 'x-ratelimit-limit')).toBe('8');
      expect(header(a, 'x-ratelimit-remaining'), `request ${i + 1}`).toBe(String(7 - i));
    });
    const refusedAt = Date.now() / 1000;
    const refused = await call(server.url, '/v1/dyes/1');
    assertRejected(refused, 429, 'RATE_LIMITED');
    expect(refused.json.message).toContain('3 requests per minute');
    const retryAfter = refused.json.retryAfter;
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(header(refused, 'retry-after')).toBe(String(retryAfter));
    expect(header(refused, 'x-ratelimit-limit')).toBe('8');
    expect(header(refused, 'x-ratelimit-remaining')).toBe('0');
    const reset = Number(header(refused, 'x-ratelimit-reset'));
    expect(Number.isInteger(reset)).toBe(true);
    expect(reset).toBeGreaterThan(refusedAt);
    expect(reset).toBeLessThanOrEqual(refusedAt + 61);
    expect(Math.abs(retryAfter - (reset - refusedAt))).toBeLessThanOrEqual(2);
    expect(header(refused, 'cache-control')).toBe('no-store');
    expect(header(refused, 'x-api-version')).toBe('v1');
    expect(header(refused, 'access-control-allow-origin')).toBe('*');
    // Every later request in the window is refused too, whatever the route.
    assertRejected(await call(server.url, '/v1/match/closest?hex=ff0000'), 429, 'RATE_LIMITED');
    assertRejected(await call(server.url, '/v1/nope'), 429, 'RATE_LIMITED');
  });

  it('ignores X-Forwarded-For by default, so a forged address does not reset the count', async () => {
    server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    await awayFromWindowEdge();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(server!.url, '/v1/dyes/1', { headers: { 'X-Forwarded-For': `10.0.0.${i + 1}` } }),
      ),
    );
    for (const a of answers) expect(a.status).toBe(200);
    const forged = await call(server.url, '/v1/dyes/1', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    assertRejected(forged, 429, 'RATE_LIMITED');
  });

  it('keeps /health and the CORS preflight outside the limit', async () => {
    server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    await awayFromWindowEdge();
    await sequence(server.url, 9);
    const health = await call(server.url, '/health');
    expect(health.status).toBe(200);
    const preflight = await fetch(`${server.url}/v1/dyes`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
  });
});

describe('TRUST_PROXY=1', () => {
  it('counts per X-Forwarded-For client (the entry the nearest proxy appended, on the right)', async () => {
    server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' } });
    await awayFromWindowEdge();
    const first = await sequence(server.url, 8, { 'X-Forwarded-For': '198.51.100.1' });
    expect(first.map((a) => header(a, 'x-ratelimit-remaining'))).toEqual(['7', '6', '5', '4', '3', '2', '1', '0']);
    assertRejected(
      await call(server.url, '/v1/dyes/1', { headers: { 'X-Forwarded-For': '198.51.100.1' } }),
      429,
      'RATE_LIMITED',
    );
    assertRejected(
      await call(server.url, '/v1/dyes/1', { headers: { 'X-Forwarded-For': '10.9.9.9, 198.51.100.1' } }),
      429,
      'RATE_LIMITED',
    );
    const other = await call(server.url, '/v1/dyes/1', { headers: { 'X-Forwarded-For': '198.51.100.2' } });
    assertSuccess(other);
    expect(header(other, 'x-ratelimit-remaining')).toBe('7');
  });
});

describe('defaults and switching off', () => {
  it('allows 60 + 5 per minute when RATE_LIMIT_PER_MINUTE is unset', async () => {
    server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: undefined } });
    await awayFromWindowEdge();
    const [a, b] = await sequence(server.url, 2);
    expect(header(a!, 'x-ratelimit-limit')).toBe('65');
    expect(header(a!, 'x-ratelimit-remaining')).toBe('64');
    expect(header(b!, 'x-ratelimit-remaining')).toBe('63');
    const rest = await sequence(server.url, 63);
    expect(rest.every((x) => x.status === 200)).toBe(true);
    const refused = await call(server.url, '/v1/dyes/1');
    assertRejected(refused, 429, 'RATE_LIMITED');
    expect(refused.json.message).toContain('60 requests per minute');
  });

  it('never refuses with RATE_LIMIT_PER_MINUTE=0, and claims no limit in any header', async () => {
    server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
    const answers = await sequence(server.url, 70);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.status)).toEqual([]);
    const others = [
      await call(server.url, '/v1/no-such-route'), // 404
      await call(server.url, '/v1/match/closest?hex=nope'), // 400
      await call(server.url, '/v1/dyes', { method: 'OPTIONS' }), // the preflight
    ];
    expect(others.map((a) => a.status)).toEqual([404, 400, 204]);
    for (const a of [...answers, ...others]) {
      const claimed = [...a.headers.keys()].filter((name) => name.startsWith('x-ratelimit-'));
      expect(claimed).toEqual([]);
      expect(a.headers.get('x-request-id')).toBeTruthy(); // the other headers are still there
    }
  });
});
