/**
 * The words of a guide band the engine gave (lib/color distanceBand, on the unrounded distance),
 * of a distance's unit, and of the legend of bands, in the interface language. Only ΔE2000 and
 * ΔEOK have published bands; the others, and hue degrees, say so instead of inventing thresholds.
 */
import { useI18n } from 'vue-i18n';
import type { DistanceBand } from '../../../lib/color/index.ts';

/** Message key of a band's words: null is a slot no dye was left for. */
function bandKey(band: DistanceBand | null, unit: string): string {
  if (band === null) return 'common.band.noDye';
  if (band === 'none') return 'common.band.noBand';
  if (band === 'same') return unit === 'oklab' ? 'common.band.veryClose' : 'common.band.imperceptible';
  return `common.band.${band}`;
}

export function useBandWords() {
  const { t } = useI18n();
  const unitText = (unit: string): string => t(`common.unit.${unit}`);
  return {
    unitText,
    bandText: (band: DistanceBand | null, unit: string): string => t(bandKey(band, unit)),
    legendText: (unit: string): string =>
      unit === 'ciede2000' || unit === 'oklab' || unit === 'degrees'
        ? t(`common.legend.${unit}`)
        : t('common.legend.other', { unit: unitText(unit) }),
  };
}
