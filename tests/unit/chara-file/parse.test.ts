/**
 * The `.chara` reader and writer on files written by hand from the format. Oracles: the files'
 * own literal numbers, the API's resolve-body validator (the body must pass it), the fake
 * upstream's hand-packed model keys, JSON.parse for the reader's values, and string edits done
 * by the test itself for the writer's output.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { CharaFileError, parseCharaFile, toResolveBody, writeCharaDyes } from '../../../lib/index.ts';
import { decodeCharaBytes, type CharaFileErrorCode } from '../../../lib/chara-file/index.ts';
import { parseJsonWithSpans, type JsonNode } from '../../../lib/chara-file/json.ts';
import { parseResolveBody } from '../../../lib/api/chara/body.ts';
import { modelKey } from '../../../lib/items/slots.ts';
import {
  BEECH_KEY,
  BOW_KEY,
  QUIVER_KEY,
  RING_KEY,
  EARRING_KEY,
  CHOKER_KEY,
  BANGLE_KEY,
} from '../../chara/fake/game-data.ts';
import { SPARSE_BOM_CRLF, TWELVE_PIECES } from './files.ts';

function failure(text: string): CharaFileError {
  try {
    parseCharaFile(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CharaFileError);
    return error as CharaFileError;
  }
  throw new Error('expected the file to be refused');
}

/** A minimal character file with one extra top-level member. */
const withMember = (member: string) => `{ "TypeName": "Anamnesis Character File", ${member} }`;

describe('parseCharaFile: good files', () => {
  test('a twelve-piece file: every slot in game order, lanes, dyes, glasses and nickname', () => {
    const file = parseCharaFile(TWELVE_PIECES);
    expect(file.nickname).toBe("Fixture Miqo'te");
    expect(file.glasses).toBe(40);
    expect(file.pieces).toEqual([
      { slot: 'MainHand', set: 634, base: 19, variant: 1, dyes: [0, 0] },
      { slot: 'OffHand', set: 698, base: 149, variant: 1, dyes: [0, 0] },
      { slot: 'HeadGear', set: 0, base: 361, variant: 5, dyes: [36, 0] },
      { slot: 'Body', set: 0, base: 361, variant: 5, dyes: [10, 1] },
      { slot: 'Hands', set: 0, base: 361, variant: 5, dyes: [10, 0] },
      { slot: 'Legs', set: 0, base: 361, variant: 5, dyes: [1, 2] },
      { slot: 'Feet', set: 0, base: 361, variant: 5, dyes: [0, 0] },
      { slot: 'Ears', set: 0, base: 88, variant: 0, dyes: [0, 0] },
      { slot: 'Neck', set: 0, base: 90, variant: 0, dyes: [0, 0] },
      { slot: 'Wrists', set: 0, base: 91, variant: 0, dyes: [0, 0] },
      { slot: 'LeftRing', set: 0, base: 53, variant: 1, dyes: [0, 0] },
      { slot: 'RightRing', set: 0, base: 53, variant: 1, dyes: [0, 0] },
    ]);
  });

  test('the resolve body carries the model keys only, passes the API validator and packs to the real keys', () => {
    const body = toResolveBody(parseCharaFile(TWELVE_PIECES));
    expect(body.glasses).toBe(40);
    expect(body.gear[0]).toEqual({ slot: 'MainHand', set: 634, base: 19, variant: 1 });
    expect(body.gear[2]).toEqual({ slot: 'HeadGear', base: 361, variant: 5 });
    expect(JSON.stringify(body)).not.toMatch(/Dye|Nickname|Miqo/);
    const validated = parseResolveBody(new TextEncoder().encode(JSON.stringify(body)));
    expect(validated.glasses).toBe(40);
    expect(validated.gear.map((p) => [p.slot, Number(modelKey(p))])).toEqual([
      ['MainHand', BOW_KEY],
      ['OffHand', QUIVER_KEY],
      ['HeadGear', BEECH_KEY],
      ['Body', BEECH_KEY],
      ['Hands', BEECH_KEY],
      ['Legs', BEECH_KEY],
      ['Feet', BEECH_KEY],
      ['Ears', EARRING_KEY],
      ['Neck', CHOKER_KEY],
      ['Wrists', BANGLE_KEY],
      ['LeftRing', RING_KEY],
      ['RightRing', RING_KEY],
    ]);
  });

  test('BOM, CRLF, trailing commas, empty weapon, empty and missing sections, omitted dyes, no glasses', () => {
    const file = parseCharaFile(SPARSE_BOM_CRLF);
    expect(file.pieces).toEqual([
      { slot: 'HeadGear', set: 0, base: 361, variant: 5, dyes: [36, 0] },
      { slot: 'Body', set: 0, base: 581, variant: 1, dyes: [5, 9] },
    ]);
    expect(file.glasses).toBeNull();
    expect(file.nickname).toBeNull();
    expect(toResolveBody(file)).toEqual({
      gear: [
        { slot: 'HeadGear', base: 361, variant: 5 },
        { slot: 'Body', base: 581, variant: 1 },
      ],
    });
  });

  test('a weapon with a set and base 0 is worn; an armour ModelVariant may be 255, a weapon one 65535', () => {
    const file = parseCharaFile(
      withMember(
        '"MainHand": { "ModelSet": 300, "ModelBase": 0, "ModelVariant": 65535 }, "Feet": { "ModelBase": 1, "ModelVariant": 255 }',
      ),
    );
    expect(file.pieces).toEqual([
      { slot: 'MainHand', set: 300, base: 0, variant: 65535, dyes: [0, 0] },
      { slot: 'Feet', set: 0, base: 1, variant: 255, dyes: [0, 0] },
    ]);
  });

  test('unknown fields, comments and null sections are ignored; a file without TypeName but with gear is read', () => {
    const file = parseCharaFile(`// saved by hand
      { "Nickname": "Ann", /* note */ "FutureField": { "Nested": [1, 2, {"ModelBase": 4}] },
        "HeadGear": { "ModelBase": 5, "Unknown": "x", "DyeId": 3 }, "Body": null, "Glasses": null }`);
    expect(file.nickname).toBe('Ann');
    expect(file.pieces).toEqual([{ slot: 'HeadGear', set: 0, base: 5, variant: 0, dyes: [3, 0] }]);
    expect(file.glasses).toBeNull();
  });
});

describe('parseCharaFile: bad files name what is wrong', () => {
  const cases: [string, string, CharaFileErrorCode, string | null, RegExp][] = [
    ['empty text', '', 'not-json', null, /not JSON/],
    ['cut short', TWELVE_PIECES.slice(0, 200), 'not-json', null, /not JSON/],
    ['a list', '[1, 2]', 'not-character-file', null, /a list/],
    ['a string', '"hello"', 'not-character-file', null, /not a character/],
    [
      'a pose file',
      '{ "TypeName": "Anamnesis Pose File", "Bones": {} }',
      'not-character-file',
      'TypeName',
      /Pose File/,
    ],
    [
      'some other JSON object',
      '{ "name": "package", "version": "1.0.0" }',
      'not-character-file',
      null,
      /none of the fields/,
    ],
    ['a slot that is a number', withMember('"HeadGear": 5'), 'not-an-object', 'HeadGear', /HeadGear must be an object/],
    [
      'armour variant 256',
      withMember('"Body": { "ModelBase": 1, "ModelVariant": 256 }'),
      'out-of-range',
      'Body.ModelVariant',
      /0 to 255, not 256/,
    ],
    ['base 65536', withMember('"Legs": { "ModelBase": 65536 }'), 'out-of-range', 'Legs.ModelBase', /0 to 65535/],
    [
      'set -1',
      withMember('"OffHand": { "ModelSet": -1, "ModelBase": 1 }'),
      'out-of-range',
      'OffHand.ModelSet',
      /not -1/,
    ],
    ['dye 256', withMember('"Hands": { "ModelBase": 1, "DyeId": 256 }'), 'out-of-range', 'Hands.DyeId', /0 to 255/],
    ['dye 1.5', withMember('"Feet": { "ModelBase": 1, "DyeId2": 1.5 }'), 'out-of-range', 'Feet.DyeId2', /not 1\.5/],
    ['dye as text', withMember('"Neck": { "ModelBase": 1, "DyeId": "5" }'), 'out-of-range', 'Neck.DyeId', /not "5"/],
    [
      'glasses 70000',
      withMember('"Glasses": { "GlassesId": 70000 }'),
      'out-of-range',
      'Glasses.GlassesId',
      /0 to 65535/,
    ],
    [
      'a gear section under an unknown name',
      withMember('"Waist": { "ModelBase": 1, "ModelVariant": 0, "DyeId": 0 }'),
      'unknown-slot',
      'Waist',
      /Waist.*not one of: MainHand/,
    ],
  ];
  test.each(cases)('%s', (_name, text, code, field, message) => {
    const error = failure(text);
    expect(error.code).toBe(code);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });

  test('a syntax error reports its line and column', () => {
    const error = failure('{\n  "HeadGear": {\n    "ModelBase": 1 "DyeId": 2\n  }\n}');
    expect(error.params).toMatchObject({ line: 3, column: 20 });
    expect(error.message).toMatch(/expected "," or "}" but found """/);
  });

  test('bytes that are not UTF-8 and texts far beyond a character file are refused', () => {
    expect(() => decodeCharaBytes(new Uint8Array([0x7b, 0xff, 0x7d]))).toThrow(/not UTF-8/);
    expect(() => parseCharaFile(' '.repeat((1 << 20) + 1))).toThrow(CharaFileError);
  });
});

describe('fuzzing: never a crash, only CharaFileError', () => {
  const onlyCharaErrors = (text: string) => {
    try {
      parseCharaFile(text);
    } catch (error) {
      if (!(error instanceof CharaFileError)) throw error;
    }
  };

  test('arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => onlyCharaErrors(text)),
      { numRuns: 3000 },
    );
  });

  test('a real file with characters deleted, inserted or replaced', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(TWELVE_PIECES.length), fc.nat(4), fc.string({ maxLength: 3 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (edits) => {
          let text = TWELVE_PIECES;
          for (const [at, cut, insert] of edits) text = text.slice(0, at) + insert + text.slice(at + cut);
          onlyCharaErrors(text);
        },
      ),
      { numRuns: 3000 },
    );
  });

  test('deep nesting fails with a message, not a stack overflow', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const error = failure(`{ "HeadGear": { "ModelBase": 1 }, "x": ${deep} }`);
    expect(error.code).toBe('not-json');
    expect(error.message).toMatch(/nesting deeper/);
  });

  test('the reader agrees with JSON.parse on every JSON value', () => {
    const plain = (node: JsonNode): unknown => {
      switch (node.kind) {
        case 'object':
          return Object.fromEntries([...node.members].map(([k, v]) => [k, plain(v)]));
        case 'array':
          return node.items.map(plain);
        case 'null':
          return null;
        default:
          return node.value;
      }
    };
    fc.assert(
      fc.property(fc.json({ maxDepth: 5 }), (text) => {
        expect(plain(parseJsonWithSpans(text))).toEqual(JSON.parse(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('writeCharaDyes', () => {
  test('round trip: two dyes changed, only those numbers differ, the rest byte-identical', () => {
    const file = parseCharaFile(TWELVE_PIECES);
    const written = writeCharaDyes(file, { Body: [5, 1], Legs: [1, 17] });
    const expected = TWELVE_PIECES.replace('"DyeId": 10,\n    "DyeId2": 1\n', '"DyeId": 5,\n    "DyeId2": 1\n').replace(
      '"DyeId": 1,\n    "DyeId2": 2\n',
      '"DyeId": 1,\n    "DyeId2": 17\n',
    );
    expect(expected).not.toBe(TWELVE_PIECES);
    expect(written).toBe(expected);
    const again = parseCharaFile(written);
    expect(again.pieces.find((p) => p.slot === 'Body')!.dyes).toEqual([5, 1]);
    expect(again.pieces.find((p) => p.slot === 'Legs')!.dyes).toEqual([1, 17]);
    const unchanged = (f: typeof file) => f.pieces.filter((p) => p.slot !== 'Body' && p.slot !== 'Legs');
    expect(unchanged(again)).toEqual(unchanged(file));
  });

  test('as bytes: BOM and CRLF kept, a missing DyeId2 is added, nothing else moves', () => {
    const bytes = new TextEncoder().encode(SPARSE_BOM_CRLF);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const file = parseCharaFile(decodeCharaBytes(bytes));
    const out = new TextEncoder().encode(writeCharaDyes(file, { HeadGear: [36, 4], Body: [125, 9] }));
    const expected = new TextEncoder().encode(
      SPARSE_BOM_CRLF.replace('"HeadGear": { "ModelBase"', '"HeadGear": { "DyeId2": 4, "ModelBase"').replace(
        '"DyeId": 5, "DyeId2": 9',
        '"DyeId": 125, "DyeId2": 9',
      ),
    );
    expect(Buffer.from(out).equals(Buffer.from(expected))).toBe(true);
    expect(parseCharaFile(decodeCharaBytes(out)).pieces.map((p) => p.dyes)).toEqual([
      [36, 4],
      [125, 9],
    ]);
  });

  test('no change gives the same text; bad edits are refused naming the slot', () => {
    const file = parseCharaFile(TWELVE_PIECES);
    expect(writeCharaDyes(file, { Body: [10, 1] })).toBe(TWELVE_PIECES);
    expect(() => writeCharaDyes(file, { Waist: [1, 1] } as never)).toThrow(/"Waist" is not a gear slot/);
    const sparse = parseCharaFile(SPARSE_BOM_CRLF);
    expect(() => writeCharaDyes(sparse, { Legs: [1, 1] })).toThrow(/wears nothing in Legs/);
    expect(() => writeCharaDyes(file, { Body: [256, 0] })).toThrow(/Body\.DyeId must be a whole number from 0 to 255/);
  });
});
