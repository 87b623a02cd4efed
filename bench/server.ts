/**
 * Requests per second of the Node server on loopback (autocannon), against a peer measured in the
 * same run: a bare Node http server answering a fixed JSON string (the floor of Node's HTTP stack).
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { startServer } from '../worker/server.ts';
import { randomHexes } from './harness.ts';

async function load(url: string, requests?: { path: string }[]): Promise<{ rps: number; p50: number; errors: number }> {
  const result = await autocannon({ url, connections: 32, duration: 6, pipelining: 1, requests });
  return { rps: result.requests.average, p50: result.latency.p50, errors: result.errors + result.non2xx };
}

export async function benchServer(): Promise<void> {
  const running = await startServer({ port: 0, env: { RATE_LIMIT_PER_MINUTE: '0' }, quiet: true });
  const floor = createServer((_req, res) => {
    const body = '{"success":true,"data":{}}';
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise<void>((ok) => floor.listen(0, '127.0.0.1', ok));
  const floorAddress = floor.address();
  const floorUrl = `http://127.0.0.1:${typeof floorAddress === 'object' && floorAddress ? floorAddress.port : 0}`;
  try {
    const paths = randomHexes(500, 11).map((hex) => ({ path: `/v1/match/closest?hex=${hex.slice(1)}` }));
    const closest = await load(running.url, paths);
    const harmony = await load(`${running.url}/v1/harmony?dye=5729&type=triadic&wheel=ryb`);
    const bare = await load(floorUrl);
    console.log('\n## Node server on loopback (autocannon, 32 connections, 6 s each)');
    const line = (name: string, r: { rps: number; p50: number; errors: number }, target?: number) =>
      console.log(
        `${name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  errors ${r.errors}` +
          (target ? (r.rps >= target ? `  ≥ ${target} ok` : `  < ${target} MISSED`) : ''),
      );
    line('GET /v1/match/closest (random hex)', closest, 5000);
    line('GET /v1/harmony triadic ryb', harmony);
    line('peer: bare node:http fixed JSON', bare);
    console.log(`closest-match throughput is ${((closest.rps / bare.rps) * 100).toFixed(0)}% of the bare-server floor`);
  } finally {
    await running.close();
    await new Promise((ok) => floor.close(ok));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServer();
