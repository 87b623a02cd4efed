/** The few closest dyes to a colour, closest first, from repeated exact nearest searches. */
import type { ColorPoint, MethodId } from '../color/index.ts';
import { DYE_COUNT, type Dye } from './database.ts';
import { closestDye } from './nearest.ts';

export interface DyeDistance {
  dye: Dye;
  /** Unrounded distance in the method's unit. */
  distance: number;
}

/**
 * Up to `count` dyes allowed by `allowed` (index → 1; omit for all), closest first with ties to the
 * lowest stainID: each round is one exact nearest search with the dyes already taken masked out,
 * so the list is exactly a sort of all distances cut after `count`.
 */
export function closestDyes(query: ColorPoint, method: MethodId, count: number, allowed?: Uint8Array): DyeDistance[] {
  const mask = allowed ? allowed.slice() : new Uint8Array(DYE_COUNT).fill(1);
  const out: DyeDistance[] = [];
  while (out.length < count) {
    const hit = closestDye(query, method, mask);
    if (!hit) break;
    out.push(hit);
    mask[hit.dye.index] = 0;
  }
  return out;
}
