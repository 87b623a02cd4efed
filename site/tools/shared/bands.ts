/**
 * What a distance means. Only two methods have published guide bands: ΔE2000 and
 * ΔEOK. The others (ΔE76, redmean, RGB, distinguish %) and hue degrees have none, so the site
 * shows their number and says so instead of inventing thresholds.
 */
import { useI18n } from 'vue-i18n';
export type BandLevel = 'same' | 'close' | 'different' | 'none';

export interface Band {
  level: BandLevel;
  /** Message key of the band's words (common.band.*). */
  key: string;
}

export function distanceBand(distance: number | null | undefined, unit: string): Band {
  if (distance === null || distance === undefined) return { level: 'none', key: 'common.band.noDye' };
  if (unit === 'ciede2000') {
    if (distance < 2) return { level: 'same', key: 'common.band.imperceptible' };
    if (distance <= 10) return { level: 'close', key: 'common.band.close' };
    return { level: 'different', key: 'common.band.different' };
  }
  if (unit === 'oklab') {
    if (distance < 0.03) return { level: 'same', key: 'common.band.veryClose' };
    if (distance <= 0.17) return { level: 'close', key: 'common.band.close' };
    return { level: 'different', key: 'common.band.different' };
  }
  return { level: 'none', key: 'common.band.noBand' };
}

/** A distance's band, its unit and the legend of bands, in the interface language. */
export function useBandWords() {
  const { t } = useI18n();
  const unitText = (unit: string): string => t(`common.unit.${unit}`);
  return {
    unitText,
    bandText: (distance: number | null | undefined, unit: string): string => t(distanceBand(distance, unit).key),
    legendText: (unit: string): string =>
      unit === 'ciede2000' || unit === 'oklab' || unit === 'degrees'
        ? t(`common.legend.${unit}`)
        : t('common.legend.other', { unit: unitText(unit) }),
  };
}

/** Text colour that stays readable on a swatch (WCAG relative luminance). */
export function inkOn(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return l > 0.179 ? '#111' : '#fff';
}
