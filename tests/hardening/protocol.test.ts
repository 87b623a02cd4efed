/**
 * Answers about the exchange itself on the real server, over raw sockets (a client library would
 * refuse to send these, or hide what comes back): an Expect the server cannot meet, requests the
 * HTTP parser refuses, and the preflight. Each is a `/v1` answer, so each carries every header
 * the spec names; a HEAD answer carries no body, so the connection stays usable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { openSocket, rawRequest } from './raw-http.ts';
import { expectSpecHeaders } from './spec-headers.ts';

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer({ env: { SITE_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '60' } });
});
afterAll(() => server?.stop());

/** Everything the server sends until it closes the connection (or `ms` pass). */
function readUntilClose(socket: Socket, ms = 5_000): Promise<Buffer> {
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(
      () => fail(new Error(`not closed within ${ms} ms: ${Buffer.concat(chunks).toString()}`)),
      ms,
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('error', () => {});
    socket.once('close', () => {
      clearTimeout(timer);
      ok(Buffer.concat(chunks));
    });
  });
}

async function exchange(bytes: Buffer | string): Promise<Buffer> {
  const socket = await openSocket(server.url);
  const all = readUntilClose(socket);
  socket.write(bytes);
  return all;
}

/** Status, headers (lower case) and what followed the blank line. */
function split(raw: Buffer) {
  const end = raw.indexOf('\r\n\r\n');
  const [line, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
  return { status: Number(line!.split(' ')[1]), headers, rest: raw.subarray(end + 4) };
}

const bigHeader = `X-Padding: ${'a'.repeat(20_000)}`;

describe('Expect', () => {
  it('answers Expect: junk on a /v1 route with a 417 envelope and every /v1 header', async () => {
    const a = await rawRequest(
      server.url,
      'GET /v1/dyes/5729 HTTP/1.1\r\nHost: x\r\nExpect: junk\r\nConnection: close',
    );
    expect(a.status).toBe(417);
    expectSpecHeaders(a.headers);
    const body = JSON.parse(a.body);
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', details: { parameter: 'Expect' } });
    expect(body.meta.requestId).toBe(a.headers['x-request-id']);
  });

  it('answers a HEAD with Expect: junk without a body', async () => {
    const { status, headers, rest } = split(
      await exchange('HEAD /v1/dyes/5729 HTTP/1.1\r\nHost: x\r\nExpect: junk\r\n\r\n'),
    );
    expect(status).toBe(417);
    expectSpecHeaders(headers);
    expect(rest.length, rest.toString()).toBe(0);
  });

  it('still serves Expect: 100-continue', async () => {
    const all = await exchange(
      'GET /v1/wheels HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n',
    );
    // The interim 100 Continue, then the answer.
    expect(all.toString('latin1')).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
  });
});

describe('requests the HTTP parser refuses', () => {
  it.each([
    ['headers of 20 KB', `HEAD /v1/dyes HTTP/1.1\r\nHost: x\r\n${bigHeader}\r\n\r\n`, 431],
    ['a non-ASCII target', Buffer.from('HEAD /v1/dyes/é HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'), 400],
  ])('answers a HEAD with %s without a body', async (_what, request, status) => {
    const { status: got, headers, rest } = split(await exchange(request));
    expect(got).toBe(status);
    expectSpecHeaders(headers);
    expect(rest.length, rest.toString()).toBe(0);
  });

  it.each([
    ['headers of 20 KB', `GET /v1/dyes HTTP/1.1\r\nHost: x\r\n${bigHeader}\r\n\r\n`, 431],
    ['a non-ASCII target', Buffer.from('GET /v1/dyes/é HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8'), 400],
    ['a header without a colon', 'GET /v1/wheels HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n', 400],
  ])('answers a GET with %s in the envelope with every /v1 header', async (_what, request, status) => {
    const { status: got, headers, rest } = split(await exchange(request));
    expect(got).toBe(status);
    expectSpecHeaders(headers);
    expect(Number(headers['content-length'])).toBe(rest.length);
    const body = JSON.parse(rest.toString());
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', meta: { apiVersion: 'v1' } });
    expect(body.meta.requestId).toBe(headers['x-request-id']);
  });
});

describe('the preflight', () => {
  it('carries every /v1 header and is not counted against the limit', async () => {
    const preflight = () =>
      rawRequest(
        server.url,
        'OPTIONS /v1/dyes HTTP/1.1\r\nHost: x\r\nOrigin: https://example.com\r\nAccess-Control-Request-Method: GET\r\nConnection: close',
      );
    const first = await preflight();
    expect(first.status).toBe(204);
    expectSpecHeaders(first.headers);
    expect(first.headers['access-control-allow-methods']).toContain('GET');
    const second = await preflight();
    const remaining = Number(second.headers['x-ratelimit-remaining']);
    // Only another test's GETs can have counted in between, never the preflight itself.
    expect(remaining).toBeLessThanOrEqual(Number(first.headers['x-ratelimit-remaining']));
    expect(remaining).toBeGreaterThan(0);
    const counted = await rawRequest(server.url, 'GET /v1/wheels HTTP/1.1\r\nHost: x\r\nConnection: close');
    expect(Number(counted.headers['x-ratelimit-remaining'])).toBe(remaining - 1);
  });
});

describe('keep-alive', () => {
  it('answers several bodiless /v1 requests on one connection, each in full, and keeps it open', async () => {
    const socket = await openSocket(server.url);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    let closed = false;
    socket.once('close', () => (closed = true));
    const paths = ['/v1/dyes/5729', '/v1/match/closest?hex=%235b7fc0', '/v1/wheels', '/v1/nowhere'];
    socket.write(paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: x\r\n\r\n`).join(''));
    const text = () => Buffer.concat(received).toString('latin1');
    const deadline = Date.now() + 5_000;
    // Each answer's status line follows the previous body directly (the bodies end without a newline).
    const heads = () => text().match(/HTTP\/1\.1 \d{3}/g) ?? [];
    while (heads().length < paths.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(heads()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 404']);
    expect(text()).not.toMatch(/^Connection: close/im);
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false);
    socket.destroy();
  });
});
