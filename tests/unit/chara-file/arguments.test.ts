/**
 * The `.chara` functions check their arguments at the door: a value the types forbid (null, a
 * Buffer where text is wanted, a missing dye pair) is a ValidationError naming the argument with
 * the received value cut to a readable length, and a huge number in a file is cut in the message.
 */
import { describe, expect, test } from 'vitest';
import { Buffer } from 'node:buffer';
import { CharaFileError, parseCharaFile, toResolveBody, ValidationError, writeCharaDyes } from '../../../lib/index.ts';
import { decodeCharaBytes } from '../../../lib/chara-file/index.ts';
import { TWELVE_PIECES } from './files.ts';

function refusal(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return error as ValidationError;
  }
  throw new Error('did not throw');
}

describe('arguments the types forbid', () => {
  test('parseCharaFile(null), a Buffer or a number name the text argument', () => {
    expect(refusal(() => parseCharaFile(null as never))).toMatchObject({ field: 'text', received: null });
    const buffer = refusal(() => parseCharaFile(Buffer.from('{"Race":1}') as never));
    expect(buffer.field).toBe('text');
    expect(buffer.message).toBe('Parameter "text" must be text (decode bytes with decodeCharaBytes).');
    expect(buffer.received).toBe('Buffer of 10 bytes');
    expect(refusal(() => parseCharaFile(42 as never)).field).toBe('text');
  });

  test('decodeCharaBytes wants bytes', () => {
    expect(refusal(() => decodeCharaBytes('{}' as never))).toMatchObject({ field: 'bytes', received: '{}' });
    expect(refusal(() => decodeCharaBytes(undefined as never)).field).toBe('bytes');
  });

  test('writeCharaDyes names the file, the changes and the slot whose pair is missing', () => {
    const file = parseCharaFile(TWELVE_PIECES);
    expect(refusal(() => writeCharaDyes(file, null as never)).field).toBe('changes');
    expect(refusal(() => writeCharaDyes(null as never, { Body: [1, 1] })).field).toBe('file');
    const body = refusal(() => writeCharaDyes(file, { Body: null as never }));
    expect(body.field).toBe('changes.Body');
    expect(body.message).toBe('Parameter "changes.Body" must be a pair of stain IDs [dye 1, dye 2].');
    expect(refusal(() => writeCharaDyes(file, { Body: [1] as never })).field).toBe('changes.Body');
  });

  test('toResolveBody names the file', () => {
    expect(refusal(() => toResolveBody(undefined as never)).field).toBe('file');
  });
});

describe('a huge number in a file', () => {
  test('is cut in the message, which stays readable', () => {
    const text = `{"TypeName":"Anamnesis Character File","Race":1,"Body":{"ModelBase":${'9'.repeat(1_000_000)},"ModelVariant":1}}`;
    let error: unknown;
    try {
      parseCharaFile(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CharaFileError);
    expect((error as Error).message.length).toBeLessThan(200);
    expect((error as Error).message).toMatch(/^Body\.ModelBase must be a whole number from 0 to \d+, not 9{40}…\.$/);
  });
});
