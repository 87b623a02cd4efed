/**
 * Nearest-dye search: our exact index against a culori brute-force peer, per method.
 *
 * Per query = parse the hex, build the query's ColorPoint, find the closest of the 125 dyes: the
 * whole per-request colour work. The peer does the same with culori (query parsed and converted
 * once, dye colours pre-converted to culori objects, a linear scan with culori's difference).
 * Targets: CIEDE2000 ≤ 10 µs per query and ≥ 4× the culori peer; 1,000 colours ≤ 10 ms per method.
 *
 * Run alone: npx tsx bench/closest.ts
 */
import { pathToFileURL } from 'node:url';
import { converter, differenceCiede2000, differenceEuclidean, type Color } from 'culori';
import { measure, report, randomHexes, keep, type Sample } from './harness.ts';
import { METHOD_IDS, colorPoint, createNearestIndex, parseHex, type MethodId, type Rgb } from '../lib/color/index.ts';
import dyes from '../data/dyes.json';

const QUERIES = 10_000;
const BATCH = 1_000;
const TARGET_CLOSEST_US = 10;
const TARGET_RATIO = 4;
const TARGET_BATCH_US = 10_000;

type Peer = (hex: string) => number;

/** culori brute force: first strictly smaller difference wins (same tie rule as ours). */
export function culoriPeers(hexes: readonly string[]): Record<MethodId, Peer> {
  const lab65 = converter('lab65');
  const oklab = converter('oklab');
  const rgb = converter('rgb');
  const dyeLab = hexes.map((h) => lab65(h)!);
  const dyeOklab = hexes.map((h) => oklab(h)!);
  const dyeRgb = hexes.map((h) => rgb(h)!);
  const scan = <T>(targets: readonly T[], query: T, diff: (a: T, b: T) => number): number => {
    let best = -1;
    let bestD = Infinity;
    for (let i = 0; i < targets.length; i++) {
      const d = diff(query, targets[i]!);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    return best;
  };
  const de2000 = differenceCiede2000() as (a: Color, b: Color) => number;
  const de76 = differenceEuclidean('lab65') as (a: Color, b: Color) => number;
  const deOk2 = differenceEuclidean('oklab', [1, 4, 4, 0]) as (a: Color, b: Color) => number; // ×2 on a, b
  type C = { r: number; g: number; b: number };
  const rgbDist = (p: C, q: C) => Math.hypot((p.r - q.r) * 255, (p.g - q.g) * 255, (p.b - q.b) * 255);
  const redmean = (p: C, q: C) => {
    const rMean = ((p.r + q.r) * 255) / 2;
    const dr = (p.r - q.r) * 255;
    const dg = (p.g - q.g) * 255;
    const db = (p.b - q.b) * 255;
    return Math.sqrt((2 + rMean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rMean) / 256) * db * db);
  };
  const max = Math.sqrt(3 * 255 * 255);
  return {
    ciede2000: (hex) => scan<Color>(dyeLab, lab65(hex)!, de2000),
    oklab: (hex) => scan<Color>(dyeOklab, oklab(hex)!, deOk2),
    cie76: (hex) => scan<Color>(dyeLab, lab65(hex)!, de76),
    redmean: (hex) => scan<C>(dyeRgb, rgb(hex)!, redmean),
    rgb: (hex) => scan<C>(dyeRgb, rgb(hex)!, rgbDist),
    distinguish: (hex) => scan<C>(dyeRgb, rgb(hex)!, (p, q) => (rgbDist(p, q) / max) * 100),
  };
}

/** A function that handles the next colour of `list` on each call (so samples cover all of them). */
export function cycling(list: readonly string[], handle: (hex: string) => unknown): () => unknown {
  let i = 0;
  return () => {
    const hex = list[i]!;
    i = i + 1 === list.length ? 0 : i + 1;
    return handle(hex);
  };
}

export async function benchClosest(): Promise<void> {
  const dyeList = dyes as { hex: string; rgb: Rgb }[];
  const index = createNearestIndex(dyeList.map((d) => colorPoint(d.rgb)));
  const peers = culoriPeers(dyeList.map((d) => d.hex));
  const colours = randomHexes(QUERIES, 0xc0105);
  const batchColours = colours.slice(0, BATCH);

  const ours = (method: MethodId) => (hex: string) => index.closest(colorPoint(parseHex(hex)!), method)!.index;

  // Sanity: the peer is a real brute force; for the RGB-family methods it must agree exactly.
  for (const method of ['rgb', 'redmean', 'distinguish'] as const) {
    for (const hex of batchColours) {
      if (ours(method)(hex) !== peers[method](hex)) throw new Error(`peer disagrees on ${method} for ${hex}`);
    }
  }

  const perQuery: Sample[] = [];
  const batches: Sample[] = [];
  for (const method of METHOD_IDS) {
    const search = ours(method);
    const peer = peers[method];
    const medianUs = measure(cycling(colours, search), { batch: 1000, rounds: 10, warmup: 2 });
    const peerUs = measure(cycling(colours, peer), { batch: 1000, rounds: 10, warmup: 2 });
    perQuery.push({ name: method, medianUs, peerUs });
    const batchUs = measure(
      () => {
        let sum = 0;
        for (const hex of batchColours) sum += search(hex);
        return sum;
      },
      { batch: 1, rounds: 15, warmup: 3 },
    );
    batches.push({ name: `${method} ×${BATCH}`, medianUs: batchUs });
  }

  // Context for the no-regex parser: the obvious regex + parseInt version, same inputs.
  const pattern = /^#?[0-9a-f]{6}$/i;
  const regexParse = (text: string) => {
    if (!pattern.test(text)) return null;
    const digits = text.charCodeAt(0) === 35 ? text.slice(1) : text;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
    };
  };
  const parseUs = measure(cycling(colours, parseHex), { batch: 10_000, rounds: 15 });
  const regexUs = measure(cycling(colours, regexParse), { batch: 10_000, rounds: 15 });

  report(
    `closest dye per query (median over ${QUERIES.toLocaleString('en')} seeded colours; peer = culori brute force)`,
    perQuery,
    (row) => (row.name === 'ciede2000' ? TARGET_CLOSEST_US : undefined),
  );
  report(`batch of ${BATCH.toLocaleString('en')} colours`, batches, () => TARGET_BATCH_US);
  report('parse one hex', [{ name: 'parseHex', medianUs: parseUs, peerUs: regexUs, note: 'peer = regex + parseInt' }]);

  const ciede = perQuery.find((r) => r.name === 'ciede2000')!;
  const ratio = ciede.peerUs! / ciede.medianUs;
  console.log(
    `\nciede2000 vs culori: ×${ratio.toFixed(1)} (target ≥ ×${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'ok' : 'MISSED'}`,
  );
  keep(perQuery);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchClosest();
}
