/**
 * Colour-vision check: dyes under protan, deutan and tritan deficiency (Machado, Oliveira &
 * Fernandes 2009, in linear RGB, severity 0–100 %) and achromatopsia; pair verdicts on ΔE2000;
 * WCAG 2 contrast; replacements for pairs that collapse.
 */
export {
  checkVision,
  VISION_MAX_DYES,
  type VisionOptions,
  type VisionReport,
  type PairCheck,
  type PairDistance,
  type Contrast,
  type Replacement,
} from './check.ts';
export { DEFICIENCIES, simulateRgb, simulationMatrix, checkSeverity, type Deficiency } from './simulate.ts';
export { MACHADO_TABLES, machadoMatrix, type ConeDeficiency, type Matrix3 } from './machado.ts';
export { HARD_TO_TELL_APART_BELOW, SAME_BELOW, verdict, type Verdict } from './verdict.ts';
