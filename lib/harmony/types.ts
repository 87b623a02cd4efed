import type { Localized } from '../dyes/locale.ts';

export type HarmonyTypeId =
  | 'complementary'
  | 'analogous'
  | 'triadic'
  | 'split-complementary'
  | 'tetradic'
  | 'inverted-tetradic'
  | 'square'
  | 'monochromatic'
  | 'compound'
  | 'shades';

export interface HarmonyType {
  id: HarmonyTypeId;
  /** Degrees from the base's wheel hue, one slot each, in slot order; the same on every wheel. */
  offsets: readonly number[];
  names: Localized;
}

const type = (id: HarmonyTypeId, offsets: number[], names: Localized): HarmonyType =>
  Object.freeze({ id, offsets: Object.freeze(offsets), names: Object.freeze(names) });

/** The ten types in the order of `GET /v1/harmony/types`. */
export const HARMONY_TYPES: readonly HarmonyType[] = Object.freeze([
  type('complementary', [180], {
    en: 'Complementary',
    ja: '補色',
    de: 'Komplementär',
    fr: 'Complémentaire',
    ko: '보색',
    zh: '互补色',
  }),
  type('analogous', [30, 330], {
    en: 'Analogous',
    ja: '類似色',
    de: 'Analog',
    fr: 'Analogue',
    ko: '유사색',
    zh: '类似色',
  }),
  type('triadic', [120, 240], {
    en: 'Triadic',
    ja: '三色配色',
    de: 'Triadisch',
    fr: 'Triadique',
    ko: '삼원색',
    zh: '三角配色',
  }),
  type('split-complementary', [150, 210], {
    en: 'Split-Complementary',
    ja: '分裂補色',
    de: 'Geteiltes Komplement',
    fr: 'Complémentaire divisé',
    ko: '분리보색',
    zh: '分裂互补',
  }),
  type('tetradic', [60, 180, 240], {
    en: 'Tetradic',
    ja: '四色配色',
    de: 'Tetradisch',
    fr: 'Tétradique',
    ko: '사색',
    zh: '四色配色',
  }),
  type('inverted-tetradic', [120, 180, 300], {
    en: 'Inverted Tetradic',
    ja: '逆四色配色',
    de: 'Invertiert-Tetradisch',
    fr: 'Tétradique inversé',
    ko: '반전 사색',
    zh: '逆四色配色',
  }),
  type('square', [90, 180, 270], {
    en: 'Square',
    ja: '正方形配色',
    de: 'Quadrat',
    fr: 'Carré',
    ko: '정사각형',
    zh: '正方形配色',
  }),
  type('monochromatic', [0], {
    en: 'Monochromatic',
    ja: '単色',
    de: 'Monochromatisch',
    fr: 'Monochromatique',
    ko: '단색',
    zh: '单色',
  }),
  type('compound', [30, 180, 330], {
    en: 'Compound',
    ja: '複合',
    de: 'Zusammengesetzt',
    fr: 'Composé',
    ko: '복합',
    zh: '复合',
  }),
  type('shades', [15, 345], {
    en: 'Shades',
    ja: 'シェード',
    de: 'Schattierungen',
    fr: 'Nuances',
    ko: '명암',
    zh: '明暗',
  }),
]);

/** Lookup by id; `Object.hasOwn` keeps prototype keys (`constructor`, `__proto__`) out. */
const BY_ID: Readonly<Record<string, HarmonyType>> = Object.freeze(
  Object.fromEntries(HARMONY_TYPES.map((t) => [t.id, t])),
);
export const HARMONY_TYPE_IDS: readonly HarmonyTypeId[] = Object.freeze(HARMONY_TYPES.map((t) => t.id));
export function harmonyTypeById(id: string): HarmonyType | undefined {
  return Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined;
}
