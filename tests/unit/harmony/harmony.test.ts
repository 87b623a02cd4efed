/**
 * Harmony types against the spec/notes tables, and the selector against a brute-force oracle (a full
 * stable sort of every candidate, the reference implementation) over thousands of random configurations.
 */
import { describe, expect, it } from 'vitest';
import dyes from '../../../data/dyes.json';
import { colorPoint, hsvFromRgb, METHOD_IDS, parseHex, type MethodId, type Rgb } from '../../../lib/color/index.ts';
import { LOCALES } from '../../../lib/dyes/locale.ts';
import {
  HARMONY_TYPES,
  harmonyTypeById,
  selectHarmony,
  type HarmonyCandidate,
  type HarmonyRequest,
} from '../../../lib/harmony/index.ts';
import { WHEELS, WHEEL_IDS, type Wheel } from '../../../lib/wheels/index.ts';
import { HarmonyOracle } from './oracle.ts';
import { randomRgb, seededRandom } from '../../helpers/random.ts';

const candidateOf = (rgb: Rgb): HarmonyCandidate => ({ point: colorPoint(rgb), hsvHue: hsvFromRgb(rgb).h });
const DYES: HarmonyCandidate[] = dyes.map((d) => candidateOf(parseHex(d.hex)!));
const ALL = (n: number) => new Uint8Array(n).fill(1);

const rng = seededRandom;
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

/** Allowed masks of varied density: all, most, half, a handful, one, none. */
function randomMask(rand: () => number, n: number, exclude?: number): Uint8Array {
  const keep = pick(rand, [1, 1, 0.9, 0.5, 0.05, 0.01, 0]);
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = rand() < keep ? 1 : 0;
  if (exclude !== undefined) mask[exclude] = 0;
  return mask;
}

describe('harmony types', () => {
  it('lists the ten types in table order with the table offsets', () => {
    expect(HARMONY_TYPES.map((t) => [t.id, [...t.offsets]])).toEqual([
      ['complementary', [180]],
      ['analogous', [30, 330]],
      ['triadic', [120, 240]],
      ['split-complementary', [150, 210]],
      ['tetradic', [60, 180, 240]],
      ['inverted-tetradic', [120, 180, 300]],
      ['square', [90, 180, 270]],
      ['monochromatic', [0]],
      ['compound', [30, 180, 330]],
      ['shades', [15, 345]],
    ]);
  });

  it('names every type in all six locales (English as in the notes)', () => {
    expect(HARMONY_TYPES.map((t) => t.names.en)).toEqual([
      'Complementary',
      'Analogous',
      'Triadic',
      'Split-Complementary',
      'Tetradic',
      'Inverted Tetradic',
      'Square',
      'Monochromatic',
      'Compound',
      'Shades',
    ]);
    for (const locale of LOCALES) {
      const names = HARMONY_TYPES.map((t) => t.names[locale]);
      for (const n of names) expect(n, locale).toMatch(/\S/);
    }
    expect(HARMONY_TYPES.find((t) => t.id === 'split-complementary')!.names.ja).toBe('分裂補色');
  });

  it('looks types up by exact id only', () => {
    expect(harmonyTypeById('triadic')?.offsets).toEqual([120, 240]);
    for (const bad of ['Triadic', ' triadic', 'constructor', '__proto__', 'toString', ''])
      expect(harmonyTypeById(bad), bad).toBeUndefined();
  });
});

function request(over: Partial<HarmonyRequest> & Pick<HarmonyRequest, 'base'>): HarmonyRequest {
  return {
    wheel: WHEELS.rgb,
    type: harmonyTypeById('triadic')!,
    method: 'ciede2000',
    strict: true,
    preventDuplicates: false,
    companions: 0,
    candidates: DYES,
    allowed: ALL(DYES.length),
    ...over,
  };
}

describe('selectHarmony shape', () => {
  it('gives one slot per offset with the normalised offset, 3-dp hues and wheel targets', () => {
    const base = parseHex('#3a7bd5')!;
    for (const wheelId of WHEEL_IDS) {
      const wheel = WHEELS[wheelId];
      for (const type of HARMONY_TYPES) {
        const { slots, baseWheelHue } = selectHarmony(request({ base, wheel, type }));
        expect(baseWheelHue).toBeCloseTo(wheel.hueOf(base), 3);
        expect(slots.map((s) => s.index)).toEqual(type.offsets.map((_, i) => i));
        expect(slots.map((s) => s.offset)).toEqual([...type.offsets]);
        for (const s of slots) {
          const wheelHue = (wheel.hueOf(base) + s.offset) % 360;
          expect(s.wheelHue).toBeCloseTo(wheelHue, 3);
          expect(Math.round(s.wheelHue * 1000) / 1000).toBe(s.wheelHue);
          expect(Math.round(s.targetHue * 1000) / 1000).toBe(s.targetHue);
          expect(s.targetHex).toBe(wheel.target(base, wheelHue).hex);
        }
      }
    }
  });

  it('names the distance unit: the method when strict, degrees otherwise (every wheel)', () => {
    const base = parseHex('#c0ffee')!;
    for (const wheel of Object.values(WHEELS)) {
      for (const method of METHOD_IDS) {
        expect(selectHarmony(request({ base, wheel, method })).distanceUnit).toBe(method);
        expect(selectHarmony(request({ base, wheel, method, strict: false })).distanceUnit).toBe('degrees');
      }
    }
  });

  it('reports distinguish distances as integers and degrees as 0–180', () => {
    const rand = rng(3);
    for (let k = 0; k < 300; k++) {
      const base = randomRgb(rand);
      const wheel = pick(rand, Object.values(WHEELS));
      for (const s of selectHarmony(request({ base, wheel, method: 'distinguish' })).slots)
        expect(Number.isInteger(s.distance)).toBe(true);
      for (const s of selectHarmony(request({ base, wheel, strict: false })).slots) {
        expect(s.distance!).toBeGreaterThanOrEqual(0);
        expect(s.distance!).toBeLessThanOrEqual(180);
      }
    }
  });

  it('a hex base equal to a dye finds that dye at distance 0 on monochromatic (the reference implementation)', () => {
    const snowWhite = dyes.findIndex((d) => d.name === 'Snow White');
    const { slots } = selectHarmony(request({ base: parseHex('#e4dfd0')!, type: harmonyTypeById('monochromatic')! }));
    expect(slots[0]!.dye).toBe(snowWhite);
    expect(slots[0]!.distance).toBe(0);
  });

  it('a slot with no allowed candidate is empty, not an error', () => {
    const { slots } = selectHarmony(
      request({ base: parseHex('#123456')!, companions: 3, allowed: new Uint8Array(DYES.length) }),
    );
    for (const s of slots) expect(s).toMatchObject({ dye: null, distance: null, companions: [] });
  });
});

describe('selectHarmony rules', () => {
  it('never chooses the base dye, on any wheel, type or method', () => {
    for (let baseIndex = 0; baseIndex < DYES.length; baseIndex++) {
      const allowed = ALL(DYES.length);
      allowed[baseIndex] = 0;
      const base = DYES[baseIndex]!.point.rgb;
      for (const wheel of Object.values(WHEELS)) {
        for (const type of HARMONY_TYPES) {
          const method = METHOD_IDS[(baseIndex + type.offsets.length) % METHOD_IDS.length]!;
          for (const s of selectHarmony(request({ base, wheel, type, method, companions: 5, allowed })).slots) {
            expect(s.dye).not.toBe(baseIndex);
            expect(s.companions).not.toContain(baseIndex);
          }
        }
      }
    }
  });

  it('never chooses a disallowed candidate', () => {
    const rand = rng(17);
    for (let k = 0; k < 2000; k++) {
      const allowed = randomMask(rand, DYES.length);
      const req = request({
        base: randomRgb(rand),
        wheel: pick(rand, Object.values(WHEELS)),
        type: pick(rand, HARMONY_TYPES),
        method: pick(rand, METHOD_IDS),
        strict: rand() < 0.7,
        preventDuplicates: rand() < 0.5,
        companions: Math.floor(rand() * 6),
        allowed,
      });
      const before = allowed.slice();
      const { slots } = selectHarmony(req);
      expect(allowed).toEqual(before); // the caller's mask is never written to
      for (const s of slots) {
        if (s.dye !== null) expect(allowed[s.dye]).toBe(1);
        for (const c of s.companions) expect(allowed[c]).toBe(1);
        expect(s.dye === null).toBe(!allowed.includes(1));
      }
    }
  });

  it('preventDuplicates never repeats a dye unless every allowed dye is already used', () => {
    const rand = rng(23);
    for (let k = 0; k < 2000; k++) {
      const allowed = randomMask(rand, DYES.length);
      const allowedCount = allowed.reduce((a, b) => a + b, 0);
      const companions = Math.floor(rand() * 6);
      const { slots } = selectHarmony(
        request({
          base: randomRgb(rand),
          wheel: pick(rand, Object.values(WHEELS)),
          type: pick(rand, HARMONY_TYPES),
          method: pick(rand, METHOD_IDS),
          strict: rand() < 0.5,
          preventDuplicates: true,
          companions,
          allowed,
        }),
      );
      const seen = new Set<number>();
      for (const s of slots) {
        if (s.dye !== null) {
          if (seen.has(s.dye)) expect(seen.size).toBe(allowedCount); // a repeat only when forced
          seen.add(s.dye);
        }
        for (const c of s.companions) {
          expect(seen.has(c)).toBe(false); // companions never repeat
          seen.add(c);
        }
        // Companions are only cut short when the allowed dyes run out.
        if (s.dye !== null && s.companions.length < companions) expect(seen.size).toBe(allowedCount);
      }
    }
  });

  it('without preventDuplicates, slots may share a dye (analogous on a grey picks independently)', () => {
    // A grey base: every rgb-wheel target is the grey itself, so both slots want the same dye.
    const { slots } = selectHarmony(request({ base: parseHex('#808080')!, type: harmonyTypeById('analogous')! }));
    expect(slots[0]!.dye).toBe(slots[1]!.dye);
    const dedup = selectHarmony(
      request({ base: parseHex('#808080')!, type: harmonyTypeById('analogous')!, preventDuplicates: true }),
    );
    expect(dedup.slots[0]!.dye).toBe(slots[0]!.dye);
    expect(dedup.slots[1]!.dye).not.toBe(slots[1]!.dye);
  });
});

/** Compares the selector with the oracle for one configuration. */
function agree(oracle: HarmonyOracle, req: HarmonyRequest): void {
  const got = selectHarmony(req);
  const want = oracle.select(req);
  if (JSON.stringify(got.slots) !== JSON.stringify(want)) {
    // Fail with the full context so the case can be replayed.
    expect({
      base: req.base,
      wheel: req.wheel.id,
      type: req.type.id,
      method: req.method,
      strict: req.strict,
      pd: req.preventDuplicates,
      k: req.companions,
      slots: got.slots,
    }).toEqual({
      base: req.base,
      wheel: req.wheel.id,
      type: req.type.id,
      method: req.method,
      strict: req.strict,
      pd: req.preventDuplicates,
      k: req.companions,
      slots: want,
    });
  }
}

/**
 * Sizes of the oracle runs. The defaults keep this file to a few seconds; a soak run sets e.g.
 * HARMONY_ORACLE_BASES=1000 HARMONY_RANDOM_BASES=50000 for the full cross product on 1,000 bases.
 */
const CROSS_BASES = Number(process.env.HARMONY_ORACLE_BASES ?? 32);
const RANDOM_BASES = Number(process.env.HARMONY_RANDOM_BASES ?? 2500);

describe('selectHarmony equals a full stable sort (brute-force oracle)', () => {
  const wheels: Wheel[] = Object.values(WHEELS);

  it('every type × wheel × method × strict × preventDuplicates, for random and dye bases', () => {
    const rand = rng(101);
    const bases: { rgb: Rgb; index?: number }[] = [
      ...Array.from({ length: CROSS_BASES }, () => ({ rgb: randomRgb(rand) })),
      ...Array.from({ length: Math.ceil(CROSS_BASES / 3) }, () => {
        const index = Math.floor(rand() * DYES.length);
        return { rgb: DYES[index]!.point.rgb, index };
      }),
      { rgb: { r: 128, g: 128, b: 128 } },
      { rgb: { r: 0, g: 0, b: 0 } },
      { rgb: { r: 255, g: 255, b: 255 } },
    ];
    let cases = 0;
    for (const { rgb, index } of bases) {
      const oracle = new HarmonyOracle(rgb, DYES);
      for (const wheel of wheels)
        for (const type of HARMONY_TYPES)
          for (const method of METHOD_IDS)
            for (const strict of [true, false])
              for (const preventDuplicates of [false, true]) {
                const allowed = randomMask(rand, DYES.length, index);
                agree(oracle, {
                  base: rgb,
                  wheel,
                  type,
                  method,
                  strict,
                  preventDuplicates,
                  companions: Math.floor(rand() * 6),
                  candidates: DYES,
                  allowed,
                });
                cases++;
              }
    }
    expect(cases).toBe(bases.length * 5 * 10 * 6 * 2 * 2);
  });

  it('thousands of random bases with random configurations', () => {
    const rand = rng(202);
    for (let b = 0; b < RANDOM_BASES; b++) {
      const rgb = randomRgb(rand);
      const oracle = new HarmonyOracle(rgb, DYES);
      for (let k = 0; k < 6; k++) {
        agree(oracle, {
          base: rgb,
          wheel: pick(rand, wheels),
          type: pick(rand, HARMONY_TYPES),
          method: pick(rand, METHOD_IDS),
          strict: rand() < 0.6,
          preventDuplicates: rand() < 0.5,
          companions: Math.floor(rand() * 6),
          candidates: DYES,
          allowed: randomMask(rand, DYES.length),
        });
      }
    }
  });

  it('keeps database order on exact ties (candidate list with every dye twice, shuffled)', () => {
    const rand = rng(303);
    const doubled = [...DYES, ...DYES]
      .map((c) => ({ c, key: rand() }))
      .sort((x, y) => x.key - y.key)
      .map(({ c }) => c);
    for (let b = 0; b < 400; b++) {
      const rgb = rand() < 0.3 ? pick(rand, DYES).point.rgb : randomRgb(rand);
      const oracle = new HarmonyOracle(rgb, doubled);
      for (let k = 0; k < 8; k++) {
        agree(oracle, {
          base: rgb,
          wheel: pick(rand, wheels),
          type: pick(rand, HARMONY_TYPES),
          method: pick<MethodId>(rand, METHOD_IDS),
          strict: rand() < 0.6,
          preventDuplicates: rand() < 0.5,
          companions: Math.floor(rand() * 6),
          candidates: doubled,
          allowed: randomMask(rand, doubled.length),
        });
      }
    }
  });
});
