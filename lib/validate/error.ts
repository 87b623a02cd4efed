/**
 * The one error every library function throws for bad input, whatever door it came through: a typed
 * call, a `/v1` query, a `.chara` file or a tool's options. It names the argument (`field`), says
 * what was expected and what was received (cut to a readable length), and carries a `kind` that the
 * API maps onto its error codes (a bad hex is `INVALID_HEX` on the wire, a bad method
 * `INVALID_MATCHING_METHOD`, and so on), so one bad input reads the same everywhere.
 */

/** What sort of value was refused; each kind has one API error code (lib/api/errors.ts). */
export type ValidationKind =
  | 'invalid' // any other rule: range, spelling, type, size
  | 'missing' // a required argument is absent
  | 'hex'
  | 'method'
  | 'locale'
  | 'stainId'
  | 'wheel'
  | 'harmonyType'
  | 'body' // a request body or file that is not the expected document at all
  | 'notFound'; // well formed, but names nothing (a dye ID no dye has)

/** Longest `received` text kept in an error: enough to recognise the value, never a megabyte. */
export const MAX_RECEIVED_LENGTH = 40;

/**
 * A value as an error may show it: strings and long numbers cut to MAX_RECEIVED_LENGTH characters
 * (with `…`), objects named by their type, everything else as is.
 */
export function shownValue(value: unknown): unknown {
  if (typeof value === 'string') return cut(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    const text = String(value);
    return text.length > MAX_RECEIVED_LENGTH ? cut(text) : value;
  }
  if (typeof value === 'bigint') return cut(`${value}n`);
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (value instanceof Uint8Array) return `${value.constructor.name} of ${value.length} bytes`;
  if (typeof value === 'function') return 'function';
  return typeof value === 'object' ? (value.constructor?.name ?? 'object') : typeof value;
}

function cut(text: string): string {
  return text.length > MAX_RECEIVED_LENGTH ? `${text.slice(0, MAX_RECEIVED_LENGTH)}…` : text;
}

// The value as received, uncut: the API echoes it in `details.received` (its query values are
// already bounded), while the error itself only ever shows the cut form.
const given = new WeakMap<ValidationError, unknown>();

/** The value an error refused, before shownValue cut it (for the API's `details.received`). */
export const receivedAsGiven = (error: ValidationError): unknown => given.get(error);

export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  /** The value received, cut by shownValue. */
  readonly received: unknown;

  constructor(
    readonly kind: ValidationKind,
    /** The argument, option or parameter refused (`hex`, `options.method`, `gear.Body.dye`, …). */
    readonly field: string,
    message: string,
    received: unknown,
    /** What would have been accepted, in words or as a list. */
    readonly expected: unknown,
    /** More facts about the refusal (why an ID names no dye, what it names instead). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    // Bad input is an answer, not a bug: no stack trace, which costs more than the rest of a
    // rejected request put together.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.received = shownValue(received);
    given.set(this, received);
  }
}

/** Throws the ValidationError for a required argument that is absent (`hint` names alternatives). */
export function missingArgument(field: string, hint = field): never {
  throw new ValidationError('missing', field, `Missing required parameter: ${hint}`, undefined, hint);
}
