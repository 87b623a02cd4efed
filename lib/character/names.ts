/** Each sheet's name in the six languages, in the character creator's own words. */
import type { Localized } from '../dyes/locale.ts';
import type { SheetId } from './palettes.ts';

export const SHEET_NAMES: Readonly<Record<SheetId, Localized>> = {
  hair: { en: 'Hair Color', ja: '髪の色', de: 'Haarfarbe', fr: 'Couleur des cheveux', ko: '머리 색', zh: '发色' },
  skin: { en: 'Skin Color', ja: '肌の色', de: 'Hautfarbe', fr: 'Couleur de peau', ko: '피부색', zh: '肤色' },
  highlights: { en: 'Highlights', ja: 'メッシュ', de: 'Strähnchen', fr: 'Mèches', ko: '브릿지', zh: '挑染' },
  eyes: { en: 'Eye Color', ja: '瞳の色', de: 'Augenfarbe', fr: 'Couleur des yeux', ko: '눈동자 색', zh: '瞳色' },
  'lips-dark': {
    en: 'Lip Color (Dark)',
    ja: '唇の色（ダーク）',
    de: 'Lippenfarbe (dunkel)',
    fr: 'Couleur des lèvres (foncée)',
    ko: '입술 색 (어두운 색)',
    zh: '唇色（深色）',
  },
  'lips-light': {
    en: 'Lip Color (Light)',
    ja: '唇の色（ライト）',
    de: 'Lippenfarbe (hell)',
    fr: 'Couleur des lèvres (claire)',
    ko: '입술 색 (밝은 색)',
    zh: '唇色（浅色）',
  },
  'face-paint-dark': {
    en: 'Facepaint Color (Dark)',
    ja: 'フェイスペイントの色（ダーク）',
    de: 'Gesichtsbemalung (dunkel)',
    fr: 'Couleur du maquillage (foncée)',
    ko: '페이스 페인트 색 (어두운 색)',
    zh: '面部彩绘颜色（深色）',
  },
  'face-paint-light': {
    en: 'Facepaint Color (Light)',
    ja: 'フェイスペイントの色（ライト）',
    de: 'Gesichtsbemalung (hell)',
    fr: 'Couleur du maquillage (claire)',
    ko: '페이스 페인트 색 (밝은 색)',
    zh: '面部彩绘颜色（浅色）',
  },
};
