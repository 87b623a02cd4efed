/**
 * Requests below what a client library sends, for the fuzzers: any method (HEAD included), a
 * target with raw non-ASCII bytes or astral characters, an Expect header, and headers from a few
 * bytes to past Node's 16 KB limit. Each goes over its own socket; `checkRaw` holds the answer to
 * the rules every `/v1` answer keeps (site/guide/envelope.md).
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import { UUID_RE } from '../helpers/http.ts';
import { ROUTES } from './routes.ts';

export interface RawRequest {
  method: string;
  /** As sent: UTF-8 bytes, so non-ASCII text goes out raw. */
  target: string;
  expect: string | null;
  /** Bytes of one padding header (0: none). */
  padding: number;
}

/** Astral characters (outside the Basic Multilingual Plane), alone or among others. */
export const astral: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('🎨', '𠮷', '𝔸', '🏳️‍🌈', '\u{10FFFF}', '\u{1F600}'.repeat(40)),
  fc
    .array(fc.integer({ min: 0x10000, max: 0x10ffff }), { minLength: 1, maxLength: 8 })
    .map((points) => String.fromCodePoint(...points)),
);

const routePath = fc.constantFrom(...ROUTES).map((route) => route.path.replace(/:[A-Za-z]+/, '5729'));

export const rawRequest: fc.Arbitrary<RawRequest> = fc.record({
  method: fc.constantFrom('GET', 'GET', 'HEAD', 'HEAD', 'OPTIONS', 'POST', 'DELETE'),
  target: fc.oneof(
    routePath,
    // Raw bytes the HTTP parser refuses.
    fc.tuple(routePath, fc.constantFrom('é', 'ｽﾉｳ', '🎨', '\u00a0')).map(([p, c]) => `${p}/${c}`),
    fc.tuple(routePath, astral).map(([p, a]) => `${p}?q=${a}`),
    // The same, encoded: a request the app reads.
    fc.tuple(routePath, astral).map(([p, a]) => `${p}?q=${encodeURIComponent(a)}&hex=${encodeURIComponent(a)}`),
  ),
  expect: fc.constantFrom(null, null, '100-continue', 'junk', '', '100-continue, junk'),
  padding: fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 15_000 }) },
    { weight: 2, arbitrary: fc.integer({ min: 16_500, max: 40_000 }) },
  ),
});

export const rawLabel = (r: RawRequest) =>
  `${r.method} ${r.target.slice(0, 80)} expect=${JSON.stringify(r.expect)} padding=${r.padding}`;

export function serialise(r: RawRequest): Buffer {
  const lines = [`${r.method} ${r.target} HTTP/1.1`, 'Host: fuzz'];
  if (r.expect !== null) lines.push(`Expect: ${r.expect}`);
  if (r.padding > 0) lines.push(`X-Padding: ${'p'.repeat(r.padding)}`);
  if (r.method === 'POST') lines.push('Content-Type: application/json', 'Content-Length: 0');
  lines.push('Connection: close', '', '');
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** Every byte after the blank line (the connection is closed after one answer). */
  rest: Buffer;
  ms: number;
}

/** Sends one raw request and reads until the server closes (or `ms` pass). */
export function sendRaw(base: string, r: RawRequest, ms = 10_000): Promise<RawAnswer> {
  const url = new URL(base);
  const started = performance.now();
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => socket.end(serialise(r)));
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`${rawLabel(r)}: no complete answer within ${ms} ms`));
    }, ms);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is the server's right
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      // An interim 100 Continue comes before the answer.
      const start = all.subarray(0, 25).toString('latin1').startsWith('HTTP/1.1 100 ')
        ? all.indexOf('\r\n\r\n') + 4
        : 0;
      const raw = all.subarray(start);
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return fail(new Error(`${rawLabel(r)}: closed without an answer (${raw.length} bytes)`));
      const [line, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      ok({
        status: Number(line!.split(' ')[1]),
        headers,
        rest: raw.subarray(end + 4),
        ms: performance.now() - started,
      });
    });
  });
}

const STATUSES = new Set([200, 204, 400, 404, 408, 413, 417, 431]);

/**
 * Never a 5xx; the header rule on every answer; HEAD and 204 answers end at the blank line; any
 * other body is the JSON envelope, exactly Content-Length bytes, its requestId = X-Request-ID.
 */
export function checkRaw(r: RawRequest, a: RawAnswer, boundMs: number): void {
  const fail = (what: string): never => {
    throw new Error(`${rawLabel(r)}: ${what}\n  -> ${a.status} ${a.rest.toString().slice(0, 300)}`);
  };
  if (a.ms > boundMs) fail(`took ${a.ms.toFixed(0)} ms`);
  if (!STATUSES.has(a.status)) fail(`status ${a.status}`);
  const h = a.headers;
  if (!UUID_RE.test(h['x-request-id'] ?? '')) fail('no X-Request-ID');
  if (h['x-api-version'] !== 'v1') fail('no X-API-Version');
  for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
    if (!/^\d+$/.test(h[name] ?? '')) fail(`no ${name}`);
  if (!h['cache-control']) fail('no Cache-Control');
  if (h['access-control-allow-origin'] !== '*') fail('no CORS');
  if (r.method === 'HEAD' || a.status === 204) {
    if (a.rest.length > 0) fail(`a body of ${a.rest.length} bytes after a ${r.method} answer`);
    return;
  }
  if (h['content-length'] !== undefined && Number(h['content-length']) !== a.rest.length)
    fail(`Content-Length ${h['content-length']} but ${a.rest.length} bytes`);
  let body: { success?: unknown; error?: unknown; meta?: { requestId?: unknown } };
  try {
    body = JSON.parse(a.rest.toString('utf8'));
  } catch {
    return fail('the body is not JSON');
  }
  if (a.status >= 400 && (body.success !== false || typeof body.error !== 'string')) fail('not the error envelope');
  if (a.status === 200 && body.success !== true) fail('not the success envelope');
  if (body.meta?.requestId !== h['x-request-id']) fail('meta.requestId differs from X-Request-ID');
}
