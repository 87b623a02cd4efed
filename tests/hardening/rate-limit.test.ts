/**
 * Finding 5: the rate limiter cannot be dodged or blown up. In-process: the bound on distinct
 * clients is a shared bucket that is itself limited, and clients known before the bound stay
 * exact. Through the real server with TRUST_PROXY: junk and over-long X-Forwarded-For values do
 * not make new clients, spellings of one address are one client, and only the entries written by
 * the proxies (from the right) count.
 */
import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../lib/api/rate-limit.ts';
import { normaliseIp } from '../../lib/api/client-ip.ts';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { call, mapLimit } from '../helpers/http.ts';

const T0 = 60_000 * 1000 + 1_000; // a second into a window

describe('the in-memory limiter', () => {
  it('limits new clients once full: they share one bucket with the same limit', () => {
    const limiter = createMemoryRateLimiter(0, 1_000); // limit 5 (burst only)
    for (let i = 0; i < 1_000; i++) expect(limiter.take(`10.0.${i >> 8}.${i & 255}`, T0).allowed).toBe(true);
    const newcomers = Array.from({ length: 15 }, (_, i) => limiter.take(`192.0.2.${i}`, T0).allowed);
    expect(newcomers.filter(Boolean)).toHaveLength(5);
  });

  it('stays exact for every client it knew before the bound', () => {
    const limiter = createMemoryRateLimiter(0, 100);
    for (let i = 0; i < 100; i++) limiter.take(`k${i}`, T0);
    for (let i = 0; i < 5_000; i++) limiter.take(`flood${i}`, T0);
    const known = Array.from({ length: 6 }, () => limiter.take('k7', T0));
    expect(known.map((d) => d.remaining)).toEqual([3, 2, 1, 0, 0, 0]);
    expect(known.map((d) => d.allowed)).toEqual([true, true, true, true, false, false]);
  });

  it('never stores an over-long key: those share the overflow bucket', () => {
    const limiter = createMemoryRateLimiter(0, 1_000);
    const allowed = Array.from({ length: 10 }, (_, i) => limiter.take(`${i}`.padEnd(8_192, 'x'), T0).allowed);
    expect(allowed.filter(Boolean)).toHaveLength(5);
  });

  it('starts every window afresh', () => {
    const limiter = createMemoryRateLimiter(0, 10);
    for (let i = 0; i < 30; i++) limiter.take(`a${i}`, T0);
    expect(limiter.take('late', T0).allowed).toBe(false);
    expect(limiter.take('late', T0 + 60_000).remaining).toBe(4);
  });
});

describe('address normalisation', () => {
  it.each([
    ['2001:DB8::1', '2001:db8::1'],
    ['2001:db8:0::1', '2001:db8::1'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:0201', '192.0.2.1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['192.0.2.1', '192.0.2.1'],
    [' 198.51.100.7 ', '198.51.100.7'],
  ])('%s is %s', (text, canonical) => {
    expect(normaliseIp(text)).toBe(canonical);
    expect(isIP(canonical)).not.toBe(0);
  });

  it.each([
    '',
    'unknown',
    '1.2.3',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3.4.5',
    '2001:db8::1::2',
    'x'.repeat(8_192),
    '::g',
    '1.2.3.4:80',
    'localhost',
  ])('refuses %j, as node:net does', (text) => {
    expect(normaliseIp(text)).toBeNull();
    expect(isIP(text.trim())).toBe(0);
  });
});

describe('TRUST_PROXY through the real server', () => {
  let one: SpawnedServer;
  let two: SpawnedServer;
  beforeAll(async () => {
    [one, two] = await Promise.all([
      spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' } }), // limit 6
      spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '2' } }),
    ]);
    // Every sequence below must fit in one window.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((ok) => setTimeout(ok, left + 250));
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  const statuses = (server: SpawnedServer, forwarded: string[]) =>
    mapLimit(
      forwarded,
      8,
      async (xff) => (await call(server.url, '/v1/dyes/1', { headers: { 'X-Forwarded-For': xff } })).status,
    );

  it('1 takes the right-most entry: what the client writes to the left is ignored', async () => {
    const answers = await statuses(
      one,
      Array.from({ length: 12 }, (_, i) => `10.${i}.0.1, 203.0.113.7`),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(6);
    expect(answers.filter((s) => s === 429)).toHaveLength(6);
  });

  it('counts every spelling of one address as one client', async () => {
    const spellings = [
      '2001:DB8::1',
      '2001:db8:0::1',
      '2001:0db8::0:1',
      '[2001:db8::1]',
      '2001:db8:0:0:0:0:0:1',
      '2001:Db8::0001',
      '2001:db8::1',
    ];
    const answers = await statuses(one, spellings);
    expect(answers.filter((s) => s === 429)).toHaveLength(1);
    const mapped = await statuses(one, [
      '192.0.2.44',
      '::ffff:192.0.2.44',
      '::ffff:c000:22c',
      '192.0.2.44',
      '192.0.2.44',
      '192.0.2.44',
      '::ffff:192.0.2.44',
    ]);
    expect(mapped.filter((s) => s === 429)).toHaveLength(1);
  });

  it('does not make a client of junk: 1,000 distinct 8 KB values share the proxy address', async () => {
    const junk = Array.from({ length: 1_000 }, (_, i) => `${i}-${'x'.repeat(8_000)}`);
    const answers = await mapLimit(
      junk,
      16,
      async (xff) => (await call(two.url, '/v1/dyes/1', { headers: { 'X-Forwarded-For': `${xff}, ${xff}` } })).status,
    );
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(6);
    expect(answers.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });

  it('2 takes the second entry from the right', async () => {
    const answers = await statuses(
      two,
      Array.from({ length: 8 }, (_, i) => `198.51.100.${i}, 203.0.113.99, 10.0.0.1`),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(6);
    const other = await statuses(two, ['198.51.100.1, 203.0.113.100, 10.0.0.1']);
    expect(other).toEqual([200]);
  });
});
