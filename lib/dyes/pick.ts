/**
 * A tool's dye selection from IDs (stainID or itemID, auto-detected as everywhere in the API),
 * checked with messages that name what is wrong.
 */
import type { Dye } from './database.ts';
import { findDye } from './ids.ts';

/**
 * The dyes named by `ids`, in the given order. Throws a RangeError when the count is outside
 * `min`–`max`, an ID names no dye, or a dye appears twice.
 */
export function dyesFromIds(ids: readonly number[], min: number, max: number, tool: string): Dye[] {
  if (!Array.isArray(ids)) throw new TypeError(`${tool}: dyes must be a list of dye IDs`);
  if (ids.length < min || ids.length > max) {
    throw new RangeError(`${tool}: choose ${min} to ${max} dyes (received ${ids.length})`);
  }
  const seen = new Set<number>();
  return ids.map((id) => {
    const dye = typeof id === 'number' && Number.isInteger(id) ? findDye(id) : undefined;
    if (!dye) throw new RangeError(`${tool}: ${String(id)} is not a dye ID (a stainID 1–254 or an itemID)`);
    if (seen.has(dye.stainID)) throw new RangeError(`${tool}: ${dye.name} is chosen twice`);
    seen.add(dye.stainID);
    return dye;
  });
}
