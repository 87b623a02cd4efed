/** The comparison tool's engine methods (spread into the worker's API). */
import { compareDyes, type CompareOptions, type Comparison } from '../../compare/index.ts';

export const compareTools = {
  /** Two to six dyes (stainID or itemID) side by side; throws a message naming a bad selection. */
  compare(ids: number[], options?: CompareOptions): Comparison {
    return compareDyes(ids, options);
  },
};
