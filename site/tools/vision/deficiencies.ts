/** The rows the colour-vision tool shows: normal vision, then each simulated deficiency. */
import type { Deficiency } from '../../../lib/vision/index.ts';

export const DEFICIENCY_IDS: readonly Deficiency[] = ['protan', 'deutan', 'tritan', 'achromat'];
export type VisionRow = 'normal' | Deficiency;
export const VISION_ROWS: readonly VisionRow[] = ['normal', ...DEFICIENCY_IDS];
