/**
 * The two runtimes the same tests run against, each reached over real HTTP:
 * - `node`: `tsx worker/server.ts` in a child process (what `npm start` runs);
 * - `edge`: worker/edge.ts on workerd through Miniflare (what `wrangler deploy` ships).
 * Both read the same variables, so a test configures them once.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, startEdgeWorker } from '../edge/worker.ts';

export interface TargetConfig {
  xivapiBase: string;
  /** Directory of the optional data/chara tables (CHARA_DATA_DIR / the CHARA_DATA binding). */
  dataDir?: string;
  /** XIVAPI_TIMEOUT_MS: kept short so a hanging upstream is tested in a second or two. */
  timeoutMs?: number;
  /** RATE_LIMIT_PER_MINUTE (default 0: off, these tests send many requests). */
  ratePerMinute?: number;
  xivapiVersion?: string;
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
  return vars;
};

export async function startNodeTarget(config: TargetConfig): Promise<Target> {
  const entry = process.env.CHARA_TEST_NODE_ENTRY ?? join(ROOT, 'worker/server.ts');
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...variables(config),
      ...(config.dataDir ? { CHARA_DATA_DIR: config.dataDir } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`node server did not start:\n${output}`)), 20_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        ok(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    child.once('exit', (code) => fail(new Error(`node server exited with ${code}:\n${output}`)));
  });
  return {
    name: 'node',
    url,
    close: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}

export async function startEdgeTarget(config: TargetConfig): Promise<Target> {
  const worker = await startEdgeWorker({ vars: variables(config), dataDir: config.dataDir });
  return { name: 'edge', url: worker.url, close: worker.close };
}

export const TARGETS = [
  { name: 'node' as const, start: startNodeTarget },
  { name: 'edge' as const, start: startEdgeTarget },
];

export const FIXTURE_TABLES = join(ROOT, 'tests/chara/fixtures/tables');

/** POST /v1/chara/resolve with a JSON body. */
export async function resolve(target: Target, body: unknown, init: RequestInit = {}) {
  const res = await fetch(`${target.url}/v1/chara/resolve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  return { res, json: (await res.json()) as any };
}

export const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
