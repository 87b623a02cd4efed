/**
 * The exact nearest-dye search over all 125 dyes (index built once at load), on colour points: the
 * low-level core under the typed `closestDye`/`dyesWithin` of lib/match.
 */
import { createNearestIndex, type ColorPoint, type MethodId } from '../color/index.ts';
import { DYES, type Dye } from './database.ts';

const index = createNearestIndex(DYES.map((d) => d.point));

export function nearestDye(
  query: ColorPoint,
  method: MethodId,
  allowed?: Uint8Array,
): { dye: Dye; distance: number } | null {
  const hit = index.closest(query, method, allowed);
  return hit ? { dye: DYES[hit.index]!, distance: hit.distance } : null;
}

export function dyesNear(
  query: ColorPoint,
  method: MethodId,
  maxDistance: number,
  allowed?: Uint8Array,
): { dye: Dye; distance: number }[] {
  return index
    .within(query, method, maxDistance, allowed)
    .map((hit) => ({ dye: DYES[hit.index]!, distance: hit.distance }));
}
