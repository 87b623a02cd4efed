/**
 * One-off proof run (not part of `npm test`): the accelerated closest-dye lookup of the picture
 * tool against the plain closest search on all 16,777,216 8-bit colours, per distance method.
 * Prints the number of disagreements per method (expected: 0) and the time taken. `--part k/n`
 * checks only the k-th of n equal runs of red values (0-based), so the cube can be split over processes.
 *
 *   npx tsx scripts/check-dye-grid.ts [--part k/n] [method …]
 */
import { METHOD_IDS, colorPoint, type MethodId } from '../lib/color/index.ts';
import { nearestDye } from '../lib/dyes/nearest.ts';
import { createDyeGrid } from '../lib/palette/dye-grid.ts';

const args = process.argv.slice(2);
const partArg = args[args.indexOf('--part') + 1];
const [part, parts] = args.includes('--part') && partArg ? partArg.split('/').map(Number) : [0, 1];
if (!Number.isInteger(part) || !Number.isInteger(parts) || parts! < 1 || part! < 0 || part! >= parts!)
  throw new RangeError(`--part must be k/n with 0 ≤ k < n; got ${partArg}`);
const redFrom = Math.floor((256 * part!) / parts!);
const redTo = Math.floor((256 * (part! + 1)) / parts!);
const wanted = args.filter((m): m is MethodId => (METHOD_IDS as readonly string[]).includes(m));
for (const method of wanted.length ? wanted : METHOD_IDS) {
  const started = performance.now();
  const grid = createDyeGrid(method, { cache: false });
  let mismatches = 0;
  let first = '';
  for (let key = redFrom << 16; key < redTo << 16; key++) {
    const r = key >> 16;
    const g = (key >> 8) & 255;
    const b = key & 255;
    const fast = grid.nearest(r, g, b);
    const plain = nearestDye(colorPoint({ r, g, b }), method)!.dye.index;
    if (fast !== plain) {
      mismatches++;
      first ||= `#${key.toString(16).padStart(6, '0')}: grid ${fast}, plain ${plain}`;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const checked = ((redTo - redFrom) << 16).toLocaleString('en');
  console.log(
    `${method} (red ${redFrom}–${redTo - 1}): ${mismatches} of ${checked} colours differ${first ? ` (first ${first})` : ''}; ${seconds} s`,
  );
}
