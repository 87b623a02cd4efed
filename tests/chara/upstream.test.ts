/**
 * The XIVAPI client against the local fake: the request it sends, the
 * `/api/version` lookup behind `latest`, and how each upstream fault is reported.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UpstreamError, XivapiClient } from '../../lib/api/chara/xivapi.ts';
import { startFakeXivapi, type FakeXivapi } from './fake/server.ts';

let fake: FakeXivapi;
beforeAll(async () => {
  fake = await startFakeXivapi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.clearFaults();
  fake.requests.length = 0;
});

const client = (options: ConstructorParameters<typeof XivapiClient>[0] = {}) =>
  new XivapiClient({ base: fake.url + '/', timeoutMs: 1500, versionTimeoutMs: 800, ...options });

async function upstreamError(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('requests', () => {
  it('sends a real User-Agent and Accept, the resolved version and the optional schema', async () => {
    const c = client({ schema: 'exdschema@2:rev:abc' });
    const key = await c.versionKey();
    await c.search([{ column: 'Head', key: '328041' }], key);
    await c.glasses(40, key);
    await c.icon(41716);
    const [version, search, glasses, asset] = fake.requests;
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['version', 'search', 'glasses', 'asset']);
    for (const r of fake.requests) {
      expect(r.userAgent).toMatch(/^ffxiv-dyes\/\S+ \(/);
      expect(r.accept).toBe('application/json');
    }
    expect(version!.path).toBe('/api/version');
    expect(search!.params).toMatchObject({
      sheets: 'Item',
      limit: '500',
      version: fake.latestKey,
      schema: 'exdschema@2:rev:abc',
    });
    expect(search!.params.fields!.split(',')).toEqual(
      expect.arrayContaining([
        'Name',
        'Name@ja',
        'Name@de',
        'Name@fr',
        'Icon.id',
        'ModelMain',
        'ModelSub',
        'IsGlamorous',
      ]),
    );
    expect(search!.params.fields).not.toContain('ClassJobCategory');
    expect(glasses!.path).toBe('/api/sheet/Glasses/40');
    expect(glasses!.params).toMatchObject({ version: fake.latestKey, schema: 'exdschema@2:rev:abc' });
    // Assets are addressed by path: no version, no schema.
    expect(asset!.params).toEqual({ path: 'ui/icon/041000/041716_hr1.tex', format: 'png' });
  });

  it('returns the rows and the echoed version of a search', async () => {
    const answer = await client().search([{ column: 'FingerL', key: '65589' }], 'latest');
    expect(answer.version).toBe(fake.latestKey);
    expect(answer.truncated).toBe(false);
    expect(answer.rows.map((r) => r.rowId)).toEqual([9295]);
  });

  it('sends a pinned version as-is, without asking /api/version', async () => {
    const c = client({ version: '1b2c3d4e5f601234' });
    expect(await c.versionKey()).toBe('1b2c3d4e5f601234');
    await c.search([{ column: 'Head', key: '328041' }], await c.versionKey());
    expect(fake.count('version')).toBe(0);
    expect(fake.requests[0]!.params.version).toBe('1b2c3d4e5f601234');
  });
});

describe('version lookup behind `latest`', () => {
  it('remembers the key for ten minutes, then asks again', async () => {
    let now = 1_000_000;
    const c = client({ now: () => now });
    expect(await Promise.all([c.versionKey(), c.versionKey()])).toEqual([fake.latestKey, fake.latestKey]);
    expect(fake.count('version')).toBe(1); // concurrent callers share one lookup
    now += 9 * 60_000;
    await c.versionKey();
    expect(fake.count('version')).toBe(1);
    now += 2 * 60_000;
    await c.versionKey();
    expect(fake.count('version')).toBe(2);
  });

  it('never fails: falls back to the alias, for one minute only', async () => {
    let now = 0;
    const c = client({ now: () => now });
    fake.setFault('version', { kind: 'status', status: 500 });
    expect(await c.versionKey()).toBe('latest');
    now += 30_000;
    await c.versionKey();
    expect(fake.count('version')).toBe(1);
    fake.clearFaults();
    now += 31_000;
    expect(await c.versionKey()).toBe(fake.latestKey);
    expect(fake.count('version')).toBe(2);
  });

  it('keeps the last key found when a later lookup hangs', async () => {
    let now = 0;
    const c = client({ now: () => now });
    expect(await c.versionKey()).toBe(fake.latestKey);
    fake.setFault('version', { kind: 'hang' });
    now += 11 * 60_000;
    const t0 = Date.now();
    expect(await c.versionKey()).toBe(fake.latestKey);
    expect(Date.now() - t0).toBeLessThan(5000); // the 800 ms lookup timeout, not a hang
  });
});

describe('faults', () => {
  const search = (c = client()) => c.search([{ column: 'Body', key: '66117' }], 'latest');

  it.each([503, 500, 502, 429, 400, 403, 404])(
    'search answering %i is unavailable with that status',
    async (status) => {
      fake.setFault('search', { kind: 'status', status });
      expect((await upstreamError(search())).upstreamStatus).toBe(status);
    },
  );

  it.each([301, 302, 307, 308])('a %i redirect is refused, not followed', async (status) => {
    fake.setFault('search', { kind: 'status', status });
    expect((await upstreamError(search())).upstreamStatus).toBe(status);
    expect(fake.requests.filter((r) => r.path.startsWith('/elsewhere'))).toHaveLength(0);
  });

  it('a hang is cut at the timeout with status 0', async () => {
    fake.setFault('search', { kind: 'hang' });
    const t0 = Date.now();
    expect((await upstreamError(search())).upstreamStatus).toBe(0);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1450);
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('a body that stalls after the headers is cut at the timeout too', async () => {
    fake.setFault('search', { kind: 'stall-body' });
    const t0 = Date.now();
    expect((await upstreamError(search())).upstreamStatus).toBe(0);
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('a 2xx that is not JSON is unavailable with its status', async () => {
    fake.setFault('search', { kind: 'non-json' });
    expect((await upstreamError(search())).upstreamStatus).toBe(200);
  });

  it('an unreachable upstream is status 0', async () => {
    const closed = await startFakeXivapi();
    await closed.close();
    expect(
      (await upstreamError(new XivapiClient({ base: closed.url, timeoutMs: 500 }).search([], 'x'))).upstreamStatus,
    ).toBe(0);
  });

  it('a `next` cursor marks the page truncated', async () => {
    fake.setFault('search', { kind: 'truncated' });
    const answer = await search();
    expect(answer.truncated).toBe(true);
    expect(answer.rows.map((r) => r.rowId)).toEqual([25208]);
  });

  it('a Glasses 404 is "no such row", other statuses are faults', async () => {
    expect(await client().glasses(9999, 'latest')).toEqual({ version: null, row: null });
    fake.setFault('glasses', { kind: 'status', status: 503 });
    expect((await upstreamError(client().glasses(40, 'latest'))).upstreamStatus).toBe(503);
  });
});

describe('icons', () => {
  it('returns the PNG bytes, and "not found" for a 404', async () => {
    const answer = await client().icon(41716);
    expect(answer.found && [...answer.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await client().icon(999999)).toEqual({ found: false });
  });

  it('refuses a 2xx that is not a PNG', async () => {
    fake.setFault('asset', { kind: 'non-png' });
    const error = await upstreamError(client().icon(41716));
    expect([error.message, error.upstreamStatus]).toEqual(['Icon upstream did not return a PNG', 200]);
  });

  it('stops reading an endless icon sent without Content-Length at 1 MiB', async () => {
    fake.setFault('asset', { kind: 'oversize' });
    const error = await upstreamError(client({ timeoutMs: 5000 }).icon(41716));
    expect(error.message).toBe('Icon exceeds the size ceiling');
    // The client hung up: the fake's pump stopped long before its 256-chunk (16 MiB) safety stop.
    // (How far past 1 MiB it got is socket and fetch buffering; the reader's own count is
    // checked in bounded-read.test.ts.)
    await new Promise((ok) => setTimeout(ok, 100));
    expect(fake.oversize().abandoned).toBe(true);
    expect(fake.oversize().chunks).toBeLessThan(128);
  });

  it('refuses a declared Content-Length over 1 MiB without reading it', async () => {
    fake.setFault('asset', { kind: 'oversize-declared' });
    const t0 = Date.now();
    expect((await upstreamError(client({ timeoutMs: 5000 }).icon(41716))).message).toBe(
      'Icon exceeds the size ceiling',
    );
    expect(Date.now() - t0).toBeLessThan(1000); // did not wait for the body that never comes
  });

  it('names other non-2xx statuses', async () => {
    fake.setFault('asset', { kind: 'status', status: 403 });
    const error = await upstreamError(client().icon(41716));
    expect([error.message, error.upstreamStatus]).toEqual(['Icon upstream answered 403', 403]);
  });
});
