/**
 * The typed `closestDye` against the bare nearest search it wraps and a culori brute-force search,
 * in one run on the same colours (CIEDE2000). The typed call checks its arguments, parses the hex
 * and returns the Dye Object with the distance as the API reports it; the bare search parses the
 * hex, builds the colour point and asks the index. Targets: typed ≤ 1.2× bare, ≥ 8× culori.
 *
 * Run alone: npx tsx bench/run.ts typed
 */
import { measure, randomHexes, report } from './harness.ts';
import { colorPoint, createNearestIndex, parseHex } from '../lib/color/index.ts';
import { closestDye } from '../lib/match/index.ts';
import { culoriPeers, cycling } from './closest.ts';
import dyes from '../data/dyes.json';

export function benchTyped(): void {
  const colours = randomHexes(10_000, 0x7e5d);
  const index = createNearestIndex(dyes.map((d) => colorPoint(d.rgb)));
  const bare = (hex: string) => index.closest(colorPoint(parseHex(hex)!), 'ciede2000');
  const typed = (hex: string) => closestDye(hex, { method: 'ciede2000' });
  const culori = culoriPeers(dyes.map((d) => d.hex)).ciede2000;
  const options = { batch: 1000, rounds: 15, warmup: 2 };
  // Alternate the three, so machine noise falls on all of them alike.
  const bareUs: number[] = [];
  const typedUs: number[] = [];
  const culoriUs: number[] = [];
  for (let round = 0; round < 3; round++) {
    bareUs.push(measure(cycling(colours, bare), options));
    typedUs.push(measure(cycling(colours, typed), options));
    culoriUs.push(measure(cycling(colours, culori), options));
  }
  const mid = (v: number[]) => [...v].sort((a, b) => a - b)[1]!;
  const b = mid(bareUs);
  const t = mid(typedUs);
  const c = mid(culoriUs);
  report('typed closestDye (CIEDE2000, colour never repeated within a batch)', [
    { name: 'bare nearest search', medianUs: b },
    { name: 'typed closestDye', medianUs: t, peerUs: b, note: `${(t / b).toFixed(2)}× bare (target ≤ 1.2×)` },
    { name: 'culori brute force', medianUs: c },
    { name: 'typed vs culori', medianUs: t, peerUs: c, note: `×${(c / t).toFixed(1)} (target ≥ ×8)` },
  ]);
}
