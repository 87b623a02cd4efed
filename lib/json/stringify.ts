/**
 * JSON text assembly that can splice in pre-serialised fragments. Node 20 has no JSON.rawJSON, and
 * serialising 125 Dye Objects from scratch costs ~20× more than joining cached strings, so dyes are
 * serialised once per locale and spliced in as RawJson. (A marker-and-replace pass over native
 * JSON.stringify was measured too: 10× slower on lists.)
 */

/** JSON text standing for a value of type `T`, written out verbatim by `stringify`. */
export class RawJson<T = unknown> {
  /** Type only: what the text decodes to, so typed results can hold fragments. */
  declare readonly shape?: T;
  constructor(readonly json: string) {}

  /** `value` serialised once, now. */
  static of<T>(value: T): RawJson<T> {
    return new RawJson<T>(JSON.stringify(value));
  }
}

/** A value of type `T` as `stringify` takes it: any part of it may be a `RawJson` of that part. */
export type Serialisable<T> =
  | RawJson<T>
  | (T extends readonly (infer E)[]
      ? readonly Serialisable<E>[]
      : T extends object
        ? { [K in keyof T]: Serialisable<T[K]> }
        : T);

// Objects shared between answers (the frozen Dye Objects, a wheel's dye positions) are serialised
// once, when registered, and spliced in from then on: a typed result is also the fast wire answer.
const preserialised = new WeakMap<object, string>();

/** Serialises `value` now and writes that text whenever `stringify` meets this very object again. */
export function preserialise<T extends object>(value: T): T {
  preserialised.set(value, JSON.stringify(value));
  return value;
}

/** The plain value a serialisable one stands for, exactly as a client decodes it from the wire. */
export const decode = <T>(value: Serialisable<T>): T => JSON.parse(stringify(value)) as T;

// Object keys come from our own code, but are still checked once: a key that needs escaping
// goes through JSON.stringify every time. The cache is bounded so odd keys cannot grow it.
const quotedKeys = new Map<string, string>();
const PLAIN_KEY = /^[A-Za-z0-9_$@.-]*$/;

function quoteKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = PLAIN_KEY.test(key) ? '"' + key + '":' : JSON.stringify(key) + ':';
    if (quotedKeys.size < 4096) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/** Characters JSON escapes (quote, backslash, controls) or checks (surrogates, which may be lone). */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

export function stringify(value: unknown): string {
  switch (typeof value) {
    case 'string':
      // Most strings here (IDs, hex codes, names) need no escaping, and a test is cheaper than a call.
      return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : '"' + value + '"';
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return JSON.stringify(value) ?? 'null';
  }
  if (value === null) return 'null';
  if (value instanceof RawJson) return value.json;
  const known = preserialised.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i) out += ',';
      const item: unknown = value[i];
      out += item === undefined || typeof item === 'function' ? 'null' : stringify(item);
    }
    return out + ']';
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value);
  // Own enumerable keys, as JSON.stringify takes them; Object.keys walks them faster than for…in.
  const keys = Object.keys(value);
  let out = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined || typeof item === 'function') continue;
    out += (out.length === 1 ? '' : ',') + quoteKey(key) + stringify(item);
  }
  return out + '}';
}
