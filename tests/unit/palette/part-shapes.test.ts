/**
 * The picture tool's marking shapes: the keyboard's rectangle stays inside the picture whatever
 * keys are pressed, and a brush stroke paints every cell within its radius of the stroke's line
 * and none beyond (the oracle: each cell's distance to the segment, computed here).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  emptyMask,
  nudgeRectangle,
  paintedShare,
  startRectangle,
  strokeMask,
} from '../../../site/tools/palette/part-shapes.ts';

const KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

describe('the keyboard rectangle', () => {
  it('stays a non-empty rectangle inside the picture under any key presses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 5000 }),
        fc.integer({ min: 4, max: 5000 }),
        fc.array(fc.record({ key: fc.constantFrom(...KEYS), shift: fc.boolean() }), { maxLength: 200 }),
        (width, height, presses) => {
          let r = startRectangle(width, height);
          for (const { key, shift } of presses) r = nudgeRectangle(r, key, shift, width, height)!;
          expect(r.x).toBeGreaterThanOrEqual(0);
          expect(r.y).toBeGreaterThanOrEqual(0);
          expect(r.width).toBeGreaterThanOrEqual(1);
          expect(r.height).toBeGreaterThanOrEqual(1);
          expect(r.x + r.width).toBeLessThanOrEqual(width);
          expect(r.y + r.height).toBeLessThanOrEqual(height);
        },
      ),
    );
  });

  it('moves by 2 % of the picture, resizes from the bottom-right corner, ignores other keys', () => {
    const r = { x: 100, y: 100, width: 200, height: 100 };
    expect(nudgeRectangle(r, 'ArrowRight', false, 1000, 500)).toEqual({ ...r, x: 120 });
    expect(nudgeRectangle(r, 'ArrowUp', false, 1000, 500)).toEqual({ ...r, y: 90 });
    expect(nudgeRectangle(r, 'ArrowLeft', true, 1000, 500)).toEqual({ ...r, width: 180 });
    expect(nudgeRectangle(r, 'ArrowDown', true, 1000, 500)).toEqual({ ...r, height: 110 });
    expect(nudgeRectangle(r, 'a', false, 1000, 500)).toBeNull();
  });
});

describe('the brush', () => {
  it('a grid no larger than the picture, its long side at most 256 cells', () => {
    expect(emptyMask(4000, 3000)).toMatchObject({ width: 256, height: 192 });
    expect(emptyMask(100, 30)).toMatchObject({ width: 100, height: 30 });
  });

  it('paints exactly the cells whose centre is within the radius of the stroke', () => {
    const mask = emptyMask(200, 100);
    const [from, to, radius] = [{ x: 0.2, y: 0.3 }, { x: 0.7, y: 0.6 }, 5];
    strokeMask(mask, from, to, radius, 1);
    const [ax, ay, bx, by] = [from.x * 200, from.y * 100, to.x * 200, to.y * 100];
    const toSegment = (px: number, py: number) => {
      const t = Math.max(
        0,
        Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
      );
      return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
    };
    for (let y = 0; y < 100; y++)
      for (let x = 0; x < 200; x++) {
        const d = toSegment(x + 0.5, y + 0.5);
        // Discs every half radius along the line: all within r − (a quarter radius of sag) are painted.
        if (d <= radius * 0.96) expect(mask.cells[y * 200 + x], `${x},${y}`).toBe(1);
        if (d > radius) expect(mask.cells[y * 200 + x], `${x},${y}`).toBe(0);
      }
    expect(paintedShare(mask)).toBeGreaterThan(0);
    // The eraser takes the same stroke away entirely.
    strokeMask(mask, from, to, radius, 0);
    expect(paintedShare(mask)).toBe(0);
  });
});
