/**
 * Reading a `.chara` character file (the format Anamnesis writes, Brio reads, and Ktisis writes
 * under its own `TypeName`): UTF-8 JSON whose top-level sections `MainHand`, `OffHand`,
 * `HeadGear` … `RightRing` describe the worn models and their dyes, and `Glasses` the facewear.
 * Everything else in the file (appearance, enums, unknown fields) is ignored but kept byte for
 * byte by the writer.
 */
import { SLOTS, isWeaponSlot, type Slot } from '../items/slots.ts';
import { ValidationError } from '../validate/error.ts';
import { JsonSyntaxError, parseJsonWithSpans, type JsonNode } from './json.ts';
import { readAppearance, type CharaAppearance } from './appearance.ts';

/** What went wrong, for a message in any language; `message` is the English one. */
export type CharaFileErrorCode =
  | 'too-large'
  | 'not-utf8'
  | 'not-json'
  | 'not-character-file'
  | 'not-an-object'
  | 'out-of-range'
  | 'unknown-slot'
  | 'empty-slot';

export interface CharaFileErrorParams {
  /** 1-based position of a JSON syntax error. */
  line?: number;
  column?: number;
  /** The allowed range of a number. */
  min?: number;
  max?: number;
  /** The offending value, as text. */
  received?: string;
}

/** A file (or an edit) that cannot be read: `field` names the place, e.g. `HeadGear.DyeId`. */
export class CharaFileError extends Error {
  override readonly name = 'CharaFileError';
  constructor(
    readonly code: CharaFileErrorCode,
    readonly field: string | null,
    message: string,
    readonly params: CharaFileErrorParams = {},
  ) {
    super(message);
  }
}

/** One worn piece: its model lanes and the stain ID on each dye channel (0 = undyed). */
export interface CharaPiece {
  slot: Slot;
  /** Weapons only (`ModelSet`); 0 on armour and accessories. */
  set: number;
  base: number;
  variant: number;
  /** Stain IDs (the dataset's `stainID`) on channel 1 and channel 2; 0 means undyed. */
  dyes: readonly [number, number];
}

/** Where a worn piece's dye numbers sit in the text (for the writer). */
export interface PieceSource {
  /** Offset just after the section's `{`. */
  open: number;
  /** Spans of the `DyeId` / `DyeId2` number tokens; null when the file leaves the property out. */
  dyeTokens: readonly [Span | null, Span | null];
}
export interface Span {
  start: number;
  end: number;
}

/** A parsed character file. */
export interface CharaFile {
  /** `Nickname`, when the file has one. */
  nickname: string | null;
  /** The worn pieces, in the game's slot order (`MainHand` … `RightRing`); empty slots are left out. */
  pieces: CharaPiece[];
  /** `Glasses.GlassesId` (a Glasses sheet row), or null when none. */
  glasses: number | null;
  /** The character: race, clan, gender and each appearance colour (unknown where the file is silent). */
  appearance: CharaAppearance;
  /** The text as read and where each piece's dyes are in it; `writeCharaDyes` edits this. */
  source: { text: string; pieces: Partial<Record<Slot, PieceSource>> };
}

/** Larger than any real character file (a few KB) by far; bigger input is refused before parsing. */
export const MAX_FILE_CHARS = 1 << 20;
export const TYPE_NAME = 'Anamnesis Character File';
/** Ktisis writes the same sections under its own type name. */
const TYPE_NAMES = new Set([TYPE_NAME, 'Ktisis Character File']);
const WEAPON_LANES = { ModelSet: 65535, ModelBase: 65535, ModelVariant: 65535 } as const;
const ARMOUR_LANES = { ModelBase: 65535, ModelVariant: 255 } as const;
export const DYE_MAX = 255;
const GLASSES_MAX = 65535;
const SLOT_SET = new Set<string>(SLOTS);
/** Top-level fields any character file has; a file with none of them is something else. */
const CHARACTER_FIELDS = ['TypeName', 'Nickname', 'Race', 'Gender', 'Tribe', 'ModelType', 'Glasses', ...SLOTS];

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Bytes of a file to text, keeping a byte-order mark (so a rewritten file keeps it too).
 * @throws CharaFileError `not-utf8` when the bytes are not UTF-8.
 */
export function decodeCharaBytes(bytes: Uint8Array): string {
  if (!(bytes instanceof Uint8Array)) {
    throw new ValidationError('invalid', 'bytes', 'Parameter "bytes" must be a Uint8Array.', bytes, 'Uint8Array');
  }
  if (bytes.length > MAX_FILE_CHARS * 3) tooLarge(`${bytes.length} bytes`);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new CharaFileError('not-utf8', null, 'The file is not UTF-8 text, so it is not a character file.');
  }
}

function tooLarge(size: string): never {
  throw new CharaFileError('too-large', null, `The file is ${size} long; a character file is a few kilobytes.`, {
    max: MAX_FILE_CHARS,
    received: size,
  });
}

const describe = (node: JsonNode): string => {
  switch (node.kind) {
    case 'string':
      return JSON.stringify(node.value.length > 40 ? `${node.value.slice(0, 40)}…` : node.value);
    case 'number':
      return node.text.length > 40 ? `${node.text.slice(0, 40)}…` : node.text;
    case 'boolean':
      return String(node.value);
    case 'null':
      return 'null';
    default:
      return node.kind === 'object' ? 'an object' : 'a list';
  }
};

function integerIn(node: JsonNode | undefined, field: string, max: number): number {
  if (node === undefined || node.kind === 'null') return 0;
  if (node.kind === 'number' && Number.isInteger(node.value) && node.value >= 0 && node.value <= max) return node.value;
  throw new CharaFileError(
    'out-of-range',
    field,
    `${field} must be a whole number from 0 to ${max}, not ${describe(node)}.`,
    {
      min: 0,
      max,
      received: describe(node),
    },
  );
}

function section(root: Map<string, JsonNode>, name: string): Extract<JsonNode, { kind: 'object' }> | null {
  const node = root.get(name);
  if (node === undefined || node.kind === 'null') return null;
  if (node.kind !== 'object') {
    throw new CharaFileError('not-an-object', name, `${name} must be an object, not ${describe(node)}.`, {
      received: describe(node),
    });
  }
  return node;
}

const tokenSpan = (node: JsonNode | undefined): Span | null =>
  node && node.kind === 'number' ? { start: node.start, end: node.end } : null;

/**
 * Reads a `.chara` file.
 *
 * Tolerates what the posing tools write (indentation, trailing commas, comments, a byte-order
 * mark, omitted null properties) and ignores fields it does not know. A missing section is an
 * empty slot.
 *
 * @example
 * ```ts
 * import { parseCharaFile, toResolveBody } from 'ffxiv-dyes';
 * const file = parseCharaFile(await blob.text());
 * file.pieces[0]; // { slot: 'HeadGear', set: 0, base: 361, variant: 5, dyes: [36, 0] }
 * const body = toResolveBody(file); // POST it to /v1/chara/resolve
 * ```
 * @throws CharaFileError naming the field: not JSON, not a character file, a section that is not
 * an object, a number out of range, a gear-shaped section under an unknown slot name.
 */
export function parseCharaFile(text: string): CharaFile {
  if (typeof text !== 'string') {
    throw new ValidationError(
      'invalid',
      'text',
      'Parameter "text" must be text (decode bytes with decodeCharaBytes).',
      text,
      'string',
    );
  }
  if (text.length > MAX_FILE_CHARS) tooLarge(`${text.length} characters`);
  let root: JsonNode;
  try {
    root = parseJsonWithSpans(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    throw new CharaFileError(
      'not-json',
      null,
      `The file is not JSON: ${error.message} (line ${error.line}, column ${error.column}).`,
      { line: error.line, column: error.column },
    );
  }
  if (root.kind !== 'object') {
    throw new CharaFileError('not-character-file', null, `The file holds ${describe(root)}, not a character.`, {
      received: describe(root),
    });
  }
  const fields = root.members;
  const typeName = fields.get('TypeName');
  if (typeName && typeName.kind !== 'null' && !(typeName.kind === 'string' && TYPE_NAMES.has(typeName.value))) {
    throw new CharaFileError(
      'not-character-file',
      'TypeName',
      `TypeName is ${describe(typeName)}, not "${TYPE_NAME}".`,
      {
        received: describe(typeName),
      },
    );
  }
  if (!CHARACTER_FIELDS.some((name) => fields.has(name))) {
    throw new CharaFileError(
      'not-character-file',
      null,
      'The file has none of the fields of a character file (TypeName, Race, HeadGear …).',
    );
  }
  // A gear-shaped section under a name the format does not have would silently lose a piece.
  for (const [name, node] of fields) {
    if (SLOT_SET.has(name) || node.kind !== 'object') continue;
    if (node.members.has('ModelBase') && (node.members.has('DyeId') || node.members.has('ModelVariant'))) {
      throw new CharaFileError(
        'unknown-slot',
        name,
        `"${name}" looks like a gear slot but is not one of: ${SLOTS.join(', ')}.`,
        {
          received: name,
        },
      );
    }
  }

  const pieces: CharaPiece[] = [];
  const sources: Partial<Record<Slot, PieceSource>> = {};
  for (const slot of SLOTS) {
    const node = section(fields, slot);
    if (!node) continue;
    const m = node.members;
    const weapon = isWeaponSlot(slot);
    const lanes = weapon ? WEAPON_LANES : ARMOUR_LANES;
    const set = weapon ? integerIn(m.get('ModelSet'), `${slot}.ModelSet`, WEAPON_LANES.ModelSet) : 0;
    const base = integerIn(m.get('ModelBase'), `${slot}.ModelBase`, lanes.ModelBase);
    const variant = integerIn(m.get('ModelVariant'), `${slot}.ModelVariant`, lanes.ModelVariant);
    const dyes = [
      integerIn(m.get('DyeId'), `${slot}.DyeId`, DYE_MAX),
      integerIn(m.get('DyeId2'), `${slot}.DyeId2`, DYE_MAX),
    ] as const;
    // ModelSet 0 means no weapon; ModelBase 0 means an empty armour slot.
    if (weapon ? set === 0 : base === 0) continue;
    pieces.push({ slot, set, base, variant, dyes });
    sources[slot] = { open: node.start + 1, dyeTokens: [tokenSpan(m.get('DyeId')), tokenSpan(m.get('DyeId2'))] };
  }

  const glassesNode = section(fields, 'Glasses');
  const glassesId = glassesNode ? integerIn(glassesNode.members.get('GlassesId'), 'Glasses.GlassesId', GLASSES_MAX) : 0;

  const nicknameNode = fields.get('Nickname');
  const nickname = nicknameNode?.kind === 'string' && nicknameNode.value.trim() !== '' ? nicknameNode.value : null;

  return {
    nickname,
    pieces,
    glasses: glassesId === 0 ? null : glassesId,
    appearance: readAppearance(fields),
    source: { text, pieces: sources },
  };
}
