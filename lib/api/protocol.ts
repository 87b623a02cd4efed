/**
 * Answers about the HTTP exchange rather than a route: the CORS preflight, an `Expect` the server
 * cannot meet (417), and what a runtime's HTTP parser refuses (400 not HTTP, 408 too slow, 431
 * headers too large). They are `/v1` answers like any other, so they carry every header the spec
 * names (site/guide/envelope.md): X-Request-ID, X-API-Version, the three X-RateLimit-* headers
 * (none when limiting is off), Cache-Control and CORS. None of them is counted against the rate limit: a browser sends the
 * preflight by itself, and a refused request was never served.
 */
import { ApiError } from './errors.ts';
import { API_VERSION, EXPOSED_HEADERS, JSON_TYPE, PREFLIGHT_HEADERS } from './headers.ts';
import type { ApiResponse } from './types.ts';

/** What the rate limit says about a client: what is left in the window, and when the window turns. */
export interface RateView {
  remaining: number;
  /** Unix seconds. */
  resetAt: number;
}

/**
 * The headers of every `/v1` answer, built in one literal so each response object has one shape.
 * `limit` null: limiting is off (`RATE_LIMIT_PER_MINUTE=0`), and no X-RateLimit-* header claims one.
 */
export function apiHeaders(
  requestId: string,
  rate: RateView,
  limit: number | null,
  contentType: string | null,
  cacheControl: string | null,
): Record<string, string> {
  const headers: Record<string, string> =
    limit === null
      ? {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Expose-Headers': EXPOSED_HEADERS,
          'X-Content-Type-Options': 'nosniff',
          'X-Request-ID': requestId,
          'X-API-Version': API_VERSION,
        }
      : {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Expose-Headers': EXPOSED_HEADERS,
          'X-Content-Type-Options': 'nosniff',
          'X-Request-ID': requestId,
          'X-API-Version': API_VERSION,
          'X-RateLimit-Limit': String(limit),
          'X-RateLimit-Remaining': String(rate.remaining),
          'X-RateLimit-Reset': String(rate.resetAt),
        };
  if (contentType) headers['Content-Type'] = contentType;
  if (cacheControl) headers['Cache-Control'] = cacheControl;
  return headers;
}

/** The preflight: the CORS permissions (kept by the browser for Access-Control-Max-Age), not stored by caches. */
export function preflightAnswer(requestId: string, rate: RateView, limit: number | null): ApiResponse {
  const headers = apiHeaders(requestId, rate, limit, null, 'no-store');
  Object.assign(headers, PREFLIGHT_HEADERS);
  return { status: 204, headers, body: null };
}

export type Refusal = 'expectation' | 'not-http' | 'timeout' | 'headers-too-large';

const REFUSALS: Record<Refusal, { status: number; message: string; parameter?: string; expected?: string }> = {
  expectation: {
    status: 417,
    message: 'The Expect header asks for something this server does not do.',
    parameter: 'Expect',
    expected: 'no Expect header, or 100-continue',
  },
  'not-http': { status: 400, message: 'The request is not valid HTTP.' },
  timeout: { status: 408, message: 'The request was not received in time.' },
  'headers-too-large': { status: 431, message: 'The request headers are too large.' },
};

export interface RefusalOptions {
  requestId: string;
  rate: RateView;
  /** The allowance, or null when limiting is off (no X-RateLimit-* headers). */
  limit: number | null;
  /** The refused request was a HEAD, or its method is unknown: headers only, no body. */
  headersOnly: boolean;
  /** What the client sent, for `details.received` (cut to a readable length). */
  received?: string;
}

/** The error envelope of a refused exchange, with the headers of every `/v1` answer. */
export function refusalAnswer(refusal: Refusal, options: RefusalOptions): ApiResponse {
  const { status, message, parameter, expected } = REFUSALS[refusal];
  const received = options.received;
  const details =
    parameter === undefined
      ? undefined
      : { parameter, received: received && received.length > 40 ? `${received.slice(0, 40)}…` : received, expected };
  const error = new ApiError('VALIDATION_ERROR', message, details, status);
  const headers = apiHeaders(options.requestId, options.rate, options.limit, JSON_TYPE, 'no-store');
  const body = JSON.stringify({
    success: false,
    error: error.code,
    message: error.message,
    details: error.details,
    meta: { requestId: options.requestId, apiVersion: API_VERSION },
  });
  return { status, headers, body: options.headersOnly ? null : body };
}

/** RFC 9110 §10.1.1: `100-continue` is the one expectation defined; anything else may get a 417. */
export function unmetExpectation(expect: string | null): boolean {
  return expect !== null && expect.trim().toLowerCase() !== '100-continue';
}
