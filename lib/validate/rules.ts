/**
 * The parsing core of every door: typed values (a library call) and query text (a `/v1` request)
 * go through the same rules and fail with the same ValidationError, so one bad input reads the same
 * wherever it came in. A rule takes the value a typed caller passes (a number, a boolean, a list);
 * its `…Text` form reads the text a query carries (`'12'`, `'true'`, `'1,2,3'`) and then applies
 * the same rule.
 */
import { METHOD_IDS, parseHex, type MethodId, type Rgb } from '../color/index.ts';
import { LOCALES, type Locale, type LocaleOption } from './locale.ts';
import { missingArgument, ValidationError, type ValidationKind } from './error.ts';

/** Longest value quoted in a message: the API refuses longer query values before parsing them. */
export const MAX_QUOTED_LENGTH = 2048;

/** A received value as a message quotes it: text as is (cut past MAX_QUOTED_LENGTH), else String(). */
export function quoted(value: unknown): string {
  const text =
    typeof value === 'string' ? value : typeof value === 'object' && value !== null ? typeof value : String(value);
  return text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH)}…` : text;
}

/** Throws the ValidationError of a required argument that is absent (`hint` names alternatives). */
export const missing = missingArgument;

/** Absent, for every rule: `undefined`, `null` or empty text (`?sort=` means no sort). */
export const isAbsent = (value: unknown): value is undefined | null | '' =>
  value === undefined || value === null || value === '';

const CANONICAL_INT = /^(0|-?[1-9]\d*)$/;
// No two runs of digits can share a digit (the fraction needs its dot), so a failed match gives up
// in one pass instead of trying every split of a long run.
const FULL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

export interface IntegerRule {
  min: number;
  max: number;
  kind?: ValidationKind;
}

/** A whole number in `min`–`max`. */
export function integer(field: string, value: unknown, rule: IntegerRule): number {
  return integerOf(field, value, value, rule);
}

/** Canonical decimal text (`12`, not `012`, `+12` or `1e1`) of a whole number in `min`–`max`. */
export function integerText(field: string, text: string, rule: IntegerRule): number {
  return integerOf(field, CANONICAL_INT.test(text) ? Number(text) : NaN, text, rule);
}

function integerOf(field: string, n: unknown, value: unknown, rule: IntegerRule): number {
  const kind = rule.kind ?? 'invalid';
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    throw new ValidationError(kind, field, `Parameter "${field}" must be an integer.`, value, 'integer');
  }
  return inRange(field, n, rule.min, rule.max, kind);
}

export interface NumberRule {
  min: number;
  max?: number;
}

/** A finite number of at least `min` (and at most `max`). */
export function finiteNumber(field: string, value: unknown, rule: NumberRule): number {
  return numberOf(field, value, value, rule);
}

/** Decimal text (`0.5`, `1e3`) of a finite number of at least `min` (and at most `max`). */
export function numberText(field: string, text: string, rule: NumberRule): number {
  return numberOf(field, FULL_NUMBER.test(text) ? Number(text) : NaN, text, rule);
}

function numberOf(field: string, n: unknown, value: unknown, rule: NumberRule): number {
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new ValidationError('invalid', field, `Parameter "${field}" must be a finite number.`, value, 'number');
  }
  return inRange(field, n, rule.min, rule.max ?? Infinity, 'invalid');
}

function inRange(field: string, n: number, min: number, max: number, kind: ValidationKind): number {
  if (n < min) throw new ValidationError(kind, field, `Parameter "${field}" must be >= ${min}.`, n, `>= ${min}`);
  if (n > max) throw new ValidationError(kind, field, `Parameter "${field}" must be <= ${max}.`, n, `<= ${max}`);
  return n;
}

const BOOLEAN_TEXT = ['true', 'false', '1', '0'] as const;

/** `true` or `false`. */
export function boolean(field: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return refuseBoolean(field, value);
}

/** The text `true`, `false`, `1` or `0`. */
export function booleanText(field: string, text: string): boolean {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return refuseBoolean(field, text);
}

function refuseBoolean(field: string, value: unknown): never {
  throw new ValidationError('invalid', field, `Parameter "${field}" must be one of: true, false, 1, 0.`, value, [
    ...BOOLEAN_TEXT,
  ]);
}

export interface OneOfRule {
  kind?: ValidationKind;
  /** The refusal's message; by default `Invalid value for "field". Must be one of: …`. */
  message?: (shown: string) => string;
  /** Applied to text before it is looked up (`RYB` → `ryb`). */
  normalise?: (text: string) => string;
}

/** One of `values` (exact text, after `normalise`). */
export function oneOf<const V extends string>(
  field: string,
  value: unknown,
  values: readonly V[],
  rule: OneOfRule = {},
): V {
  if (typeof value === 'string') {
    const text = rule.normalise ? rule.normalise(value) : value;
    if ((values as readonly string[]).includes(text)) return text as V;
  }
  const shown = quoted(value);
  const message = rule.message?.(shown) ?? `Invalid value for "${field}". Must be one of: ${values.join(', ')}`;
  throw new ValidationError(rule.kind ?? 'invalid', field, message, value, [...values]);
}

/** Text of at most `maxLength` characters. */
export function text(field: string, value: unknown, maxLength = Infinity): string {
  if (typeof value !== 'string') {
    throw new ValidationError('invalid', field, `Parameter "${field}" must be text.`, value, 'string');
  }
  if (value.length > maxLength) {
    throw new ValidationError(
      'invalid',
      field,
      `Parameter "${field}" must be at most ${maxLength} characters.`,
      value.length,
      `<= ${maxLength} characters`,
    );
  }
  return value;
}

/** A plain object (options, a request): not null, not a list. */
export function object<T extends object>(field: string, value: unknown, expected: string): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('invalid', field, `Parameter "${field}" must be ${expected}.`, value, expected);
  }
  return value as T;
}

/**
 * The keys an options object may have, each `true`: written as an object typed over the options'
 * interface, a key added to the interface and not here (or here and not there) is a type error.
 */
export type OptionKeys<T> = { readonly [K in keyof Required<T>]: true };

/**
 * Options of a function: absent means none; anything else must be an object whose every key is one
 * of `known` (`listDyes({ limit: 200 })` names a key listDyes does not take: refused, not ignored).
 */
/** The options of a function that takes only a `locale`. */
export const LOCALE_OPTION_KEYS: OptionKeys<LocaleOption> = { locale: true };

export function options<T extends object>(field: string, value: T | undefined | null, known: OptionKeys<T>): T {
  if (value === undefined) return {} as T;
  return request(field, value, known, 'an options object');
}

/** A required options object (a request: `harmony({ dye })`, `buildGradient({ from, to })`): an object of `known` keys only. */
export function request<T extends object>(field: string, value: unknown, known: OptionKeys<T>, expected: string): T {
  const checked = object<T>(field, value, expected);
  for (const key in checked) if (!Object.hasOwn(known, key)) unknownOption(field, key, known);
  return checked;
}

function unknownOption(field: string, key: string, known: object): never {
  const names = Object.keys(known);
  const expected = names.length ? `one of: ${names.join(', ')}` : 'no options';
  // The key is the field refused; a key that is no name (`''`, `'a b'`) is the object's fault.
  throw new ValidationError(
    'invalid',
    /^[A-Za-z][A-Za-z0-9]*$/.test(key) ? key : field,
    `Unknown option "${quoted(key)}" in ${field}. Expected ${expected}.`,
    key,
    expected,
  );
}

export const HEX_PATTERN = '^#?[0-9A-Fa-f]{6}$';

export interface HexColor {
  rgb: Rgb;
  /** `#RRGGBB`, upper case, as echoed in `inputHex`. */
  hex: string;
}

/** A required colour: `#RRGGBB` or `RRGGBB`, any case. */
export function hex(field: string, value: unknown): HexColor {
  if (isAbsent(value)) missingArgument(field);
  const rgb = typeof value === 'string' ? parseHex(value) : null;
  if (!rgb) {
    throw new ValidationError(
      'hex',
      field,
      'Invalid hex color format. Expected #RRGGBB or RRGGBB.',
      value,
      `Hex color string matching /${HEX_PATTERN}/`,
    );
  }
  const raw = value as string;
  return { rgb, hex: (raw.startsWith('#') ? raw : '#' + raw).toUpperCase() };
}

/** Retired method names, still accepted and answered as their replacement. */
export const RETIRED_METHODS: ReadonlyMap<string, MethodId> = new Map([
  ['hyab', 'ciede2000'],
  ['oklch-weighted', 'ciede2000'],
  ['euclidean', 'rgb'],
]);
const KNOWN_METHODS = new Set<string>(METHOD_IDS);

/** A distance method (default `ciede2000`); the retired names read as their replacement. */
export function method(field: string, value: unknown): MethodId {
  if (isAbsent(value)) return 'ciede2000';
  if (typeof value === 'string') {
    if (KNOWN_METHODS.has(value)) return value as MethodId;
    const retired = RETIRED_METHODS.get(value);
    if (retired) return retired;
  }
  throw new ValidationError(
    'method',
    field,
    `Invalid matching method "${quoted(value)}". Must be one of: ${METHOD_IDS.join(', ')}`,
    value,
    [...METHOD_IDS],
  );
}

export const LOCALE_IDS = LOCALES;

/** One of the six locales (default `en`). */
export function locale(field: string, value: unknown): Locale {
  if (isAbsent(value)) return 'en';
  return oneOf(field, value, LOCALES, {
    kind: 'locale',
    message: (shown) => `Unsupported locale "${shown}". Supported: ${LOCALES.join(', ')}`,
  });
}

export const MAX_IDS = 50;
const ID_SPELLING = /^-?[1-9]\d{0,9}$/;

/** A dye ID as every door spells it: a non-zero integer of at most 10 digits, or that text. */
export const isDyeId = (value: unknown): boolean =>
  typeof value === 'string' ? ID_SPELLING.test(value) : Number.isInteger(value) && ID_SPELLING.test(String(value));

/** Dye IDs: a list of at most MAX_IDS integers. Absent gives `undefined`. */
export function idList(field: string, value: unknown): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    throw new ValidationError('invalid', field, `Parameter "${field}" must be a list of dye IDs.`, value, 'integer[]');
  }
  return idsOf(field, value);
}

/**
 * Comma-separated dye IDs (each item trimmed, empty items dropped), at most MAX_IDS, each in
 * canonical spelling. Absent gives `undefined`.
 */
export function idListText(field: string, text: string | null): number[] | undefined {
  if (isAbsent(text)) return undefined;
  return idsOf(
    field,
    text
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== ''),
  );
}

function idsOf(field: string, parts: readonly unknown[]): number[] {
  if (parts.length > MAX_IDS) {
    throw new ValidationError(
      'invalid',
      field,
      `Parameter "${field}" exceeds maximum of ${MAX_IDS} items.`,
      parts.length,
      `<= ${MAX_IDS} items`,
    );
  }
  return parts.map((part) => {
    if (!isDyeId(part)) {
      throw new ValidationError(
        'invalid',
        field,
        `Invalid ID "${quoted(part)}" in "${field}". All values must be integers.`,
        part,
        'integer',
      );
    }
    return Number(part);
  });
}

/** A list of `min` to `max` entries (`noun` names them in the message). */
export function list<T>(field: string, value: unknown, min: number, max: number, noun: string): T[] {
  if (!Array.isArray(value)) {
    throw new ValidationError(
      'invalid',
      field,
      `Parameter "${field}" must be a list of ${noun}.`,
      value,
      `${min}–${max} ${noun}`,
    );
  }
  if (value.length < min || value.length > max) {
    throw new ValidationError(
      'invalid',
      field,
      `Parameter "${field}" must hold ${min} to ${max} ${noun}.`,
      value.length,
      `${min}–${max} ${noun}`,
    );
  }
  return value as T[];
}

/** RGBA bytes (`ImageData.data`, a decoded PNG): a Uint8ClampedArray or Uint8Array, 4 bytes per pixel. */
export function rgbaBytes(field: string, value: unknown): Uint8ClampedArray | Uint8Array {
  if (!(value instanceof Uint8ClampedArray) && !(value instanceof Uint8Array)) {
    throw new ValidationError(
      'invalid',
      field,
      `Parameter "${field}" must be a Uint8ClampedArray of RGBA bytes (as ImageData.data holds them).`,
      value,
      'Uint8ClampedArray',
    );
  }
  if (value.length % 4 !== 0) {
    throw new ValidationError(
      'invalid',
      field,
      `Parameter "${field}" must hold 4 bytes (RGBA) per pixel; ${value.length} bytes is not a multiple of 4.`,
      value.length,
      'a multiple of 4 bytes',
    );
  }
  return value;
}
