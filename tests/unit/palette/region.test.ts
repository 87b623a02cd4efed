/**
 * The part of a picture a palette is taken from. Oracles built here, independently of the library:
 * a rectangle cropped by a plain per-pixel loop, ignored pixels chosen by culori's Oklab distance,
 * and colour areas whose pixel counts the test lays out itself.
 */
import { describe, expect, it } from 'vitest';
import { differenceEuclidean } from 'culori';
import { extractPalette } from '../../../lib/index.ts';
import { ValidationError } from '../../../lib/validate/index.ts';
import { DEFAULT_IGNORE_DISTANCE } from '../../../lib/palette/index.ts';
import { areasImage, photoLikeImage } from '../../helpers/images.ts';

const oklabDistance = differenceEuclidean('oklab');
const hexAt = (px: Uint8ClampedArray, p: number) =>
  '#' + [px[p]!, px[p + 1]!, px[p + 2]!].map((c) => c.toString(16).padStart(2, '0')).join('');

/** A scene: sky (top 60 %), ground (next 30 %) and a small outfit of two colours (bottom-right). */
function scene(width: number, height: number) {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const sky = [120, 170, 230];
  const ground = [90, 120, 60];
  const coat = [150, 30, 40];
  const boots = [60, 40, 30];
  const outfit = { x: Math.floor(width * 0.7), y: Math.floor(height * 0.6), width: 20, height: 30 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let c = y < height * 0.6 ? sky : ground;
      const inOutfit = x >= outfit.x && x < outfit.x + outfit.width && y >= outfit.y && y < outfit.y + outfit.height;
      if (inOutfit) c = y < outfit.y + 20 ? coat : boots;
      pixels.set([...c, 255], 4 * (y * width + x));
    }
  }
  return { pixels, outfit };
}

function crop(pixels: Uint8ClampedArray, width: number, r: { x: number; y: number; width: number; height: number }) {
  const out = new Uint8ClampedArray(r.width * r.height * 4);
  for (let y = 0; y < r.height; y++)
    for (let x = 0; x < r.width; x++)
      for (let c = 0; c < 4; c++) out[4 * (y * r.width + x) + c] = pixels[4 * ((r.y + y) * width + r.x + x) + c]!;
  return out;
}

describe('extractPalette on a region', () => {
  it('the outfit rectangle gives the outfit colours with their pixel shares, not sky and ground', () => {
    const { pixels, outfit } = scene(200, 100);
    const whole = extractPalette(pixels);
    expect(whole.swatches[0]!.share).toBeGreaterThan(0.5);
    const palette = extractPalette(pixels, { imageWidth: 200, region: outfit });
    expect(palette.totalPixels).toBe(600);
    expect(palette.swatches.map((s) => s.hex)).toEqual(['#961e28', '#3c281e']);
    expect(palette.swatches.map((s) => s.share)).toEqual([400 / 600, 200 / 600]);
  });

  it('equals the palette of the same rectangle cropped by hand (noisy picture)', () => {
    const { width, height, pixels } = photoLikeImage(320, 240, 4);
    const region = { x: 37, y: 51, width: 150, height: 101 };
    const fromRegion = extractPalette(pixels, { imageWidth: width, region });
    expect(fromRegion).toEqual(extractPalette(crop(pixels, width, region)));
    expect(height).toBe(240);
  });

  it('a region over 2 megapixels is sampled as the same rectangle cropped by hand is', () => {
    const { width, pixels } = photoLikeImage(2000, 1500, 6);
    const region = { x: 100, y: 50, width: 1800, height: 1400 };
    const fromRegion = extractPalette(pixels, { imageWidth: width, region });
    expect(fromRegion.stride).toBeGreaterThan(1);
    expect(fromRegion).toEqual(extractPalette(crop(pixels, width, region)));
  });

  it('refuses a region outside the picture, or one without imageWidth, naming the field', () => {
    const { pixels } = scene(50, 40);
    const attempts: [object, string][] = [
      [{ region: { x: 0, y: 0, width: 10, height: 10 } }, 'options.imageWidth'],
      [{ imageWidth: 50, region: { x: 45, y: 0, width: 10, height: 10 } }, 'options.region'],
      [{ imageWidth: 50, region: { x: 0, y: 0, width: 0, height: 10 } }, 'options.region'],
      [{ imageWidth: 50, region: { x: -1, y: 0, width: 10, height: 10 } }, 'options.region.x'],
      [{ imageWidth: 50, region: { x: 0, y: 0.5, width: 10, height: 10 } }, 'options.region.y'],
      [{ imageWidth: 7, region: { x: 0, y: 0, width: 1, height: 1 } }, 'options.imageWidth'],
      [{ ignore: ['#12345'] }, 'options.ignore[0]'],
      [{ ignore: 'red' }, 'options.ignore'],
      [{ ignore: Array(9).fill('#000000') }, 'options.ignore'],
      [{ ignore: ['#000000'], ignoreDistance: 2 }, 'options.ignoreDistance'],
    ];
    for (const [options, field] of attempts) {
      let caught: unknown;
      try {
        extractPalette(pixels, options);
      } catch (error) {
        caught = error;
      }
      expect(caught, JSON.stringify(options)).toBeInstanceOf(ValidationError);
      expect((caught as ValidationError).field).toBe(field);
    }
  });
});

describe('extractPalette ignoring colours', () => {
  it('leaves out the sky and the ground, so the outfit is the palette', () => {
    const { pixels } = scene(200, 100);
    const palette = extractPalette(pixels, { ignore: ['#78aae6', '#5a783c'] });
    expect(palette.opaquePixels).toBe(600);
    expect(palette.swatches.map((s) => s.hex)).toEqual(['#961e28', '#3c281e']);
  });

  it('drops exactly the pixels within the distance by culori’s Oklab, on a photo-like picture', () => {
    const { pixels } = photoLikeImage(240, 180, 11);
    const ignored = hexAt(pixels, 4 * (90 * 240 + 120));
    const expected = Uint8ClampedArray.from(pixels);
    for (let p = 0; p < expected.length; p += 4)
      if (expected[p + 3]! >= 128 && oklabDistance(ignored, hexAt(expected, p)) <= DEFAULT_IGNORE_DISTANCE)
        expected[p + 3] = 0;
    const palette = extractPalette(pixels, { ignore: [ignored] });
    expect(palette).toEqual(extractPalette(expected));
    expect(palette.opaquePixels).toBeLessThan(240 * 180);
    for (const swatch of palette.swatches) expect(oklabDistance(ignored, swatch.hex)).toBeGreaterThan(0.08);
  });

  it('a region and an ignored colour together: a known scene’s areas minus the ignored one', () => {
    const areas = [
      { hex: '#b03a2e', share: 0.5 },
      { hex: '#2e86c1', share: 0.3 },
      { hex: '#f4d03f', share: 0.2 },
    ];
    const image = areasImage(100, 100, areas);
    const palette = extractPalette(image.pixels, {
      imageWidth: 100,
      region: { x: 0, y: 0, width: 100, height: 50 },
      ignore: ['#2e86c1'],
    });
    // The oracle: the region's pixels counted by exact colour, the ignored one left out.
    const counts = new Map<string, number>();
    for (let y = 0; y < 50; y++)
      for (let x = 0; x < 100; x++) {
        const hex = hexAt(image.pixels, 4 * (y * 100 + x));
        if (hex !== '#2e86c1') counts.set(hex, (counts.get(hex) ?? 0) + 1);
      }
    const kept = [...counts.values()].reduce((a, b) => a + b, 0);
    expect(palette.opaquePixels).toBe(kept);
    const expected = [...counts].sort((a, b) => b[1] - a[1]);
    expect(palette.swatches.map((s) => [s.hex, s.share])).toEqual(expected.map(([hex, n]) => [hex, n / kept]));
    expect(palette.swatches.map((s) => s.hex).sort()).toEqual(['#b03a2e', '#f4d03f']);
  });
});

describe('extractPalette on a painted mask', () => {
  /** The oracle: each pixel's cell by the rule the mask documents, the pixel made transparent when unpainted. */
  function maskedByHand(
    pixels: Uint8ClampedArray,
    width: number,
    mask: { width: number; height: number; cells: Uint8Array },
  ) {
    const height = pixels.length / 4 / width;
    const out = Uint8ClampedArray.from(pixels);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const cell = Math.floor((y * mask.height) / height) * mask.width + Math.floor((x * mask.width) / width);
        if (!mask.cells[cell]) out[4 * (y * width + x) + 3] = 0;
      }
    return out;
  }

  it('painting over the outfit gives its colours alone, as the same pixels cut out by hand', () => {
    const { pixels, outfit } = scene(200, 100);
    // A 50 × 25 grid (4 × 4 pixels a cell): paint the cells over the outfit, a blob not a rectangle.
    const mask = { width: 50, height: 25, cells: new Uint8Array(50 * 25) };
    for (let cy = outfit.y / 4; cy < Math.floor((outfit.y + outfit.height) / 4); cy++)
      for (let cx = outfit.x / 4; cx < (outfit.x + outfit.width) / 4; cx++)
        if (cx + cy !== outfit.x / 4 + outfit.y / 4) mask.cells[cy * 50 + cx] = 1;
    const palette = extractPalette(pixels, { imageWidth: 200, mask });
    expect(palette.swatches.map((s) => s.hex).sort()).toEqual(['#3c281e', '#961e28']);
    const byHand = extractPalette(maskedByHand(pixels, 200, mask));
    expect(palette.swatches).toEqual(byHand.swatches);
    expect(palette.opaquePixels).toBe(byHand.opaquePixels);
  });

  it('equals the hand-masked picture on a large photo-like picture (sampled path)', () => {
    const { width, pixels } = photoLikeImage(2000, 1200, 5);
    const mask = { width: 40, height: 30, cells: new Uint8Array(40 * 30) };
    // A diagonal band of cells.
    for (let cy = 0; cy < 30; cy++)
      for (let cx = 0; cx < 40; cx++) if (Math.abs(cx - cy) < 6) mask.cells[cy * 40 + cx] = 1;
    const palette = extractPalette(pixels, { imageWidth: width, mask });
    const byHand = maskedByHand(pixels, width, mask);
    // The whole-picture palette of the hand-masked picture samples every s-th pixel of the picture,
    // the mask's every s-th of its bounding box: the colours agree closely, not pixel for pixel.
    const reference = extractPalette(byHand, { k: palette.swatches.length });
    for (const swatch of palette.swatches)
      expect(Math.min(...reference.swatches.map((r) => oklabDistance(swatch.hex, r.hex)))).toBeLessThan(0.05);
  });

  it('names what is wrong with a mask', () => {
    const { pixels } = scene(200, 100);
    const bad =
      (mask: unknown, extra: object = {}) =>
      () =>
        extractPalette(pixels, { imageWidth: 200, mask: mask as never, ...extra });
    expect(bad({ width: 0, height: 2, cells: new Uint8Array(0) })).toThrow(
      /mask\.width must be a whole number of cells from 1 to 200/,
    );
    expect(bad({ width: 2, height: 2, cells: new Uint8Array(3) })).toThrow(
      /mask\.cells must be a Uint8Array of width × height \(4\)/,
    );
    expect(bad({ width: 2, height: 2, cells: new Uint8Array(4) })).toThrow(/at least one cell/);
    expect(
      bad(
        { width: 2, height: 2, cells: Uint8Array.of(1, 0, 0, 0) },
        { region: { x: 150, y: 60, width: 10, height: 10 } },
      ),
    ).toThrow(ValidationError);
    expect(() => extractPalette(pixels, { mask: { width: 2, height: 2, cells: Uint8Array.of(1, 0, 0, 0) } })).toThrow(
      /imageWidth/,
    );
  });
});
