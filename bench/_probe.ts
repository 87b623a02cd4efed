import { measure, randomHexes } from './harness.ts';
import { colorPoint, parseHex, ciede2000, createNearestIndex, METHODS } from '../lib/color/index.ts';
import { ciede2000LowerBound } from '../lib/color/distance/ciede2000.ts';
import dyes from '../data/dyes.json';
const pts = (dyes as any[]).map((d) => colorPoint(d.rgb));
const colours = randomHexes(10000, 0xc0105);
const qp = colours.map((h) => colorPoint(parseHex(h)!));
let i = 0;
console.log('colorPoint', measure(() => colorPoint(parseHex(colours[(i = (i + 1) % 10000)]!)!), { batch: 1000, rounds: 10 }));
let j = 0;
console.log('one ciede2000', measure(() => ciede2000(qp[(j = (j + 1) % 10000)]!.lab, pts[j % 125]!.lab), { batch: 10000, rounds: 10 }));
const idx = createNearestIndex(pts);
let k = 0;
console.log('closest only', measure(() => idx.closest(qp[(k = (k + 1) % 10000)]!, 'ciede2000'), { batch: 1000, rounds: 10 }));
// how many candidates survive the bound
let evals = 0;
for (const q of qp.slice(0, 2000)) {
  const best = idx.closest(q, 'ciede2000')!.distance;
  evals += pts.filter((p) => ciede2000LowerBound(q.lab[0], p.lab[0]) <= best).length;
}
console.log('avg candidates within bound', evals / 2000);
import { ciede2000LowerBoundSquared, chroma } from '../lib/color/distance/ciede2000.ts';
let full = 0, lbPass = 0;
for (const q of qp.slice(0, 2000)) {
  const best = idx.closest(q, 'ciede2000')!.distance;
  for (const p of pts) {
    if (ciede2000LowerBound(q.lab[0], p.lab[0]) > best) continue;
    lbPass++;
    if (ciede2000LowerBoundSquared(q.lab[0], q.lab[1], q.lab[2], chroma(q.lab[1], q.lab[2]), p.lab[0], p.lab[1], p.lab[2], chroma(p.lab[1], p.lab[2])) <= best * best) full++;
  }
}
console.log('with final best: L-band', lbPass / 2000, 'cheap-bound survivors', full / 2000);
