/** Matching: the closest dye to a colour and every dye within a distance of it. */
export {
  closestDye,
  dyesWithin,
  matchColor,
  closestMatchOf,
  withinOf,
  WITHIN_LIMIT,
  MIN_MAX_DISTANCE,
  type ClosestMatch,
  type WithinDistance,
  type MatchOptions,
  type WithinOptions,
  type MatchQuery,
  type ColorMatches,
  type ColorMatchOptions,
} from './closest.ts';
export type { CandidateOptions } from '../dyes/candidates.ts';
