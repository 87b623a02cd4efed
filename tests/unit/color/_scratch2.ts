import * as c from '../../../lib/color/index.ts';
import { displayable, converter } from 'culori';
import { seededRandom } from '../../../bench/harness.ts';
const lrgb = converter('lrgb');
const rand2 = seededRandom(9);
for (let i = 0; i < 5000; i++) {
  const L = 0.1 + 0.85*rand2(), h = 360*rand2();
  const m = c.maxChromaOklch(L, h);
  const inA = displayable({mode:'oklch', l:L, c: Math.max(0, m-1e-4), h}), outB = !displayable({mode:'oklch', l:L, c:m+1e-4, h});
  if ((!inA || (m < 0.399 && !outB))) console.log(L, h, m, inA, outB, lrgb({mode:'oklch', l:L, c:m-1e-4, h}), lrgb({mode:'oklch', l:L, c:m+1e-4, h}));
}
