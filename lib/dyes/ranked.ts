/** The few closest dyes to a colour, closest first. */
import type { ColorPoint, MethodId } from '../color/index.ts';
import { DYE_COUNT, type Dye } from './database.ts';
import { nearestDye, dyesNear } from './nearest.ts';

export interface DyeDistance {
  dye: Dye;
  /** Unrounded distance in the method's unit. */
  distance: number;
}

/**
 * Up to `count` dyes allowed by `allowed` (index → 1; omit for all), closest first with ties to the
 * lowest stainID: exactly a sort of all distances cut after `count`. The nearest dye's distance d
 * sets a first radius of 2d for the exact "every dye within" search, doubled until it holds
 * `count` dyes (everything closer than the radius is in it, so its first `count` are the answer);
 * an exact match (d = 0) instead takes the next nearest repeatedly with the taken ones masked out.
 */
export function closestDyes(query: ColorPoint, method: MethodId, count: number, allowed?: Uint8Array): DyeDistance[] {
  const first = nearestDye(query, method, allowed);
  if (!first || count <= 1) return first ? [first] : [];
  const available = allowed ? allowed.reduce((sum, x) => sum + x, 0) : DYE_COUNT;
  if (first.distance > 0) {
    for (let radius = 2 * first.distance; ; radius *= 2) {
      const hits = dyesNear(query, method, radius, allowed);
      if (hits.length >= count || hits.length === available) return hits.slice(0, count);
    }
  }
  const mask = allowed ? allowed.slice() : new Uint8Array(DYE_COUNT).fill(1);
  const out: DyeDistance[] = [first];
  mask[first.dye.index] = 0;
  while (out.length < count) {
    const hit = nearestDye(query, method, mask);
    if (!hit) break;
    out.push(hit);
    mask[hit.dye.index] = 0;
  }
  return out;
}
