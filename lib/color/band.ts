/**
 * Guide bands of a distance. Only two methods have published ones: ΔE2000 (under 2 imperceptible,
 * 2–10 close, over 10 clearly different) and ΔEOK (under 0.03 very close, 0.03–0.17 close, over
 * 0.17 clearly different). The other methods get 'none' rather than invented thresholds.
 */
import type { MethodId } from './distance/methods.ts';

export type DistanceBand = 'same' | 'close' | 'different' | 'none';

export function distanceBand(method: MethodId, distance: number): DistanceBand {
  if (method === 'ciede2000') return distance < 2 ? 'same' : distance <= 10 ? 'close' : 'different';
  if (method === 'oklab') return distance < 0.03 ? 'same' : distance <= 0.17 ? 'close' : 'different';
  return 'none';
}
