/**
 * Gradient and mixer: one request's computation (µs) through the engine worker's tool methods (the
 * same calls the page makes, minus the postMessage hop) against a culori / spectral.js peer, and the inverse two-dye mix search over all 7,750 dye pairs × 19 ratios (ms) against the
 * plain exhaustive loop of tests/helpers/mix-brute-force.ts (same answer, checked here too).
 *
 * Run alone: npx tsx bench/gradient-mix.ts
 */
import { pathToFileURL } from 'node:url';
import { converter, differenceCiede2000, formatHex, interpolate, type Color } from 'culori';
import { Color as Pigment, mix as spectralMix } from 'spectral.js';
import { measure, report, keep, type Sample } from './harness.ts';
import { findBestMix } from '../lib/index.ts';
import { MIX_MODES, type MixMode } from '../lib/mix/index.ts';
import { gradientTools } from '../lib/worker/tools/gradient.ts';
import { mixerTools } from '../lib/worker/tools/mixer.ts';
import { bruteForceBestMix } from '../tests/helpers/mix-brute-force.ts';
import dyes from '../data/dyes.json';

const STOPS = ['#2a3b5c', '#c05080', '#f0d070'];
const TARGETS = ['#8f3b5e', '#5b7fc0', '#c0a040'];
const lab65 = converter('lab65');
const DYE_LAB = dyes.map((d) => lab65(d.hex)!);

/** culori peer: interpolate, then scan all dyes with culori's ΔE2000 for each step. */
function culoriGradient(steps: number): string[] {
  const de = differenceCiede2000() as (a: Color, b: Color) => number;
  const at = interpolate(STOPS, 'oklab');
  const out: string[] = [];
  for (let i = 0; i < steps; i++) {
    const ideal = lab65(formatHex(at(i / (steps - 1))))!;
    let best = '';
    let bestD = Infinity;
    dyes.forEach((d, k) => {
      const dist = de(ideal, DYE_LAB[k]!);
      if (dist < bestD) {
        bestD = dist;
        best = d.hex;
      }
    });
    out.push(best);
  }
  return out;
}

/** Peer of a spectral mix: the package's mix(), then the five closest by culori's ΔE2000. */
function packageMix(): string[] {
  const de = differenceCiede2000() as (a: Color, b: Color) => number;
  const mixed = lab65(spectralMix([new Pigment(STOPS[0]!), 2], [new Pigment(STOPS[1]!), 1]).toString())!;
  return dyes
    .map((d, k) => ({ hex: d.hex, d: de(mixed, DYE_LAB[k]!) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 5)
    .map((x) => x.hex);
}

export async function benchGradientMix(): Promise<void> {
  const perRequest: Sample[] = [];
  const stops = STOPS.map((hex) => ({ hex }));
  perRequest.push({
    name: 'gradient 3 stops × 12 steps (oklab, ΔE2000)',
    medianUs: measure(() => gradientTools.gradient({ stops, steps: 12 }), { batch: 200, rounds: 15 }),
    peerUs: measure(() => culoriGradient(12), { batch: 20, rounds: 15 }),
    note: 'peer = culori interpolate + ΔE2000 scan',
  });
  perRequest.push({
    name: 'gradient 3 stops × 24 steps, no repeats',
    medianUs: measure(() => gradientTools.gradient({ stops, steps: 24, unique: true }), {
      batch: 100,
      rounds: 15,
    }),
  });
  for (const mode of MIX_MODES) {
    const colors = [
      { color: { hex: STOPS[0]! }, parts: 2 },
      { color: { hex: STOPS[1]! }, parts: 1 },
    ];
    perRequest.push({
      name: `mix 2 colours (${mode}) + 5 closest`,
      medianUs: measure(() => mixerTools.mix({ colors, mode }), { batch: 200, rounds: 15 }),
      ...(mode === 'spectral'
        ? {
            peerUs: measure(packageMix, { batch: 50, rounds: 15 }),
            note: 'peer = spectral.js mix + culori ΔE2000 sort',
          }
        : {}),
    });
  }
  report('gradient and mixer, one request (median)', perRequest);

  const searches: Sample[] = [];
  for (const mode of ['spectral', 'oklab', 'srgb'] as MixMode[]) {
    const fast: number[] = [];
    const brute: number[] = [];
    for (const target of TARGETS) {
      const found = findBestMix({ target: { hex: target }, mode, count: 5 });
      const expected = bruteForceBestMix(target, mode, 'ciede2000', 20, 5);
      const same = found.results.every(
        (r, i) => r.a.stainID === expected[i]!.a && r.b.stainID === expected[i]!.b && r.partsA === expected[i]!.partsA,
      );
      if (!same || found.results.length !== expected.length)
        throw new Error(`inverse search disagrees with brute force for ${target} ${mode}`);
      fast.push(
        measure(() => findBestMix({ target: { hex: target }, mode, count: 5 }), { batch: 1, rounds: 5, warmup: 1 }),
      );
      brute.push(
        measure(() => bruteForceBestMix(target, mode, 'ciede2000', 20, 5), { batch: 1, rounds: 1, warmup: 0 }),
      );
    }
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    searches.push({
      name: `best 2-dye mix, ${mode}, ΔE2000`,
      medianUs: mid(fast),
      peerUs: mid(brute),
      note: `median of ${TARGETS.length} targets`,
    });
  }
  report('inverse mix search: 7,750 pairs × 19 ratios (peer = exhaustive loop over mixColors, same answer)', searches);
  keep(searches);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchGradientMix();
}
