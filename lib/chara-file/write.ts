/**
 * Writing new dyes into a `.chara` file: only the `DyeId` / `DyeId2` numbers that change are
 * replaced, every other character stays as it was, so the file loads back into the posing tool
 * exactly as before apart from its colours.
 */
import { isSlot, type Slot } from '../items/slots.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { CharaFileError, DYE_MAX, type CharaFile } from './parse.ts';

/** New stain IDs per slot: `[channel 1, channel 2]`, 0 = undyed. */
export type DyeChanges = Partial<Record<Slot, readonly [number, number]>>;

const PROPERTY = ['DyeId', 'DyeId2'] as const;

/**
 * The file's text with the given dyes written in.
 *
 * @example
 * ```ts
 * const file = parseCharaFile(text);
 * const restyled = writeCharaDyes(file, { Body: [36, 0], Legs: [1, 2] });
 * // `restyled` differs from `text` only in those numbers.
 * ```
 * @throws CharaFileError `unknown-slot` for a name that is not a slot, `empty-slot` for a slot the
 * file does not wear, `out-of-range` for a stain ID outside 0–255.
 */
export function writeCharaDyes(file: CharaFile, changes: DyeChanges): string {
  checkFile(file);
  check.object('changes', changes, 'dye changes by slot');
  const edits: { start: number; end: number; text: string }[] = [];
  for (const [slot, dyes] of Object.entries(changes)) {
    if (!isSlot(slot)) {
      throw new CharaFileError('unknown-slot', slot, `"${slot}" is not a gear slot.`, { received: slot });
    }
    if (!Array.isArray(dyes) || dyes.length !== 2) {
      throw new ValidationError(
        'invalid',
        `changes.${slot}`,
        `Parameter "changes.${slot}" must be a pair of stain IDs [dye 1, dye 2].`,
        dyes,
        '[number, number]',
      );
    }
    const piece = file.pieces.find((p) => p.slot === slot);
    const source = file.source.pieces[slot];
    if (!piece || !source) {
      throw new CharaFileError('empty-slot', slot, `The file wears nothing in ${slot}, so it has no dye to change.`);
    }
    const inserts: string[] = [];
    for (const channel of [0, 1] as const) {
      const value = dyes[channel];
      const field = `${slot}.${PROPERTY[channel]}`;
      if (!Number.isInteger(value) || value < 0 || value > DYE_MAX) {
        throw new CharaFileError(
          'out-of-range',
          field,
          `${field} must be a whole number from 0 to ${DYE_MAX}, not ${value}.`,
          {
            min: 0,
            max: DYE_MAX,
            received: String(value),
          },
        );
      }
      if (value === piece.dyes[channel]) continue;
      const token = source.dyeTokens[channel];
      if (token) edits.push({ ...token, text: String(value) });
      else inserts.push(`"${PROPERTY[channel]}": ${value}`);
    }
    // The file left the property out (it was 0): add it as the section's first member, followed
    // by the same spacing that led to the old first member, so an indented file stays indented.
    if (inserts.length > 0) {
      const lead = /^\s*/.exec(file.source.text.slice(source.open, source.open + 200))![0];
      const at = source.open + lead.length;
      const empty = file.source.text[at] === '}';
      const gap = lead.includes('\n') ? `,${lead}` : ', ';
      edits.push({ start: at, end: at, text: inserts.join(gap) + (empty ? '' : gap) });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let text = file.source.text;
  for (const edit of edits) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text;
}

/** A file as parseCharaFile returns it (its pieces and the source it was read from). */
function checkFile(file: CharaFile): void {
  const f = check.object<CharaFile>('file', file, 'a file from parseCharaFile');
  if (!Array.isArray(f.pieces) || typeof f.source?.text !== 'string') {
    throw new ValidationError(
      'invalid',
      'file',
      'Parameter "file" must be a file from parseCharaFile.',
      file,
      'CharaFile',
    );
  }
}
