/** The comparison tool's engine method: the typed function itself (lib/compare). */
import { compareDyes } from '../../compare/index.ts';

export const compareTools = {
  /** Two to six dyes (stainID or itemID) side by side; throws a message naming a bad selection. */
  compare: compareDyes,
};
