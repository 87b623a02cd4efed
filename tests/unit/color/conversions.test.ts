import { describe, expect, it } from 'vitest';
import { converter, differenceEuclidean, displayable, formatHex, toGamut } from 'culori';
import {
  ACHROMATIC_CHROMA,
  gamutMapOklch,
  hexFromHsv,
  hexFromRgb,
  hsvFromRgb,
  labFromRgb,
  maxChromaOklch,
  oklabFromRgb,
  oklchFromRgb,
  parseHex,
  type Rgb,
} from '../../../lib/color/index.ts';
import { seededRandom } from '../../helpers/random.ts';

const randomRgbs = (count: number, seed: number): Rgb[] => {
  const rand = seededRandom(seed);
  const byte = () => Math.floor(rand() * 256);
  return Array.from({ length: count }, () => ({ r: byte(), g: byte(), b: byte() }));
};
const culoriRgb = ({ r, g, b }: Rgb) => ({ mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 });
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('parseHex / hexFromRgb', () => {
  const pattern = /^#?[0-9A-Fa-f]{6}$/; // the spec's own expected pattern, used as the oracle

  it('accepts exactly the spec pattern #?[0-9A-Fa-f]{6}', () => {
    const rand = seededRandom(1);
    const alphabet = '0123456789abcdefABCDEFgGxX# -zZ@`/:\u00e9';
    const wrong: string[] = [];
    let accepted = 0;
    for (let i = 0; i < 20000; i++) {
      const length = Math.floor(rand() * 9);
      let text = '';
      for (let k = 0; k < length; k++) text += alphabet[Math.floor(rand() * alphabet.length)];
      if (rand() < 0.3)
        text =
          '#' +
          Math.floor(rand() * 0x1000000)
            .toString(16)
            .padStart(6, '0');
      const parsed = parseHex(text);
      const digits = text.replace('#', '');
      const expected = pattern.test(text)
        ? {
            r: parseInt(digits.slice(0, 2), 16),
            g: parseInt(digits.slice(2, 4), 16),
            b: parseInt(digits.slice(4, 6), 16),
          }
        : null;
      if (JSON.stringify(parsed) !== JSON.stringify(expected)) wrong.push(text);
      if (expected) accepted++;
    }
    expect(wrong).toEqual([]);
    expect(accepted).toBeGreaterThan(5000);
    for (const bad of [
      '#fff',
      'fff',
      '#ffffff00',
      'ffffff00',
      ' #ffffff',
      '#ffffff ',
      '##ffffff',
      '',
      '#gggggg',
      '#12345',
      '0x123456',
    ]) {
      expect(parseHex(bad), bad).toBeNull();
    }
    expect(parseHex('#E4dFd0')).toEqual({ r: 228, g: 223, b: 208 });
  });

  it('formats like culori formatHex, lower case by default, upper on request', () => {
    for (const rgb of randomRgbs(2000, 2)) {
      const expected = formatHex(culoriRgb(rgb));
      expect(hexFromRgb(rgb.r, rgb.g, rgb.b)).toBe(expected);
      expect(hexFromRgb(rgb.r, rgb.g, rgb.b, true)).toBe(expected.toUpperCase());
      expect(parseHex(hexFromRgb(rgb.r, rgb.g, rgb.b))).toEqual(rgb);
    }
    expect(hexFromRgb(0, 0, 0)).toBe('#000000');
    expect(hexFromRgb(255, 255, 255, true)).toBe('#FFFFFF');
  });
});

describe('HSV', () => {
  it('reproduces the examples in the notes', () => {
    expect(hsvFromRgb(parseHex('#e4dfd0')!)).toEqual({ h: 45, s: 8.77, v: 89.41 });
    expect(hsvFromRgb(parseHex('#cc6c5e')!)).toEqual({ h: 7.64, s: 53.92, v: 80 });
    expect(hsvFromRgb({ r: 0, g: 0, b: 0 })).toEqual({ h: 0, s: 0, v: 0 });
    expect(hsvFromRgb({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, v: 50.2 });
  });

  it('is culori hsv rounded to 2 dp (greys h = 0)', () => {
    const hsv = converter('hsv');
    for (const rgb of randomRgbs(5000, 3)) {
      const theirs = hsv(culoriRgb(rgb));
      const ours = hsvFromRgb(rgb);
      expect(Math.abs(ours.h - (theirs.h ?? 0))).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.abs(ours.s - theirs.s * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.abs(ours.v - theirs.v * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
      for (const x of [ours.h, ours.s, ours.v]) expect(Math.abs(x * 100 - Math.round(x * 100))).toBeLessThan(1e-6);
    }
  });

  it('hexFromHsv round-trips every 8-bit colour through its rounded HSV and matches culori', () => {
    for (const rgb of randomRgbs(5000, 4)) {
      const { h, s, v } = hsvFromRgb(rgb);
      expect(hexFromHsv(h, s, v)).toBe(hexFromRgb(rgb.r, rgb.g, rgb.b, true));
    }
    const rand = seededRandom(44);
    for (let i = 0; i < 5000; i++) {
      const h = rand() * 360;
      const s = rand() * 100;
      const v = rand() * 100;
      expect(hexFromHsv(h, s, v)).toBe(formatHex({ mode: 'hsv', h, s: s / 100, v: v / 100 }).toUpperCase());
    }
  });

  it('normalises the hue into [0,360) and returns upper case', () => {
    expect(hexFromHsv(0, 100, 100)).toBe('#FF0000');
    expect(hexFromHsv(360, 100, 100)).toBe('#FF0000');
    expect(hexFromHsv(-120, 100, 100)).toBe('#0000FF');
    expect(hexFromHsv(480, 100, 100)).toBe('#00FF00');
    expect(hexFromHsv(45, 8.77, 89.41)).toBe('#E4DFD0');
  });
});

describe('Lab and Oklab', () => {
  it('Lab is within 0.02 of culori lab65 (white point 0.95047/1.08883 vs culori 0.95046/1.08906)', () => {
    const lab65 = converter('lab65');
    for (const rgb of randomRgbs(5000, 5)) {
      const [L, a, b] = labFromRgb(rgb);
      const theirs = lab65(culoriRgb(rgb));
      expect(Math.abs(L - theirs.l)).toBeLessThan(0.02);
      expect(Math.abs(a - theirs.a)).toBeLessThan(0.02);
      expect(Math.abs(b - theirs.b)).toBeLessThan(0.02);
    }
    expect(labFromRgb({ r: 255, g: 255, b: 255 })[0]).toBeCloseTo(100, 4); // matrix rows sum to 0.99999…
    expect(labFromRgb({ r: 0, g: 0, b: 0 })).toEqual([0, 0, 0]);
  });

  it('Oklab is culori oklab rounded to 6 dp (within 1e-6: matrices differ in the 10th digit)', () => {
    const oklab = converter('oklab');
    for (const rgb of randomRgbs(5000, 6)) {
      const ours = oklabFromRgb(rgb);
      const theirs = oklab(culoriRgb(rgb));
      expect(Math.abs(ours[0] - theirs.l)).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(ours[1] - theirs.a)).toBeLessThanOrEqual(1e-6);
      expect(Math.abs(ours[2] - theirs.b)).toBeLessThanOrEqual(1e-6);
      for (const x of ours) expect(Math.abs(x * 1e6 - Math.round(x * 1e6))).toBeLessThan(1e-6);
    }
  });

  it('OKLCH agrees with culori oklch (C to 2e-6; h within what 6-dp a/b rounding allows), hue in [0,360)', () => {
    const oklch = converter('oklch');
    for (const rgb of randomRgbs(5000, 7)) {
      const ours = oklchFromRgb(rgb);
      const theirs = oklch(culoriRgb(rgb));
      expect(Math.abs(ours.C - theirs.c)).toBeLessThan(2e-6);
      expect(ours.h).toBeGreaterThanOrEqual(0);
      expect(ours.h).toBeLessThan(360);
      if (theirs.c > 0.01) {
        const dh = Math.abs(ours.h - (theirs.h ?? 0));
        // a and b are each off by up to 5e-7 (rounding) + 5e-7 (matrices): the hue by at most ~1.5e-6/C rad.
        const allowed = (1.5e-6 / theirs.c) * (180 / Math.PI) + 5e-5;
        expect(Math.min(dh, 360 - dh)).toBeLessThan(allowed);
      }
    }
    expect(oklchFromRgb(parseHex('#FF0000')!).h).toBe(29.2338); // the reference implementation
    expect(oklchFromRgb(parseHex('#F9F8F4')!).C).toBeLessThan(ACHROMATIC_CHROMA); // a near-white dye counts as grey
  });
});

describe('gamutMapOklch and maxChromaOklch', () => {
  it('returns every in-gamut sRGB colour unchanged (OKLCH from culori)', () => {
    const oklch = converter('oklch');
    for (const rgb of randomRgbs(3000, 8)) {
      const { l, c, h } = oklch(culoriRgb(rgb));
      expect(gamutMapOklch(l, c, h ?? 0)).toBe(hexFromRgb(rgb.r, rgb.g, rgb.b, true));
    }
  });

  it('maps blue #0000FF rotated 180° at its own L and C to #734F00, not the clip', () => {
    const { L, C, h } = oklchFromRgb(parseHex('#0000FF')!);
    expect(gamutMapOklch(L, C, (h + 180) % 360)).toBe('#734F00');
  });

  it('returns white for L >= 1 and black for L <= 0', () => {
    expect(gamutMapOklch(1, 0.3, 40)).toBe('#FFFFFF');
    expect(gamutMapOklch(1.2, 0.3, 40)).toBe('#FFFFFF');
    expect(gamutMapOklch(0, 0.3, 40)).toBe('#000000');
    expect(gamutMapOklch(-0.1, 0.3, 40)).toBe('#000000');
  });

  it('agrees with culori toGamut (CSS Color 4, ΔEOK, JND 0.02) within 2 steps, mostly exactly', () => {
    const cssMap = toGamut('rgb', 'oklch', differenceEuclidean('oklab') as unknown as number, 0.02);
    const rand = seededRandom(9);
    const N = 4000;
    let exact = 0;
    for (let i = 0; i < N; i++) {
      const L = 0.02 + 0.96 * rand();
      const C = 0.4 * rand();
      const h = 360 * rand();
      const ours = gamutMapOklch(L, C, h);
      const theirs = formatHex(cssMap({ mode: 'oklch', l: L, c: C, h })).toUpperCase();
      if (ours === theirs) exact++;
      const a = channels(ours);
      const b = channels(theirs);
      for (let k = 0; k < 3; k++)
        expect(Math.abs(a[k]! - b[k]!), `${L} ${C} ${h}: ${ours} vs ${theirs}`).toBeLessThanOrEqual(2);
    }
    // culori's variant has no early exit and a strict gamut test, so a few land one step away.
    expect(exact / N).toBeGreaterThan(0.95);
  });

  it('maxChromaOklch is the edge of sRGB: inside at C, outside just beyond (culori lrgb, same 1e-6 tolerance)', () => {
    const lrgb = converter('lrgb');
    const inside = (l: number, c: number, h: number, slack: number) => {
      const { r, g, b } = lrgb({ mode: 'oklch', l, c, h });
      return [r, g, b].every((x) => x >= -1e-6 - slack && x <= 1 + 1e-6 + slack);
    };
    const rand = seededRandom(10);
    for (let i = 0; i < 3000; i++) {
      const L = 0.05 + 0.9 * rand();
      const h = 360 * rand();
      const c = maxChromaOklch(L, h);
      expect(inside(L, c, h, 1e-8), `${L} ${h} ${c}`).toBe(true);
      if (c < 0.4) expect(inside(L, c + 1e-3, h, -1e-8), `${L} ${h} ${c}`).toBe(false);
    }
    // Spot values recorded in the reference's tests (its research, Table D).
    expect(maxChromaOklch(0.65, 330)).toBeCloseTo(0.296, 2);
    expect(maxChromaOklch(0.65, 195)).toBeCloseTo(0.111, 2);
    // Pure red sits on the edge at its own lightness and hue.
    const red = oklchFromRgb(parseHex('#FF0000')!);
    expect(maxChromaOklch(red.L, red.h)).toBeCloseTo(red.C, 3);
    expect(displayable({ mode: 'oklch', l: 0.65, c: maxChromaOklch(0.65, 120) * 0.99, h: 120 })).toBe(true);
  });
});
