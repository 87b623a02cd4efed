/**
 * When two colours are "hard to tell apart": a plain verdict on a CIEDE2000 distance.
 *
 * The edges are the API's own guide bands for ΔE2000, so the colour-vision check speaks the same
 * language as the matcher: under 2 the pair looks the same (below the classic just-noticeable
 * difference of about 2.3); from 2 up to 10 it is only "a visible but close match", which is hard
 * to tell apart in practice: dyes are seen on small areas of gear, under the game's changing
 * light, not side by side as large swatches, and the difference needed to tell small marks apart
 * reliably is several times the large-patch JND (Szafir, "Modeling Color Difference for
 * Visualization Design", IEEE TVCG 24(1), 2018). From 10 on, clearly different.
 */
import { BAND_EDGES } from '../color/index.ts';

/** ΔE2000 below which a pair looks the same. */
export const SAME_BELOW = BAND_EDGES.ciede2000!.same;
/** ΔE2000 below which a pair is hard to tell apart. */
export const HARD_TO_TELL_APART_BELOW = BAND_EDGES.ciede2000!.different;

/** `same`: looks like one colour; `hard`: hard to tell apart; `distinct`: easy to tell apart. */
export type Verdict = 'same' | 'hard' | 'distinct';

export function verdict(deltaE2000: number): Verdict {
  if (deltaE2000 < SAME_BELOW) return 'same';
  if (deltaE2000 < HARD_TO_TELL_APART_BELOW) return 'hard';
  return 'distinct';
}

/** Whether a pair is easy to tell apart (the verdict a replacement must reach). */
export const distinguishable = (deltaE2000: number): boolean => deltaE2000 >= HARD_TO_TELL_APART_BELOW;
