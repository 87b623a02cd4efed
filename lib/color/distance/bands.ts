/**
 * Guide bands of a distance. Only two methods have published ones: ΔE2000 (under 2 imperceptible,
 * 2–10 a close match, over 10 clearly different) and ΔEOK (under 0.03 very close, over 0.17
 * clearly different). The other methods have none, so they get `null` rather than made-up edges.
 */
import type { MethodId } from './methods.ts';

export type BandLevel = 'same' | 'close' | 'different';

export function distanceBand(method: MethodId, distance: number): BandLevel | null {
  if (method === 'ciede2000') return distance < 2 ? 'same' : distance <= 10 ? 'close' : 'different';
  if (method === 'oklab') return distance < 0.03 ? 'same' : distance <= 0.17 ? 'close' : 'different';
  return null;
}
