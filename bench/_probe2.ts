import { seededRandom } from './harness.ts';
import { ciede2000Scalar, ciede2000LowerBoundSquared, chroma } from '../lib/color/distance/ciede2000.ts';
const rand = seededRandom(3);
let worst = Infinity, tight = 0, n = 0, viol = 0;
for (let i = 0; i < 2000000; i++) {
  const L1 = rand()*100, a1 = rand()*200-100, b1 = rand()*200-100;
  const near = rand() < 0.5; const s = near ? 5 : 100;
  const L2 = near ? L1 + (rand()-0.5)*s : rand()*100, a2 = near ? a1 + (rand()-0.5)*s : rand()*200-100, b2 = near ? b1 + (rand()-0.5)*s : rand()*200-100;
  const d = ciede2000Scalar(L1,a1,b1,chroma(a1,b1),L2,a2,b2,chroma(a2,b2));
  const lb = ciede2000LowerBoundSquared(L1,a1,b1,chroma(a1,b1),L2,a2,b2,chroma(a2,b2));
  if (lb > d*d*(1+1e-12) + 1e-15) { viol++; if (viol < 5) console.log('VIOLATION', L1,a1,b1,L2,a2,b2, d*d, lb); }
  const r = Math.sqrt(Math.max(lb,0))/d; if (d > 0) { worst = Math.min(worst, r); tight += r; n++; }
}
console.log({viol, worstRatio: worst, meanRatio: tight/n});
// T identity check
const R = Math.PI/180;
let maxT = 0;
for (let i = 0; i < 100000; i++) { const H = rand()*360; const T = 1-0.17*Math.cos((H-30)*R)+0.24*Math.cos(2*H*R)+0.32*Math.cos((3*H+6)*R)-0.2*Math.cos((4*H-63)*R);
}
