/**
 * The five wheels against independent oracles: the published landmarks (red's complement on each
 * wheel), a worked oklch-lightness example, culori's HSV and OKLCH conversions, and round trips.
 */
import { describe, expect, it } from 'vitest';
import { converter, displayable } from 'culori';
import { WHEELS, WHEEL_IDS, type WheelId } from '../../../lib/wheels/index.ts';
import { parseHex, type Rgb } from '../../../lib/color/index.ts';
import { LOCALES } from '../../../lib/dyes/locale.ts';
import { randomRgb, seededRandom } from '../../helpers/random.ts';

const toHsv = converter('hsv');
const toOklch = converter('oklch');
const RED = parseHex('#FF0000')!;
const HEX = /^#[0-9A-F]{6}$/;
const HUE_WARP: WheelId[] = ['rgb', 'ryb', 'perceptual', 'oklch-hue'];

/** Signed smallest angle a − b, in (−180, 180]. */
const angleDiff = (a: number, b: number) => ((((a - b) % 360) + 540) % 360) - 180;
const hsvHueOf = (hex: string) => toHsv(hex)!.h ?? 0;

/** Deterministic colours (seeded) so failures reproduce. */
function randomRgbs(count: number, seed: number): Rgb[] {
  const rand = seededRandom(seed);
  return Array.from({ length: count }, () => randomRgb(rand));
}
const hexOf = ({ r, g, b }: Rgb) => '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');

describe('wheel registry', () => {
  it('lists the five spec ids in display order, rgb first', () => {
    expect(WHEEL_IDS).toEqual(['rgb', 'ryb', 'perceptual', 'oklch-hue', 'oklch-lightness']);
    expect(Object.keys(WHEELS).sort()).toEqual([...WHEEL_IDS].sort());
  });

  it('has the spec tags and only rgb as default', () => {
    const tags = Object.fromEntries(WHEEL_IDS.map((id) => [id, WHEELS[id].tag]));
    expect(tags).toEqual({
      rgb: 'RGB',
      ryb: 'RYB',
      perceptual: 'PERCEPTUAL',
      'oklch-hue': 'OKLCH·H',
      'oklch-lightness': 'OKLCH·L',
    });
    for (const id of WHEEL_IDS) expect(WHEELS[id].isDefault, id).toBe(id === 'rgb');
    for (const id of WHEEL_IDS) expect(WHEELS[id].id).toBe(id);
  });

  it('names every wheel in all six locales, distinctly per locale', () => {
    for (const locale of LOCALES) {
      const names = WHEEL_IDS.map((id) => WHEELS[id].names[locale]);
      for (const name of names) expect(name, locale).toMatch(/\S/);
      expect(new Set(names).size, locale).toBe(WHEEL_IDS.length);
    }
    expect(Object.keys(WHEELS.perceptual.names).sort()).toEqual([...LOCALES].sort());
  });
});

describe('complement landmarks', () => {
  const complementOfRed = (id: WheelId) => WHEELS[id].target(RED, (WHEELS[id].hueOf(RED) + 180) % 360).hex;

  it('rgb: red -> cyan', () => {
    expect(complementOfRed('rgb')).toBe('#00FFFF');
  });

  it('ryb: red -> green (culori HSV hue in the greens)', () => {
    const h = hsvHueOf(complementOfRed('ryb'));
    expect(h).toBeGreaterThan(105);
    expect(h).toBeLessThan(150);
  });

  it('ryb: yellow sits a third of the way round (painter primaries red and yellow 120° apart)', () => {
    expect(WHEELS.ryb.target(RED, 120).hex).toBe('#FFFF00');
  });

  it('perceptual: red -> a blue-green, between green and cyan but not the rgb cyan', () => {
    const hex = complementOfRed('perceptual');
    const h = hsvHueOf(hex);
    expect(h).toBeGreaterThan(150);
    expect(h).toBeLessThan(180);
    expect(hex).not.toBe(complementOfRed('rgb'));
  });

  it('oklch-lightness: blue -> #734F00 (the reference implementation example), not the clipped #A02000', () => {
    const blue = parseHex('#0000FF')!;
    const w = WHEELS['oklch-lightness'];
    expect(w.target(blue, (w.hueOf(blue) + 180) % 360).hex).toBe('#734F00');
  });

  it('every wheel maps red to wheel hue 0 except oklch-lightness, whose hue is OKLCH hue (culori)', () => {
    for (const id of HUE_WARP) expect(WHEELS[id].hueOf(RED), id).toBe(0);
    expect(WHEELS['oklch-lightness'].hueOf(RED)).toBeCloseTo(toOklch('#ff0000')!.h!, 2);
  });
});

describe('hue-warp wheels', () => {
  it('targets keep the base HSV saturation and value and land on the HSV hue they report (culori)', () => {
    for (const id of HUE_WARP) {
      for (const base of randomRgbs(200, 7)) {
        const bh = toHsv(hexOf(base))!;
        const wheelHue = ((base.r * 7 + base.g) % 360) + 0.5;
        const t = WHEELS[id].target(base, wheelHue);
        expect(t.hex).toMatch(HEX);
        const th = toHsv(t.hex)!;
        // One 8-bit step of quantisation in the value and saturation.
        expect(Math.abs(th.v - bh.v), id).toBeLessThanOrEqual(1 / 255 + 1e-9);
        if (bh.s > 0.3 && bh.v > 0.3) {
          expect(Math.abs(th.s - bh.s), id).toBeLessThan(0.02);
          expect(Math.abs(angleDiff(th.h!, t.hue)), id).toBeLessThan(2);
        }
      }
    }
  });

  it('round-trips: hueOf(target(base, h)) ≈ h for vivid bases', () => {
    for (const id of HUE_WARP) {
      const w = WHEELS[id];
      for (let h = 0; h < 360; h += 0.7) {
        const t = w.target(RED, h);
        // An 8-bit step moves HSV hue ≤ 0.12°; the steepest table segment multiplies that by ≈ 2.5.
        expect(Math.abs(angleDiff(w.hueOf(parseHex(t.hex)!), h)), `${id} @ ${h}`).toBeLessThan(0.5);
      }
    }
  });

  it('wheel hue grows monotonically with HSV hue (order of colours round the wheel is kept)', () => {
    for (const id of HUE_WARP) {
      const stops = WHEELS[id].ringStops(360);
      let previous = -1;
      for (let i = 1; i < 360; i++) {
        const hue = hsvHueOf(stops[i]!);
        expect(hue, `${id} stop ${i}`).toBeGreaterThanOrEqual(previous - 0.3);
        previous = hue;
      }
    }
  });

  it('oklch-hue: equal wheel angles are equal OKLCH hue steps (culori), zeroed at red', () => {
    const redHue = toOklch('#ff0000')!.h!;
    for (const n of [24, 72, 360]) {
      const stops = WHEELS['oklch-hue'].ringStops(n);
      stops.forEach((hex, i) => {
        const angle = (i * 360) / n;
        expect(Math.abs(angleDiff(toOklch(hex)!.h! - redHue, angle)), `${n}:${i}`).toBeLessThan(1);
      });
    }
  });

  it('oklch-hue: targets keep the base vividness and brightness (HSV s, v)', () => {
    const base = parseHex('#c05a30')!;
    const bh = toHsv('#c05a30')!;
    for (let h = 0; h < 360; h += 15) {
      const th = toHsv(WHEELS['oklch-hue'].target(base, h).hex)!;
      expect(th.s).toBeCloseTo(bh.s, 1);
      expect(th.v).toBeCloseTo(bh.v, 2);
    }
  });
});

describe('oklch-lightness', () => {
  const w = WHEELS['oklch-lightness'];

  it('targets keep the base OKLCH L, never add chroma, keep C when it fits, and sit at the wheel hue (culori)', () => {
    let keptChroma = 0;
    for (const base of randomRgbs(1500, 11)) {
      const b = toOklch(hexOf(base))!;
      if (b.c < 0.02) continue;
      const h = (base.g * 1.37 + base.b) % 360;
      const t = w.target(base, h);
      expect(t.hex).toMatch(HEX);
      const o = toOklch(t.hex)!;
      // Gamut mapping stops within a JND (0.02 ΔEOK) of the mapped colour; plus 8-bit quantisation.
      expect(Math.abs(o.l - b.l)).toBeLessThan(0.022);
      expect(o.c).toBeLessThan(b.c + 0.004);
      if (o.c > 0.03) {
        const allowance = (Math.asin(Math.min(1, 0.025 / o.c)) * 180) / Math.PI + 0.5;
        expect(Math.abs(angleDiff(o.h!, h))).toBeLessThan(allowance);
      }
      // Where the base's L and C exist at the new hue with room to spare, nothing is given up.
      const inside = (c: number) => displayable({ mode: 'oklch', l: b.l, c, h });
      if (inside(b.c * 1.05 + 0.01)) {
        keptChroma++;
        expect(Math.abs(o.c - b.c)).toBeLessThan(0.005);
      }
      // targetHue is the HSV hue of the target colour.
      if ((toHsv(t.hex)!.s ?? 0) > 0.05) expect(Math.abs(angleDiff(t.hue, hsvHueOf(t.hex)))).toBeLessThan(0.01);
    }
    expect(keptChroma).toBeGreaterThan(100); // the in-gamut branch really was exercised
  });

  it('greys have wheel hue 0 and every target is the grey itself', () => {
    const grey = parseHex('#7a7a7a')!;
    expect(w.hueOf(grey)).toBe(0);
    expect(w.target(grey, 123).hex).toBe('#7A7A7A');
  });

  it('wheel hue is the OKLCH hue (culori) for chromatic colours', () => {
    for (const base of randomRgbs(300, 5)) {
      const o = toOklch(hexOf(base))!;
      if (o.c < 0.01) continue;
      expect(Math.abs(angleDiff(w.hueOf(base), o.h!))).toBeLessThan(0.01);
    }
  });

  it('ring stops share one OKLCH lightness and follow the hue round', () => {
    const stops = w.ringStops(72);
    stops.forEach((hex, i) => {
      const o = toOklch(hex)!;
      expect(o.l, hex).toBeCloseTo(0.65, 1);
      expect(Math.abs(angleDiff(o.h!, i * 5)), hex).toBeLessThan(3);
      // At the gamut edge: a step more chroma at that lightness and hue would leave sRGB.
      expect(displayable({ mode: 'oklch', l: 0.65, c: o.c + 0.02, h: i * 5 }), hex).toBe(false);
    });
  });
});

describe('ringStops', () => {
  it('gives n valid upper-case hex stops, memoised, on every wheel', () => {
    for (const id of WHEEL_IDS) {
      for (const n of [3, 7, 72, 360]) {
        const stops = WHEELS[id].ringStops(n);
        expect(stops, `${id}/${n}`).toHaveLength(n);
        for (const s of stops) expect(s).toMatch(HEX);
        expect(WHEELS[id].ringStops(n)).toBe(stops);
        expect(Object.isFrozen(stops)).toBe(true);
      }
    }
  });

  it('starts at pure red on the rgb wheel and walks the HSV hues evenly', () => {
    const stops = WHEELS.rgb.ringStops(72);
    expect(stops[0]).toBe('#FF0000');
    stops.forEach((hex, i) => expect(Math.abs(angleDiff(hsvHueOf(hex), i * 5)), hex).toBeLessThan(0.5));
    expect(WHEELS.rgb.ringStops(6)).toEqual(['#FF0000', '#FFFF00', '#00FF00', '#00FFFF', '#0000FF', '#FF00FF']);
  });

  it('stops of the hue-warp wheels are fully saturated and bright', () => {
    for (const id of HUE_WARP) {
      for (const hex of WHEELS[id].ringStops(72)) {
        const c = toHsv(hex)!;
        expect(c.s, `${id} ${hex}`).toBeCloseTo(1, 5);
        expect(c.v, `${id} ${hex}`).toBeCloseTo(1, 5);
      }
    }
  });
});
