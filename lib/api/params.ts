/**
 * Parameter definitions: one table per route is the single source of truth for validation, for
 * the endpoint reference on the site and for the OpenAPI document. A definition knows how to
 * parse its raw text and how to describe itself; parsing throws the API's error with
 * `details { parameter, received, expected }`.
 */
import { invalid, missing, type ErrorCode } from './errors.ts';

/** JSON Schema subset that OpenAPI 3.1 takes as-is. */
export interface ParamSchema {
  type: 'integer' | 'number' | 'string' | 'boolean';
  minimum?: number;
  maximum?: number;
  default?: unknown;
  enum?: readonly unknown[];
  pattern?: string;
  maxLength?: number;
  format?: string;
}

export interface ParamDef<T = unknown, N extends string = string> {
  name: N;
  in: 'query' | 'path';
  description: string;
  required: boolean;
  schema: ParamSchema;
  /** A value the "try it" form starts with. */
  example?: string;
  /** Raw text (null when absent) to value; throws ApiError. `query` is there for the rare
   *  parameter that depends on another (the harmony base is `dye` or `hex`, not both). */
  parse(raw: string | null, query: URLSearchParams): T;
}

/** The value a table entry hands its route's handler. */
export type ParamValue<D> = D extends ParamDef<infer T> ? T : never;

/**
 * The values a handler receives from its parameter table, `{ [name]: parsed value }`, typed entry by
 * entry. Each kind below has two signatures: with a default (or required) its value is never
 * `undefined`.
 */
export type ParamValues<P extends readonly ParamDef[]> = { [D in P[number] as D['name']]: ParamValue<D> };

type Common = { description: string; in?: 'query' | 'path'; example?: string };
type Given = { default: unknown } | { required: true };

/** Absent and empty are the same thing for every parameter (`?sort=` means no sort). */
const isAbsent = (raw: string | null): raw is null | '' => raw === null || raw === '';

const CANONICAL_INT = /^(0|-?[1-9]\d*)$/;
// No two runs of digits can share a digit (the fraction needs its dot), so a failed match
// gives up in one pass instead of trying every split of a long run.
const FULL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Longest text any query or path value may have. Checked before any parameter is parsed, so no
 * pattern ever runs over more than this; the longest valid value (50 IDs in a list) is far shorter.
 */
export const MAX_VALUE_LENGTH = 2048;

/** Throws the VALIDATION_ERROR for a value past MAX_VALUE_LENGTH, naming the parameter. */
export function checkValueLength(name: string, raw: string): void {
  if (raw.length <= MAX_VALUE_LENGTH) return;
  const shown = name.length > 64 ? `${name.slice(0, 64)}…` : name;
  throw invalid(
    'VALIDATION_ERROR',
    `Parameter "${shown}" must be at most ${MAX_VALUE_LENGTH} characters.`,
    shown,
    raw.length,
    `<= ${MAX_VALUE_LENGTH} characters`,
  );
}

type IntegerOptions = Common & { min: number; max: number; default?: number; required?: boolean; code?: ErrorCode };

export function integerParam<const N extends string>(name: N, opts: IntegerOptions & Given): ParamDef<number, N>;
export function integerParam<const N extends string>(name: N, opts: IntegerOptions): ParamDef<number | undefined, N>;
export function integerParam(name: string, opts: IntegerOptions): ParamDef<number | undefined> {
  const code = opts.code ?? 'VALIDATION_ERROR';
  return {
    name,
    in: opts.in ?? 'query',
    description: opts.description,
    required: opts.required ?? false,
    example: opts.example,
    schema: { type: 'integer', minimum: opts.min, maximum: opts.max, default: opts.default },
    parse(raw) {
      if (isAbsent(raw)) {
        if (opts.required) throw missing(name);
        return opts.default;
      }
      if (!CANONICAL_INT.test(raw)) {
        throw invalid(code, `Parameter "${name}" must be an integer.`, name, raw, 'integer');
      }
      const n = Number(raw);
      if (n < opts.min) throw invalid(code, `Parameter "${name}" must be >= ${opts.min}.`, name, n, `>= ${opts.min}`);
      if (n > opts.max) throw invalid(code, `Parameter "${name}" must be <= ${opts.max}.`, name, n, `<= ${opts.max}`);
      return n;
    },
  };
}

type NumberOptions = Common & { min: number; required?: boolean };

export function numberParam<const N extends string>(name: N, opts: NumberOptions & Given): ParamDef<number, N>;
export function numberParam<const N extends string>(name: N, opts: NumberOptions): ParamDef<number | undefined, N>;
export function numberParam(name: string, opts: NumberOptions): ParamDef<number | undefined> {
  return {
    name,
    in: opts.in ?? 'query',
    description: opts.description,
    required: opts.required ?? false,
    example: opts.example,
    schema: { type: 'number', minimum: opts.min },
    parse(raw) {
      if (isAbsent(raw)) {
        if (opts.required) throw missing(name);
        return undefined;
      }
      const n = FULL_NUMBER.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) {
        throw invalid('VALIDATION_ERROR', `Parameter "${name}" must be a finite number.`, name, raw, 'number');
      }
      if (n < opts.min) {
        throw invalid('VALIDATION_ERROR', `Parameter "${name}" must be >= ${opts.min}.`, name, n, `>= ${opts.min}`);
      }
      return n;
    },
  };
}

type EnumOptions<V> = Common & {
  default?: V;
  code?: ErrorCode;
  message?: (raw: string) => string;
  normalise?: (raw: string) => string;
};

export function enumParam<const N extends string, const V extends string>(
  name: N,
  values: readonly V[],
  opts: EnumOptions<V> & { default: V },
): ParamDef<V, N>;
export function enumParam<const N extends string, const V extends string>(
  name: N,
  values: readonly V[],
  opts: EnumOptions<V>,
): ParamDef<V | undefined, N>;
export function enumParam<V extends string>(
  name: string,
  values: readonly V[],
  opts: EnumOptions<V>,
): ParamDef<V | undefined> {
  const allowed = new Set<string>(values);
  return {
    name,
    in: opts.in ?? 'query',
    description: opts.description,
    required: false,
    example: opts.example,
    schema: { type: 'string', enum: values, default: opts.default },
    parse(raw) {
      if (isAbsent(raw)) return opts.default;
      const value = opts.normalise ? opts.normalise(raw) : raw;
      if (allowed.has(value)) return value as V;
      const message = opts.message?.(raw) ?? `Invalid value for "${name}". Must be one of: ${values.join(', ')}`;
      throw invalid(opts.code ?? 'VALIDATION_ERROR', message, name, raw, [...values]);
    },
  };
}

const BOOLEAN_TEXT = ['true', 'false', '1', '0'] as const;

type BooleanOptions = Common & { default?: boolean };

export function booleanParam<const N extends string>(name: N, opts: BooleanOptions & Given): ParamDef<boolean, N>;
export function booleanParam<const N extends string>(name: N, opts: BooleanOptions): ParamDef<boolean | undefined, N>;
export function booleanParam(name: string, opts: BooleanOptions): ParamDef<boolean | undefined> {
  return {
    name,
    in: 'query',
    description: opts.description,
    required: false,
    example: opts.example,
    schema: { type: 'boolean', default: opts.default },
    parse(raw) {
      if (isAbsent(raw)) return opts.default;
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw invalid('VALIDATION_ERROR', `Parameter "${name}" must be one of: true, false, 1, 0.`, name, raw, [
        ...BOOLEAN_TEXT,
      ]);
    },
  };
}

type StringOptions = Common & { maxLength?: number; required?: boolean; blankIsMissing?: boolean };

export function stringParam<const N extends string>(name: N, opts: StringOptions & Given): ParamDef<string, N>;
export function stringParam<const N extends string>(name: N, opts: StringOptions): ParamDef<string | undefined, N>;
export function stringParam(name: string, opts: StringOptions): ParamDef<string | undefined> {
  return {
    name,
    in: opts.in ?? 'query',
    description: opts.description,
    required: opts.required ?? false,
    example: opts.example,
    schema: { type: 'string', maxLength: opts.maxLength },
    parse(raw) {
      if (isAbsent(raw) || (opts.blankIsMissing && raw.trim() === '')) {
        if (opts.required) throw missing(name);
        return undefined;
      }
      if (opts.maxLength !== undefined && raw.length > opts.maxLength) {
        throw invalid(
          'VALIDATION_ERROR',
          `Parameter "${name}" must be at most ${opts.maxLength} characters.`,
          name,
          raw.length,
          `<= ${opts.maxLength} characters`,
        );
      }
      return raw;
    },
  };
}

/** A parameter whose parsing is the route's own business (hex, ids, the harmony base). */
export function customParam<T, const N extends string = string>(
  name: N,
  schema: ParamSchema,
  opts: Common & { required?: boolean },
  parse: (raw: string | null, query: URLSearchParams) => T,
): ParamDef<T, N> {
  return {
    name,
    in: opts.in ?? 'query',
    description: opts.description,
    required: opts.required ?? false,
    example: opts.example,
    schema,
    parse,
  };
}
