/**
 * Tiny benchmark harness: medians over repeated samples, printed as aligned tables. Machines here
 * are shared and noisy, so every figure is a median and comparisons are ratios taken in one run.
 */
import { seededRandom as mulberry32 } from '../lib/palette/random.ts';

export interface Sample {
  name: string;
  /** Median time of one call, microseconds. */
  medianUs: number;
  /** Optional peer this row is compared to (ratio = peer / this). */
  peerUs?: number;
  note?: string;
}

/**
 * Every workload first runs for at least this long (and at least `warmup` batches), so the
 * samples time the code V8 has optimised, as a server in service runs it, not its first calls.
 */
const WARMUP_MS = 200;

/** Median time per call in µs: `rounds` samples, each timing `batch` calls. */
export function measure(fn: () => unknown, { batch = 200, rounds = 25, warmup = 3 } = {}): number {
  let sink: unknown;
  for (let i = 0, until = performance.now() + WARMUP_MS; i < warmup * batch || performance.now() < until; i++)
    sink = fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    samples.push(((performance.now() - t0) * 1000) / batch);
  }
  keep(sink);
  return median(samples);
}

/** Same for async work, one call per sample batch entry awaited in turn. */
export async function measureAsync(
  fn: () => Promise<unknown>,
  { batch = 50, rounds = 15, warmup = 2 } = {},
): Promise<number> {
  for (let i = 0, until = performance.now() + WARMUP_MS; i < warmup * batch || performance.now() < until; i++)
    await fn();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    samples.push(((performance.now() - t0) * 1000) / batch);
  }
  return median(samples);
}

/**
 * Several async workloads measured in alternation, round by round, so that a burst of load on a
 * shared machine hits all of them alike: medians per workload, and the median of each one's ratio
 * to the first (the peer) over the rounds.
 */
export async function measureInterleaved(
  fns: (() => Promise<unknown>)[],
  { batch = 200, rounds = 21, warmup = 2 } = {},
): Promise<{ medianUs: number[]; ratioToFirst: number[] }> {
  for (const fn of fns)
    for (let i = 0, until = performance.now() + WARMUP_MS; i < warmup * batch || performance.now() < until; i++)
      await fn();
  const samples: number[][] = fns.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let f = 0; f < fns.length; f++) {
      const fn = fns[f]!;
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) await fn();
      samples[f]!.push(((performance.now() - t0) * 1000) / batch);
    }
  }
  return {
    medianUs: samples.map(median),
    ratioToFirst: samples.map((s) => median(s.map((v, r) => v / samples[0]![r]!))),
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Keeps a result alive so the JIT cannot drop the work that made it. */
export let blackhole: unknown;
export function keep(value: unknown): void {
  blackhole = value;
}

const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(us < 10 ? 2 : 1)} µs`);

/** Prints a titled table; a row with a peer gets "× faster" beside it; targets are checked. */
export function report(title: string, rows: Sample[], target?: (row: Sample) => number | undefined): void {
  console.log(`\n## ${title}`);
  const width = Math.max(...rows.map((r) => r.name.length), 10);
  for (const row of rows) {
    const parts = [row.name.padEnd(width), fmt(row.medianUs).padStart(10)];
    if (row.peerUs !== undefined)
      parts.push(`peer ${fmt(row.peerUs).padStart(10)}  ×${(row.peerUs / row.medianUs).toFixed(1)}`);
    const limit = target?.(row);
    if (limit !== undefined) parts.push(row.medianUs <= limit ? `≤ ${fmt(limit)} ok` : `> ${fmt(limit)} MISSED`);
    if (row.note) parts.push(row.note);
    console.log(parts.join('  '));
  }
}

/** Seeded PRNG (mulberry32, the library's) so every run measures the same colours. */
export function seededRandom(seed = 0x5eed): () => number {
  return mulberry32(seed);
}

export function randomHexes(count: number, seed?: number): string[] {
  const rand = seededRandom(seed);
  return Array.from(
    { length: count },
    () =>
      '#' +
      Math.floor(rand() * 0x1000000)
        .toString(16)
        .padStart(6, '0'),
  );
}

/**
 * An endless run of colours that never repeats (within 16.7 million: multiplying by an odd number
 * is a bijection mod 2^24), for timing what a colour nobody asked for before costs: no memo of
 * earlier answers can serve it.
 */
export function freshHexes(): () => string {
  let n = 0;
  return () => (Math.imul(++n, 0x9e3779b1) & 0xffffff).toString(16).padStart(6, '0');
}
