/**
 * Requests per second of the Node server on loopback (autocannon), against a peer measured in the
 * same run: a bare node:http server answering a fixed JSON string (the floor of Node's HTTP stack).
 * Each server runs in its own process, so the load generator does not share its thread.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freshHexes, median, randomHexes } from './harness.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// A fixed answer from node:http alone. BARE_BODY/BARE_HEADERS (JSON) replace the tiny default, so
// the second peer sends exactly the bytes of a real closest-match answer.
const BARE_SERVER = `
const body = process.env.BARE_BODY ?? '{"success":true,"data":{}}';
const headers = { 'Content-Type': 'application/json', ...JSON.parse(process.env.BARE_HEADERS ?? '{}') };
headers['Content-Length'] = Buffer.byteLength(body);
require('node:http').createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(0, '127.0.0.1', function () { console.log('listening on http://127.0.0.1:' + this.address().port); });`;

function startProcess(args: string[], env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

interface Load {
  rps: number;
  p50: number;
  errors: number;
  /** The server process's own CPU time per answered request (user + system), µs. */
  cpuUs: number;
}

/** CPU time a process has used so far, µs (Linux /proc; clock ticks of 10 ms). */
function cpuTimeUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(
  url: string,
  requests: autocannon.Request[] | undefined,
  duration: number,
  pid: number,
): Promise<Load> {
  const cpuBefore = cpuTimeUs(pid);
  const result = await autocannon({ url, connections: 32, duration, pipelining: 1, requests });
  const cpu = cpuTimeUs(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    errors: result.errors + result.non2xx,
    cpuUs: cpu / Math.max(1, result.requests.total),
  };
}

const ROUNDS = 5;

export async function benchServer(): Promise<void> {
  const api = await startProcess(['--import', 'tsx', 'runtimes/node/server.ts'], {
    PORT: '0',
    RATE_LIMIT_PER_MINUTE: '0',
    SITE_DIR: '/nonexistent',
  });
  const bare = await startProcess(['-e', BARE_SERVER]);
  const sample = await fetch(`${api.url}/v1/match/closest?hex=5b7fc0`);
  const sampleHeaders = Object.fromEntries(
    [...sample.headers].filter(([k]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(k)),
  );
  const sameBytes = await startProcess(['-e', BARE_SERVER], {
    BARE_BODY: await sample.text(),
    BARE_HEADERS: JSON.stringify(sampleHeaders),
  });
  try {
    const paths = randomHexes(500, 11).map((hex) => ({ path: `/v1/match/closest?hex=${hex.slice(1)}` }));
    // Colours asked for the first time: no remembered answer can serve them.
    const fresh = freshHexes();
    const freshPaths: autocannon.Request[] = [
      { setupRequest: (req) => ({ ...req, path: `/v1/match/closest?hex=${fresh()}` }) },
    ];
    const targets: [string, string, autocannon.Request[] | undefined, number | undefined, number][] = [
      ['GET /v1/match/closest (random hex)', api.url, paths, 5000, api.child.pid!],
      ['GET /v1/match/closest (colour never repeated)', api.url, freshPaths, undefined, api.child.pid!],
      [
        'GET /v1/harmony triadic ryb',
        `${api.url}/v1/harmony?dye=5729&type=triadic&wheel=ryb`,
        undefined,
        undefined,
        api.child.pid!,
      ],
      ['peer: bare node:http fixed JSON', bare.url, undefined, undefined, bare.child.pid!],
      ['peer: node:http alone, a closest answer’s bytes', sameBytes.url, undefined, undefined, sameBytes.child.pid!],
    ];
    for (const [, url, requests, , pid] of targets) await load(url, requests, 2, pid); // warm-up: JIT and caches
    // Short runs in alternation, so that load from elsewhere on a shared machine hits every server alike.
    const runs: Load[][] = targets.map(() => []);
    for (let r = 0; r < ROUNDS; r++)
      for (const [k, [, url, requests, , pid]] of targets.entries()) runs[k]!.push(await load(url, requests, 3, pid));
    const mid = (values: number[]) => median(values);
    console.log(
      `\n## Node server on loopback (autocannon, 32 connections, ${ROUNDS} alternating rounds of 3 s, servers in their own processes)`,
    );
    for (const [k, [name, , , target]] of targets.entries()) {
      const rps = mid(runs[k]!.map((x) => x.rps));
      const errors = runs[k]!.reduce((sum, x) => sum + x.errors, 0);
      console.log(
        `${name.padEnd(48)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${mid(runs[k]!.map((x) => x.p50))} ms  ` +
          `server CPU ${mid(runs[k]!.map((x) => x.cpuUs)).toFixed(0)} µs/request  errors ${errors}` +
          (target ? (rps >= target ? `  ≥ ${target} ok` : `  < ${target} MISSED`) : ''),
      );
    }
    const ratio = (a: number, b: number) => mid(runs[a]!.map((x, r) => x.rps / runs[b]![r]!.rps)) * 100;
    // What one server core can answer, from its CPU time per request: the load generator shares
    // the machine, so req/s alone can measure the client rather than the server.
    const capacity = (a: number, b: number) => mid(runs[a]!.map((x, r) => runs[b]![r]!.cpuUs / x.cpuUs)) * 100;
    const [closest, fresher, , bareFloor, sameBytesPeer] = [0, 1, 2, 3, 4];
    console.log(
      `closest-match throughput is ${ratio(closest, bareFloor).toFixed(0)}% of the bare-server floor (target ≥ 50%), ` +
        `${ratio(closest, sameBytesPeer).toFixed(0)}% of node:http sending the same bytes (median of per-round ratios)`,
    );
    console.log(
      `closest-match capacity by server CPU per request: ${capacity(closest, bareFloor).toFixed(0)}% of the bare-server floor ` +
        `(target ≥ 50%), ${capacity(closest, sameBytesPeer).toFixed(0)}% of node:http sending the same bytes; ` +
        `colours never repeated: ${capacity(fresher, bareFloor).toFixed(0)}% and ${capacity(fresher, sameBytesPeer).toFixed(0)}%`,
    );
  } finally {
    api.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    sameBytes.child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServer();
