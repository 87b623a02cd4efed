/**
 * The API's error codes (site/guide/errors.md). Every failure anywhere in the engine is an ApiError;
 * the envelope turns it into `{ success:false, error, message, details, meta }`.
 */
import { receivedAsGiven, type ValidationError, type ValidationKind } from '../validate/error.ts';

/** Each error code with its HTTP status; the order is the order the OpenAPI document lists them in. */
const STATUS = {
  VALIDATION_ERROR: 400,
  MISSING_PARAMETER: 400,
  INVALID_HEX: 400,
  INVALID_MATCHING_METHOD: 400,
  INVALID_LOCALE: 400,
  INVALID_STAIN_ID: 400,
  INVALID_COLOR_WHEEL: 400,
  INVALID_HARMONY_TYPE: 400,
  INVALID_BODY: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  UPSTREAM_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof STATUS;

export const ERROR_CODES = Object.keys(STATUS) as ErrorCode[];

/** `Retry-After` of every 503: upstream trouble (a timeout, a re-index) is usually over by then. */
export const RETRY_AFTER_SECONDS = 30;

export interface ErrorDetails {
  parameter?: string;
  received?: unknown;
  expected?: unknown;
  [key: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    status?: number,
  ) {
    // An ApiError is an expected answer, not a bug: skip the stack trace, which costs more than the
    // rest of a rejected request put together.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'ApiError';
    this.status = status ?? STATUS[code];
  }
}

/** `details` of a rejected parameter, in the one shape every validation error uses. */
export function invalid(
  code: ErrorCode,
  message: string,
  parameter: string,
  received: unknown,
  expected: unknown,
): ApiError {
  return new ApiError(code, message, { parameter, received, expected });
}

export function missing(parameter: string, hint = parameter): ApiError {
  return new ApiError('MISSING_PARAMETER', `Missing required parameter: ${hint}`, {
    parameter,
    required: true,
  });
}

export function notFound(message: string, details?: ErrorDetails): ApiError {
  return new ApiError('NOT_FOUND', message, details);
}

/** The API code of each kind of refused value. */
const CODE_OF_KIND: Record<ValidationKind, ErrorCode> = {
  invalid: 'VALIDATION_ERROR',
  missing: 'MISSING_PARAMETER',
  hex: 'INVALID_HEX',
  method: 'INVALID_MATCHING_METHOD',
  locale: 'INVALID_LOCALE',
  stainId: 'INVALID_STAIN_ID',
  wheel: 'INVALID_COLOR_WHEEL',
  harmonyType: 'INVALID_HARMONY_TYPE',
  body: 'INVALID_BODY',
  notFound: 'NOT_FOUND',
};

/**
 * The wire form of a ValidationError: its kind's code, its message, and `details` naming the
 * parameter with the value as received (a missing one says `required: true` instead).
 */
export function apiErrorOf(error: ValidationError): ApiError {
  const code = CODE_OF_KIND[error.kind];
  if (error.kind === 'missing') return new ApiError(code, error.message, { parameter: error.field, required: true });
  const details: ErrorDetails = { parameter: error.field, received: receivedAsGiven(error) };
  if (error.expected !== undefined) details.expected = error.expected;
  return new ApiError(code, error.message, error.extra ? { ...details, ...error.extra } : details);
}
