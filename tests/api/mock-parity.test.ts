/**
 * createFetch() and the MSW handlers answer exactly like the real server (DESIGN.md "Contracts"):
 * byte-identical bodies once meta.requestId is normalised, identical status and headers except
 * X-Request-ID, X-RateLimit-* and the transport headers Node's HTTP server adds (Date, Connection,
 * Keep-Alive, Content-Length, Transfer-Encoding), which a Response built in-process cannot have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { answerOf, call, type Answer } from '../helpers/http.ts';
import { createFetch } from '../../lib/index.ts';
import { createHandlers, handlers } from '../../lib/fetch/msw.ts';

/** Requests across every engine route: successes, every kind of error, locales, methods. */
const REQUESTS: [method: string, path: string][] = [
  ['GET', '/v1/dyes'],
  ['GET', '/v1/dyes?page=2&perPage=7&sort=hue&order=desc&locale=fr'],
  ['GET', '/v1/dyes?metallic=true&excludeIds=5729,120&minPrice=1'],
  ['GET', '/v1/dyes?page=0'],
  ['GET', '/v1/dyes/5729?locale=ja'],
  ['GET', '/v1/dyes/-1629'],
  ['GET', '/v1/dyes/52254'],
  ['GET', '/v1/dyes/3000'],
  ['GET', '/v1/dyes/007'],
  ['GET', '/v1/dyes/stain/125?locale=zh'],
  ['GET', '/v1/dyes/stain/0'],
  ['GET', '/v1/dyes/search?q=%EF%BD%BD%EF%BE%89%EF%BD%B3&locale=ja'],
  ['GET', '/v1/dyes/search?q=schneeweiss&locale=de'],
  ['GET', '/v1/dyes/search'],
  ['GET', '/v1/dyes/categories?locale=ko'],
  ['GET', '/v1/dyes/batch?ids=1,5729,1,99999,-1629&idType=auto'],
  ['GET', '/v1/dyes/consolidation-groups'],
  ['GET', '/v1/match/closest?hex=%235b7fc0&method=oklab&locale=de'],
  ['GET', '/v1/match/closest?hex=fff'],
  ['GET', '/v1/match/closest?hex=ff0000&method=hyab'],
  ['GET', '/v1/match/within-distance?hex=808080&maxDistance=12.5&limit=7&method=cie76'],
  ['GET', '/v1/match/within-distance?hex=808080'],
  ['GET', '/v1/wheels?locale=ja'],
  ['GET', '/v1/wheels/oklch-lightness?stops=12'],
  ['GET', '/v1/wheels/nope'],
  ['GET', '/v1/harmony/types?locale=fr'],
  ['GET', '/v1/harmony?dye=5729&type=triadic&wheel=ryb'],
  ['GET', '/v1/harmony?hex=4056a4&type=square&wheel=perceptual&companions=2&preventDuplicates=true&locale=ko'],
  ['GET', '/v1/harmony?dye=5729&type=shades&strict=false&metallic=false'],
  ['GET', '/v1/harmony?dye=5729&type=bad'],
  ['GET', '/v1/dyes?locale=xx'],
  ['GET', '/v1/nothing'],
  ['POST', '/v1/dyes'],
  ['DELETE', '/v1/dyes/1'],
  ['OPTIONS', '/v1/dyes'],
];

const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const comparableHeaders = (a: Answer) =>
  Object.fromEntries(
    [...a.headers.entries()]
      .filter(([k]) => !TRANSPORT.has(k) && k !== 'x-request-id' && !k.startsWith('x-ratelimit-'))
      .sort(([x], [y]) => (x < y ? -1 : 1)),
  );
/** The body with its request ID replaced, after checking that the ID is the header's. */
function normalisedBody(a: Answer): string {
  if (!a.text) return '';
  const id = a.json?.meta?.requestId;
  expect(id).toBe(a.headers.get('x-request-id'));
  return a.text.replace(`"requestId":"${id}"`, '"requestId":"<id>"');
}

const init = (method: string): RequestInit => ({ method, body: method === 'POST' ? '{}' : undefined });

let server: SpawnedServer;
const fromServer: Answer[] = [];
beforeAll(async () => {
  // With a limit, as a deployed server runs: createFetch reports the full allowance, and limiting
  // off would send no X-RateLimit-* headers to compare with.
  server = await spawnServer({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  // Collected before MSW patches fetch, so these really went over the network.
  for (const [method, path] of REQUESTS) fromServer.push(await call(server.url, path, init(method)));
});
afterAll(async () => {
  await server?.stop();
});

function expectSameAnswer(mine: Answer, theirs: Answer, label: string) {
  expect(mine.status, label).toBe(theirs.status);
  expect(normalisedBody(mine), label).toBe(normalisedBody(theirs));
  expect(comparableHeaders(mine), label).toEqual(comparableHeaders(theirs));
  for (const h of ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    expect(mine.headers.has(h), `${label} ${h}`).toBe(theirs.headers.has(h));
  }
}

describe('createFetch()', () => {
  it('answers every request like the server', async () => {
    const local = createFetch();
    for (const [i, [method, path]] of REQUESTS.entries()) {
      const mine = await answerOf(await local(`http://localhost${path}`, init(method)));
      expectSameAnswer(mine, fromServer[i]!, `${method} ${path}`);
    }
  });

  it('is byte-identical, request ID included, when the caller gives the request ID', async () => {
    const id = '6f1c1f2e-3b0a-4c8e-9d55-2a7b8c9d0e1f';
    const local = createFetch();
    for (const path of [
      '/v1/harmony?dye=5729&type=triadic&wheel=ryb',
      '/v1/dyes/-1629',
      '/v1/match/closest?hex=123456',
    ]) {
      const theirs = await call(server.url, path, { headers: { 'X-Request-ID': id } });
      const mine = await answerOf(await local(path, { headers: { 'X-Request-ID': id } }));
      expect(mine.text).toBe(theirs.text);
    }
  });

  it('takes relative URLs, URL objects and Request objects', async () => {
    const local = createFetch({ baseUrl: 'https://app.example' });
    const a = await answerOf(await local('/v1/dyes/1'));
    const b = await answerOf(await local(new URL('https://elsewhere.example/v1/dyes/1')));
    const c = await answerOf(await local(new Request('https://app.example/v1/dyes/1')));
    for (const x of [a, b, c]) expect(x.json.data.stainID).toBe(1);
  });

  it('answers a path with the same response as a Request, however the caller reads it', async () => {
    const id = '0b7e2a4c-5d6f-4a1b-8c9d-0e1f2a3b4c5d';
    const local = createFetch();
    const get = (path: string) => local(path, { headers: { 'X-Request-ID': id } });
    const reference = async (path: string) => {
      const res = await local(new Request(`http://localhost${path}`, { headers: { 'X-Request-ID': id } }));
      const blobType = (await res.clone().blob()).type;
      return { status: res.status, headers: [...res.headers], text: await res.text(), blobType };
    };
    for (const path of [
      '/v1/match/closest?hex=5b7fc0',
      '/v1/match/closest?hex=%235b7fc0&method=oklab&locale=ja',
      '/v1/dyes/5729',
      '/v1/dyes/0',
      '/v1/wheels/ryb?stops=0',
      '/v1/nothing',
    ]) {
      const want = await reference(path);
      // Body first, headers after.
      const a = await get(path);
      expect(await a.text()).toBe(want.text);
      expect([a.status, [...a.headers]]).toEqual([want.status, want.headers]);
      // Headers first.
      const b = await get(path);
      expect([...b.headers]).toEqual(want.headers);
      expect(await b.text()).toBe(want.text);
      // A clone and a blob carry the headers too; a copy made from the response as its init.
      const c = await get(path);
      const copy = c.clone();
      expect((await c.blob()).type).toBe(want.blobType);
      expect([...copy.headers]).toEqual(want.headers);
      expect(await copy.text()).toBe(want.text);
      const d = await get(path);
      const rebuilt = new Response(d.body, d);
      expect([rebuilt.status, [...rebuilt.headers], await rebuilt.text()]).toEqual([
        want.status,
        want.headers,
        want.text,
      ]);
      // The body reads once, as any Response's.
      const e = await get(path);
      await e.text();
      expect(e.bodyUsed).toBe(true);
      await expect(e.text()).rejects.toThrow(TypeError);
    }
  });

  it('refuses non-/v1 URLs without a fallback and passes them to the fallback when given', async () => {
    const local = createFetch();
    await expect(local('http://localhost/health')).rejects.toThrow(TypeError);
    await expect(local('https://example.com/other')).rejects.toThrow(TypeError);
    const seen: string[] = [];
    const withFallback = createFetch({
      fallback: async (input: RequestInfo | URL) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return new Response('from fallback');
      },
    });
    expect(await (await withFallback('https://example.com/other')).text()).toBe('from fallback');
    expect(seen).toEqual(['https://example.com/other']);
    const api = await answerOf(await withFallback('https://example.com/v1/dyes/1'));
    expect(api.json.data.stainID).toBe(1);
    expect(seen).toHaveLength(1);
  });
});

describe('MSW handlers', () => {
  it('`handlers` answer /v1 on any origin like the server', async () => {
    const msw = setupServer(...handlers);
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      for (const [i, [method, path]] of REQUESTS.entries()) {
        const origin = i % 2 ? 'https://api.example.test' : 'http://localhost:9999';
        const mine = await answerOf(await fetch(origin + path, init(method)));
        expectSameAnswer(mine, fromServer[i]!, `${method} ${origin}${path}`);
      }
    } finally {
      msw.close();
    }
  });

  it('`createHandlers(baseUrl)` answers its own origin only', async () => {
    const msw = setupServer(...createHandlers('https://dyes.example.org/some/base'));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      for (const [i, [method, path]] of REQUESTS.entries()) {
        const mine = await answerOf(await fetch('https://dyes.example.org' + path, init(method)));
        expectSameAnswer(mine, fromServer[i]!, `${method} ${path}`);
      }
      await expect(fetch('https://other.example.org/v1/dyes/1')).rejects.toThrow();
    } finally {
      msw.close();
    }
  });
});
