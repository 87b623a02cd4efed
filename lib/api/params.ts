/**
 * Parameter definitions: one table per route is the single source of truth for validation, for
 * the endpoint reference on the site and for the OpenAPI document. A definition knows how to
 * parse its raw text (through the rules of lib/validate, which every library call shares) and how
 * to describe itself; parsing throws a ValidationError, which the app answers with its API code and
 * `details { parameter, received, expected }`.
 */
import { missingArgument, type ValidationKind } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import { invalid } from './errors.ts';

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
  /** Raw text (null when absent) to value; throws ValidationError (or ApiError). `query` is there for the rare
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

type IntegerOptions = Common & {
  min: number;
  max: number;
  default?: number;
  required?: boolean;
  kind?: ValidationKind;
};

export function integerParam<const N extends string>(name: N, opts: IntegerOptions & Given): ParamDef<number, N>;
export function integerParam<const N extends string>(name: N, opts: IntegerOptions): ParamDef<number | undefined, N>;
export function integerParam(name: string, opts: IntegerOptions): ParamDef<number | undefined> {
  return {
    name,
    in: opts.in ?? 'query',
    description: opts.description,
    required: opts.required ?? false,
    example: opts.example,
    schema: { type: 'integer', minimum: opts.min, maximum: opts.max, default: opts.default },
    parse(raw) {
      if (isAbsent(raw)) return opts.required ? missingArgument(name) : opts.default;
      return check.integerText(name, raw, opts);
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
      if (isAbsent(raw)) return opts.required ? missingArgument(name) : undefined;
      return check.numberText(name, raw, opts);
    },
  };
}

type EnumOptions<V> = Common & check.OneOfRule & { default?: V };

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
  return {
    name,
    in: opts.in ?? 'query',
    description: opts.description,
    required: false,
    example: opts.example,
    schema: { type: 'string', enum: values, default: opts.default },
    parse: (raw) => (isAbsent(raw) ? opts.default : check.oneOf(name, raw, values, opts)),
  };
}

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
    parse: (raw) => (isAbsent(raw) ? opts.default : check.booleanText(name, raw)),
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
        return opts.required ? missingArgument(name) : undefined;
      }
      return check.text(name, raw, opts.maxLength);
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
