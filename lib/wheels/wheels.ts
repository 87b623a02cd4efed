/**
 * The five colour wheels: colour -> wheel hue, wheel hue -> ideal
 * colour for a base, and ring stops for drawing the wheel. Pure functions over constant tables; every
 * wheel is built once at load.
 */
import type { Localized } from '../dyes/locale.ts';
import {
  ACHROMATIC_CHROMA,
  gamutMapOklch,
  hexFromHsv,
  hexFromRgb,
  hsvFromRgb,
  maxChromaOklch,
  mod360,
  oklchFromRgb,
  parseHex,
  type Rgb,
} from '../color/index.ts';
import { hueWarp } from './hue-warp.ts';
import { WHEEL_NAMES } from './names.ts';
import type { WheelId } from './ids.ts';
import { OKLCH_HUE_TABLE, PERCEPTUAL_TABLE, RYB_TABLE, type HueTable } from './tables.ts';

export type { WheelId } from './ids.ts';

/** Display order, `rgb` first (the order of `GET /v1/wheels`). */
export const WHEEL_IDS: readonly WheelId[] = Object.freeze([
  'rgb',
  'ryb',
  'perceptual',
  'oklch-hue',
  'oklch-lightness',
]);

export interface Wheel {
  id: WheelId;
  /** Short tag, never localised. */
  tag: string;
  names: Localized;
  isDefault: boolean;
  /** Wheel hue in [0,360) of a colour (unrounded). */
  hueOf(rgb: Rgb): number;
  /** Ideal colour at `wheelHue` for this base: UPPER hex and its HSV hue (targetHue). */
  target(base: Rgb, wheelHue: number): { hex: string; hue: number };
  /** `n` in-gamut UPPER hex stops at evenly spaced angles (memoised per n: they never change). */
  ringStops(n: number): readonly string[];
}

/** Lightness of the oklch-lightness ring: the reference draws its ring at OKLCH L = 0.65. */
const OKLCH_RING_LIGHTNESS = 0.65;

/** Memoises `stopAt(angle)` over n evenly spaced angles, per n (≤ 358 distinct n ever: 3–360). */
function memoRing(stopAt: (angle: number) => string): (n: number) => readonly string[] {
  const cache = new Map<number, readonly string[]>();
  return (n) => {
    let stops = cache.get(n);
    if (!stops) {
      stops = Object.freeze(Array.from({ length: n }, (_, i) => stopAt((i * 360) / n)));
      cache.set(n, stops);
    }
    return stops;
  };
}

/**
 * A wheel defined by a hue-warp table over HSV: targets keep the base's HSV saturation and value and
 * only move its hue, so they are always in gamut.
 */
function hueWarpWheel(id: WheelId, tag: string, table: HueTable | 'identity'): Wheel {
  // The screen wheel is the identity; skipping the 2-row lerp keeps its hues bit-exact (v/360*360
  // can be one ulp off v).
  const warp = table === 'identity' ? { toWheel: mod360, toHsv: mod360 } : hueWarp(table);
  return {
    id,
    tag,
    names: WHEEL_NAMES[id],
    isDefault: id === 'rgb',
    hueOf: (rgb) => warp.toWheel(hsvFromRgb(rgb).h),
    target(base, wheelHue) {
      const { s, v } = hsvFromRgb(base);
      const hue = warp.toHsv(wheelHue);
      return { hex: hexFromHsv(hue, s, v), hue };
    },
    ringStops: memoRing((angle) => hexFromHsv(warp.toHsv(angle), 100, 100)),
  };
}

/**
 * Rotates OKLCH hue at the base's OKLCH lightness and chroma, gamut-mapped by reducing chroma (CSS
 * Color 4), so the blue's complement is a dark olive rather than a clipped bright orange.
 */
const oklchLightnessWheel: Wheel = {
  id: 'oklch-lightness',
  tag: 'OKLCH·L',
  names: WHEEL_NAMES['oklch-lightness'],
  isDefault: false,
  hueOf(rgb) {
    const { C, h } = oklchFromRgb(rgb);
    return C < ACHROMATIC_CHROMA ? 0 : mod360(h);
  },
  target(base, wheelHue) {
    const { L, C } = oklchFromRgb(base);
    // A grey has no hue to rotate: every slot's ideal is the base itself.
    if (C < ACHROMATIC_CHROMA) return { hex: hexFromRgb(base.r, base.g, base.b, true), hue: hsvFromRgb(base).h };
    const hex = gamutMapOklch(L, C, mod360(wheelHue));
    return { hex, hue: hsvFromRgb(parseHex(hex)!).h };
  },
  ringStops: memoRing((angle) =>
    gamutMapOklch(OKLCH_RING_LIGHTNESS, maxChromaOklch(OKLCH_RING_LIGHTNESS, angle), angle),
  ),
};

export const WHEELS: Readonly<Record<WheelId, Wheel>> = Object.freeze({
  rgb: hueWarpWheel('rgb', 'RGB', 'identity'),
  ryb: hueWarpWheel('ryb', 'RYB', RYB_TABLE),
  perceptual: hueWarpWheel('perceptual', 'PERCEPTUAL', PERCEPTUAL_TABLE),
  'oklch-hue': hueWarpWheel('oklch-hue', 'OKLCH·H', OKLCH_HUE_TABLE),
  'oklch-lightness': oklchLightnessWheel,
});
