import { describe, expect, it } from 'vitest';
import { converter, differenceCiede2000, differenceEuclidean, type Color } from 'culori';
import { compareDyes, createFetch, type MethodId } from '../../../lib/index.ts';
import { DYES } from '../../../lib/dyes/index.ts';
import { METHOD_IDS } from '../../../lib/color/index.ts';

const byName = (name: string) => DYES.find((d) => d.name === name)!;
const de2000 = differenceCiede2000() as (a: Color, b: Color) => number;
const de76 = differenceEuclidean('lab65') as (a: Color, b: Color) => number;
// culori's weights multiply the squared differences: 4 on a and b is the API's ×2 on those axes.
const deOk2 = differenceEuclidean('oklab', [1, 4, 4, 0]) as (a: Color, b: Color) => number;
const deRgb = differenceEuclidean('rgb') as (a: Color, b: Color) => number;
const toOklch = converter('oklch');
const toHsv = converter('hsv');
const toLab = converter('lab65');

/** Redmean as published (Riemersma, "Colour metric", compuphase.com): the low-cost approximation. */
function redmean(p: { r: number; g: number; b: number }, q: { r: number; g: number; b: number }): number {
  const rMean = (p.r + q.r) / 2;
  const [dr, dg, db] = [p.r - q.r, p.g - q.g, p.b - q.b];
  return Math.sqrt((2 + rMean / 256) * dr ** 2 + 4 * dg ** 2 + (2 + (255 - rMean) / 256) * db ** 2);
}

/** The distance of two dyes by an oracle outside our colour code, in each method's unit. */
function oracle(method: MethodId, i: number, j: number): number {
  const [p, q] = [DYES[i]!, DYES[j]!];
  // Our Lab and Oklab values fed to culori test the formulas alone: culori's own conversions use
  // other constants (lab65 white point) and no 6-dp rounding of Oklab.
  const lab = (d: typeof p) => ({ mode: 'lab65' as const, l: d.point.lab[0], a: d.point.lab[1], b: d.point.lab[2] });
  const ok = (d: typeof p) => ({
    mode: 'oklab' as const,
    l: d.point.oklab[0],
    a: d.point.oklab[1],
    b: d.point.oklab[2],
  });
  const rgb = (d: typeof p) => ({ mode: 'rgb' as const, r: d.rgb.r / 255, g: d.rgb.g / 255, b: d.rgb.b / 255 });
  switch (method) {
    case 'ciede2000':
      return de2000(lab(p), lab(q));
    case 'cie76':
      return de76(lab(p), lab(q));
    case 'oklab':
      return deOk2(ok(p), ok(q));
    case 'rgb':
      return deRgb(rgb(p), rgb(q)) * 255;
    case 'redmean':
      return redmean(p.rgb, q.rgb);
    case 'distinguish':
      return (deRgb(rgb(p), rgb(q)) * 255 * 100) / 441.6729559300637;
  }
}

describe('compareDyes', () => {
  const picks = ['Snow White', 'Wine Red', 'Hunter Green', 'Royal Blue', 'Jet Black', 'Metallic Gold'].map(byName);
  const result = compareDyes(picks.map((d) => d.stainID));

  it('keeps the chosen order and gives every dye the Dye Object the API serves', async () => {
    const fetch = createFetch();
    const ja = compareDyes([picks[1]!.itemID, picks[0]!.stainID], { locale: 'ja' });
    expect(ja.dyes.map((d) => d.dye.stainID)).toEqual([picks[1]!.stainID, picks[0]!.stainID]);
    for (const { dye } of ja.dyes) {
      const body = (await (await fetch(`/v1/dyes/${dye.stainID}?locale=ja`)).json()) as { data: unknown };
      expect(dye).toEqual(body.data);
      expect(Object.keys(dye)).toHaveLength(19);
    }
    expect(ja.dyes[0]!.dye.localizedName).toBe('ワインレッド');
  });

  it('gives HSV, CIELAB and OKLCH values that agree with culori', () => {
    for (const { dye, lab, oklch } of result.dyes) {
      const ok = toOklch(dye.hex)!;
      expect(oklch.L).toBeCloseTo(ok.l, 5);
      expect(oklch.C).toBeCloseTo(ok.c, 5);
      if (oklch.C > 0.01) expect(Math.abs(oklch.h - ok.h!)).toBeLessThan(0.01);
      const hsv = toHsv(dye.hex)!;
      expect(dye.hsv.s).toBeCloseTo(hsv.s * 100, 1);
      expect(dye.hsv.v).toBeCloseTo(hsv.v * 100, 1);
      if (hsv.s > 0) expect(Math.abs(dye.hsv.h - hsv.h!)).toBeLessThan(0.01);
      // culori's lab65 white differs in the 5th digit, so agreement is to a few hundredths.
      const cl = toLab(dye.hex)!;
      expect(Math.abs(lab.L - cl.l)).toBeLessThan(0.02);
      expect(Math.abs(lab.a - cl.a)).toBeLessThan(0.05);
      expect(Math.abs(lab.b - cl.b)).toBeLessThan(0.05);
      expect(lab.C).toBeCloseTo(Math.hypot(lab.a, lab.b), 3);
    }
  });

  it('fills the distance matrix of all six methods with culori’s distances (4 dp), symmetric, 0 on the diagonal', () => {
    expect(Object.keys(result.matrices)).toEqual([...METHOD_IDS]);
    for (const method of METHOD_IDS) {
      const { distances } = result.matrices[method];
      expect(distances).toHaveLength(6);
      for (let i = 0; i < 6; i++) {
        expect(distances[i]![i]).toBe(0);
        for (let j = 0; j < 6; j++) {
          const want = oracle(method, picks[i]!.index, picks[j]!.index);
          const got = distances[i]![j]!;
          if (method === 'distinguish') expect(got).toBe(Math.round(want));
          else expect(Math.abs(got - want), `${method} ${i},${j}`).toBeLessThan(5.1e-5);
          expect(distances[j]![i]).toBe(got);
        }
      }
    }
  });

  it('bands each distance as the guide says: ΔE2000 <2 / 2–10 / >10, ΔEOK <0.03 / ≤0.17 / more, none elsewhere', () => {
    const bandOf = (method: MethodId, d: number) =>
      method === 'ciede2000'
        ? d < 2
          ? 'same'
          : d <= 10
            ? 'close'
            : 'different'
        : method === 'oklab'
          ? d < 0.03
            ? 'same'
            : d <= 0.17
              ? 'close'
              : 'different'
          : 'none';
    // A near pair too, so the close bands show up.
    const near = compareDyes([
      byName('Snow White').stainID,
      byName('Pure White').stainID,
      byName('Ash Grey').stainID,
      byName('Soot Black').stainID,
    ]);
    for (const r of [result, near]) {
      for (const method of METHOD_IDS) {
        const { distances, bands } = r.matrices[method];
        distances.forEach((row, i) => row.forEach((d, j) => expect(bands[i]![j]).toBe(bandOf(method, d))));
      }
    }
    expect(near.matrices.ciede2000.bands.flat()).toContain('close');
  });

  it('places the dyes in the OKLCH lightness–chroma plane, inside the axis it proposes', () => {
    const { points, chromaMax } = result.chart;
    expect(points.map((p) => p.stainID)).toEqual(picks.map((d) => d.stainID));
    for (const p of points) {
      const ok = toOklch(p.hex)!;
      expect(p.lightness).toBeCloseTo(ok.l * 100, 1);
      expect(p.chroma).toBeCloseTo(ok.c, 5);
      expect(p.chroma).toBeLessThanOrEqual(chromaMax);
    }
    // Jet Black is the darkest, Snow White the lightest.
    expect(Math.min(...points.map((p) => p.lightness))).toBe(points[4]!.lightness);
    expect(Math.max(...points.map((p) => p.lightness))).toBe(points[0]!.lightness);
  });

  it('refuses a wrong selection with a message naming the problem', () => {
    expect(() => compareDyes([1])).toThrow(/^Parameter "ids" must hold 2 to 6 dye IDs\.$/);
    expect(() => compareDyes([1, 2, 3, 4, 5, 6, 7])).toThrow(/must hold 2 to 6 dye IDs/);
    expect(() => compareDyes([1, 999])).toThrow(/^No dye found with ID 999\./);
    expect(() => compareDyes([1, 1.5])).toThrow(/^Parameter "ids\[1\]" must be an integer\.$/);
    expect(() => compareDyes([1, 5729])).toThrow(/^Parameter "ids" names Snow White twice\.$/);
    expect(() => compareDyes('1,2' as unknown as number[])).toThrow(/^Parameter "ids" must be a list of dye IDs\.$/);
    expect(() => compareDyes([1, 2], { locale: 'xx' as never })).toThrow(/^Unsupported locale "xx"/);
  });
});
