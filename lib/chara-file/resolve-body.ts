/** A parsed `.chara` file as the body of `POST /v1/chara/resolve`: model keys only, nothing else. */
import type { Slot } from '../items/slots.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import type { CharaFile } from './parse.ts';

/** One worn piece as the resolve endpoint takes it; `set` only on weapons. */
export interface ResolveGear {
  slot: Slot;
  base: number;
  variant: number;
  set?: number;
}

export interface CharaResolveBody {
  gear: ResolveGear[];
  /** Present only when the file wears glasses. */
  glasses?: number;
}

/**
 * The resolve body of a file: each worn slot once (base, variant and, on weapons, set), plus
 * glasses when the file has them. Dyes, appearance and the nickname stay on the device.
 *
 * @example
 * ```ts
 * const body = toResolveBody(parseCharaFile(text));
 * await fetch('/v1/chara/resolve', { method: 'POST', body: JSON.stringify(body) });
 * ```
 */
export function toResolveBody(file: Pick<CharaFile, 'pieces' | 'glasses'>): CharaResolveBody {
  if (!Array.isArray(check.object<CharaFile>('file', file, 'a file from parseCharaFile').pieces)) {
    throw new ValidationError(
      'invalid',
      'file',
      'Parameter "file" must be a file from parseCharaFile.',
      file,
      'CharaFile',
    );
  }
  const gear = file.pieces.map(({ slot, set, base, variant }): ResolveGear =>
    slot === 'MainHand' || slot === 'OffHand' ? { slot, set, base, variant } : { slot, base, variant },
  );
  return file.glasses === null ? { gear } : { gear, glasses: file.glasses };
}
