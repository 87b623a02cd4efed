/**
 * The edge function's share of the hardening, on workerd: the client address Cloudflare reports
 * is normalised, so spellings of one IPv6 address are one client for the limiter, and parameter
 * values are capped as on Node. (The body deadline and the Host-free icon cache are in
 * chara.test.ts, on both runtimes.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdgeWorker, type EdgeWorker } from '../edge/worker.ts';

describe.each([
  ['in-isolate limiter', true],
  ['rate-limit binding', false],
])('edge with the %s', (_name, withoutRateLimitBinding) => {
  let edge: EdgeWorker;
  beforeAll(async () => {
    edge = await startEdgeWorker({
      vars: { RATE_LIMIT_PER_MINUTE: '1', XIVAPI_BASE: 'http://127.0.0.1:9' },
      withoutRateLimitBinding,
    });
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((ok) => setTimeout(ok, left + 250));
  });
  afterAll(() => edge?.close());

  const status = async (ip: string, path = '/v1/dyes/1') =>
    (await fetch(`${edge.url}${path}`, { headers: { 'CF-Connecting-IP': ip } })).status;

  it('counts every spelling of one IPv6 address as one client', async () => {
    const spellings = [
      '2001:DB8::7',
      '2001:db8:0::7',
      '2001:0db8::0:7',
      '2001:db8:0:0:0:0:0:7',
      '2001:Db8::0007',
      '2001:db8::7',
    ];
    for (const ip of spellings) expect(await status(ip), ip).toBe(200);
    expect(await status('2001:db8::0:0:7')).toBe(429);
    expect(await status('2001:db8::8')).toBe(200);
  });

  it('caps parameter values: a 16 KB number is refused at once', async () => {
    const t0 = performance.now();
    const res = await fetch(`${edge.url}/v1/match/within-distance?hex=ff0000&maxDistance=${'1'.repeat(16_200)}x`, {
      headers: { 'CF-Connecting-IP': '192.0.2.200' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { details: { parameter: string } }).details.parameter).toBe('maxDistance');
    expect(performance.now() - t0).toBeLessThan(1_000);
  });
});
