/**
 * One-off proof run (not part of `npm test`): the accelerated closest-dye lookup of the picture
 * tool against the plain closest search on all 16,777,216 8-bit colours, per distance method.
 * Prints the number of disagreements per method (expected: 0) and the time taken.
 *
 *   npx tsx scripts/check-dye-grid.ts [method …]
 */
import { METHOD_IDS, colorPoint, type MethodId } from '../lib/color/index.ts';
import { closestDye } from '../lib/dyes/nearest.ts';
import { createDyeGrid } from '../lib/palette/dye-grid.ts';

const wanted = process.argv.slice(2).filter((m): m is MethodId => (METHOD_IDS as readonly string[]).includes(m));
for (const method of wanted.length ? wanted : METHOD_IDS) {
  const started = performance.now();
  const grid = createDyeGrid(method, { cache: false });
  let mismatches = 0;
  let first = '';
  for (let key = 0; key < 1 << 24; key++) {
    const r = key >> 16;
    const g = (key >> 8) & 255;
    const b = key & 255;
    const fast = grid.nearest(r, g, b);
    const plain = closestDye(colorPoint({ r, g, b }), method)!.dye.index;
    if (fast !== plain) {
      mismatches++;
      first ||= `#${key.toString(16).padStart(6, '0')}: grid ${fast}, plain ${plain}`;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${method}: ${mismatches} of 16,777,216 colours differ${first ? ` (first ${first})` : ''}; ${seconds} s`);
}
