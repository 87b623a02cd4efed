/**
 * Colour engine: conversions (sRGB, linear, Lab, Oklab, OKLCH, HSV), the six distance methods and
 * an exact fast nearest search. Pure functions, no DOM, no Node built-ins.
 */
export { type Rgb, parseHex, hexFromRgb } from './rgb.ts';
export { type Hsv, hsvFromRgb, hexFromHsv, mod360 } from './hsv.ts';
export { type Lab, labFromRgb, labBoxOfRgbBox } from './lab.ts';
export { type Oklab, oklabFromRgb, oklabBoxOfRgbBox } from './oklab.ts';
export { type Oklch, oklchFromRgb, gamutMapOklch, maxChromaOklch, ACHROMATIC_CHROMA } from './oklch.ts';
export { type ColorPoint, colorPoint } from './point.ts';
export { ciede2000, ciede2000LowerBoundSquared } from './distance/ciede2000.ts';
export { COLOR_DISTANCE_MAX } from './distance/euclidean.ts';
export { type MethodId, type DistanceMethod, METHODS, METHOD_IDS } from './distance/methods.ts';
export {
  type DistanceBand,
  BAND_EDGES,
  DEFAULT_REACH,
  distanceBand,
  pairBands,
  type HexPair,
} from './distance/bands.ts';
export {
  relativeLuminance,
  contrastRatio,
  contrastLevel,
  contrastOf,
  type Contrast,
  type ContrastLevel,
} from './wcag.ts';
export { LINEAR_FROM_BYTE, byteFromLinear } from './srgb.ts';
export { type NearestIndex, type NearestMatch, createNearestIndex } from './nearest.ts';
export { TopList } from './top-list.ts';
export { round2, round3, round4, round6 } from './round.ts';
export { BLEND_SPACES, SPACE_IDS, hexOf, type SpaceId, type Coords } from './spaces.ts';
