/** The colour-vision tool's engine method: the typed function itself (lib/vision). */
import { checkVision } from '../../vision/index.ts';

export const visionTools = {
  /** Up to eight dyes under each deficiency at one severity; throws a message naming bad input. */
  checkVision,
};
