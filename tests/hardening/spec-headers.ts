/**
 * The header rule of the API contract (site/guide/envelope.md): every `/v1` response carries
 * X-Request-ID, X-API-Version, X-RateLimit-Limit, -Remaining and -Reset, Cache-Control and CORS.
 * Takes headers with lower-case names.
 */
import { expect } from 'vitest';
import { UUID_RE } from '../helpers/http.ts';

export function expectSpecHeaders(headers: Record<string, string | undefined>): void {
  expect(headers['x-request-id'], 'X-Request-ID').toMatch(UUID_RE);
  expect(headers['x-api-version'], 'X-API-Version').toBe('v1');
  expect(headers['x-ratelimit-limit'], 'X-RateLimit-Limit').toMatch(/^\d+$/);
  expect(headers['x-ratelimit-remaining'], 'X-RateLimit-Remaining').toMatch(/^\d+$/);
  expect(Number(headers['x-ratelimit-remaining'])).toBeLessThanOrEqual(Number(headers['x-ratelimit-limit']));
  // A Unix time within a minute from now.
  const reset = Number(headers['x-ratelimit-reset']);
  expect(reset - Date.now() / 1000, 'X-RateLimit-Reset').toBeGreaterThan(-1);
  expect(reset - Date.now() / 1000, 'X-RateLimit-Reset').toBeLessThanOrEqual(61);
  expect(headers['cache-control'], 'Cache-Control').toBeTruthy();
  expect(headers['access-control-allow-origin'], 'Access-Control-Allow-Origin').toBe('*');
}
