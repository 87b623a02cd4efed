/**
 * Guide bands for answers the page gets as wire data (matcher, harmony): the wire rounds distances,
 * so the band is taken here from the distance recomputed unrounded between the same two colours.
 */
import { pairBands } from '../../color/index.ts';

export const bandTools = {
  /** The band of each pair's distance in `unit` (see lib/color pairBands). */
  distanceBands: pairBands,
};
