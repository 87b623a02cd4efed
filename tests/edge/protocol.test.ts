/**
 * The exchange-level answers on workerd (runtimes/edge/edge.ts via Miniflare), where the runtime
 * lets the worker answer: an Expect other than 100-continue gets the app's 417 envelope, and the
 * preflight carries every header the spec names. Raw sockets: fetch() refuses to send Expect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, readAnswer } from '../hardening/raw-http.ts';
import { expectSpecHeaders } from '../hardening/spec-headers.ts';
import { startEdgeWorker, type EdgeWorker } from './worker.ts';

let edge: EdgeWorker;
beforeAll(async () => {
  edge = await startEdgeWorker({ vars: { RATE_LIMIT_PER_MINUTE: '60' } });
}, 120_000);
afterAll(() => edge?.close());

async function send(head: string) {
  const socket = await openSocket(edge.url);
  try {
    const answer = readAnswer(socket, 10_000);
    socket.write(`${head}\r\n\r\n`);
    return await answer;
  } finally {
    socket.destroy();
  }
}

describe('edge: answers about the exchange', () => {
  it('answers Expect: junk with a 417 envelope and every /v1 header', async () => {
    const a = await send('GET /v1/dyes/5729 HTTP/1.1\r\nHost: x\r\nExpect: junk');
    expect(a.status).toBe(417);
    expectSpecHeaders(a.headers);
    const body = JSON.parse(a.body);
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', details: { parameter: 'Expect' } });
    expect(body.meta.requestId).toBe(a.headers['x-request-id']);
  });

  it('answers a HEAD with Expect: junk with the headers alone', async () => {
    const a = await send('HEAD /v1/dyes/5729 HTTP/1.1\r\nHost: x\r\nExpect: junk');
    expect(a.status).toBe(417);
    expectSpecHeaders(a.headers);
    expect(a.body).toBe('');
  });

  it('answers the preflight with every /v1 header, without counting it', async () => {
    const preflight = () =>
      send('OPTIONS /v1/dyes HTTP/1.1\r\nHost: x\r\nOrigin: https://example.com\r\nAccess-Control-Request-Method: GET');
    const first = await preflight();
    expect(first.status).toBe(204);
    expectSpecHeaders(first.headers);
    const second = await preflight();
    expect(second.headers['x-ratelimit-remaining']).toBe(first.headers['x-ratelimit-remaining']);
  });
});
