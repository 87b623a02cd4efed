/** Dye comparison: two to six dyes, their values, every pair's distance in every method, a chart. */
export {
  compareDyes,
  COMPARE_MIN_DYES,
  COMPARE_MAX_DYES,
  type Comparison,
  type ComparedDye,
  type CompareOptions,
  type DistanceMatrix,
  type ChartPoint,
} from './compare.ts';
