/**
 * Finding 6 on `/v1/chara/*`, on both runtimes (Node in its own process, the edge function on
 * workerd) against the local fake XIVAPI: one budget covers the version lookup and the search,
 * a 503 says when to retry, identical concurrent lookups share one upstream call, the icon cache
 * does not depend on the Host a client sends, and a trickled body is cut off.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { spawnServer } from '../helpers/server-process.ts';
import { startEdgeWorker } from '../edge/worker.ts';
import { openSocket, readAnswer } from './raw-http.ts';

const TIMEOUT_MS = 2_000;
/** Process, runtime and loopback overhead on a loaded machine; far below a second budget. */
const SLACK_MS = 900;

interface Target {
  url: string;
  close(): Promise<void>;
}

const RUNTIMES = {
  node: async (vars: Record<string, string>): Promise<Target> => {
    const server = await spawnServer({ env: vars });
    return { url: server.url, close: () => server.stop() };
  },
  edge: async (vars: Record<string, string>): Promise<Target> => {
    const worker = await startEdgeWorker({ vars });
    return { url: worker.url, close: () => worker.close() };
  },
};

const resolve = async (target: Target, body: unknown) => {
  const res = await fetch(`${target.url}/v1/chara/resolve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    res,
    json: (await res.json()) as {
      success: boolean;
      error?: string;
      data?: { items: Record<string, { itemId: number } | null> };
    },
  };
};

function getWithHost(
  target: Target,
  path: string,
  host: string,
): Promise<{ status: number; xCache: string | undefined }> {
  const url = new URL(target.url + path);
  return new Promise((ok, fail) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, headers: { Host: host }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => ok({ status: res.statusCode!, xCache: res.headers['x-cache'] as string | undefined }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

describe.each(Object.entries(RUNTIMES))('%s', (_name, start) => {
  let fake: FakeXivapi;
  let target: Target;
  beforeAll(async () => {
    fake = await startFakeXivapi();
    target = await start({
      XIVAPI_BASE: fake.url,
      XIVAPI_TIMEOUT_MS: String(TIMEOUT_MS),
      BODY_TIMEOUT_MS: '1500',
      RATE_LIMIT_PER_MINUTE: '0',
    });
  });
  afterAll(async () => {
    await target?.close();
    await fake?.close();
  });

  // First: the version lookup is cold only once per process.
  it('keeps XIVAPI_TIMEOUT_MS as the whole wait when the version lookup and the search both hang', async () => {
    fake.setFault('version', { kind: 'hang' });
    fake.setFault('search', { kind: 'hang' });
    try {
      const t0 = performance.now();
      const { res, json } = await resolve(target, { gear: [{ slot: 'Body', base: 7001 }] });
      const took = performance.now() - t0;
      expect(res.status).toBe(503);
      expect(json.error).toBe('UPSTREAM_UNAVAILABLE');
      expect(took).toBeLessThan(TIMEOUT_MS + SLACK_MS);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
    } finally {
      fake.clearFaults();
    }
  });

  it('makes one upstream search for 40 identical concurrent resolves', async () => {
    fake.setFault('search', { kind: 'delay', ms: 500 });
    try {
      const before = fake.count('search');
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => resolve(target, { gear: [{ slot: 'Body', base: 7002 }] })),
      );
      for (const { res, json } of answers) {
        expect(res.status).toBe(200);
        expect(json.data?.items.Body?.itemId).toBe(40002);
      }
      expect(fake.count('search') - before).toBe(1);
    } finally {
      fake.clearFaults();
    }
  });

  it('caches an icon once whatever Host the clients send', async () => {
    const before = fake.count('asset');
    const first = await getWithHost(target, '/v1/chara/icon/60003', 'a.example');
    expect(first.status).toBe(200);
    await new Promise((ok) => setTimeout(ok, 250)); // the edge writes its cache after answering
    for (const host of ['b.example', 'c.example:8080', 'A.EXAMPLE']) {
      const again = await getWithHost(target, '/v1/chara/icon/60003', host);
      expect(again.status).toBe(200);
      expect(again.xCache, host).toBe('HIT');
    }
    expect(fake.count('asset') - before).toBe(1);
  });

  it('answers 408 to a body trickled past BODY_TIMEOUT_MS', async () => {
    const socket = await openSocket(target.url);
    const answer = readAnswer(socket, 8_000);
    socket.write(
      'POST /v1/chara/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    const t0 = performance.now();
    try {
      const a = await answer;
      expect(a.status).toBe(408);
      expect(JSON.parse(a.body).error).toBe('INVALID_BODY');
      expect(performance.now() - t0).toBeLessThan(1_500 + SLACK_MS + 1_000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });
});
