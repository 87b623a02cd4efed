/**
 * Harmony selection: `selectHarmony` per harmony, against a peer that ranks every candidate with a
 * full stable sort for every slot (the reference's algorithm, same maths, same answers).
 *
 * Per harmony = the base's wheel hue, every slot's target on the wheel, the ranking and the pick: the
 * whole per-request harmony work (bases are pre-parsed; all 125 dyes allowed, no companions).
 * Tables: each type on the rgb wheel with ciede2000; triadic on each wheel; triadic per method.
 * Target: ≤ 50 µs per harmony.
 *
 * Run alone: npx tsx bench/harmony.ts
 */
import { pathToFileURL } from 'node:url';
import { measure, report, randomHexes, keep, type Sample } from './harness.ts';
import { colorPoint, hsvFromRgb, METHOD_IDS, METHODS, parseHex, type MethodId, type Rgb } from '../lib/color/index.ts';
import {
  HARMONY_TYPES,
  harmonyTypeById,
  selectHarmony,
  type HarmonyCandidate,
  type HarmonyType,
} from '../lib/harmony/index.ts';
import { WHEELS, WHEEL_IDS, type Wheel } from '../lib/wheels/index.ts';
import dyes from '../data/dyes.json';

const BASES = 10_000;
const TARGET_US = 50;

const CANDIDATES: readonly HarmonyCandidate[] = (dyes as { rgb: Rgb }[]).map((d) => ({
  point: colorPoint(d.rgb),
  hsvHue: hsvFromRgb(d.rgb).h,
}));
const ALLOWED = new Uint8Array(CANDIDATES.length).fill(1);

/** The peer: a full stable sort of every candidate per slot, then the first allowed one. */
function fullSortHarmony(base: Rgb, wheel: Wheel, type: HarmonyType, method: MethodId): number[] {
  const baseHue = wheel.hueOf(base);
  return type.offsets.map((offset) => {
    const target = wheel.target(base, (baseHue + offset) % 360);
    const point = colorPoint(parseHex(target.hex)!);
    const deviance = CANDIDATES.map((c) => METHODS[method].between(point, c.point));
    const ranked = CANDIDATES.map((_, i) => i).sort((a, b) => deviance[a]! - deviance[b]!);
    return ranked.find((i) => ALLOWED[i] === 1)!;
  });
}

/** A function that handles the next base of `list` on each call (so samples cover all of them). */
function cycling(list: readonly Rgb[], handle: (base: Rgb) => unknown): () => unknown {
  let i = 0;
  return () => {
    const base = list[i]!;
    i = i + 1 === list.length ? 0 : i + 1;
    return handle(base);
  };
}

export async function benchHarmony(): Promise<void> {
  const bases = randomHexes(BASES, 0x4a2e0).map((h) => parseHex(h)!);
  const ours = (wheel: Wheel, type: HarmonyType, method: MethodId) => (base: Rgb) =>
    selectHarmony({
      base,
      wheel,
      type,
      method,
      strict: true,
      preventDuplicates: false,
      companions: 0,
      candidates: CANDIDATES,
      allowed: ALLOWED,
    });
  const peer = (wheel: Wheel, type: HarmonyType, method: MethodId) => (base: Rgb) =>
    fullSortHarmony(base, wheel, type, method);

  // Sanity: same dyes as the peer (the unit tests prove this exhaustively; here it guards the bench).
  for (const base of bases.slice(0, 300)) {
    for (const id of WHEEL_IDS) {
      const got = ours(WHEELS[id], harmonyTypeById('tetradic')!, 'ciede2000')(base).slots.map((s) => s.dye);
      const want = peer(WHEELS[id], harmonyTypeById('tetradic')!, 'ciede2000')(base);
      if (got.join() !== want.join()) throw new Error(`peer disagrees on ${id} for ${JSON.stringify(base)}`);
    }
  }

  const opts = { batch: 500, rounds: 12, warmup: 2 };
  const row = (name: string, wheel: Wheel, type: HarmonyType, method: MethodId): Sample => ({
    name,
    medianUs: measure(cycling(bases, ours(wheel, type, method)), opts),
    peerUs: measure(cycling(bases, peer(wheel, type, method)), { ...opts, batch: 100 }),
    note: `${type.offsets.length} slot${type.offsets.length > 1 ? 's' : ''}`,
  });

  const triadic = harmonyTypeById('triadic')!;
  const byType = HARMONY_TYPES.map((t) => row(t.id, WHEELS.rgb, t, 'ciede2000'));
  const byWheel = WHEEL_IDS.map((id) => row(id, WHEELS[id], triadic, 'ciede2000'));
  const byMethod = METHOD_IDS.map((m) => row(m, WHEELS.rgb, triadic, m));
  const heavy = {
    base: bases[0]!,
    wheel: WHEELS['oklch-lightness'],
    type: harmonyTypeById('compound')!,
    method: 'ciede2000' as const,
  };
  const worst: Sample = {
    name: 'compound, oklch-lightness, 5 companions, preventDuplicates',
    medianUs: measure(
      cycling(bases, (base) =>
        selectHarmony({
          ...heavy,
          base,
          strict: true,
          preventDuplicates: true,
          companions: 5,
          candidates: CANDIDATES,
          allowed: ALLOWED,
        }),
      ),
      opts,
    ),
  };

  const target = () => TARGET_US;
  report(
    `harmony per type (rgb wheel, ciede2000; median over ${BASES.toLocaleString('en')} seeded bases; peer = full sort per slot)`,
    byType,
    target,
  );
  report('triadic per wheel (ciede2000)', byWheel, target);
  report('triadic per method (rgb wheel)', byMethod, target);
  report('heaviest request shape', [worst], target);
  keep([byType, byWheel, byMethod, worst]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchHarmony();
}
