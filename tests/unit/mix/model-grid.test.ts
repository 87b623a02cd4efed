/**
 * The mixer's model grid (the worker's `mixModels`), called as the worker is (a structured clone
 * each way): every model × ratio cell against independent oracles — culori's interpolation in
 * Oklab, linear RGB and sRGB, the spectral.js package's paint mix — and each cell's dye against
 * culori's CIEDE2000 nearest over the dataset.
 */
import { describe, expect, it } from 'vitest';
import { differenceCiede2000, formatHex, interpolate } from 'culori';
import { Color, mix as spectralMix } from 'spectral.js';
import { readFileSync } from 'node:fs';
import { engineApi } from '../../../lib/worker/engine-api.ts';
import { mixDyes, ValidationError } from '../../../lib/index.ts';

const DATASET = JSON.parse(readFileSync(new URL('../../../data/dyes.json', import.meta.url), 'utf8')) as {
  stainID: number;
  hex: string;
  names: Record<string, string>;
  isMetallic: boolean;
}[];
const de = differenceCiede2000();
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const gap = (x: string, y: string) => Math.max(...channels(x).map((v, i) => Math.abs(v - channels(y)[i]!)));

const mixModels = (request: Parameters<typeof engineApi.mixModels>[0]) =>
  structuredClone(engineApi.mixModels(structuredClone(request)));

/** The oracle's blend of a and b with `ratio` % of b, per model (ryb has no independent library). */
const ORACLES: Record<string, ((a: string, b: string, ratio: number) => string) | undefined> = {
  oklab: (a, b, ratio) => formatHex(interpolate([a, b], 'oklab')(ratio / 100)),
  linear: (a, b, ratio) => formatHex(interpolate([a, b], 'lrgb')(ratio / 100)),
  srgb: (a, b, ratio) => formatHex(interpolate([a, b], 'rgb')(ratio / 100)),
  spectral: (a, b, ratio) =>
    spectralMix([new Color(a), 100 - ratio], [new Color(b), ratio])
      .toString()
      .toLowerCase(),
};

describe('mixModels: the blend models side by side', () => {
  const pairs: [number, number][] = [
    [10, 41],
    [1, 36],
    [5, 69],
  ];
  for (const [x, y] of pairs) {
    it(`dyes ${x} and ${y}: every model at 10/25/50/75/90 %, each with culori's nearest dye`, () => {
      const a = DATASET.find((d) => d.stainID === x)!;
      const b = DATASET.find((d) => d.stainID === y)!;
      const grid = mixModels({ colors: [{ dye: x }, { dye: y }], locale: 'ja' });
      expect(grid.ratios).toEqual([10, 25, 50, 75, 90]);
      expect(grid.rows.map((r) => r.mode).sort()).toEqual(['linear', 'oklab', 'ryb', 'spectral', 'srgb']);
      expect(grid.inputs.map((i) => i.dye?.stainID)).toEqual([x, y]);
      for (const row of grid.rows) {
        expect(row.cells.map((c) => c.ratio)).toEqual([10, 25, 50, 75, 90]);
        for (const cell of row.cells) {
          const where = `${row.mode} ${cell.ratio} %`;
          expect(cell.hex, where).toMatch(/^#[0-9A-F]{6}$/);
          const oracle = ORACLES[row.mode];
          if (oracle)
            expect(gap(cell.hex.toLowerCase(), oracle(a.hex, b.hex, cell.ratio)), where).toBeLessThanOrEqual(1);
          // The nearest dye to the cell's colour by culori's CIEDE2000 (ties within rounding allowed).
          const best = Math.min(...DATASET.map((d) => de(cell.hex, d.hex)));
          const shown = DATASET.find((d) => d.stainID === cell.closest!.dye.stainID)!;
          expect(de(cell.hex, shown.hex) - best, where).toBeLessThan(1e-6);
          expect(cell.closest!.distance, where).toBeCloseTo(de(cell.hex, shown.hex), 2);
          expect(cell.closest!.dye.localizedName, where).toBe(shown.names.ja);
        }
      }
    });
  }

  it('ryb cells are the mixer’s own ryb mix at those parts (one engine for both views)', () => {
    const grid = mixModels({ colors: [{ hex: '#0000FF' }, { hex: '#FFFF00' }], ratios: [50] });
    const ryb = grid.rows.find((r) => r.mode === 'ryb')!.cells[0]!;
    const direct = mixDyes({
      colors: [
        { color: { hex: '#0000ff' }, parts: 1 },
        { color: { hex: '#ffff00' }, parts: 1 },
      ],
      mode: 'ryb',
    });
    expect(ryb.hex).toBe(direct.hex);
    // Blue and yellow make green in the painter's model.
    const [r, g, b] = channels(ryb.hex);
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
  });

  it('honours the method, the filters and given ratios', () => {
    const grid = mixModels({
      colors: [{ dye: 10 }, { dye: 41 }],
      ratios: [33, 67],
      method: 'oklab',
      filters: { metallic: false },
    });
    expect(grid.method).toBe('oklab');
    expect(grid.rows[0]!.cells.map((c) => c.ratio)).toEqual([33, 67]);
    for (const cell of grid.rows.flatMap((r) => r.cells))
      expect(DATASET.find((d) => d.stainID === cell.closest!.dye.stainID)!.isMetallic).toBe(false);
  });

  it('refuses bad requests with a message naming the field', () => {
    const bad: [unknown, string][] = [
      [{ colors: [{ dye: 10 }] }, 'colors'],
      [{ colors: [{ dye: 10 }, { hex: 'nope' }] }, 'colors[1].color.hex'],
      [{ colors: [{ dye: 10 }, { dye: 41 }], ratios: [0] }, 'ratios[0]'],
      [{ colors: [{ dye: 10 }, { dye: 41 }], ratios: [50, 100] }, 'ratios[1]'],
      [{ colors: [{ dye: 10 }, { dye: 41 }], ratios: [12.5] }, 'ratios[0]'],
      [{ colors: [{ dye: 10 }, { dye: 41 }], ratios: [] }, 'ratios'],
      [{ colors: [{ dye: 10 }, { dye: 41 }], shade: 1 }, 'shade'],
    ];
    for (const [request, field] of bad) {
      let error: unknown;
      try {
        engineApi.mixModels(request as never);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(request)).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).field, JSON.stringify(request)).toBe(field);
    }
  });
});
