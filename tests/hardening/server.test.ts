/**
 * Findings 3 and 6 on the real server: request lines the URL parser refuses answer 400 in the
 * envelope (never a 500), routing reads the path alone (never Host), a 413 closes the connection
 * instead of draining a huge body, and a trickled body is cut off at BODY_TIMEOUT_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { openSocket, rawRequest, readAnswer } from './raw-http.ts';

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer({ env: { BODY_TIMEOUT_MS: '1500', SITE_DIR: '/nonexistent' } });
});
afterAll(() => server?.stop());

const get = (target: string, host = 'localhost') =>
  rawRequest(server.url, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close`);

describe('request targets', () => {
  it.each(['//a:b/', '//[/', '//%/', 'http://a:b/v1/wheels', 'http://[/v1/wheels', '*'])(
    'GET %s answers a 400 envelope, not a 500',
    async (target) => {
      const a = await get(target);
      expect(a.status, a.body).toBeLessThan(500);
      if (target.startsWith('//')) {
        // Origin-form: a path like any other, so the answer is the ordinary not-found envelope.
        expect(a.status).toBe(404);
      } else {
        expect(a.status).toBe(400);
        expect(a.headers['content-type']).toContain('application/json');
      }
      const body = JSON.parse(a.body);
      expect(body.success).toBe(false);
      expect(typeof body.meta.requestId).toBe('string');
      expect(server.output()).not.toMatch(/TypeError|Invalid URL/);
    },
  );

  it.each([
    ['a Content-Length that is not a number', 'POST /v1/chara/resolve HTTP/1.1\r\nHost: x\r\nContent-Length: abc'],
    ['a header without a colon', 'GET /v1/wheels HTTP/1.1\r\nHost: x\r\nNot a header'],
    ['a space in the target', 'GET /v1/ wheels HTTP/1.1\r\nHost: x'],
  ])('answers %s (refused by the HTTP parser) with a 400 envelope', async (_what, head) => {
    const a = await rawRequest(server.url, head);
    expect(a.status).toBe(400);
    expect(a.headers['content-type']).toContain('application/json');
    expect(JSON.parse(a.body)).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
  });

  it('answers an absolute-form target by its path', async () => {
    const a = await get('http://example.com/v1/wheels');
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body).success).toBe(true);
  });

  it.each(['', 'evil.example', 'a b', 'localhost:99999'])(
    'routes on the path alone whatever the Host (%j)',
    async (host) => {
      const a = await get('/v1/wheels?locale=de', host);
      expect(a.status, a.body).toBe(200);
      expect(JSON.parse(a.body).success).toBe(true);
    },
  );
});

describe('bodies', () => {
  it('closes the connection after a 413 instead of draining a declared 100 MB body', async () => {
    const socket = await openSocket(server.url);
    const answer = readAnswer(socket);
    socket.write(
      'POST /v1/chara/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n',
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let writable = true;
    socket.on('close', () => (writable = false));
    socket.on('error', () => (writable = false));
    // Keep sending for up to 3 s; a server that drains takes all of it.
    const started = Date.now();
    while (writable && Date.now() - started < 3_000 && sent < 64 * 1024 * 1024) {
      if (!socket.write(chunk)) await new Promise((ok) => setTimeout(ok, 5));
      sent += chunk.length;
    }
    const a = await answer;
    expect(a.status).toBe(413);
    expect(a.headers.connection?.toLowerCase()).toBe('close');
    expect(JSON.parse(a.body).error).toBe('INVALID_BODY');
    // The server hung up: the sender stopped long before the declared size or the 3 s.
    expect(a.closed).toBe(true);
    expect(writable).toBe(false);
    expect(sent).toBeLessThan(32 * 1024 * 1024);
    socket.destroy();
  });

  it('answers 408 to a body trickled past BODY_TIMEOUT_MS, and closes', async () => {
    const socket = await openSocket(server.url);
    const answer = readAnswer(socket, 8_000);
    socket.write(
      'POST /v1/chara/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    const started = Date.now();
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    try {
      const a = await answer;
      const took = Date.now() - started;
      expect(a.status).toBe(408);
      expect(JSON.parse(a.body).error).toBe('INVALID_BODY');
      expect(a.headers.connection?.toLowerCase()).toBe('close');
      expect(took).toBeGreaterThanOrEqual(1_400);
      expect(took).toBeLessThan(4_000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });
});
