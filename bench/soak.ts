/**
 * `npm run soak`: the Node server under sustained abuse, in its own process on loopback.
 *
 * 300,000 mixed valid and invalid requests, then 100,000 distinct missing static paths, then
 * 100,000 distinct client addresses through X-Forwarded-For (TRUST_PROXY=1), then 100,000
 * `/v1/chara/resolve` requests with distinct model keys against a local fake of XIVAPI
 * (tests/chara/fake), so every one is a miss that fills the resolve cache. Prints the rate of
 * each phase, the answers by status, and the server's resident memory before, after, and after a
 * pause. Fails (exit 1) when any answer is a 500 or a `/v1` answer is not the JSON envelope, when
 * resident memory after the first three phases and a pause is more than 50 MB above the start, or
 * when what the server holds after a full collection grows in the chara phase by more than the
 * resolve cache's byte bound (RESOLVE_CACHE_BOUND).
 *
 * SOAK_SCALE (default 1) scales every count, e.g. `SOAK_SCALE=0.1 npm run soak` for a quick look.
 * Only 127.0.0.1 is ever addressed; the whole run is capped at SOAK_MAX_SECONDS (default 900).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomHexes, seededRandom } from './harness.ts';
import { startFakeXivapi } from '../tests/chara/fake/server.ts';
import { RESOLVE_CACHE_BOUND } from '../lib/api/chara/cache.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCALE = Number(process.env.SOAK_SCALE ?? 1);
const MAX_SECONDS = Number(process.env.SOAK_MAX_SECONDS ?? 900);
const CONCURRENCY = 64;
const MEMORY_LIMIT_MB = 50;
const PAUSE_MS = 10_000;

interface Req {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

// ---- the traffic ----------------------------------------------------------------------------

const rand = seededRandom(0x50a4);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const hexes = randomHexes(2_000, 7).map((h) => h.slice(1));
const DYE_IDS = [5729, 5730, 5731, 5732, 5771, 5772, 13114, 30116, 1, 2, 17, 125];
const HARMONIES = ['complementary', 'analogous', 'triadic', 'square', 'monochromatic', 'shades'];
const WHEELS = ['rgb', 'ryb', 'perceptual', 'oklch-hue'];
const LONG_NUMBER = '9'.repeat(16_000) + 'x';

const VALID: (() => Req)[] = [
  () => ({ method: 'GET', path: `/v1/match/closest?hex=${pick(hexes)}` }),
  () => ({
    method: 'GET',
    path: `/v1/match/within-distance?hex=${pick(hexes)}&maxDistance=${Math.floor(rand() * 40) + 1}`,
  }),
  () => ({ method: 'GET', path: `/v1/dyes/${pick(DYE_IDS)}?locale=${pick(['en', 'ja', 'de'])}` }),
  () => ({ method: 'GET', path: `/v1/dyes?perPage=${Math.floor(rand() * 50) + 1}&page=${Math.floor(rand() * 3) + 1}` }),
  () => ({ method: 'GET', path: `/v1/harmony?dye=${pick(DYE_IDS)}&type=${pick(HARMONIES)}&wheel=${pick(WHEELS)}` }),
  () => ({ method: 'GET', path: `/v1/dyes/search?q=${pick(['blue', 'rose', 'black', 'snow'])}` }),
  () => ({ method: 'GET', path: '/v1/wheels' }),
  () => ({ method: 'GET', path: '/health' }),
  () => ({ method: 'GET', path: '/' }),
  () => ({ method: 'GET', path: '/guide' }),
];
const INVALID: (() => Req)[] = [
  () => ({ method: 'GET', path: `/v1/match/closest?hex=${pick(['zzzzzz', '#12345', '', '%00'])}` }),
  () => ({ method: 'GET', path: `/v1/match/within-distance?hex=ff0000&maxDistance=${LONG_NUMBER}` }),
  () => ({ method: 'GET', path: `/v1/dyes/batch?ids=${pick(['1,x', '-0', ',,,', '9'.repeat(40)])}` }),
  () => ({ method: 'GET', path: `/v1/dyes?locale=${pick(['xx', 'EN', ''])}&perPage=-1` }),
  () => ({ method: 'GET', path: `/v1/nope/${Math.floor(rand() * 1e9)}` }),
  () => ({ method: 'GET', path: '/v1/dyes/%E0%A4%A' }),
  () => ({
    method: 'POST',
    path: '/v1/chara/resolve',
    headers: { 'Content-Type': 'application/json' },
    body: pick(['{', '[]', '{"gear":3}', '{"gear":[{"slot":"Nope"}]}', '']),
  }),
  () => ({ method: 'DELETE', path: '/v1/dyes' }),
  () => ({ method: 'GET', path: `/v1/harmony?dye=5729&type=${'x'.repeat(3_000)}` }),
];

/** A resolve of one weapon whose model key no other `i` (or `base`) shares. */
const charaResolve = (i: number, base: number): Req => ({
  method: 'POST',
  path: '/v1/chara/resolve',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    gear: [{ slot: 'MainHand', set: 1 + (i % 60_000), base: base + Math.floor(i / 60_000), variant: 1 }],
  }),
});

// ---- the server -----------------------------------------------------------------------------

function buildSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ffxiv-dyes-soak-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>soak</title>');
  writeFileSync(join(dir, 'guide.html'), '<!doctype html><title>guide</title>' + 'text '.repeat(500));
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
  return dir;
}

async function startServer(siteDir: string, xivapiBase: string) {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/soak-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      TRUST_PROXY: '1',
      // High enough that the mixed traffic is answered rather than refused; the distinct-address
      // phase still fills the limiter's table.
      RATE_LIMIT_PER_MINUTE: '10000000',
      // A fake on loopback: a chara request never leaves the machine.
      XIVAPI_BASE: xivapiBase,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ok, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (found) ok(found);
    });
    child.once('exit', (code) => fail(new Error(`server exited (${code}) before listening: ${out}`)));
  });
  return { url, child };
}

/** What the server holds after a full collection (bench/soak-server.ts), in MB. */
function heldMb(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((ok) => {
    const onData = (chunk: Buffer) => {
      const bytes = /held (\d+)/.exec(chunk.toString())?.[1];
      if (!bytes) return;
      child.stdout!.off('data', onData);
      ok(Number(bytes) / 2 ** 20);
    };
    child.stdout!.on('data', onData);
    child.kill('SIGUSR2');
  });
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
};

// ---- the load -------------------------------------------------------------------------------

interface Tally {
  statuses: Map<number, number>;
  errors: number;
  badEnvelopes: number;
  examples: string[];
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(base: string, req: Req, tally: Tally): Promise<void> {
  return new Promise((done) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body);
    const headers: Record<string, string | number> = { ...req.headers };
    if (body) headers['Content-Length'] = body.length;
    const r = request(`${base}${req.path}`, { method: req.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        if (req.path.startsWith('/v1') && !envelopeOk(Buffer.concat(chunks).toString(), status)) {
          tally.badEnvelopes++;
          if (tally.examples.length < 5) tally.examples.push(`${req.method} ${req.path.slice(0, 80)} → ${status}`);
        }
        if (status >= 500 && tally.examples.length < 5)
          tally.examples.push(`${req.method} ${req.path.slice(0, 80)} → ${status}`);
        done();
      });
      res.on('error', () => (tally.errors++, done()));
    });
    r.on('error', () => (tally.errors++, done()));
    r.end(body);
  });
}

function envelopeOk(text: string, status: number): boolean {
  try {
    const json = JSON.parse(text) as { success?: unknown; error?: unknown; meta?: { requestId?: unknown } };
    if (status < 400) return json.success === true;
    return json.success === false && typeof json.error === 'string' && typeof json.meta?.requestId === 'string';
  } catch {
    return false;
  }
}

async function phase(name: string, base: string, count: number, make: (i: number) => Req, deadline: number) {
  const tally: Tally = { statuses: new Map(), errors: 0, badEnvelopes: 0, examples: [] };
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count && Date.now() < deadline) await send(base, make(next++), tally);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const byStatus = [...tally.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `${name.padEnd(34)} ${String(next).padStart(7)} req  ${(next / seconds).toFixed(0).padStart(6)} req/s  ${byStatus}  client errors ${tally.errors}  bad envelopes ${tally.badEnvelopes}`,
  );
  for (const example of tally.examples) console.log(`    e.g. ${example}`);
  return { tally, sent: next };
}

// ---- the run --------------------------------------------------------------------------------

const n = (count: number) => Math.max(1, Math.round(count * SCALE));
const siteDir = buildSite();
const fake = await startFakeXivapi();
const server = await startServer(siteDir, fake.url);
const deadline = Date.now() + MAX_SECONDS * 1000;
let failed: boolean;
try {
  const mixed = (i: number) => (i % 3 === 2 ? pick(INVALID) : pick(VALID))();
  await phase('warm-up (mixed)', server.url, n(10_000), mixed, deadline);
  // The first resolve loads the item tables (names, acquisition) once; that is not cache growth.
  await phase('warm-up (chara)', server.url, 200, (i) => charaResolve(i, 1_000), deadline);
  const before = rssMb(server.child.pid!);
  const results = [
    await phase('mixed valid and invalid', server.url, n(300_000), mixed, deadline),
    await phase(
      'unique static misses',
      server.url,
      n(100_000),
      (i) => ({ method: 'GET', path: `/missing/${i}-${'m'.repeat(200)}` }),
      deadline,
    ),
    await phase(
      'distinct client addresses',
      server.url,
      n(100_000),
      (i) => ({
        method: 'GET',
        path: '/v1/dyes/5729',
        headers: {
          'X-Forwarded-For':
            i % 2 ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` : `2001:db8::${i.toString(16)}`,
        },
      }),
      deadline,
    ),
  ];
  const after = rssMb(server.child.pid!);
  await new Promise((ok) => setTimeout(ok, PAUSE_MS));
  const rested = rssMb(server.child.pid!);
  const heldBefore = await heldMb(server.child);

  // Distinct model keys: every request misses the resolve cache and adds one family to it.
  const searchesBefore = fake.count('search');
  const chara = await phase(
    'distinct chara keys (fake XIVAPI)',
    server.url,
    n(100_000),
    (i) => ({
      method: 'POST',
      path: '/v1/chara/resolve',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        gear: [{ slot: 'MainHand', set: 1 + (i % 60_000), base: 1 + Math.floor(i / 60_000), variant: 1 }],
      }),
    }),
    deadline,
  );
  results.push(chara);
  const charaAfter = rssMb(server.child.pid!);
  agent.destroy();
  await new Promise((ok) => setTimeout(ok, PAUSE_MS));
  const charaRested = rssMb(server.child.pid!);
  const heldAfter = await heldMb(server.child);
  const boundMb = RESOLVE_CACHE_BOUND.maxBytes / 2 ** 20;
  // What the phase left held (heap and buffers after a full collection) is what the bound governs;
  // resident memory also counts pages V8 keeps for reuse and hands back only later.
  const charaGrowth = heldAfter - heldBefore;
  console.log(
    `\nchara phase: ${fake.count('search') - searchesBefore} upstream searches; held after a full GC ${heldBefore.toFixed(1)} → ${heldAfter.toFixed(1)} MB (growth ${charaGrowth.toFixed(1)} MB; resolve cache bound ${RESOLVE_CACHE_BOUND.maxEntries} entries / ${boundMb} MiB); resident ${rested.toFixed(0)} → ${charaAfter.toFixed(0)} MB, ${charaRested.toFixed(0)} MB after a ${PAUSE_MS / 1000} s pause`,
  );
  const fiveHundreds = results.reduce((sum, r) => sum + (r.tally.statuses.get(500) ?? 0), 0);
  const badEnvelopes = results.reduce((sum, r) => sum + r.tally.badEnvelopes, 0);
  const clientErrors = results.reduce((sum, r) => sum + r.tally.errors, 0);
  const growth = rested - before;
  console.log(
    `server memory (RSS) over the first three phases: before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB, after a ${PAUSE_MS / 1000} s pause ${rested.toFixed(0)} MB (growth ${growth.toFixed(1)} MB, limit ${MEMORY_LIMIT_MB})`,
  );
  console.log(`500 answers: ${fiveHundreds}; bad /v1 envelopes: ${badEnvelopes}; client-side errors: ${clientErrors}`);
  const incomplete = Date.now() >= deadline;
  if (incomplete) console.log(`stopped at the ${MAX_SECONDS} s cap before sending everything`);
  failed =
    fiveHundreds > 0 ||
    badEnvelopes > 0 ||
    clientErrors > 0 ||
    growth > MEMORY_LIMIT_MB ||
    charaGrowth > boundMb ||
    incomplete;
  console.log(failed ? 'SOAK FAILED' : 'soak passed');
} finally {
  server.child.kill('SIGTERM');
  await fake.close();
  rmSync(siteDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
