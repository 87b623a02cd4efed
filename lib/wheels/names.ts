import type { Localized } from '../dyes/locale.ts';
import type { WheelId } from './ids.ts';

/**
 * Localized wheel names. rgb, ryb, oklch-hue and oklch-lightness are the strings of the original
 * public API. `perceptual` is our id for its Munsell wheel, which it only calls "Munsell (JIS)", so
 * these names are ours: they say what the wheel is (hue spaced by perceived difference) and keep
 * Munsell in brackets so players who know the original recognise it.
 */
export const WHEEL_NAMES: Record<WheelId, Localized> = {
  rgb: {
    en: 'RGB (screen)',
    ja: 'RGB（画面）',
    de: 'RGB (Bildschirm)',
    fr: 'RVB (écran)',
    ko: 'RGB (화면)',
    zh: 'RGB（屏幕）',
  },
  ryb: {
    en: "RYB (artist's)",
    ja: 'RYB（画家の色相環）',
    de: 'RYB (Malerfarbkreis)',
    fr: 'RJB (roue des peintres)',
    ko: 'RYB (화가의 색상환)',
    zh: 'RYB（画家色环）',
  },
  perceptual: {
    en: 'Perceptual (Munsell)',
    ja: '知覚的色相環（マンセル）',
    de: 'Wahrnehmungsgleich (Munsell)',
    fr: 'Perceptuelle (Munsell)',
    ko: '지각 색상환 (먼셀)',
    zh: '感知色环（孟塞尔）',
  },
  'oklch-hue': {
    en: 'OKLCH hue (perceptual spacing)',
    ja: 'OKLCH 色相（知覚的な間隔）',
    de: 'OKLCH-Farbton (wahrnehmungsgleiche Abstände)',
    fr: 'Teinte OKLCH (espacement perceptuel)',
    ko: 'OKLCH 색상 (지각적 간격)',
    zh: 'OKLCH 色相（感知均匀间距）',
  },
  'oklch-lightness': {
    en: 'OKLCH lightness (keeps brightness)',
    ja: 'OKLCH 明度（明るさを保持）',
    de: 'OKLCH-Helligkeit (behält die Helligkeit)',
    fr: 'Luminosité OKLCH (conserve la luminosité)',
    ko: 'OKLCH 명도 (밝기 유지)',
    zh: 'OKLCH 明度（保持亮度）',
  },
};
