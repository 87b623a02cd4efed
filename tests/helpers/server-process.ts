/**
 * Starts a real server process the way a user would (`tsx runtimes/node/server.ts`) on a free port, and
 * stops it again. Generic on purpose: any entry script that prints `listening on http://…` works,
 * so the chara and browser suites can reuse it.
 *
 * The child is started in its own process group (tsx runs the script in a grandchild), and stop()
 * signals that group by its id, so nothing outlives the test file.
 */
import { afterAll, beforeAll } from 'vitest';
import { call } from './http.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { REPO_ROOT } from './dataset.ts';

export interface SpawnOptions {
  /** Script to run, relative to the repository root. Default `runtimes/node/server.ts`. */
  entry?: string;
  /**
   * Extra environment. PORT defaults to 0 (a free port), HOST to 127.0.0.1, RATE_LIMIT_PER_MINUTE
   * to 0 (off); an `undefined` value removes a variable, so the server's own default applies.
   */
  env?: Record<string, string | undefined>;
  /** How long to wait for the `listening on` line. */
  startTimeoutMs?: number;
}

export interface SpawnedServer {
  /** `http://127.0.0.1:<port>`, as the server printed it. */
  url: string;
  pid: number;
  /** Everything the process wrote so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const live = new Set<ChildProcess>();

// A test file that dies mid-way still takes its servers with it.
process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  const entry = resolve(REPO_ROOT, options.entry ?? 'runtimes/node/server.ts');
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '0',
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(process.execPath, [tsxCli, entry], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const exited = new Promise<void>((ok) => child.once('exit', () => (live.delete(child), ok())));

  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      fail(new Error(`server did not start within ${options.startTimeoutMs ?? 30_000} ms:\n${output}`));
    }, options.startTimeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        ok(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`server exited before listening (code ${code}, signal ${signal}):\n${output}`));
    });
  });

  return {
    url,
    pid: child.pid!,
    output: () => output,
    async stop() {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * One spawned server for the calling test file: started before its tests, stopped after.
 * `get(path, init)` calls it; `url()` is its base once started.
 */
export function useSpawnedServer(options: SpawnOptions = {}) {
  let server: SpawnedServer | undefined;
  beforeAll(async () => {
    server = await spawnServer(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const url = () => server!.url;
  return { url, get: (path: string, init?: RequestInit) => call(url(), path, init) };
}
