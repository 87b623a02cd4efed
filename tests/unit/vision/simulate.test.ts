import { describe, expect, it } from 'vitest';
import {
  converter,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  wcagLuminance,
  type Color,
} from 'culori';
import { parseHex } from '../../../lib/color/index.ts';
import { simulateRgb, simulationMatrix, type ConeDeficiency, type Matrix3 } from '../../../lib/vision/index.ts';
import { DYES } from '../../../lib/dyes/index.ts';
import { seededRandom } from '../../helpers/random.ts';
import published from './machado-published.json';

const CULORI_FILTER = { protan: filterDeficiencyProt, deutan: filterDeficiencyDeuter, tritan: filterDeficiencyTrit };
const CONES: ConeDeficiency[] = ['protan', 'deutan', 'tritan'];

/**
 * culori's matrix at a severity, read off by filtering the unit colours: culori multiplies the
 * `rgb` channels as given, so (1,0,0), (0,1,0), (0,0,1) return the matrix's three columns.
 */
function culoriMatrix(deficiency: ConeDeficiency, severity01: number): number[] {
  const filter = CULORI_FILTER[deficiency](severity01) as (c: Color) => { r: number; g: number; b: number };
  const cols = [
    filter({ mode: 'rgb', r: 1, g: 0, b: 0 }),
    filter({ mode: 'rgb', r: 0, g: 1, b: 0 }),
    filter({ mode: 'rgb', r: 0, g: 0, b: 1 }),
  ];
  return [0, 1, 2].flatMap((row) => cols.map((c) => [c.r, c.g, c.b][row]!));
}

const expectMatrix = (got: Matrix3, want: number[], digits = 6) =>
  want.forEach((v, i) => expect(got[i]).toBeCloseTo(v, digits));

describe('Machado 2009 matrices', () => {
  it('are the published tables at 0 %, 50 % and 100 % severity', () => {
    for (const d of CONES) {
      for (const [key, percent] of [
        ['0.0', 0],
        ['0.5', 50],
        ['1.0', 100],
      ] as const) {
        expectMatrix(simulationMatrix(d, percent), (published[d] as Record<string, number[][]>)[key]!.flat());
      }
    }
  });

  it('match culori’s filterDeficiencyProt/Deuter/Trit at every tabulated severity', () => {
    for (const d of CONES) {
      for (let k = 0; k <= 10; k++) expectMatrix(simulationMatrix(d, k * 10), culoriMatrix(d, k / 10));
    }
  });

  it('blend linearly between tabulated rows (35 % is halfway between culori’s 30 % and 40 %)', () => {
    // culori itself snaps an in-between severity to the nearest row, so the rows are its output at
    // 0.3 and 0.4 and the blend is done here.
    for (const d of CONES) {
      const [lo, hi] = [culoriMatrix(d, 0.3), culoriMatrix(d, 0.4)];
      expectMatrix(
        simulationMatrix(d, 35),
        lo.map((v, i) => (v + hi[i]!) / 2),
      );
      expectMatrix(
        simulationMatrix(d, 72.5),
        culoriMatrix(d, 0.7).map((v, i) => v + (culoriMatrix(d, 0.8)[i]! - v) * 0.25),
      );
    }
  });

  it('rejects a severity outside 0–100 and an unknown deficiency, naming them', () => {
    for (const bad of [-1, 100.5, Number.NaN, Infinity])
      expect(() => simulationMatrix('protan', bad)).toThrow(
        /^Parameter "severity" must be (a finite number|>= 0|<= 100)\.$/,
      );
    expect(() => simulationMatrix('blue' as ConeDeficiency, 50)).toThrow(
      /^Invalid value for "deficiency". Must be one of: protan, deutan, tritan, achromat$/,
    );
  });
});

describe('simulateRgb', () => {
  const toLrgb = converter('lrgb');
  /** culori end to end in linear light: linearise, culori's filter on the linear values, clip, encode. */
  function culoriSimulation(hex: string, d: ConeDeficiency, severity01: number): string {
    const lin = toLrgb(hex)!;
    const out = (CULORI_FILTER[d](severity01) as (c: Color) => { r: number; g: number; b: number })({
      mode: 'rgb',
      r: lin.r,
      g: lin.g,
      b: lin.b,
    });
    const clip = (x: number) => Math.min(1, Math.max(0, x));
    return formatHex({ mode: 'lrgb', r: clip(out.r), g: clip(out.g), b: clip(out.b) });
  }

  it('equals culori’s Machado filter applied in linear RGB on 1,000 colours and all 125 dyes', () => {
    const rand = seededRandom(2009);
    const hexes = DYES.map((d) => d.hex);
    for (let i = 0; i < 1000; i++)
      hexes.push(
        '#' +
          Math.floor(rand() * 0x1000000)
            .toString(16)
            .padStart(6, '0'),
      );
    for (const d of CONES) {
      for (const severity of [0, 50, 100]) {
        const matrix = simulationMatrix(d, severity);
        for (const hex of hexes) {
          const want = parseHex(culoriSimulation(hex, d, severity / 100))!;
          const got = simulateRgb(parseHex(hex)!, matrix);
          // Same maths; the last byte may round differently (culori's sRGB encoding differs in ulps).
          expect(
            Math.abs(got.r - want.r) + Math.abs(got.g - want.g) + Math.abs(got.b - want.b),
            `${d} ${severity} ${hex}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('leaves every dye unchanged at 0 % severity, for all four deficiencies', () => {
    for (const d of [...CONES, 'achromat'] as const) {
      const m = simulationMatrix(d, 0);
      for (const dye of DYES) expect(simulateRgb(dye.rgb, m)).toEqual(dye.rgb);
    }
  });

  it('turns every dye into a grey of its own luminance under full achromatopsia', () => {
    const m = simulationMatrix('achromat', 100);
    for (const dye of DYES) {
      const grey = simulateRgb(dye.rgb, m);
      expect(grey.g).toBe(grey.r);
      expect(grey.b).toBe(grey.r);
      const hex = '#' + [grey.r, grey.g, grey.b].map((c) => c.toString(16).padStart(2, '0')).join('');
      // One 8-bit step of grey moves luminance by at most ~0.0045.
      expect(Math.abs(wcagLuminance(hex) - wcagLuminance(dye.hex))).toBeLessThan(0.005);
    }
  });
});
