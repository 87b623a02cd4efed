/**
 * The picture tool's sample square (lib/palette `sampleSquare`): on pictures built here whose
 * averages are known by construction — a red/blue checkerboard averages to #800080 over any even
 * square, one odd pixel out shifts a 3 × 3 mean by a ninth — and clipped at the picture's edge.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SAMPLE_SIDE, sampleSquare } from '../../../lib/palette/index.ts';
import { ValidationError } from '../../../lib/index.ts';

/** A width × height picture whose pixel (x, y) is `color(x, y)`, opaque. */
function picture(width: number, height: number, color: (x: number, y: number) => [number, number, number]) {
  const px = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) px.set([...color(x, y), 255], 4 * (y * width + x));
  return px;
}
const checker = picture(40, 40, (x, y) => ((x + y) % 2 ? [255, 0, 0] : [0, 0, 255]));

describe('sampleSquare', () => {
  it('one pixel is that pixel; a 16 × 16 square of a checkerboard is half red, half blue', () => {
    expect(sampleSquare(checker, 40, 10, 10, 1)).toEqual({ r: 0, g: 0, b: 255 });
    expect(sampleSquare(checker, 40, 11.6, 10.2, 1)).toEqual({ r: 255, g: 0, b: 0 });
    for (const [x, y] of [
      [20, 20],
      [7, 7],
      [31, 31],
      [12, 25],
    ])
      expect(sampleSquare(checker, 40, x!, y!, MAX_SAMPLE_SIDE), `${x}, ${y}`).toEqual({ r: 128, g: 0, b: 128 });
    expect(MAX_SAMPLE_SIDE).toBe(16);
  });

  it('covers exactly side × side pixels: 7 left and up, 8 right and down for 16', () => {
    // One white pixel in a black picture: inside the square it adds 255/256 to each channel (rounds to 1).
    for (const [wx, wy, inside] of [
      [13, 13, true], // 7 left and up of (20, 20)
      [28, 28, true], // 8 right and down
      [12, 20, false], // 8 left: outside
      [20, 29, false], // 9 down: outside
    ] as const) {
      const px = picture(40, 40, (x, y) => (x === wx && y === wy ? [255, 255, 255] : [0, 0, 0]));
      expect(sampleSquare(px, 40, 20, 20, 16), `${wx}, ${wy}`).toEqual(
        inside ? { r: 1, g: 1, b: 1 } : { r: 0, g: 0, b: 0 },
      );
    }
    // A 3 × 3 square: one pixel of 90 among nine zeros averages 10.
    const one = picture(5, 5, (x, y) => (x === 2 && y === 1 ? [90, 90, 90] : [0, 0, 0]));
    expect(sampleSquare(one, 5, 2, 2, 3)).toEqual({ r: 10, g: 10, b: 10 });
  });

  it('is clipped to the picture and skips transparent pixels; outside is null; bad sides are refused', () => {
    // At the corner a 16 × 16 square keeps its 9 × 9 part inside the picture: 41 blue, 40 red.
    expect(sampleSquare(checker, 40, 0, 0, 16)).toEqual({
      r: Math.round((40 * 255) / 81),
      g: 0,
      b: Math.round((41 * 255) / 81),
    });
    const clear = new Uint8ClampedArray(4 * 4 * 4);
    expect(sampleSquare(clear, 4, 1, 1, 4)).toBeNull();
    expect(sampleSquare(checker, 40, 40, 0, 1)).toBeNull();
    for (const side of [0, 17, 2.5]) expect(() => sampleSquare(checker, 40, 1, 1, side)).toThrow(ValidationError);
  });
});
