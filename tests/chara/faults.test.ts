/**
 * Every upstream fault, through real HTTP on both runtimes: each is answered as documented
 * (503 UPSTREAM_UNAVAILABLE with details.upstreamStatus, never a 500, never a hang) within the
 * upstream timeout, and once the fault clears the same request succeeds — nothing from the fault
 * was cached. Plus a client body trickled past 8 KB without Content-Length.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { iconPng } from './fake/png.ts';
import { startFakeXivapi, type Fault, type FakeXivapi } from './fake/server.ts';
import { FIXTURE_TABLES, TARGETS, resolve, sleep, type Target } from './targets.ts';

const TIMEOUT_MS = 1200;
/** Allowed on top of the upstream timeout: process, runtime and loopback overhead. */
const SLACK_MS = 1500;
const UPSTREAM_MESSAGE =
  'XIVAPI is not answering right now (search re-indexes after a game patch) — item names are temporarily unavailable; dyes are unaffected.';

describe.each(TARGETS)('upstream faults on $name', ({ start }) => {
  let fake: FakeXivapi;
  let target: Target;
  const settle = () => sleep(target.name === 'edge' ? 250 : 0);
  let probe = 0;
  /** A probe coat no other test has asked for, so every test starts with a cache miss. */
  const nextProbe = () => {
    probe++;
    return { body: { gear: [{ slot: 'Body', base: 7000 + probe }] }, itemId: 40000 + probe };
  };
  let icon = 60000;
  const nextIcon = () => ++icon; // the probe coats' icons, 60001…

  beforeAll(async () => {
    fake = await startFakeXivapi();
    target = await start({ xivapiBase: fake.url, dataDir: FIXTURE_TABLES, timeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await target?.close();
    await fake?.close();
  });
  beforeEach(() => fake.clearFaults());

  async function timed<T>(work: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    const result = await work();
    expect(performance.now() - t0).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    return result;
  }

  /** The fault answers 503 with the status; cleared, the same request is MISS, then HIT. */
  async function faultThenRecovery(fault: Fault, upstreamStatus: number) {
    const { body, itemId } = nextProbe();
    fake.setFault('search', fault);
    const failed = await timed(() => resolve(target, body));
    expect(failed.res.status).toBe(503);
    expect(failed.res.headers.get('cache-control')).toBe('no-store');
    expect(failed.json).toMatchObject({
      success: false,
      error: 'UPSTREAM_UNAVAILABLE',
      message: UPSTREAM_MESSAGE,
      details: { upstreamStatus },
    });

    fake.clearFaults();
    const recovered = await resolve(target, body);
    expect(recovered.res.status).toBe(200);
    expect(recovered.res.headers.get('x-cache')).toBe('MISS');
    expect(recovered.json.data.items.Body.itemId).toBe(itemId);
    await settle();
    const cached = await resolve(target, body);
    expect(cached.res.headers.get('x-cache')).toBe('HIT');
    expect(cached.json.data.items.Body.itemId).toBe(itemId);
  }

  describe('search', () => {
    it.each([503, 500, 502])('upstream %i', (status) => faultThenRecovery({ kind: 'status', status }, status));
    it('upstream 429', () => faultThenRecovery({ kind: 'status', status: 429 }, 429));
    it.each([302, 301, 307])('upstream %i redirect (refused)', (status) =>
      faultThenRecovery({ kind: 'status', status }, status),
    );
    it.each([400, 403, 404])('upstream %i', (status) => faultThenRecovery({ kind: 'status', status }, status));
    it('a hang past the timeout', () => faultThenRecovery({ kind: 'hang' }, 0));
    it('a body that stops halfway', () => faultThenRecovery({ kind: 'stall-body' }, 0));
    it('a 2xx that is not JSON', () => faultThenRecovery({ kind: 'non-json' }, 200));

    it('a truncated page answers with what came, caches none of it', async () => {
      const { body, itemId } = nextProbe();
      fake.setFault('search', { kind: 'truncated' });
      for (let i = 0; i < 2; i++) {
        const { res, json } = await resolve(target, body);
        expect(res.status).toBe(200);
        expect(res.headers.get('x-cache')).toBe('MISS'); // the first answer was not cached
        expect(json.data.items.Body.itemId).toBe(itemId);
        await settle();
      }
      fake.clearFaults();
      expect((await resolve(target, body)).res.headers.get('x-cache')).toBe('MISS');
      await settle();
      expect((await resolve(target, body)).res.headers.get('x-cache')).toBe('HIT');
    });
  });

  describe('glasses', () => {
    it('a Glasses sheet fault is a 503 too, and clears', async () => {
      fake.setFault('glasses', { kind: 'status', status: 503 });
      const failed = await timed(() => resolve(target, { gear: [], glasses: 637 }));
      expect(failed.res.status).toBe(503);
      expect(failed.json.details).toEqual({ upstreamStatus: 503 });
      fake.clearFaults();
      const ok = await resolve(target, { gear: [], glasses: 637 });
      expect(ok.json.data.glasses.id).toBe(637);
    });

    it('a hanging Glasses sheet is cut at the timeout', async () => {
      fake.setFault('glasses', { kind: 'hang' });
      const failed = await timed(() => resolve(target, { gear: [], glasses: 40 }));
      expect([failed.res.status, failed.json.details?.upstreamStatus]).toEqual([503, 0]);
    });
  });

  describe('icons', () => {
    async function iconFault(fault: Fault, expected: { message: string; upstreamStatus: number }) {
      const id = nextIcon();
      fake.setFault('asset', fault);
      const res = await timed(() => fetch(`${target.url}/v1/chara/icon/${id}`));
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({
        error: 'UPSTREAM_UNAVAILABLE',
        message: expected.message,
        details: { upstreamStatus: expected.upstreamStatus },
      });

      fake.clearFaults();
      const ok = await fetch(`${target.url}/v1/chara/icon/${id}`);
      expect([ok.status, ok.headers.get('x-cache')]).toEqual([200, 'MISS']);
      expect(new Uint8Array(await ok.arrayBuffer())).toEqual(new Uint8Array(iconPng(id)));
      await settle();
      expect((await fetch(`${target.url}/v1/chara/icon/${id}`)).headers.get('x-cache')).toBe('HIT');
    }

    it.each([503, 500, 429, 302])('upstream %i', (status) =>
      iconFault({ kind: 'status', status }, { message: UPSTREAM_MESSAGE, upstreamStatus: status }),
    );
    it('upstream 403', () =>
      iconFault({ kind: 'status', status: 403 }, { message: 'Icon upstream answered 403', upstreamStatus: 403 }));
    it('a hang past the timeout', () => iconFault({ kind: 'hang' }, { message: UPSTREAM_MESSAGE, upstreamStatus: 0 }));
    it('a 2xx that is not a PNG', () =>
      iconFault({ kind: 'non-png' }, { message: 'Icon upstream did not return a PNG', upstreamStatus: 200 }));
    it('an endless icon without Content-Length', async () => {
      await iconFault({ kind: 'oversize' }, { message: 'Icon exceeds the size ceiling', upstreamStatus: 200 });
      expect(fake.oversize().abandoned).toBe(true); // the proxy hung up instead of reading on
    });
    it('a declared Content-Length over 1 MB', () =>
      iconFault({ kind: 'oversize-declared' }, { message: 'Icon exceeds the size ceiling', upstreamStatus: 200 }));
  });

  describe('request body', () => {
    it('refuses a body trickled past 8 KB without Content-Length, before it ends', async () => {
      const url = new URL(`${target.url}/v1/chara/resolve`);
      const CHUNK = 512;
      const CHUNKS = 200; // 100 KB, far past the ceiling
      const outcome = await new Promise<{ status: number; body: string; sent: number }>((ok, fail) => {
        const req = request({
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' }, // no Content-Length: chunked
        });
        let sent = 0;
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => {
            ok({ status: res.statusCode!, body, sent });
            req.destroy(); // the rest of the body is not wanted any more
          });
        });
        req.on('error', (error) => (answered ? undefined : fail(error)));
        req.write('{"gear":[],"pad":"');
        const tick = () => {
          if (answered) return; // stop sending; the answer is still being read
          if (sent === CHUNKS) return void req.end('"}');
          req.write('x'.repeat(CHUNK));
          sent++;
          setTimeout(tick, 5);
        };
        tick();
      });
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toMatchObject({ error: 'INVALID_BODY', message: 'Body exceeds 8192 bytes' });
      // Refused while still streaming: 8 KB is 16 chunks; the answer came long before the 200th.
      expect(outcome.sent).toBeLessThan(CHUNKS);
    });
  });
});
