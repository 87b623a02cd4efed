/**
 * The app's answers to refused exchanges, every kind, in process (the 408 of a request whose
 * headers trickle in takes the server 20 s to give; the raw-socket tests of the server cover the
 * others end to end): status, the error envelope, and the header rule of the spec.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../lib/api/app.ts';
import { ENGINE_ROUTES } from '../../lib/api/routes/index.ts';
import { createMemoryRateLimiter } from '../../lib/api/rate-limit.ts';
import { expectSpecHeaders } from '../hardening/spec-headers.ts';

const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('app.refuse', () => {
  const app = createApp({ routes: ENGINE_ROUTES, rateLimiter: createMemoryRateLimiter(60) });

  it.each([
    ['expectation', 417],
    ['not-http', 400],
    ['timeout', 408],
    ['headers-too-large', 431],
  ] as const)('%s: %i in the envelope with every /v1 header', (refusal, status) => {
    const out = app.refuse(refusal, { headersOnly: false, clientIp: '192.0.2.1', received: 'x'.repeat(1000) });
    expect(out.status).toBe(status);
    expectSpecHeaders(lower(out.headers));
    const body = JSON.parse(out.body as string);
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', meta: { apiVersion: 'v1' } });
    expect(body.meta.requestId).toBe(out.headers['X-Request-ID']);
    expect(JSON.stringify(body).length).toBeLessThan(400);
  });

  it('sends no body for a HEAD, and reports the allowance left without counting', async () => {
    for (let i = 0; i < 3; i++)
      await app.handle({ method: 'GET', url: '/v1/wheels', header: () => null, clientIp: '192.0.2.9' });
    const out = app.refuse('headers-too-large', { headersOnly: true, clientIp: '192.0.2.9' });
    expect(out.body).toBeNull();
    expect(out.headers['X-RateLimit-Remaining']).toBe('62');
    expect(app.refuse('timeout', { headersOnly: true, clientIp: '192.0.2.9' }).headers['X-RateLimit-Remaining']).toBe(
      '62',
    );
  });
});
