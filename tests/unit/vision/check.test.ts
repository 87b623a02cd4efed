import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { differenceCiede2000, wcagContrast, type Color } from 'culori';
import { checkVision, type DyeFilters, type MethodId } from '../../../lib/index.ts';
import { colorPoint, contrastLevel, contrastRatio, METHODS, parseHex } from '../../../lib/color/index.ts';
import {
  DEFICIENCIES,
  HARD_TO_TELL_APART_BELOW,
  SAME_BELOW,
  simulateRgb,
  simulationMatrix,
  verdict,
  type Deficiency,
} from '../../../lib/vision/index.ts';
import { DYES } from '../../../lib/dyes/index.ts';
import { allowedMask, FILTER_FLAGS } from '../../../lib/dyes/filters.ts';

const byName = (name: string) => DYES.find((d) => d.name === name)!;
const de2000 = differenceCiede2000() as (a: Color, b: Color) => number;
/** ΔE2000 of two hexes, formula by culori on our CIELAB values (culori's lab65 uses other constants). */
const de = (h1: string, h2: string) => {
  const lab = (h: string) => {
    const [l, a, b] = colorPoint(parseHex(h)!).lab;
    return { mode: 'lab65' as const, l, a, b };
  };
  return de2000(lab(h1), lab(h2));
};

describe('verdict threshold', () => {
  it('is the guide bands of ΔE2000: under 2 the same, under 10 hard to tell apart, 10 and over distinct', () => {
    expect([SAME_BELOW, HARD_TO_TELL_APART_BELOW]).toEqual([2, 10]);
    expect(verdict(0)).toBe('same');
    expect(verdict(1.999)).toBe('same');
    expect(verdict(2)).toBe('hard');
    expect(verdict(9.999)).toBe('hard');
    expect(verdict(10)).toBe('distinct');
    expect(verdict(42)).toBe('distinct');
  });

  it('calls Wine Red and Hunter Green distinct for normal vision but hard to tell apart for a deutan viewer', () => {
    const report = checkVision([byName('Wine Red').stainID, byName('Hunter Green').stainID]);
    const [pair] = report.pairs;
    expect(pair!.normal.verdict).toBe('distinct');
    expect(pair!.under.deutan.verdict).toBe('hard');
    // The distances are culori's ΔE2000 of the simulated colours the report shows.
    expect(pair!.normal.distance).toBeCloseTo(de(report.dyes[0]!.hex, report.dyes[1]!.hex), 3);
    for (const d of DEFICIENCIES) {
      expect(pair!.under[d].distance).toBeCloseTo(de(report.simulations[d][0]!, report.simulations[d][1]!), 3);
      expect(pair!.under[d].verdict).toBe(verdict(pair!.under[d].distance));
    }
  });

  it('finds every pair the same at 0 % severity as with normal vision', () => {
    const report = checkVision([1, 12, 52, 70, 86], { severity: 0 });
    expect(report.pairs).toHaveLength(10);
    for (const p of report.pairs) for (const d of DEFICIENCIES) expect(p.under[d]).toEqual(p.normal);
    expect(report.replacements).toEqual([]);
  });
});

describe('WCAG 2 contrast', () => {
  const white = { r: 255, g: 255, b: 255 };
  it('is 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, white)).toBe(21);
    expect(contrastRatio(white, { r: 0, g: 0, b: 0 })).toBe(21);
    expect(contrastRatio({ r: 120, g: 30, b: 200 }, { r: 120, g: 30, b: 200 })).toBe(1);
  });

  it('matches the published examples: #767676 on white 4.54 (AA), #777777 4.48 (fails AA), #595959 7.0 (AAA)', () => {
    const on = (hex: string) => contrastRatio(parseHex(hex)!, white);
    expect(on('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastLevel(on('#767676'))).toBe('AA');
    expect(on('#777777')).toBeCloseTo(4.48, 2);
    expect(contrastLevel(on('#777777'))).toBe('AA-large');
    expect(on('#595959')).toBeCloseTo(7.0, 1);
    expect(contrastLevel(on('#595959'))).toBe('AAA');
    expect(contrastLevel(2.99)).toBe('fail');
  });

  it('agrees with culori’s wcagContrast for every dye against white, black and each other', () => {
    const ids = [1, 12, 36, 52, 70, 86, 104, 125].map((i) => DYES[i - 1]!.stainID);
    const report = checkVision(ids);
    report.dyes.forEach((dye, i) => {
      const floor2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;
      expect(report.contrast.white[i]!.ratio).toBe(floor2(wcagContrast(dye.hex, '#ffffff')));
      expect(report.contrast.black[i]!.ratio).toBe(floor2(wcagContrast(dye.hex, '#000000')));
      report.dyes.forEach((other, j) =>
        expect(report.contrast.between[i]![j]!.ratio).toBe(floor2(wcagContrast(dye.hex, other.hex))),
      );
    });
  });
});

/**
 * The replacement by brute force, written from the definition: among allowed dyes not chosen,
 * those whose simulation is at least 10 ΔE2000 from the partner's; preferably also ≥ 10 from every
 * other chosen dye both simulated and with normal vision; nearest the original in `method`,
 * ties in database order; then the better of the two sides.
 */
function bruteForce(
  ids: number[],
  d: Deficiency,
  severity: number,
  a: number,
  b: number,
  method: MethodId,
  filters: DyeFilters,
) {
  const chosen = ids.map((id) => DYES.find((x) => x.stainID === id)!);
  const m = simulationMatrix(d, severity);
  const sim = (rgb: { r: number; g: number; b: number }) => colorPoint(simulateRgb(rgb, m));
  const mask = allowedMask(filters);
  const side = (replace: number, keep: number) => {
    const options = DYES.filter((x) => !chosen.includes(x) && (!mask || mask[x.index] === 1))
      .map((x) => {
        const sx = sim(x.rgb);
        const dKeep = METHODS.ciede2000.between(sx, sim(chosen[keep]!.rgb));
        const all = chosen.every(
          (c, k) =>
            k === replace ||
            (METHODS.ciede2000.between(sx, sim(c.rgb)) >= 10 && METHODS.ciede2000.between(x.point, c.point) >= 10),
        );
        return { x, dKeep, all, from: METHODS[method].between(chosen[replace]!.point, x.point) };
      })
      .filter((o) => o.dKeep >= 10);
    const pool = options.some((o) => o.all) ? options.filter((o) => o.all) : options;
    pool.sort((p, q) => p.from - q.from || p.x.index - q.x.index);
    return pool[0] ? { replace, ...pool[0] } : null;
  };
  const [forB, forA] = [side(b, a), side(a, b)];
  if (!forA || !forB) return forB ?? forA;
  if (forA.all !== forB.all) return forB.all ? forB : forA;
  return forA.from < forB.from ? forA : forB;
}

describe('replacement suggestions', () => {
  it('equal a brute force over all dyes, for random selections, severities, methods and filters', () => {
    const filterNames = Object.keys(FILTER_FLAGS) as (keyof typeof FILTER_FLAGS)[];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: DYES.length - 1 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom<MethodId>('ciede2000', 'oklab', 'rgb'),
        fc.option(fc.record({ name: fc.constantFrom(...filterNames), value: fc.boolean() }), { nil: undefined }),
        (indexes, severity, method, filter) => {
          const ids = indexes.map((i) => DYES[i]!.stainID);
          const filters: DyeFilters = filter ? { [filter.name]: filter.value } : {};
          const report = checkVision(ids, { severity, method, filters });
          const collapsing = DEFICIENCIES.flatMap((d) =>
            report.pairs
              .filter((p) => p.normal.verdict === 'distinct' && p.under[d].verdict !== 'distinct')
              .map((p) => ({ d, p })),
          );
          expect(report.replacements.length + report.unresolved.length).toBe(collapsing.length);
          for (const { d, p } of collapsing) {
            const want = bruteForce(ids, d, severity, p.a, p.b, method, filters);
            const got = report.replacements.find((r) => r.deficiency === d && r.pair[0] === p.a && r.pair[1] === p.b);
            if (!want) {
              expect(got).toBeUndefined();
              continue;
            }
            expect(got?.dye.stainID).toBe(want.x.stainID);
            expect(got?.replace).toBe(want.replace);
            expect(got?.clearsAll).toBe(want.all);
          }
        },
      ),
      { numRuns: 40, seed: 12 },
    );
  });

  it('offers Wine Red’s partner a dye a deutan viewer can tell apart, close to the original', () => {
    const report = checkVision([byName('Wine Red').stainID, byName('Hunter Green').stainID], { severity: 100 });
    const fix = report.replacements.find((r) => r.deficiency === 'deutan')!;
    expect(fix).toBeDefined();
    const kept = report.dyes[1 - fix.replace]!;
    const m = simulationMatrix('deutan', 100);
    const simHex = (hex: string) => {
      const { r, g, b } = simulateRgb(parseHex(hex)!, m);
      return '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
    };
    expect(de(simHex(fix.dye.hex), simHex(kept.hex))).toBeGreaterThanOrEqual(10);
    expect(fix.fromOriginal).toBeCloseTo(de(fix.dye.hex, report.dyes[fix.replace]!.hex), 3);
  });

  it('respects the dye filters', () => {
    const ids = [byName('Wine Red').stainID, byName('Hunter Green').stainID];
    const metallic = checkVision(ids, { filters: { metallic: true } });
    expect(metallic.replacements.length).toBeGreaterThan(0);
    for (const r of metallic.replacements) expect(r.dye.isMetallic).toBe(true);
    for (const r of checkVision(ids, { filters: { metallic: false } }).replacements)
      expect(r.dye.isMetallic).toBe(false);
  });
});

describe('checkVision input', () => {
  it('refuses bad selections and options with a message naming the problem', () => {
    expect(() => checkVision([])).toThrow(/^Parameter "ids" must hold 1 to 8 dye IDs\.$/);
    expect(() => checkVision([1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(/must hold 1 to 8 dye IDs/);
    expect(() => checkVision([1, 300])).toThrow(/^No dye found with ID 300\./);
    expect(() => checkVision([1, 2], { severity: 101 })).toThrow(/^Parameter "severity" must be <= 100\.$/);
    expect(() => checkVision([1, 2], { severity: '50' as unknown as number })).toThrow(
      /^Parameter "severity" must be a finite number\.$/,
    );
    expect(() => checkVision([1, 2], { method: 'hsv' as MethodId })).toThrow(
      /^Invalid matching method "hsv". Must be one of: ciede2000, /,
    );
    expect(() => checkVision([1, 2], { method: 'euclidean' as MethodId })).not.toThrow();
  });

  it('answers any valid selection and severity with every pair once and verdicts that match the distances', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: DYES.length - 1 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (indexes, severity) => {
          const report = checkVision(
            indexes.map((i) => DYES[i]!.itemID),
            { severity },
          );
          const n = indexes.length;
          expect(report.pairs).toHaveLength((n * (n - 1)) / 2);
          for (const d of DEFICIENCIES) expect(report.simulations[d]).toHaveLength(n);
          for (const p of report.pairs)
            for (const d of DEFICIENCIES) expect(p.under[d].verdict).toBe(verdict(p.under[d].distance));
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});
