/**
 * The mixer tool's engine methods: the typed functions themselves (lib/mix), dyes in the request's
 * locale. The inverse search runs here, off the page's thread, timed by the worker's clock.
 */
import { findBestMix, mixDyes, mixModelGrid } from '../../mix/index.ts';

export const mixerTools = {
  /** A mix and its closest dyes; a bad request rejects with a message naming the field. */
  mix: mixDyes,
  /** Two colours blended by every model at several ratios, each blend with its closest dye. */
  mixModels: mixModelGrid,
  /** The best two-dye mixes for a target colour or dye (exact over the ratio grid). */
  bestMix: findBestMix,
};
