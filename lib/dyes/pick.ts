/**
 * A tool's dye selection from IDs (stainID or itemID, auto-detected as everywhere in the API),
 * checked by the validation rules.
 */
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { dyeNamed } from './color-input.ts';
import type { Dye } from './database.ts';

/**
 * The dyes named by `ids`, in the given order. Throws a ValidationError when the count is outside
 * `min`–`max`, an ID names no dye, or a dye appears twice.
 */
export function dyesFromIds(ids: readonly number[], min: number, max: number): Dye[] {
  const seen = new Set<number>();
  return check.list<unknown>('ids', ids, min, max, 'dye IDs').map((id, i) => {
    const dye = dyeNamed(`ids[${i}]`, id);
    if (seen.has(dye.stainID)) {
      throw new ValidationError(
        'invalid',
        `ids[${i}]`,
        `Parameter "ids" names ${dye.name} twice.`,
        id,
        'distinct dyes',
      );
    }
    seen.add(dye.stainID);
    return dye;
  });
}
