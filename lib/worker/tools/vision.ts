/** The colour-vision tool's engine methods (spread into the worker's API). */
import { checkVision, type VisionOptions, type VisionReport } from '../../vision/index.ts';

export const visionTools = {
  /** Up to eight dyes under each deficiency at one severity; throws a message naming bad input. */
  checkVision(ids: number[], options?: VisionOptions): VisionReport {
    return checkVision(ids, options);
  },
};
