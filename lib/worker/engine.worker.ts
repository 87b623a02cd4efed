/**
 * The engine in a Web Worker, exposed with Comlink. The site's playground, matcher, dye browser and
 * "try it" forms call it so no colour work ever runs on the main thread. It answers through the
 * same app as every other runtime, so the bodies it returns are the wire bodies of the API.
 */
import { expose } from 'comlink';
import { createApp } from '../api/app.ts';
import { ENGINE_ROUTES } from '../api/routes/index.ts';
import { pictureTool } from './tools/palette.ts';
import { gradientTools } from './tools/gradient.ts';
import { mixerTools } from './tools/mixer.ts';
import { outfitTools } from './tools/outfit.ts';
import { compareTools } from './tools/compare.ts';
import { visionTools } from './tools/vision.ts';
import { characterTools } from './tools/character.ts';
import { bandTools } from './tools/bands.ts';
import { budgetTools } from './tools/budget.ts';
import { dyeSearchTools } from './tools/dye-search.ts';

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

const engineApi = {
  ...pictureTool,
  ...gradientTools,
  ...mixerTools,
  ...outfitTools,
  /** Answers one `/v1/...` path-and-query exactly as the HTTP API would. */
  async request(pathAndQuery: string, init: EngineRequestInit = {}): Promise<EngineResponse> {
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
  },
  ...compareTools,
  ...visionTools,
  ...characterTools,
  ...bandTools,
  ...budgetTools,
  ...dyeSearchTools,
};

/** The API the worker exposes; wrap a Worker with `Comlink.wrap<EngineApi>(worker)`. */
export type EngineApi = typeof engineApi;

expose(engineApi);
