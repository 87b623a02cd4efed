/**
 * `npm start` as a user runs it: the server answers `/health` and `/v1` while the site is being
 * built (pages answer 503 with Retry-After and say so), serves the site once it is there, and
 * stopping npm (SIGTERM to npm alone, or Ctrl-C to the terminal's process group) leaves no process
 * answering. A small stand-in site (SITE_DIR) keeps the real two-minute build out of it; the
 * clean-clone check (scripts/clean-clone-check.sh, run by CI) starts a real first build.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../runtimes/node/server.ts';
import { call } from '../helpers/http.ts';
import { REPO_ROOT } from '../helpers/dataset.ts';

const PAGE = '<!doctype html><html lang="en"><head><title>stand-in site</title></head><body>built</body></html>';
let siteDir: string;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'ffxiv-dyes-start-'));
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a server whose site is being built', () => {
  let server: RunningServer;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), 'ffxiv-dyes-building-'));
    server = await startServer({ port: 0, quiet: true, siteDir: emptyDir, siteBuilding: true });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('answers /health and /v1 at once', async () => {
    expect((await call(server.url, '/health')).status).toBe(200);
    const closest = await call(server.url, '/v1/match/closest?hex=%235b7fc0');
    expect(closest.status).toBe(200);
    expect(closest.json.data.dye.name).toBe('Raptor Blue');
  });

  it.each(['/', '/matcher', '/guide/cli.html'])(
    'answers %s with a 503 page that says the site is being built',
    async (path) => {
      const page = await call(server.url, path);
      expect(page.status).toBe(503);
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).toMatch(/being built/);
      // The browser that asked reloads by itself, as often as Retry-After says.
      expect(page.text).toContain(`<meta http-equiv="refresh" content="${page.headers.get('retry-after')}">`);
      expect(page.text).toContain('href="/v1/match/closest');
    },
  );

  it('answers HEAD with the same status and no body', async () => {
    const head = await call(server.url, '/', { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(head.text).toBe('');
  });

  it('serves the site once it is built and loaded', async () => {
    writeFileSync(join(emptyDir, 'index.html'), PAGE);
    expect(await server.loadSite()).toBe(true);
    const page = await call(server.url, '/');
    expect(page.status).toBe(200);
    // The page itself (the server adds the preview card's tags to its head).
    expect(page.text).toContain('<body>built</body>');
    expect(page.headers.get('retry-after')).toBeNull();
  });
});

/** Whether any process of the group is left. */
const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('npm start', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    // Whatever a failed test left behind: the group it started, by its id.
    if (child?.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  });

  /** `npm start` in its own process group, as a terminal runs it; resolves once it listens. */
  async function npmStart(): Promise<{ url: string; npm: ChildProcess; output: () => string }> {
    writeFileSync(join(siteDir, 'index.html'), PAGE);
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: siteDir, RATE_LIMIT_PER_MINUTE: '0' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = npm;
    let output = '';
    const url = await new Promise<string>((ok, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match) ok(match[1]!);
      };
      npm.stdout.on('data', onData);
      npm.stderr.on('data', onData);
      npm.once('exit', (code) => fail(new Error(`npm start exited (${code}):\n${output}`)));
    });
    return { url, npm, output: () => output };
  }

  const refused = async (url: string) => {
    try {
      await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      return false;
    } catch {
      return true;
    }
  };

  it('stops the server when npm alone gets SIGTERM', async () => {
    const { url, npm, output } = await npmStart();
    expect((await call(url, '/v1/match/closest?hex=%235b7fc0')).status).toBe(200);
    expect((await call(url, '/')).text).toContain('<body>built</body>');
    process.kill(npm.pid!, 'SIGTERM');
    expect(await until(() => !groupAlive(npm.pid!), 5_000), output()).toBe(true);
    expect(await refused(url)).toBe(true);
  });

  it('stops on Ctrl-C (SIGINT to the whole process group)', async () => {
    const { url, npm, output } = await npmStart();
    expect((await call(url, '/health')).status).toBe(200);
    process.kill(-npm.pid!, 'SIGINT');
    expect(await until(() => !groupAlive(npm.pid!), 5_000), output()).toBe(true);
    expect(await refused(url)).toBe(true);
  });

  it('runs the server in one Node process under npm (no tsx launcher between them)', async () => {
    const { npm } = await npmStart();
    const tree = spawnSync('ps', ['-eo', 'pgid=,args='], { encoding: 'utf8' })
      .stdout.split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([pgid]) => pgid === String(npm.pid))
      .map((words) => words.slice(1).join(' '));
    const nodes = tree.filter((args) => /scripts\/start\.ts/.test(args) && !/^(sh|npm)\b/.test(args));
    expect(nodes, tree.join('\n')).toHaveLength(1);
    process.kill(npm.pid!, 'SIGTERM');
    expect(await until(() => !groupAlive(npm.pid!), 5_000)).toBe(true);
  });
});
