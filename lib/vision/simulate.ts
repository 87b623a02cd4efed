/**
 * Colour-vision simulation of an 8-bit colour: linearise, apply the deficiency's 3×3 matrix in
 * linear-light RGB, clip to the display's range, encode back to 8 bits. The result is the colour a
 * person with that deficiency is predicted to perceive, as a screen can show it.
 */
import { LINEAR_FROM_BYTE, byteFromLinear, type Rgb } from '../color/index.ts';
import * as check from '../validate/rules.ts';
import { machadoMatrix, type ConeDeficiency, type Matrix3 } from './machado.ts';

/** Protan, deutan, tritan (Machado 2009) and achromatopsia (no colour, luminance only). */
export type Deficiency = ConeDeficiency | 'achromat';
export const DEFICIENCIES: readonly Deficiency[] = ['protan', 'deutan', 'tritan', 'achromat'];

/**
 * Achromatopsia keeps only relative luminance (Rec. 709 weights, the Y of sRGB): every output
 * channel is Y, a grey of the same luminance. Machado's model has no achromatic case; at partial
 * severity (achromatomaly) the matrix blends from identity towards this one.
 */
const LUMINANCE_ROW = [0.2126, 0.7152, 0.0722] as const;
const IDENTITY: Matrix3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];

function achromatMatrix(severity: number): Matrix3 {
  const s = severity / 100;
  return IDENTITY.map((v, i) => v * (1 - s) + LUMINANCE_ROW[i % 3]! * s) as unknown as Matrix3;
}

/** Severity in percent, checked: a finite number from 0 (normal vision) to 100 (dichromacy). */
export const checkSeverity = (severity: unknown): number =>
  check.finiteNumber('severity', severity, { min: 0, max: 100 });

/** The linear-RGB matrix of a deficiency at a severity (percent, 0–100). */
export function simulationMatrix(deficiency: Deficiency, severity: number): Matrix3 {
  checkSeverity(severity);
  const checked = check.oneOf('deficiency', deficiency, DEFICIENCIES);
  return checked === 'achromat' ? achromatMatrix(severity) : machadoMatrix(checked, severity);
}

/** The 8-bit colour `rgb` becomes under `matrix` (applied in linear light, clipped to 0–1). */
export function simulateRgb(rgb: Rgb, matrix: Matrix3): Rgb {
  const r = LINEAR_FROM_BYTE[rgb.r]!;
  const g = LINEAR_FROM_BYTE[rgb.g]!;
  const b = LINEAR_FROM_BYTE[rgb.b]!;
  return {
    r: byteFromLinear(matrix[0] * r + matrix[1] * g + matrix[2] * b),
    g: byteFromLinear(matrix[3] * r + matrix[4] * g + matrix[5] * b),
    b: byteFromLinear(matrix[6] * r + matrix[7] * g + matrix[8] * b),
  };
}
