/**
 * Property-based fuzzing of every engine route through the one handler, in-process for volume.
 *
 * Run size (per `npx vitest run tests/fuzz`): 6,000 chaos requests (arbitrary unicode, huge
 * numbers, `1e3`, `+5`, `007`, empty, repeated and unknown parameters, broken percent-encoding,
 * odd path segments, other methods) and 4,000 labelled requests whose exact answer the spec
 * predicts (first failing parameter, code, status, meta.locale, listing counts). FUZZ_RUNS scales
 * both; FUZZ_SEED replays a run (fast-check prints the seed and path of any counterexample).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApp } from '../../lib/api/app.ts';
import { ENGINE_ROUTES } from '../../lib/api/routes/index.ts';
import type { Answer } from '../helpers/http.ts';
import { chaosRequest, labelledRequest, type FuzzRequest } from './arbitraries.ts';
import { checkChaos, checkLabelled } from './check.ts';
import { fuzzSeed } from './seed.ts';

const SCALE = Number(process.env.FUZZ_RUNS ?? 1);
const SEED = fuzzSeed();
/**
 * No answer of the engine takes anywhere near this (the slowest, a 360-stop oklch-lightness wheel,
 * takes ~10 ms cold); it catches hangs and blow-ups. A slow answer is asked again once, so a GC
 * pause or a busy machine is not reported as a hang.
 */
const BOUND_MS = 500;

const app = createApp({ routes: ENGINE_ROUTES });

async function ask(req: FuzzRequest): Promise<Answer> {
  const first = await askOnce(req);
  if (first.ms <= BOUND_MS) return first;
  const again = await askOnce(req);
  return { ...again, ms: Math.min(first.ms, again.ms) };
}

async function askOnce(req: FuzzRequest): Promise<Answer> {
  const started = performance.now();
  const res = await app.handle({ method: req.method, url: 'http://fuzz.local' + req.target, header: () => null });
  const ms = performance.now() - started;
  const text = res.body === null ? '' : typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: new Headers(res.headers), text, json, ms };
}

describe('fuzz through app.handle', () => {
  it('chaos: no 5xx, no hang, every rejection explained (6,000 runs)', async () => {
    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    await fc.assert(
      fc.asyncProperty(chaosRequest, async (req) => {
        const a = await ask(req);
        checkChaos(req, a, BOUND_MS);
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        if (a.json?.error) codes.add(a.json.error);
      }),
      { numRuns: 6000 * SCALE, seed: SEED },
    );
    // The generator must reach past validation as well as trip it, or the property proves little.
    const total = [...statuses.values()].reduce((x, y) => x + y, 0);
    expect((statuses.get(200) ?? 0) / total).toBeGreaterThan(0.1);
    expect((statuses.get(400) ?? 0) / total).toBeGreaterThan(0.1);
    expect((statuses.get(404) ?? 0) / total).toBeGreaterThan(0.01);
    expect([...codes].sort()).toEqual([
      'INVALID_COLOR_WHEEL',
      'INVALID_HARMONY_TYPE',
      'INVALID_HEX',
      'INVALID_LOCALE',
      'INVALID_MATCHING_METHOD',
      'INVALID_STAIN_ID',
      'MISSING_PARAMETER',
      'NOT_FOUND',
      'VALIDATION_ERROR',
    ]);
  }, 120_000);

  it('labelled: the first failing parameter, or the predicted success (4,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(labelledRequest, async (req) => checkLabelled(req, await ask(req), BOUND_MS)),
      { numRuns: 4000 * SCALE, seed: SEED },
    );
  }, 120_000);
});
