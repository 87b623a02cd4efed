/** The hue-warp tables' shape, as the reference implementation describe it. */
import { describe, expect, it } from 'vitest';
import { OKLCH_HUE_TABLE, PERCEPTUAL_TABLE, RGB_TABLE, RYB_TABLE, type HueTable } from '../../../lib/wheels/tables.ts';
import { hueWarp } from '../../../lib/wheels/hue-warp.ts';

const TABLES: [string, HueTable, number][] = [
  ['rgb', RGB_TABLE, 2],
  ['ryb', RYB_TABLE, 25],
  ['perceptual (Munsell V6/C8)', PERCEPTUAL_TABLE, 42],
  ['oklch-hue', OKLCH_HUE_TABLE, 73],
];

describe('hue-warp tables', () => {
  it.each(TABLES)('%s: row count, [0,0] to [360,360], strictly increasing in both columns', (_name, table, rows) => {
    expect(table).toHaveLength(rows);
    expect(table[0]).toEqual([0, 0]);
    expect(table[table.length - 1]).toEqual([360, 360]);
    for (let i = 1; i < table.length; i++) {
      expect(table[i]![0]).toBeGreaterThan(table[i - 1]![0]);
      expect(table[i]![1]).toBeGreaterThan(table[i - 1]![1]);
    }
  });

  it.each(TABLES)('%s: the map hits every row exactly and the two directions invert each other', (_name, table) => {
    const warp = hueWarp(table);
    for (const [wheel, hsv] of table.slice(0, -1)) {
      expect(warp.toHsv(wheel)).toBeCloseTo(hsv, 9);
      expect(warp.toWheel(hsv)).toBeCloseTo(wheel, 9);
    }
    for (let h = -720; h < 720; h += 0.37) {
      const back = warp.toWheel(warp.toHsv(h));
      expect(Math.abs(((back - (((h % 360) + 360) % 360) + 540) % 360) - 180)).toBeLessThan(1e-6);
    }
  });

  it("ryb lands red's complement on HSV 138° and perceptual near 175.55°", () => {
    expect(hueWarp(RYB_TABLE).toHsv(180)).toBe(138);
    expect(hueWarp(PERCEPTUAL_TABLE).toHsv(180)).toBeCloseTo(175.55, 2);
  });
});
