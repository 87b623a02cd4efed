/**
 * The envelope, headers, locales, routing and error rules of the API contract (with
 * the project's own choices where it leaves a gap), against a real server process.
 */
import { describe, expect, it } from 'vitest';
import { useSpawnedServer } from '../helpers/server-process.ts';
import { UUID_RE } from '../helpers/http.ts';
import { assertError, assertRejected, assertSuccess } from '../helpers/envelope.ts';
import { LOCALES, byStain } from '../helpers/dataset.ts';
import { expectDyeObject } from './dye-object.ts';

// A limit, so the X-RateLimit-* headers are there to check (none is sent with limiting off); far
// more than the test sends.
const server = useSpawnedServer({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const get = server.get;

const PUBLIC = 'public, max-age=3600, s-maxage=86400';
const withQuery = (path: string, q: string) => path + (path.includes('?') ? '&' : '?') + q;

/** One successful request per dye, match, wheel and harmony route. */
const OK_ROUTES = [
  '/v1/dyes',
  '/v1/dyes/5729',
  '/v1/dyes/stain/1',
  '/v1/dyes/search?q=blue',
  '/v1/dyes/categories',
  '/v1/dyes/batch?ids=1,2',
  '/v1/dyes/consolidation-groups',
  '/v1/match/closest?hex=ff0000',
  '/v1/match/within-distance?hex=ff0000&maxDistance=20',
  '/v1/wheels',
  '/v1/wheels/ryb',
  '/v1/harmony/types',
  '/v1/harmony?dye=5729&type=triadic&wheel=ryb',
];

/** One request per error code the dye routes can produce, with the parameter it names. */
const ERROR_CASES: [string, number, string, string | undefined][] = [
  ['/v1/dyes?page=0', 400, 'VALIDATION_ERROR', 'page'],
  ['/v1/dyes/search', 400, 'MISSING_PARAMETER', 'q'],
  ['/v1/match/closest?hex=fff', 400, 'INVALID_HEX', 'hex'],
  ['/v1/match/closest?hex=ff0000&method=lab', 400, 'INVALID_MATCHING_METHOD', 'method'],
  ['/v1/dyes?locale=xx', 400, 'INVALID_LOCALE', 'locale'],
  ['/v1/dyes/stain/0', 400, 'INVALID_STAIN_ID', 'stainId'],
  ['/v1/wheels/cmy', 400, 'INVALID_COLOR_WHEEL', 'id'],
  ['/v1/harmony?dye=5729&wheel=cmy', 400, 'INVALID_COLOR_WHEEL', 'wheel'],
  ['/v1/harmony?dye=5729&type=pentadic', 400, 'INVALID_HARMONY_TYPE', 'type'],
  ['/v1/dyes/99999', 404, 'NOT_FOUND', undefined],
  ['/v1/nothing-here', 404, 'NOT_FOUND', undefined],
];

describe('success envelope and headers', () => {
  it('wraps every route in the envelope with matching X-Request-ID, version, cache and CORS headers', async () => {
    for (const path of OK_ROUTES) {
      const a = await get(path);
      assertSuccess(a, path, null);
      expect(a.headers.get('x-api-version'), path).toBe('v1');
      expect(a.headers.get('cache-control'), path).toBe(PUBLIC);
      expect(a.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(a.headers.get('content-type'), path).toMatch(/^application\/json/);
      for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
        expect(a.headers.get(h), `${path} ${h}`).toMatch(/^\d+$/);
      }
      expect(
        Object.keys(a.json).filter((k) => !['success', 'data', 'pagination', 'meta'].includes(k)),
        path,
      ).toEqual([]);
      expect('pagination' in a.json, path).toBe(path === '/v1/dyes');
    }
  });

  it('exposes the rate-limit, request-id, version and Retry-After headers to browsers, not X-Cache or Age', async () => {
    const a = await get('/v1/dyes/1');
    const exposed = (a.headers.get('access-control-expose-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const h of [
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
      'x-request-id',
      'x-api-version',
      'retry-after',
    ]) {
      expect(exposed, h).toContain(h);
    }
    expect(exposed).not.toContain('x-cache');
    expect(exposed).not.toContain('age');
  });

  it('gives every request its own UUID and reuses a caller’s UUID, never other text', async () => {
    const [a, b] = await Promise.all([get('/v1/dyes/1'), get('/v1/dyes/1')]);
    expect(a.json.meta.requestId).not.toBe(b.json.meta.requestId);
    const mine = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const reused = await get('/v1/dyes/1', { headers: { 'X-Request-ID': mine } });
    expect(reused.headers.get('x-request-id')).toBe(mine);
    expect(reused.json.meta.requestId).toBe(mine);
    const junk = await get('/v1/dyes/1', { headers: { 'X-Request-ID': 'not-a-uuid<script>' } });
    expect(junk.json.meta.requestId).toMatch(UUID_RE);
    expect(junk.json.meta.requestId).not.toBe('not-a-uuid<script>');
    const onError = await get('/v1/dyes/99999', { headers: { 'X-Request-ID': mine } });
    expect(onError.json.meta.requestId).toBe(mine);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await fetch(`${server.url()}/v1/dyes/1`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-api-version')).toBe('v1');
    expect(await res.text()).toBe('');
  });
});

describe('error envelope', () => {
  it('answers each error code with its status, a message, details and no-store', async () => {
    for (const [path, status, code, parameter] of ERROR_CASES) {
      const a = await get(path);
      assertRejected(a, status, code, parameter, path);
      expect(a.headers.get('cache-control'), path).toBe('no-store');
      expect(a.headers.get('x-api-version'), path).toBe('v1');
      expect(a.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(a.json.meta.requestId).toBe(a.headers.get('x-request-id'));
      expect(
        Object.keys(a.json).filter((k) => !['success', 'error', 'message', 'details', 'meta'].includes(k)),
        path,
      ).toEqual([]);
      // A missing parameter has nothing received (the reference sends { parameter, required: true }).
      if (parameter && code !== 'MISSING_PARAMETER') {
        expect(a.json.details, path).toHaveProperty('received');
        expect(a.json.details, path).toHaveProperty('expected');
      }
    }
  });

  it('reports the received value and what was expected', async () => {
    const hex = await get('/v1/match/closest?hex=12345g');
    expect(hex.json.details).toMatchObject({ parameter: 'hex', received: '12345g' });
    expect(String(hex.json.details.expected)).toContain('[0-9A-Fa-f]{6}');
    const locale = await get('/v1/dyes?locale=EN');
    expect(locale.json.details).toEqual({ parameter: 'locale', received: 'EN', expected: [...LOCALES] });
    const wheel = await get('/v1/wheels/cmy');
    expect(wheel.json.details).toEqual({
      parameter: 'id',
      received: 'cmy',
      expected: ['rgb', 'ryb', 'perceptual', 'oklch-hue', 'oklch-lightness'],
    });
    const page = await get('/v1/dyes?page=1001');
    expect(page.json.details).toMatchObject({ parameter: 'page', received: 1001 });
  });
});

describe('validation stops at the first failing parameter', () => {
  // Orders of the reference implementation; locale is checked before every route parameter.
  const cases: [string, string, string][] = [
    ['/v1/dyes?locale=xx&page=0&minPrice=-1', 'INVALID_LOCALE', 'locale'],
    ['/v1/dyes?perPage=0&minPrice=-1', 'VALIDATION_ERROR', 'minPrice'],
    ['/v1/dyes?perPage=0&maxPrice=x&minPrice=1', 'VALIDATION_ERROR', 'maxPrice'],
    ['/v1/dyes?page=0&sort=bad', 'VALIDATION_ERROR', 'sort'],
    ['/v1/dyes?order=up&page=0&sort=name', 'VALIDATION_ERROR', 'order'],
    ['/v1/dyes?perPage=0&page=0', 'VALIDATION_ERROR', 'page'],
    ['/v1/dyes?metallic=x&perPage=0', 'VALIDATION_ERROR', 'perPage'],
    ['/v1/dyes?excludeIds=0&consolidationType=Z&metallic=x', 'VALIDATION_ERROR', 'metallic'],
    ['/v1/dyes?excludeIds=0&consolidationType=Z', 'VALIDATION_ERROR', 'consolidationType'],
    ['/v1/match/closest?excludeIds=0&metallic=x&method=bad&hex=zz', 'INVALID_HEX', 'hex'],
    ['/v1/match/closest?excludeIds=0&metallic=x&method=bad', 'MISSING_PARAMETER', 'hex'],
    ['/v1/match/closest?hex=ff0000&excludeIds=0&metallic=x&method=bad', 'INVALID_MATCHING_METHOD', 'method'],
    ['/v1/match/closest?hex=ff0000&excludeIds=0&metallic=x', 'VALIDATION_ERROR', 'metallic'],
    ['/v1/match/within-distance?hex=ff0000&method=bad&limit=0', 'MISSING_PARAMETER', 'maxDistance'],
    ['/v1/match/within-distance?hex=ff0000&maxDistance=1&limit=0&method=bad', 'INVALID_MATCHING_METHOD', 'method'],
    ['/v1/match/within-distance?hex=ff0000&maxDistance=1&craft=x&limit=0', 'VALIDATION_ERROR', 'limit'],
    ['/v1/wheels/cmy?stops=1', 'INVALID_COLOR_WHEEL', 'id'],
    ['/v1/harmony?type=bad&wheel=bad', 'MISSING_PARAMETER', 'dye'],
    ['/v1/harmony?dye=1&wheel=bad&type=bad', 'INVALID_HARMONY_TYPE', 'type'],
    ['/v1/harmony?dye=1&method=bad&wheel=bad', 'INVALID_COLOR_WHEEL', 'wheel'],
    ['/v1/harmony?dye=1&strict=x&method=bad', 'INVALID_MATCHING_METHOD', 'method'],
    ['/v1/harmony?dye=1&companions=9&strict=x', 'VALIDATION_ERROR', 'strict'],
    ['/v1/harmony?dye=1&preventDuplicates=x&companions=9', 'VALIDATION_ERROR', 'companions'],
    ['/v1/harmony?dye=1&metallic=x&preventDuplicates=x', 'VALIDATION_ERROR', 'preventDuplicates'],
    ['/v1/harmony?dye=1&excludeIds=0&expensive=x', 'VALIDATION_ERROR', 'expensive'],
  ];
  for (const [path, code, parameter] of cases) {
    it(`${path} -> ${code} on ${parameter}`, async () => {
      assertRejected(await get(path), 400, code, parameter, path);
    });
  }
});

describe('routing', () => {
  it('answers unknown /v1 routes with 404 Route <METHOD> <path> not found', async () => {
    for (const path of [
      '/v1',
      '/v1/',
      '/v1/dye',
      '/v1/dyes/1/extra',
      '/v1/wheels/ryb/x',
      '/v1/harmony/types/1',
      '/v1/match',
    ]) {
      const a = await get(path);
      assertRejected(a, 404, 'NOT_FOUND', undefined, path);
      expect(a.json.message).toBe(`Route GET ${path} not found`);
      expect(a.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers a wrong method on a known path with 404, not 405', async () => {
    for (const [method, path] of [
      ['POST', '/v1/dyes'],
      ['PUT', '/v1/dyes/1'],
      ['DELETE', '/v1/dyes/1'],
      ['PATCH', '/v1/match/closest'],
      ['POST', '/v1/harmony'],
    ]) {
      const a = await get(path!, { method, body: method === 'DELETE' ? undefined : '{}' });
      assertRejected(a, 404, 'NOT_FOUND', undefined, `${method} ${path}`);
      expect(a.json.message).toBe(`Route ${method} ${path} not found`);
      expect(a.headers.get('x-api-version')).toBe('v1');
    }
  });

  it('answers the CORS preflight with 204 and the allowed methods', async () => {
    for (const path of ['/v1/dyes', '/v1/match/closest', '/v1/anything']) {
      const res = await fetch(`${server.url()}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://example.com', 'Access-Control-Request-Method': 'GET' },
      });
      expect(res.status, path).toBe(204);
      expect(await res.text()).toBe('');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const methods = (res.headers.get('access-control-allow-methods') ?? '').split(',').map((m) => m.trim());
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'OPTIONS']));
      expect(res.headers.get('x-api-version')).toBe('v1');
    }
  });

  it('serves /health as a bare {status, timestamp} outside the envelope', async () => {
    const before = Date.now();
    const a = await get('/health');
    expect(a.status).toBe(200);
    expect(Object.keys(a.json).sort()).toEqual(['status', 'timestamp']);
    expect(a.json.status).toBe('ok');
    expect(new Date(a.json.timestamp).toISOString()).toBe(a.json.timestamp);
    expect(Math.abs(Date.parse(a.json.timestamp) - before)).toBeLessThan(10_000);
    // Outside /v1 a locale is never in effect.
    const withLocale = await get('/health?locale=ja');
    expect(withLocale.json).not.toHaveProperty('meta');
  });
});

describe('locales', () => {
  const LOCALIZED = [
    ['/v1/dyes?perPage=3', (j: any) => j.data],
    ['/v1/dyes/5729', (j: any) => [j.data]],
    ['/v1/dyes/stain/24', (j: any) => [j.data]],
    ['/v1/dyes/search?q=white', (j: any) => j.data],
    ['/v1/dyes/batch?ids=1,125', (j: any) => j.data.dyes],
    ['/v1/match/closest?hex=ff0000', (j: any) => [j.data.dye]],
    ['/v1/match/within-distance?hex=ff0000&maxDistance=20', (j: any) => j.data.results.map((r: any) => r.dye)],
    [
      '/v1/harmony?dye=5729&type=square&companions=2',
      (j: any) => [j.data.base.dye, ...j.data.slots.flatMap((s: any) => [s.dye, ...s.companions])],
    ],
  ] as const;

  for (const locale of LOCALES) {
    it(`${locale}: localizedName on every dye and meta.locale on every /v1 answer`, async () => {
      for (const [path, dyesOf] of LOCALIZED) {
        const a = await get(withQuery(path, `locale=${locale}`));
        assertSuccess(a, `${path} ${locale}`, locale);
        const dyes = dyesOf(a.json);
        expect(dyes.length, path).toBeGreaterThan(0);
        for (const d of dyes) expectDyeObject(d, locale);
      }
      // Decision #4: also the two routes the reference leaves without meta.locale.
      for (const path of ['/v1/dyes/categories', '/v1/dyes/consolidation-groups', '/v1/wheels', '/v1/harmony/types']) {
        assertSuccess(await get(`${path}?locale=${locale}`), `${path} ${locale}`, locale);
      }
      // Errors carry the locale in effect too.
      const notFound = await get(`/v1/dyes/99999?locale=${locale}`);
      assertRejected(notFound, 404, 'NOT_FOUND');
      expect(notFound.json.meta.locale).toBe(locale === 'en' ? undefined : locale);
      const invalid = await get(`/v1/dyes?page=0&locale=${locale}`);
      expect(invalid.json.meta.locale).toBe(locale === 'en' ? undefined : locale);
    });
  }

  it('uses the dataset name of the locale (stain 24 in every language)', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const a = await get(`/v1/dyes/stain/24?locale=${locale}`);
      expect(a.json.data.localizedName).toBe(byStain.get(24)!.names[locale]);
      expect(a.json.data.name).toBe(byStain.get(24)!.name);
    }
  });

  it('rejects unsupported locales before anything else, without meta.locale', async () => {
    for (const bad of ['EN', 'ja-JP', 'xx', 'jp', 'cn', 'de_DE', '%20ja']) {
      for (const path of ['/v1/dyes', '/v1/dyes/99999', '/v1/nope', '/v1/match/closest']) {
        const a = await get(`${path}?locale=${bad}`);
        assertRejected(a, 400, 'INVALID_LOCALE', 'locale', `${path} ${bad}`);
        expect(a.json.meta).not.toHaveProperty('locale');
        expect(a.json.details.expected).toEqual([...LOCALES]);
      }
    }
    const empty = await get('/v1/dyes/1?locale=');
    assertSuccess(empty, 'locale=', null);
  });
});

describe('no error is ever a 5xx on dye routes', () => {
  it('keeps odd but harmless inputs as 2xx or 4xx', async () => {
    for (const path of [
      '/v1/dyes?page=1&page=2',
      '/v1/dyes/%E2%82%AC',
      '/v1/dyes/%',
      '/v1/dyes/%zz',
      '/v1/dyes/stain/%00',
      '/v1/wheels/%F0%9F%8E%A8',
      '/v1/match/closest?hex=%F0%9F%8E%A8',
      `/v1/dyes/search?q=${'%F0%9F%8E%A8'.repeat(60)}`,
      '/v1/dyes?category=%00',
    ]) {
      const a = await get(path);
      expect(a.status, path).toBeLessThan(500);
      if (a.status >= 400) assertError(a, path);
      else assertSuccess(a, path);
    }
  });
});
