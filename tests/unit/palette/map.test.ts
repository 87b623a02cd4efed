/**
 * The whole-image dye preview: every opaque pixel becomes the plain closest search's dye for its
 * colour, transparent pixels stay transparent, shares count the result; and pixel sampling.
 */
import { describe, expect, it } from 'vitest';
import { mapImageToDyes } from '../../../lib/index.ts';
import { NO_DYE, sampleColor } from '../../../lib/palette/index.ts';
import { DYES } from '../../../lib/dyes/index.ts';
import { nearestDye } from '../../../lib/dyes/nearest.ts';
import { allowedMask } from '../../../lib/dyes/filters.ts';
import { colorPoint } from '../../../lib/color/index.ts';
import { photoLikeImage } from '../../helpers/images.ts';

describe('mapImageToDyes', () => {
  const image = photoLikeImage(160, 120, 3);
  // A transparent strip on the left.
  for (let y = 0; y < 120; y++) for (let x = 0; x < 10; x++) image.pixels[4 * (y * 160 + x) + 3] = 0;

  for (const [method, filters] of [
    ['ciede2000', {}],
    ['oklab', { metallic: false }],
    ['rgb', { pastel: false, dark: false }],
  ] as const) {
    it(`${method} ${JSON.stringify(filters)}: each pixel is its colour's closest dye`, () => {
      const result = mapImageToDyes(image.pixels, { method, filters });
      const allowed = allowedMask(filters);
      const counts = new Map<number, number>();
      let wrong = 0;
      for (let i = 0; i < 160 * 120; i++) {
        const p = 4 * i;
        if (image.pixels[p + 3] === 0) {
          expect(result.indices[i]).toBe(NO_DYE);
          expect(result.image[p + 3]).toBe(0);
          continue;
        }
        const expected = nearestDye(
          colorPoint({ r: image.pixels[p]!, g: image.pixels[p + 1]!, b: image.pixels[p + 2]! }),
          method,
          allowed,
        )!.dye;
        if (result.indices[i] !== expected.index) wrong++;
        const shown = '#' + [0, 1, 2].map((c) => result.image[p + c]!.toString(16).padStart(2, '0')).join('');
        if (shown !== expected.hex.toLowerCase()) wrong++;
        counts.set(expected.itemID, (counts.get(expected.itemID) ?? 0) + 1);
      }
      expect(wrong).toBe(0);
      expect(result.opaquePixels).toBe(150 * 120);
      expect(new Map(result.shares.map((s) => [s.dye.itemID, s.pixels]))).toEqual(counts);
      expect(result.shares.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1, 9);
      const shares = result.shares.map((s) => s.pixels);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));
    });
  }

  it('gives the same result for pixels that do not start on a 4-byte boundary (a Node Buffer slice)', () => {
    const shifted = new Uint8Array(image.pixels.length + 1).subarray(1);
    shifted.set(image.pixels);
    const aligned = mapImageToDyes(image.pixels);
    const unaligned = mapImageToDyes(shifted);
    expect(unaligned.indices).toEqual(aligned.indices);
    expect(unaligned.image).toEqual(aligned.image);
    expect(unaligned.shares.map((s) => [s.dye.stainID, s.pixels])).toEqual(
      aligned.shares.map((s) => [s.dye.stainID, s.pixels]),
    );
  });

  it('leaves every pixel without a dye when the filters allow none, and rejects bad input', () => {
    const result = mapImageToDyes(image.pixels, { filters: { metallic: true, pastel: true } });
    expect(DYES.some((d) => d.isMetallic && d.isPastel)).toBe(false);
    expect(result.shares).toEqual([]);
    expect(result.indices.every((i) => i === NO_DYE)).toBe(true);
    expect(() => mapImageToDyes(new Uint8ClampedArray(6))).toThrow(/RGBA/);
    expect(() => mapImageToDyes(new Float32Array(8) as never)).toThrow(/Uint8ClampedArray/);
    expect(() => mapImageToDyes(image.pixels, null as never)).toThrow(
      /^Parameter "options" must be an options object\.$/,
    );
  });
});

describe('sampleColor', () => {
  // 3 × 2 image: red, green, blue / white, transparent, black.
  const px = Uint8ClampedArray.from([
    255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 9, 9, 9, 0, 0, 0, 0, 255,
  ]);
  it('reads one pixel, or the mean of the opaque pixels around it', () => {
    expect(sampleColor(px, 3, 0, 0)).toEqual({ r: 255, g: 0, b: 0 });
    expect(sampleColor(px, 3, 2.7, 1.2)).toEqual({ r: 0, g: 0, b: 0 });
    expect(sampleColor(px, 3, 1, 1)).toBeNull(); // the transparent pixel
    // Around (1, 0), radius 1: red, green, blue, white, black (the transparent one left out).
    expect(sampleColor(px, 3, 1, 0, 1)).toEqual({ r: 102, g: 102, b: 102 });
    expect(sampleColor(px, 3, 5, 0)).toBeNull();
    expect(() => sampleColor(px, 4, 0, 0)).toThrow(/width/);
  });
});
