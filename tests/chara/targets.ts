/**
 * The two runtimes the same tests run against, each reached over real HTTP:
 * - `node`: `tsx runtimes/node/server.ts` in a child process (what `npm start` runs), via the shared
 *   tests/helpers/server-process.ts;
 * - `edge`: runtimes/edge/edge.ts on workerd through Miniflare (what `wrangler deploy` ships).
 * Both read the same variables, so a test configures them once.
 */
import { request } from 'node:http';
import { spawnServer } from '../helpers/server-process.ts';
import { startEdgeWorker } from '../edge/worker.ts';
import { FIXTURE_TABLES } from './paths.ts';

export interface TargetConfig {
  xivapiBase: string;
  /** Directory of the optional data/chara tables (CHARA_DATA_DIR / the CHARA_DATA binding). */
  dataDir?: string;
  /** XIVAPI_TIMEOUT_MS: kept short so a hanging upstream is tested in a second or two. */
  timeoutMs?: number;
  /** RATE_LIMIT_PER_MINUTE (default 0: off, these tests send many requests). */
  ratePerMinute?: number;
  xivapiVersion?: string;
  /** EORZEA_COLLECTION_BASE and EORZEA_COLLECTION_TIMEOUT_MS (the glamour tests). */
  eorzeaCollectionBase?: string;
  eorzeaCollectionTimeoutMs?: number;
}

export interface Target {
  name: 'node' | 'edge';
  url: string;
  close(): Promise<void>;
}

const variables = (config: TargetConfig): Record<string, string> => {
  const vars: Record<string, string> = {
    XIVAPI_BASE: config.xivapiBase,
    RATE_LIMIT_PER_MINUTE: String(config.ratePerMinute ?? 0),
  };
  if (config.timeoutMs) vars.XIVAPI_TIMEOUT_MS = String(config.timeoutMs);
  if (config.xivapiVersion) vars.XIVAPI_VERSION = config.xivapiVersion;
  if (config.eorzeaCollectionBase) vars.EORZEA_COLLECTION_BASE = config.eorzeaCollectionBase;
  if (config.eorzeaCollectionTimeoutMs) vars.EORZEA_COLLECTION_TIMEOUT_MS = String(config.eorzeaCollectionTimeoutMs);
  return vars;
};

export async function startNodeTarget(config: TargetConfig): Promise<Target> {
  const server = await spawnServer({
    entry: process.env.CHARA_TEST_NODE_ENTRY ?? 'runtimes/node/server.ts',
    env: { ...variables(config), ...(config.dataDir ? { CHARA_DATA_DIR: config.dataDir } : {}) },
  });
  return { name: 'node', url: server.url, close: () => server.stop() };
}

export async function startEdgeTarget(config: TargetConfig): Promise<Target> {
  const worker = await startEdgeWorker({ vars: variables(config), dataDir: config.dataDir });
  return { name: 'edge', url: worker.url, close: () => worker.close() };
}

export const TARGETS = [
  { name: 'node' as const, start: startNodeTarget },
  { name: 'edge' as const, start: startEdgeTarget },
];

export { FIXTURE_TABLES };

/** POST /v1/chara/resolve with a JSON body. */
export async function resolve(target: Target, body: unknown, init: RequestInit = {}) {
  const res = await fetch(`${target.url}/v1/chara/resolve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  return { res, json: await res.json() };
}

export const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/**
 * POST on a connection of its own, closed afterwards. For bodies the server refuses before reading
 * them (413): the server may then drop the connection, and a pooled keep-alive connection would
 * carry that reset into whichever request used it next.
 */
export function postOnce(target: Target, path: string, body: string): Promise<{ status: number; json: any }> {
  const url = new URL(target.url + path);
  return new Promise((ok, fail) => {
    let answered = false;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close' },
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => ok({ status: res.statusCode!, json: JSON.parse(text) }));
      },
    );
    // The server may answer and close before taking the whole body; the answer is what counts.
    req.on('error', (error) => (answered ? undefined : fail(error)));
    req.end(body);
  });
}
