/**
 * Comparison and colour-vision tools: one request of each as the engine worker runs it (the
 * worker's method plus the structured clone that carries its answer to the page), against culori
 * doing the same work in the same run (its answer cloned too).
 *
 * - compare: 6 dyes, their HSV/Lab/OKLCH, every pair in all six methods with bands. Peer: culori
 *   conversions and differences (redmean and distinguish by their formulas; culori has neither).
 * - vision: 8 dyes at one severity: 4 simulations, 28 pairs × 5 ΔE2000, WCAG contrast, and the
 *   replacement search for every collapsing pair. Peer: culori's Machado filters (in linear light)
 *   and ΔE2000 with a brute-force replacement search over all 125 dyes. Measured twice: at a
 *   severity already seen (a page re-asking), and with a new severity on every request (a slider).
 *
 * Run alone: npx tsx bench/compare-vision.ts
 */
import { pathToFileURL } from 'node:url';
import {
  converter,
  differenceCiede2000,
  differenceEuclidean,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  wcagContrast,
  wcagLuminance,
  type Color,
} from 'culori';
import { measure, report, seededRandom, keep, type Sample } from './harness.ts';
import { compareTools } from '../lib/worker/tools/compare.ts';
import { visionTools } from '../lib/worker/tools/vision.ts';
import dyes from '../data/dyes.json';

const SELECTIONS = 200;
const TARGET_COMPARE_US = 100;
const TARGET_VISION_US = 2_000;

const ALL = dyes as { stainID: number; hex: string }[]; // whole dataset rows (every property)

function selections(size: number, seed: number): number[][] {
  const rand = seededRandom(seed);
  return Array.from({ length: SELECTIONS }, () => {
    const picked = new Set<number>();
    while (picked.size < size) picked.add(Math.floor(rand() * ALL.length));
    return [...picked];
  });
}

function cycling<T>(list: readonly T[], handle: (item: T, i: number) => unknown): () => unknown {
  let i = 0;
  return () => {
    const item = list[i]!;
    const at = i;
    i = i + 1 === list.length ? 0 : i + 1;
    return handle(item, at);
  };
}

const de2000 = differenceCiede2000() as (a: Color, b: Color) => number;
const de76 = differenceEuclidean('lab65') as (a: Color, b: Color) => number;
const deOk2 = differenceEuclidean('oklab', [1, 4, 4, 0]) as (a: Color, b: Color) => number;
const deRgb = differenceEuclidean('rgb') as (a: Color, b: Color) => number;
const toHsv = converter('hsv');
const toLab = converter('lab65');
const toOklch = converter('oklch');
const toRgb = converter('rgb');
const toLrgb = converter('lrgb');
/** ΔE2000 of two hexes through culori (culori parses and converts on every call, as it is used). */
const deHex = (a: string, b: string) => de2000(toLab(a)!, toLab(b)!);

function culoriCompare(indexes: number[]): unknown {
  const hexes = indexes.map((i) => ALL[i]!.hex);
  const values = hexes.map((h) => ({ hsv: toHsv(h), lab: toLab(h)!, oklch: toOklch(h), rgb: toRgb(h)! }));
  const redmean = (p: { r: number; g: number; b: number }, q: { r: number; g: number; b: number }) => {
    const [r1, g1, b1, r2, g2, b2] = [p.r * 255, p.g * 255, p.b * 255, q.r * 255, q.g * 255, q.b * 255];
    const m = (r1 + r2) / 2;
    return Math.sqrt((2 + m / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - m) / 256) * (b1 - b2) ** 2);
  };
  const matrices = [
    (p: (typeof values)[0], q: (typeof values)[0]) => de2000(p.lab, q.lab),
    (p: (typeof values)[0], q: (typeof values)[0]) => deOk2(converter('oklab')(p.oklch!), converter('oklab')(q.oklch!)),
    (p: (typeof values)[0], q: (typeof values)[0]) => de76(p.lab, q.lab),
    (p: (typeof values)[0], q: (typeof values)[0]) => redmean(p.rgb, q.rgb),
    (p: (typeof values)[0], q: (typeof values)[0]) => deRgb(p.rgb, q.rgb) * 255,
    (p: (typeof values)[0], q: (typeof values)[0]) => Math.round((deRgb(p.rgb, q.rgb) * 255 * 100) / 441.6729559300637),
  ].map((diff) => values.map((p) => values.map((q) => diff(p, q))));
  // The dyes' own properties travel with the answer, as the Dye Objects do in ours.
  return { rows: indexes.map((i) => ALL[i]), values, matrices };
}

type Sim = (hex: string) => string;
/** culori's Machado filters applied to linear-light values (as the engine does), clipped, encoded. */
function culoriSimulations(severity: number): Sim[] {
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  const machado = [filterDeficiencyProt, filterDeficiencyDeuter, filterDeficiencyTrit].map((f) => {
    const filter = f(severity / 100) as (c: Color) => { r: number; g: number; b: number };
    return (hex: string) => {
      const lin = toLrgb(hex)!;
      const out = filter({ mode: 'rgb', r: lin.r, g: lin.g, b: lin.b });
      return formatHex({ mode: 'lrgb', r: clip(out.r), g: clip(out.g), b: clip(out.b) });
    };
  });
  const achromat = (hex: string) => {
    const lin = toLrgb(hex)!;
    const y = wcagLuminance(hex);
    const s = severity / 100;
    return formatHex({
      mode: 'lrgb',
      r: lin.r + (y - lin.r) * s,
      g: lin.g + (y - lin.g) * s,
      b: lin.b + (y - lin.b) * s,
    });
  };
  return [...machado, achromat];
}

/** The same report by culori and brute force: every replacement scans all dyes. */
function culoriVision(indexes: number[], severity: number): unknown {
  const hexes = indexes.map((i) => ALL[i]!.hex);
  const sims = culoriSimulations(severity);
  const simulated = sims.map((sim) => hexes.map(sim));
  const pairs: { a: number; b: number; normal: number; under: number[] }[] = [];
  for (let a = 0; a < hexes.length; a++) {
    for (let b = a + 1; b < hexes.length; b++) {
      pairs.push({ a, b, normal: deHex(hexes[a]!, hexes[b]!), under: simulated.map((s) => deHex(s[a]!, s[b]!)) });
    }
  }
  const contrast = hexes.map((h) => [
    wcagContrast(h, '#ffffff'),
    wcagContrast(h, '#000000'),
    ...hexes.map((o) => wcagContrast(h, o)),
  ]);
  const replacements: string[] = [];
  sims.forEach((sim, d) => {
    for (const p of pairs) {
      if (p.normal < 10 || p.under[d]! >= 10) continue;
      for (const [replace, keep] of [
        [p.b, p.a],
        [p.a, p.b],
      ] as const) {
        let best = '';
        let bestD = Infinity;
        for (const dye of ALL) {
          if (hexes.includes(dye.hex)) continue;
          const s = sim(dye.hex);
          const clears = hexes.every(
            (h, k) => k === replace || (deHex(s, simulated[d]![k]!) >= 10 && deHex(dye.hex, h) >= 10),
          );
          if (!clears && deHex(s, simulated[d]![keep]!) < 10) continue;
          const from = deHex(hexes[replace]!, dye.hex);
          if (from < bestD) {
            bestD = from;
            best = dye.hex;
          }
        }
        replacements.push(best);
      }
    }
  });
  return { rows: indexes.map((i) => ALL[i]), simulated, pairs, contrast, replacements };
}

export async function benchCompareVision(): Promise<void> {
  const six = selections(6, 0xc0a7);
  const eight = selections(8, 0x7151);
  const ids = (list: number[]) => list.map((i) => ALL[i]!.stainID);
  const severities = Array.from({ length: SELECTIONS }, (_, i) => (i * 37) % 100);

  const rows: Sample[] = [];
  rows.push({
    name: 'compare 6 dyes',
    medianUs: measure(
      cycling(six, (s) => structuredClone(compareTools.compare(ids(s)))),
      { batch: 200, rounds: 15 },
    ),
    peerUs: measure(
      cycling(six, (s) => structuredClone(culoriCompare(s))),
      { batch: 50, rounds: 15 },
    ),
  });
  rows.push({
    name: 'vision 8 dyes, same severity',
    medianUs: measure(
      cycling(eight, (s) => structuredClone(visionTools.checkVision(ids(s), { severity: 100 }))),
      { batch: 20, rounds: 15 },
    ),
    peerUs: measure(
      cycling(eight, (s) => structuredClone(culoriVision(s, 100))),
      { batch: 2, rounds: 9, warmup: 1 },
    ),
  });
  rows.push({
    name: 'vision 8 dyes, new severity',
    medianUs: measure(
      cycling(eight, (s, i) =>
        structuredClone(visionTools.checkVision(ids(s), { severity: severities[i]! + 0.5 * (i % 2) })),
      ),
      { batch: 20, rounds: 15 },
    ),
    peerUs: measure(
      cycling(eight, (s, i) => structuredClone(culoriVision(s, severities[i]!))),
      { batch: 2, rounds: 9, warmup: 1 },
    ),
    note: 'each request a severity not yet cached',
  });
  report(
    'comparison and colour-vision check per request (engine method + structured clone; peer = culori, brute force)',
    rows,
    (row) => (row.name.startsWith('compare') ? TARGET_COMPARE_US : TARGET_VISION_US),
  );
  keep(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchCompareVision();
}
