/**
 * What a distance means. Only two methods have published guide bands: ΔE2000 and
 * ΔEOK. The others (ΔE76, redmean, RGB, distinguish %) and hue degrees have none, so the site
 * shows their number and says so instead of inventing thresholds.
 */
export type BandLevel = 'same' | 'close' | 'different' | 'none';

export interface Band {
  level: BandLevel;
  label: string;
}

export function distanceBand(distance: number | null | undefined, unit: string): Band {
  if (distance === null || distance === undefined) return { level: 'none', label: 'no dye left' };
  if (unit === 'ciede2000') {
    if (distance < 2) return { level: 'same', label: 'imperceptible' };
    if (distance <= 10) return { level: 'close', label: 'close' };
    return { level: 'different', label: 'clearly different' };
  }
  if (unit === 'oklab') {
    if (distance < 0.03) return { level: 'same', label: 'very close' };
    if (distance <= 0.17) return { level: 'close', label: 'close' };
    return { level: 'different', label: 'clearly different' };
  }
  return { level: 'none', label: 'no published band' };
}

/** The short tag of each distance unit, as the API names them. */
export const UNIT_TAGS: Record<string, string> = {
  ciede2000: 'ΔE2000',
  oklab: 'ΔEOK',
  cie76: 'ΔE76',
  redmean: 'redmean',
  rgb: 'RGB dist',
  distinguish: '%',
  degrees: '°',
};

/** The guide bands in words, for the legend under a result list. */
export function bandLegend(unit: string): string {
  if (unit === 'ciede2000') return 'ΔE2000: under 2 imperceptible, 2–10 close, over 10 clearly different.';
  if (unit === 'oklab') return 'ΔEOK: under 0.03 very close, 0.03–0.17 close, over 0.17 clearly different.';
  if (unit === 'degrees') return 'Hue distance in degrees on the wheel; no perceptual band applies.';
  return `No published guide bands for ${UNIT_TAGS[unit] ?? unit}: compare distances within this method only.`;
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
