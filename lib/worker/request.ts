/**
 * The engine worker's HTTP door, for requests a player types (the endpoint reference's "try it"):
 * one `/v1/...` path and query answered by the same app as every other runtime, so the body is the
 * API's wire body. Loaded on first use: the tools call the typed methods instead.
 */
import { createApp } from '../api/app.ts';
import { ENGINE_ROUTES } from '../api/routes/index.ts';

export interface EngineResponse {
  status: number;
  headers: Record<string, string>;
  /** The parsed JSON envelope (null for a body-less or non-JSON answer such as an icon). */
  body: unknown;
}

export interface EngineRequestInit {
  method?: 'GET' | 'POST';
  /** JSON text for POST routes. */
  body?: string;
}

// Every route computed on the device; `/v1/chara/*` needs the network and stays with fetch.
const app = createApp({ routes: ENGINE_ROUTES });
const ORIGIN = 'http://engine.local';
const encoder = new TextEncoder();

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/** Answers one `/v1/...` path-and-query exactly as the HTTP API would. */
export async function answerRequest(pathAndQuery: string, init: EngineRequestInit = {}): Promise<EngineResponse> {
  const headers: Record<string, string> = init.body ? { 'content-type': 'application/json' } : {};
  const res = await app.handle({
    method: init.method ?? 'GET',
    url: new URL(pathAndQuery, ORIGIN).href,
    header: (name) => headers[name.toLowerCase()] ?? null,
    body: init.body === undefined ? null : once(encoder.encode(init.body)),
  });
  const contentType = Object.entries(res.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  const isJson = typeof res.body === 'string' && contentType.includes('json');
  return { status: res.status, headers: res.headers, body: isJson ? JSON.parse(res.body as string) : null };
}
