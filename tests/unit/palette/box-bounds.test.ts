/**
 * The bounds behind the accelerator: the Lab/Oklab boxes of an RGB box hold the converted value
 * of every colour in it, and each method's [lower, upper] bounds hold its true distance from a dye
 * to every colour of the box (checked exhaustively on sampled boxes).
 */
import { describe, expect, it } from 'vitest';
import { METHOD_IDS, METHODS, colorPoint, labFromRgb, oklabFromRgb } from '../../../lib/color/index.ts';
import { boxBounds, rgbBox } from '../../../lib/color/distance/box-bounds.ts';
import { seededRandom } from '../../helpers/random.ts';
import dyes from '../../../data/dyes.json';

const rand = seededRandom(0xb0c5);
/** Boxes of side 8 aligned like the grid's cells, plus corners of the cube (black, white, pure hues). */
const boxes = [
  ...Array.from({ length: 10 }, () => [
    Math.floor(rand() * 32) * 8,
    Math.floor(rand() * 32) * 8,
    Math.floor(rand() * 32) * 8,
  ]),
  [0, 0, 0],
  [248, 248, 248],
  [248, 0, 0],
  [0, 0, 248],
  [120, 120, 120],
].map(([r, g, b]) => rgbBox(r!, g!, b!, r! + 7, g! + 7, b! + 7));
/**
 * For CIEDE2000 (whose bounds reason about hue arcs, the sign of ΔC′·ΔH′ and R_T): boxes of side 4
 * as the grid's query cells have, from random places, the blues where R_T is strongest, and grey
 * boxes around the neutral axis (hue undefined).
 */
const ciedeBoxes = [
  ...Array.from({ length: 24 }, () => [
    Math.floor(rand() * 64) * 4,
    Math.floor(rand() * 64) * 4,
    Math.floor(rand() * 64) * 4,
  ]),
  ...Array.from({ length: 12 }, () => [
    Math.floor(rand() * 24) * 4,
    Math.floor(rand() * 32) * 4,
    128 + Math.floor(rand() * 32) * 4,
  ]),
  [124, 124, 124],
  [60, 64, 60],
  [200, 196, 204],
  [0, 0, 252],
  [252, 252, 0],
].map(([r, g, b]) => rgbBox(r!, g!, b!, r! + 3, g! + 3, b! + 3));

function* members(box: ReturnType<typeof rgbBox>) {
  for (let r = box.r0; r <= box.r1; r++)
    for (let g = box.g0; g <= box.g1; g++) for (let b = box.b0; b <= box.b1; b++) yield { r, g, b };
}

describe('colour-space boxes of an RGB box', () => {
  it('hold the Lab and Oklab of every colour in the box', () => {
    const outside: string[] = [];
    for (const box of boxes) {
      for (const rgb of members(box)) {
        const lab = labFromRgb(rgb);
        const ok = oklabFromRgb(rgb);
        for (let axis = 0; axis < 3; axis++) {
          if (lab[axis]! < box.lab[2 * axis]! || lab[axis]! > box.lab[2 * axis + 1]!)
            outside.push(`Lab ${JSON.stringify(rgb)}`);
          if (ok[axis]! < box.oklab[2 * axis]! || ok[axis]! > box.oklab[2 * axis + 1]!)
            outside.push(`Oklab ${JSON.stringify(rgb)}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });
});

describe('distance bounds over a box', () => {
  // Every 5th dye: 25 dyes × 15 boxes × 512 colours per method.
  const points = (dyes as { rgb: { r: number; g: number; b: number } }[])
    .filter((_, i) => i % 5 === 0)
    .map((d) => colorPoint(d.rgb));
  for (const method of METHOD_IDS) {
    it(`${method}: lower ≤ true distance ≤ upper for every colour of the box`, { timeout: 120_000 }, () => {
      // The ranking unit of the RGB family is the square of the distance.
      const squared = method === 'rgb' || method === 'redmean' || method === 'distinguish';
      const out = new Float64Array(2);
      let violations = 0;
      let tightest = Infinity;
      for (const box of boxes) {
        const colours = [...members(box)].map(colorPoint);
        for (const dye of points) {
          boxBounds(method, box, dye, out);
          const [low, high] = [out[0]!, out[1]!];
          for (const q of colours) {
            let d = METHODS[method].between(q, dye);
            if (method === 'distinguish') d = METHODS.rgb.between(q, dye);
            const rank = squared ? d * d : d;
            if (rank < low * (1 - 1e-12) || rank > high * (1 + 1e-12)) violations++;
          }
          tightest = Math.min(tightest, high - low);
        }
      }
      expect(violations).toBe(0);
      expect(tightest).toBeGreaterThanOrEqual(0);
    });
  }

  it('ciede2000 on boxes of side 4 (blues, greys, random): lower ≤ true distance ≤ upper', { timeout: 120_000 }, () => {
    const all = (dyes as { rgb: { r: number; g: number; b: number } }[]).map((d) => colorPoint(d.rgb));
    const out = new Float64Array(2);
    let violations = 0;
    for (const box of ciedeBoxes) {
      const colours = [...members(box)].map(colorPoint);
      for (const dye of all) {
        boxBounds('ciede2000', box, dye, out);
        for (const q of colours) {
          const d = METHODS.ciede2000.between(q, dye);
          if (d < out[0]! || d > out[1]!) violations++;
        }
      }
    }
    expect(violations).toBe(0);
  });

  it('the lower bound stops short of the cap only near the dye (it prunes)', () => {
    // A cell far from a dye must get a lower bound well above zero for every method.
    const far = rgbBox(0, 0, 0, 7, 7, 7);
    const white = colorPoint({ r: 255, g: 255, b: 255 });
    const out = new Float64Array(2);
    for (const method of METHOD_IDS) {
      boxBounds(method, far, white, out);
      expect(out[0], method).toBeGreaterThan(0);
    }
  });
});
