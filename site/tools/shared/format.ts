/**
 * How the site writes the numbers players compare, one way on every page: a distance to 2
 * decimals (the API keeps 4) — ΔEOK, whose unit is about a hundredth of ΔE2000's, to 3; the
 * `distinguish` percentage whole; hue differences in degrees to 1; a contrast ratio to 2, `4.50:1` —
 * and every hex code in upper case, as the game's own colour fields and the API's `inputHex` write it.
 */
import { useI18n } from 'vue-i18n';

/** Fraction digits of a distance in `unit` (a method id, or `degrees`). */
export function distanceDigits(unit: string): number {
  if (unit === 'distinguish') return 0;
  if (unit === 'degrees') return 1;
  if (unit === 'oklab') return 3;
  return 2;
}

/** A hex code as the site shows it. */
export const hexText = (hex: string): string => hex.toUpperCase();

/** `distance(d, unit)`: a distance as the site shows it, in the page's number format. */
export function useNumberWords() {
  const { n } = useI18n();
  const distance = (d: number, unit: string): string => {
    const digits = distanceDigits(unit);
    const text = n(d, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return unit === 'degrees' ? `${text}°` : text;
  };
  /** A WCAG 2 contrast ratio, `4.50:1` (the lib rounds it down to 2 dp). */
  const contrast = (ratio: number): string => `${n(ratio, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
  return { distance, contrast, hex: hexText };
}
