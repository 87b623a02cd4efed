/**
 * Palette extraction on synthetic images whose colour areas are known: each area's colour is found
 * (ΔE2000 < 2, by culori as an independent oracle) with its share (±2 %), a 1 % area is kept, the
 * result is deterministic, and each swatch's dye is the plain closest search's answer.
 */
import { describe, expect, it } from 'vitest';
import { differenceCiede2000 } from 'culori';
import { extractPalette, type Palette } from '../../../lib/index.ts';
import { nearestDye } from '../../../lib/dyes/nearest.ts';
import { allowedMask } from '../../../lib/dyes/filters.ts';
import { colorPoint } from '../../../lib/color/index.ts';
import { areasImage, KNOWN_SCENES, type Area } from '../../helpers/images.ts';

const deltaE = differenceCiede2000();

/** For each known area, the swatch nearest to it: its ΔE2000 and share. */
function found(palette: Palette, areas: readonly Area[]) {
  return areas.map((area) => {
    const best = palette.swatches.map((s) => ({ s, d: deltaE(area.hex, s.hex) })).sort((x, y) => x.d - y.d)[0]!;
    return { hex: area.hex, deltaE: best.d, share: best.s.share, expected: area.share };
  });
}

const scenes = KNOWN_SCENES;

describe('extractPalette on images with known areas', () => {
  for (const { name, areas } of scenes) {
    for (const noise of [0, 6]) {
      it(`${name}${noise ? `, with ±${noise} grain` : ''}: every area's colour and share`, () => {
        const image = areasImage(400, 300, areas, { noise, seed: 3 });
        const palette = extractPalette(image.pixels);
        expect(palette.swatches.length).toBeGreaterThanOrEqual(areas.length);
        for (const f of found(palette, areas)) {
          expect(f.deltaE, f.hex).toBeLessThan(2);
          expect(Math.abs(f.share - f.expected), `${f.hex} share ${f.share}`).toBeLessThanOrEqual(0.02);
        }
        // Flat areas give exactly one swatch each.
        if (noise === 0) expect(palette.swatches).toHaveLength(areas.length);
      });
    }
  }

  it('keeps a 1 % area on a large image too (2,000 × 1,500)', () => {
    const areas = scenes[0]!.areas;
    const palette = extractPalette(areasImage(2000, 1500, areas, { noise: 4 }).pixels);
    const accent = found(palette, areas).at(-1)!;
    expect(accent.deltaE).toBeLessThan(2);
    expect(accent.share).toBeCloseTo(0.01, 2);
  });

  it('gives the same palette for the same image, every time', () => {
    const image = areasImage(300, 200, scenes[0]!.areas, { noise: 10, seed: 9 });
    const a = extractPalette(image.pixels);
    const b = extractPalette(Uint8ClampedArray.from(image.pixels));
    expect(b).toEqual(a);
    expect(extractPalette(image.pixels, { k: 7 })).toEqual(extractPalette(image.pixels, { k: 7 }));
  });

  it('each swatch is a colour that occurs in the image, and shares add up to 1', () => {
    const image = areasImage(300, 200, scenes[1]!.areas, { noise: 8 });
    const present = new Set<string>();
    for (let p = 0; p < image.pixels.length; p += 4) {
      present.add('#' + [0, 1, 2].map((c) => image.pixels[p + c]!.toString(16).padStart(2, '0')).join(''));
    }
    const palette = extractPalette(image.pixels);
    for (const s of palette.swatches) expect(present.has(s.hex), s.hex).toBe(true);
    expect(palette.swatches.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 9);
  });

  it('ignores transparent pixels', () => {
    const areas = scenes[2]!.areas;
    const image = areasImage(200, 200, areas, { transparentRows: 100 });
    // Paint the transparent half a loud colour: it must not show.
    for (let p = 200 * 100 * 4; p < image.pixels.length; p += 4) image.pixels.set([0, 255, 0, 0], p);
    const palette = extractPalette(image.pixels);
    expect(palette.opaquePixels).toBe(200 * 100);
    expect(palette.totalPixels).toBe(200 * 200);
    expect(palette.swatches.map((s) => s.hex)).not.toContain('#00ff00');
    for (const f of found(palette, areas)) expect(Math.abs(f.share - f.expected)).toBeLessThanOrEqual(0.02);
    expect(extractPalette(new Uint8ClampedArray(400)).swatches).toEqual([]);
  });

  it('takes k by hand (1–12) and refuses anything else with a clear message', () => {
    const image = areasImage(200, 100, scenes[0]!.areas);
    expect(extractPalette(image.pixels, { k: 1 }).swatches).toHaveLength(1);
    expect(extractPalette(image.pixels, { k: 3 }).swatches).toHaveLength(3);
    // More clusters than distinct colours: one swatch per colour.
    expect(extractPalette(image.pixels, { k: 12 }).swatches).toHaveLength(5);
    for (const k of [0, 13, 2.5, Number.NaN])
      expect(() => extractPalette(image.pixels, { k })).toThrow(/^Parameter "k" must be (an integer|>= 1|<= 12)\.$/);
    expect(() => extractPalette(new Uint8ClampedArray(7))).toThrow(/4 bytes \(RGBA\) per pixel/);
    expect(() => extractPalette(image.pixels, { method: 'hsv' as never })).toThrow(/^Invalid matching method "hsv"/);
    expect(() => extractPalette(image.pixels, { filters: { shiny: true } as never })).toThrow(
      /^Invalid value for "filters". Must be one of: metallic,/,
    );
    expect(() => extractPalette(image.pixels, null as never)).toThrow(
      /^Parameter "options" must be an options object\.$/,
    );
    expect(() => extractPalette(null as never)).toThrow(/^Parameter "pixels" must be a Uint8ClampedArray/);
  });

  it('matches each swatch to the closest allowed dye by the chosen method, with runners-up', () => {
    const image = areasImage(200, 100, scenes[0]!.areas);
    for (const method of ['ciede2000', 'oklab', 'redmean'] as const) {
      for (const filters of [{}, { metallic: false }]) {
        const palette = extractPalette(image.pixels, { method, filters, runnersUp: 4 });
        for (const s of palette.swatches) {
          const expected = nearestDye(colorPoint(s.rgb), method, allowedMask(filters))!;
          expect(s.match!.dye.itemID).toBe(expected.dye.itemID);
          expect(s.match!.distance).toBe(Math.round(expected.distance * 1e4) / 1e4);
          expect(s.runnersUp).toHaveLength(4);
          const distances = [s.match!, ...s.runnersUp].map((m) => m.distance);
          expect(distances).toEqual([...distances].sort((x, y) => x - y));
          if ('metallic' in filters) expect([s.match!, ...s.runnersUp].some((m) => m.dye.isMetallic)).toBe(false);
        }
      }
    }
    const bands = extractPalette(image.pixels).swatches.map((s) => [s.match!.distance, s.match!.band] as const);
    for (const [d, band] of bands) expect(band).toBe(d < 2 ? 'same' : d <= 10 ? 'close' : 'different');
  });
});
