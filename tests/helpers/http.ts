/** Small HTTP helpers for API tests: one call that returns status, headers, text and parsed JSON. */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed body, or undefined when the body is empty or not JSON. */
  json: any;
  /** Wall time of the request, ms. */
  ms: number;
}

/**
 * One request over node:http with a shared keep-alive agent. Not `fetch`: undici's fetch costs
 * about twice as much client CPU per request, and the API suites send tens of thousands of
 * requests on two cores. The URL goes through WHATWG parsing first, exactly as fetch would send it.
 */
export function call(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const raw = init.body;
  const body =
    raw === undefined || raw === null
      ? undefined
      : typeof raw === 'string'
        ? Buffer.from(raw)
        : raw instanceof Uint8Array
          ? Buffer.from(raw)
          : raw instanceof ArrayBuffer
            ? Buffer.from(raw)
            : null;
  // Streams, forms and blobs: let fetch encode them.
  if (body === null) return fetchAnswer(base + path, init);
  const url = new URL(base + path);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => (headers[key] = value));
  if (body !== undefined) headers['content-length'] = String(body.byteLength);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', headers, agent: keepAlive, signal: init.signal ?? undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const responseHeaders = new Headers();
          for (const [key, value] of Object.entries(res.headers)) {
            if (value === undefined) continue;
            for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(key, v);
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: responseHeaders,
            text,
            json: parse(text),
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function fetchAnswer(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { ...init, duplex: 'half' } as RequestInit);
  return answerOf(res, 0).then((a) => ({ ...a, ms: performance.now() - started }));
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 32 });

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Turns a Response (from createFetch, MSW or fetch) into an Answer. */
export async function answerOf(res: Response, ms = 0): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: parse(text), ms };
}

/** Runs fn over items with at most `limit` in flight; results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return out;
}

/** Builds `?a=1&b=2` from pairs, skipping undefined values; values are percent-encoded. */
export function qs(params: Record<string, string | number | boolean | undefined>): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? '?' + parts.join('&') : '';
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
