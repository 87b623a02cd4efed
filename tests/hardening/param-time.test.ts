/**
 * Finding 2: no parameter may cost more than a few milliseconds, whatever its text. Every
 * parameter of every route (read from the app's own route table, so new routes are covered) gets
 * 16 KB values of the shapes that make backtracking patterns slow; the slowest answer of each
 * route is timed in-process, where nothing but parsing is measured. A value past the length cap
 * is refused with a 400 that names the parameter.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../../lib/api/app.ts';
import { ENGINE_ROUTES } from '../../lib/api/routes/index.ts';
import { charaRoutes } from '../../lib/api/chara/index.ts';

const SIZE = 16 * 1024;
/** Generous on a shared two-core machine; the quadratic number pattern took ~500 ms here. */
const BUDGET_MS = 50;

const SHAPES: Record<string, string> = {
  'digits then x': '9'.repeat(SIZE - 1) + 'x',
  digits: '1'.repeat(SIZE),
  'digits, dot, digits, x': '1'.repeat(SIZE / 2) + '.' + '2'.repeat(SIZE / 2 - 2) + 'x',
  'exponent run': '1e' + '1'.repeat(SIZE - 3) + 'e',
  'id list': Array.from({ length: SIZE / 2 }, () => '1')
    .join(',')
    .slice(0, SIZE),
  letters: 'a'.repeat(SIZE),
  'hex digits': '#' + 'f'.repeat(SIZE - 1),
  signs: '-'.repeat(SIZE),
  'spaces and commas': ' ,'.repeat(SIZE / 2),
};

const app = createApp({
  routes: [
    ...ENGINE_ROUTES,
    // Chara routes must not reach any network here: every upstream call fails at once.
    ...charaRoutes({ fetch: () => Promise.reject(new Error('offline')), base: 'http://127.0.0.1:9' }),
  ],
  logError: () => {},
});

/** The route's documented example with one parameter replaced, so every other parameter is valid. */
function requestWith(example: string, template: string, name: string, where: 'query' | 'path', value: string): string {
  const url = new URL(example, 'http://local');
  if (where === 'path') {
    const at = template.split('/').indexOf(`:${name}`);
    const parts = url.pathname.split('/');
    parts[at] = encodeURIComponent(value);
    url.pathname = parts.join('/');
  } else url.searchParams.set(name, value);
  return url.pathname + url.search;
}

async function timed(method: string, path: string) {
  const t0 = performance.now();
  const out = await app.handle({ method, url: `http://local${path}`, header: () => null, body: null });
  return { ms: performance.now() - t0, out };
}

describe('every parameter parses 16 KB in linear time', () => {
  for (const route of app.routes.filter((r) => r.method === 'GET')) {
    it(`${route.method} ${route.path}`, async () => {
      const names = route.params.map((p) => [p.name, p.in] as const);
      names.push(['locale', 'query']);
      let slowest = { ms: 0, what: '' };
      for (const [name, where] of names) {
        for (const [shape, value] of Object.entries(SHAPES)) {
          const path = requestWith(route.example, route.path, name, where, value);
          // The fastest of three: the first call may include one-off compilation, and the machine
          // is shared, so a single run can be slowed by anything else.
          let ms = Infinity;
          for (let run = 0; run < 3; run++) {
            const answer = await timed(route.method, path);
            expect(answer.out.status, `${name}=${shape}`).toBeLessThan(500);
            ms = Math.min(ms, answer.ms);
          }
          if (ms > slowest.ms) slowest = { ms, what: `${name} = ${shape}` };
        }
      }
      expect(slowest.ms, `slowest: ${slowest.what}`).toBeLessThan(BUDGET_MS);
    });
  }
});

describe('the length cap', () => {
  it('refuses an over-long number before any pattern runs, naming the parameter', async () => {
    const { out, ms } = await timed('GET', `/v1/match/within-distance?hex=ff0000&maxDistance=${'1'.repeat(16_200)}x`);
    expect(out.status).toBe(400);
    expect(ms).toBeLessThan(BUDGET_MS);
    const body = JSON.parse(String(out.body));
    expect(body.success).toBe(false);
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.details.parameter).toBe('maxDistance');
    expect(body.message).toContain('maxDistance');
  });

  it('caps a parameter the route does not read too, so no value is ever long', async () => {
    const { out } = await timed('GET', `/v1/dyes?unused=${'a'.repeat(SIZE)}`);
    expect(out.status).toBe(400);
    expect(JSON.parse(String(out.body)).details.parameter).toBe('unused');
  });

  it('still takes long valid values: 50 dye IDs with spaces', async () => {
    const ids = Array.from({ length: 50 }, () => ' 5729 ').join(',');
    const { out } = await timed('GET', `/v1/dyes/batch?ids=${encodeURIComponent(ids)}`);
    expect(out.status).toBe(200);
  });

  it('parses numbers with and without a fraction or exponent as before', async () => {
    const cases = [
      ['12', 200],
      ['12.', 200],
      ['.5', 200],
      ['1.5e2', 200],
      ['+3', 200],
      ['1e', 400],
      ['.', 400],
      ['1.2.3', 400],
      ['1x', 400],
    ] as const;
    for (const [text, status] of cases) {
      const { out } = await timed(
        'GET',
        `/v1/match/within-distance?hex=ff0000&maxDistance=${encodeURIComponent(text)}`,
      );
      expect(out.status, `maxDistance=${text}`).toBe(status);
    }
  });
});
