import { createApp } from '../../lib/api/app.ts';
import { ENGINE_ROUTES } from '../../lib/api/routes/index.ts';
import { DATASET } from '../helpers/dataset.ts';
import { METHODS, distance, oracleColor, reported, type Method } from '../helpers/color-oracle.ts';
const app = createApp({ routes: ENGINE_ROUTES });
const dyes = DATASET.map((d) => ({ d, c: oracleColor(d.hex) }));
let seed = 1; const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
for (const m of ["ciede2000","cie76","oklab"]) {
  let mismatch = 0, maxGap = 0, maxDistErr = 0;
  const t = performance.now();
  for (let i = 0; i < 40000; i++) {
    const rgb = { r: Math.floor(rnd() * 256), g: Math.floor(rnd() * 256), b: Math.floor(rnd() * 256) };
    const hex = [rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('');
    const res = await app.handle({ method: 'GET', url: `http://x/v1/match/closest?hex=${hex}&method=${m}`, header: () => null });
    const body = JSON.parse(res.body as string);
    const q = oracleColor(rgb);
    let best = Infinity; for (const { c } of dyes) best = Math.min(best, distance(m as Method, q, c));
    const got = dyes.find((x) => x.d.stainID === body.data.dye.stainID)!;
    const gd = distance(m as Method, q, got.c);
    if (gd > best) { mismatch++; maxGap = Math.max(maxGap, gd - best); }
    maxDistErr = Math.max(maxDistErr, Math.abs(body.data.distance - reported(m as Method, gd)));
  }
  console.log(m, { mismatch, maxGap, maxDistErr, ms: performance.now() - t });
}
