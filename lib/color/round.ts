/**
 * Rounding exactly as the reference does it: `Math.round(x * 10^n) / 10^n`, i.e. JavaScript's
 * round-half-up (toward +∞) applied after a multiply. We keep that exact expression rather than a
 * "correct" decimal rounding (toFixed, Intl) because rankings and the wire values must match the
 * reference bit for bit, including its binary-representation quirks.
 */
export const round2 = (x: number): number => Math.round(x * 100) / 100;
export const round3 = (x: number): number => Math.round(x * 1000) / 1000;
export const round4 = (x: number): number => Math.round(x * 10000) / 10000;
export const round6 = (x: number): number => Math.round(x * 1000000) / 1000000;
