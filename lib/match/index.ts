/** Matching: the closest dye to a colour and every dye within a distance of it. */
export {
  closestDye,
  dyesWithin,
  closestMatchOf,
  withinOf,
  WITHIN_LIMIT,
  MIN_MAX_DISTANCE,
  type ClosestMatch,
  type WithinDistance,
  type MatchOptions,
  type WithinOptions,
  type MatchQuery,
} from './closest.ts';
export type { CandidateOptions } from '../dyes/candidates.ts';
