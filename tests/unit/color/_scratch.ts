import * as c from '../../../lib/color/index.ts';
import { converter, formatHex, toGamut, differenceEuclidean, differenceCiede2000, displayable } from 'culori';
import { seededRandom } from '../../../bench/harness.ts';
const rand = seededRandom(7);
const lab65 = converter('lab65'), oklab = converter('oklab'), hsv = converter('hsv'), rgbc = converter('rgb'), oklch = converter('oklch');
let maxLab = 0, maxOk = 0, maxDe = 0, maxDe00 = 0, hexDiff = 0, rt = 0;
for (let i = 0; i < 20000; i++) {
  const rgb = { r: Math.floor(rand()*256), g: Math.floor(rand()*256), b: Math.floor(rand()*256) };
  const hex = c.hexFromRgb(rgb.r, rgb.g, rgb.b);
  const l = c.labFromRgb(rgb), cl = lab65(hex)!;
  maxLab = Math.max(maxLab, Math.abs(l[0]-cl.l), Math.abs(l[1]-cl.a), Math.abs(l[2]-cl.b));
  const o = c.oklabFromRgb(rgb), co = oklab(hex)!;
  maxOk = Math.max(maxOk, Math.abs(o[0]-co.l), Math.abs(o[1]-co.a), Math.abs(o[2]-co.b));
  const rgb2 = { r: Math.floor(rand()*256), g: Math.floor(rand()*256), b: Math.floor(rand()*256) };
  const hex2 = c.hexFromRgb(rgb2.r, rgb2.g, rgb2.b);
  maxDe00 = Math.max(maxDe00, Math.abs(c.ciede2000(l, c.labFromRgb(rgb2)) - differenceCiede2000()(hex, hex2)));
  const h = c.hsvFromRgb(rgb);
  if (c.hexFromHsv(h.h, h.s, h.v) !== hex.toUpperCase()) rt++;
  const H = rand()*360, S = rand()*100, V = rand()*100;
  const ours = c.hexFromHsv(H,S,V), theirs = formatHex({mode:'hsv', h:H, s:S/100, v:V/100}).toUpperCase();
  if (ours !== theirs) hexDiff++;
}
console.log({maxLab, maxOk, maxDe00, rt, hexDiff});
const cssMap = toGamut('rgb', 'oklch', differenceEuclidean('oklab') as unknown as number, 0.02);
let exact = 0, maxStep = 0;
const ch = (h: string) => [1,3,5].map(i => parseInt(h.slice(i,i+2),16));
for (let i = 0; i < 3000; i++) {
  const L = 0.02 + 0.96*rand(), C = 0.4*rand(), h = 360*rand();
  const ours = c.gamutMapOklch(L,C,h), theirs = formatHex(cssMap({mode:'oklch', l:L, c:C, h}))!.toUpperCase();
  if (ours === theirs) exact++;
  const a = ch(ours), b = ch(theirs); for (let k=0;k<3;k++) maxStep = Math.max(maxStep, Math.abs(a[k]!-b[k]!));
}
console.log({exact, maxStep});
let bad = 0;
for (let i = 0; i < 2000; i++) {
  const rgb = { r: Math.floor(rand()*256), g: Math.floor(rand()*256), b: Math.floor(rand()*256) };
  const hex = c.hexFromRgb(rgb.r, rgb.g, rgb.b, true);
  const o = oklch(hex)!;
  if (c.gamutMapOklch(o.l, o.c, o.h ?? 0) !== hex) bad++;
}
console.log({roundtripBad: bad});
let mcBad = 0;
for (let i = 0; i < 2000; i++) {
  const L = 0.03 + 0.94*rand(), h = 360*rand();
  const m = c.maxChromaOklch(L, h);
  if (!displayable({mode:'oklch', l:L, c: Math.max(0, m-1e-4), h}) || (m < 0.399 && displayable({mode:'oklch', l:L, c:m+1e-4, h}))) mcBad++;
}
console.log({mcBad});
