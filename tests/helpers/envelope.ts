/**
 * Envelope checks of the API contract, shared by the contract and fuzz suites. They throw plain
 * Errors with the request in the message so a fast-check counterexample explains itself.
 */
import { UUID_RE, type Answer } from './http.ts';

/** Every error code of the API contract */
export const ERROR_CODES = new Set([
  'VALIDATION_ERROR',
  'MISSING_PARAMETER',
  'INVALID_HEX',
  'INVALID_MATCHING_METHOD',
  'INVALID_LOCALE',
  'INVALID_STAIN_ID',
  'INVALID_COLOR_WHEEL',
  'INVALID_HARMONY_TYPE',
  'INVALID_BODY',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'UPSTREAM_UNAVAILABLE',
]);

/** Codes that reject one parameter, so `details.parameter` must name it (the API's error rules). */
export const PARAMETER_CODES = new Set([
  'VALIDATION_ERROR',
  'MISSING_PARAMETER',
  'INVALID_HEX',
  'INVALID_MATCHING_METHOD',
  'INVALID_LOCALE',
  'INVALID_STAIN_ID',
  'INVALID_COLOR_WHEEL',
  'INVALID_HARMONY_TYPE',
]);

function fail(what: string, label: string, a: Answer): never {
  throw new Error(`${label}: ${what} (status ${a.status}, body ${a.text.slice(0, 400)})`);
}

function checkMeta(a: Answer, label: string, locale: string | null | undefined) {
  const meta = a.json?.meta;
  if (!meta || typeof meta !== 'object') fail('no meta', label, a);
  if (typeof meta.requestId !== 'string' || !UUID_RE.test(meta.requestId))
    fail('meta.requestId is not a UUID', label, a);
  if (meta.requestId !== a.headers.get('x-request-id')) fail('meta.requestId differs from X-Request-ID', label, a);
  if (meta.apiVersion !== 'v1') fail('meta.apiVersion is not v1', label, a);
  if (locale !== undefined) {
    const want = locale && locale !== 'en' ? locale : undefined;
    if (meta.locale !== want) fail(`meta.locale is ${meta.locale}, expected ${want}`, label, a);
  }
}

/**
 * A 2xx JSON answer in the success envelope. `locale`: the locale in effect (null or 'en' = none),
 * or undefined to skip the meta.locale check.
 */
export function assertSuccess(a: Answer, label = '', locale?: string | null) {
  if (a.status < 200 || a.status > 299) fail('not 2xx', label, a);
  if (!a.json || a.json.success !== true) fail('success is not true', label, a);
  if (!('data' in a.json) || a.json.data === undefined) fail('no data', label, a);
  if ('error' in a.json) fail('success envelope carries error', label, a);
  checkMeta(a, label, locale);
}

/** A 4xx/5xx answer in the error envelope with a known code and a message. */
export function assertError(a: Answer, label = '', locale?: string | null) {
  if (a.status < 400) fail('not an error status', label, a);
  const body = a.json;
  if (!body || body.success !== false) fail('success is not false', label, a);
  if (!ERROR_CODES.has(body.error)) fail(`unknown error code ${body.error}`, label, a);
  if (typeof body.message !== 'string' || body.message.trim() === '') fail('no message', label, a);
  if ('data' in body) fail('error envelope carries data', label, a);
  if (PARAMETER_CODES.has(body.error)) {
    if (!body.details || typeof body.details.parameter !== 'string' || body.details.parameter === '') {
      fail('validation error without details.parameter', label, a);
    }
  }
  checkMeta(a, label, locale);
}

/** The error envelope with a given status, code and (optionally) rejected parameter. */
export function assertRejected(a: Answer, status: number, code: string, parameter?: string, label = '') {
  assertError(a, label);
  if (a.status !== status) fail(`status ${a.status}, expected ${status}`, label, a);
  if (a.json.error !== code) fail(`code ${a.json.error}, expected ${code}`, label, a);
  if (parameter !== undefined && a.json.details?.parameter !== parameter) {
    fail(`details.parameter ${a.json.details?.parameter}, expected ${parameter}`, label, a);
  }
}
