/**
 * `npm run fuzz -- --requests 1000000`: the fuzz suite's generators and checks (tests/fuzz/) as a
 * long run against a started server (`tsx runtimes/node/server.ts` on loopback, rate limit off).
 * Three kinds of request, in turn: chaos (anything a client library sends, checked by the chaos
 * property), labelled (the exact answer the spec predicts) and raw (HEAD, Expect, oversized
 * headers, non-ASCII and astral targets over a socket of its own).
 *
 *   --requests N     how many (default 100,000)
 *   --seed S         replays a run (default: a fixed seed, the one CI uses)
 *   --concurrency C  requests in flight (default 32)
 *   --max-seconds T  stops sending after T seconds (default 1800)
 *
 * Prints the answers by status for each kind and the first failures; exits 1 on any failure.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { call } from '../tests/helpers/http.ts';
import { chaosRequest, labelledRequest } from '../tests/fuzz/arbitraries.ts';
import { checkChaos, checkLabelled } from '../tests/fuzz/check.ts';
import { checkRaw, rawRequest, sendRaw } from '../tests/fuzz/raw.ts';
import { CI_SEED } from '../tests/fuzz/seed.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string', default: String(CI_SEED) },
    concurrency: { type: 'string', default: '32' },
    'max-seconds': { type: 'string', default: '1800' },
  },
});
const TOTAL = Number(values.requests);
const SEED = Number(values.seed);
const CONCURRENCY = Number(values.concurrency);
const DEADLINE = Date.now() + Number(values['max-seconds']) * 1000;
/** A hang, not slowness, is what this catches: loopback on a busy machine. */
const BOUND_MS = 5000;
const BATCH = 1000;

type Kind = 'chaos' | 'labelled' | 'raw';
const KINDS: Kind[] = ['chaos', 'chaos', 'chaos', 'chaos', 'chaos', 'chaos', 'labelled', 'labelled', 'raw', 'raw'];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'runtimes/node/server.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '0', SITE_DIR: '/nonexistent' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((ok, fail) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    if (found) ok(found);
  });
  child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening: ${out}`)));
});

const statuses: Record<Kind, Map<number, number>> = { chaos: new Map(), labelled: new Map(), raw: new Map() };
const failures: string[] = [];
let failed = 0;
let sent = 0;

/** Batch `b` of each kind, drawn from its own seed so any batch can be replayed alone. */
const batchOf = (kind: Kind, b: number) => {
  const seed = SEED + b * 3 + KINDS.indexOf(kind);
  if (kind === 'chaos') return fc.sample(chaosRequest, { numRuns: BATCH, seed });
  if (kind === 'labelled') return fc.sample(labelledRequest, { numRuns: BATCH, seed });
  return fc.sample(rawRequest, { numRuns: BATCH, seed });
};
const batches = new Map<string, unknown[]>();
function request(i: number): { kind: Kind; req: unknown } {
  const kind = KINDS[i % KINDS.length]!;
  const within = Math.floor(i / KINDS.length);
  const key = `${kind}:${Math.floor(within / BATCH)}`;
  let batch = batches.get(key);
  if (!batch) {
    batch = batchOf(kind, Math.floor(within / BATCH));
    batches.set(key, batch);
    // Only the newest batch of each kind is needed again.
    for (const old of batches.keys()) if (old.startsWith(`${kind}:`) && old !== key) batches.delete(old);
  }
  return { kind, req: batch[within % BATCH] };
}

async function one(i: number): Promise<void> {
  const { kind, req } = request(i);
  try {
    if (kind === 'raw') {
      const r = req as Parameters<typeof checkRaw>[0];
      const a = await sendRaw(base, r, 15_000);
      statuses.raw.set(a.status, (statuses.raw.get(a.status) ?? 0) + 1);
      checkRaw(r, a, BOUND_MS);
    } else {
      const r = req as Parameters<typeof checkLabelled>[0];
      const a = await call(base, r.target, { method: r.method, signal: AbortSignal.timeout(15_000) });
      statuses[kind].set(a.status, (statuses[kind].get(a.status) ?? 0) + 1);
      if (kind === 'labelled') checkLabelled(r, a, BOUND_MS);
      else checkChaos(r, a, BOUND_MS);
    }
  } catch (error) {
    failed++;
    if (failures.length < 10) failures.push(`[${kind} #${i}] ${(error as Error).message.slice(0, 400)}`);
  }
}

const started = performance.now();
let progressAt = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (sent < TOTAL && Date.now() < DEADLINE) {
      await one(sent++);
      if (sent - progressAt >= 50_000) {
        progressAt = sent;
        console.log(`  ${sent} sent, ${failed} failed, ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    }
  }),
);
child.kill('SIGTERM');

const seconds = (performance.now() - started) / 1000;
const line = (m: Map<number, number>) =>
  [...m]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
console.log(`fuzz: ${sent} requests in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s), seed ${SEED}`);
for (const kind of ['chaos', 'labelled', 'raw'] as const) console.log(`  ${kind.padEnd(9)} ${line(statuses[kind])}`);
console.log(`failures: ${failed}`);
for (const f of failures) console.log(`  ${f}`);
if (sent < TOTAL) console.log(`stopped at --max-seconds before sending all ${TOTAL}`);
process.exit(failed > 0 || sent < TOTAL ? 1 : 0);
