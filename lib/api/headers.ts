/** Headers every `/v1` answer carries (listed on the guide's envelope page, site/guide/envelope.md). */
export const API_VERSION = 'v1';

export const EXPOSED_HEADERS =
  'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-Request-ID, X-API-Version, Retry-After';

export const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
};

export const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, X-Request-ID',
  'Access-Control-Max-Age': '3600',
};

export const JSON_TYPE = 'application/json; charset=utf-8';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reuses a caller's X-Request-ID only when it is a UUID, so logs can be joined but not spoofed with junk. */
export const requestIdFor = (incoming: string | null): string =>
  incoming && UUID.test(incoming) ? incoming : crypto.randomUUID();
