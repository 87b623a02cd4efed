/**
 * Requests per second of the Node server on loopback (autocannon), against a peer measured in the
 * same run: a bare node:http server answering a fixed JSON string (the floor of Node's HTTP stack).
 * Each server runs in its own process, so the load generator does not share its thread.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { randomHexes } from './harness.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const BARE_SERVER = `
const body = '{"success":true,"data":{}}';
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log('listening on http://127.0.0.1:' + this.address().port); });`;

function startProcess(args: string[], env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) ok({ url, child });
    });
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening: ${out}`)));
  });
}

async function load(url: string, requests?: { path: string }[]): Promise<{ rps: number; p50: number; errors: number }> {
  const result = await autocannon({ url, connections: 32, duration: 6, pipelining: 1, requests });
  return { rps: result.requests.average, p50: result.latency.p50, errors: result.errors + result.non2xx };
}

export async function benchServer(): Promise<void> {
  const api = await startProcess(['--import', 'tsx', 'worker/server.ts'], { PORT: '0', RATE_LIMIT_PER_MINUTE: '0', SITE_DIR: '/nonexistent' });
  const bare = await startProcess(['-e', BARE_SERVER]);
  try {
    const paths = randomHexes(500, 11).map((hex) => ({ path: `/v1/match/closest?hex=${hex.slice(1)}` }));
    await load(api.url, paths); // warm-up: JIT and caches
    const closest = await load(api.url, paths);
    const harmony = await load(`${api.url}/v1/harmony?dye=5729&type=triadic&wheel=ryb`);
    const floor = await load(bare.url);
    console.log('\n## Node server on loopback (autocannon, 32 connections, 6 s each, server in its own process)');
    const line = (name: string, r: { rps: number; p50: number; errors: number }, target?: number) =>
      console.log(
        `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  errors ${r.errors}` +
          (target ? (r.rps >= target ? `  ≥ ${target} ok` : `  < ${target} MISSED`) : ''),
      );
    line('GET /v1/match/closest (random hex)', closest, 5000);
    line('GET /v1/harmony triadic ryb', harmony);
    line('peer: bare node:http fixed JSON', floor);
    console.log(`closest-match throughput is ${((closest.rps / floor.rps) * 100).toFixed(0)}% of the bare-server floor`);
  } finally {
    api.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServer();
