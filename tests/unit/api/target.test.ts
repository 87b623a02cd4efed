import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isApiPath, splitTarget } from '../../../lib/api/target.ts';

/** The oracle: what the URL parser itself reads (text that is no URL reads as `/`, no query). */
function parsed(url: string): { path: string; search: string } {
  try {
    const u = new URL(url, 'http://localhost');
    return { path: u.pathname, search: u.search };
  } catch {
    return { path: '/', search: '' };
  }
}

// Characters that matter to the URL parser, so that generated text hits every rule often.
const piece = fc.oneof(
  fc.constantFrom('/', '//', '.', '..', '/./', '/../', '%2e', '%2E', '%', '%41', '%zz', '?', '??', '#', '&', '=', '+'),
  fc.constantFrom('\\', ' ', '\t', '\n', '"', "'", '<', '>', '`', '{', '}', '^', '|', '[', ']', '@', ':', ';'),
  fc.constantFrom('v1', 'dyes', 'match', 'closest', 'hex=5b7fc0', 'é', '\u{1F3A8}', '\ud800', '\u0000', '\u007f'),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const prefix = fc.constantFrom(
  '',
  '/',
  'http://localhost',
  'https://example.com',
  'http://a.b:8787',
  'http://LOCALHOST',
  'http://127.0.0.1:80',
  'http://1.2',
  'http://a.0x1f',
  'http://xn--abc',
  'http://h:99999',
  'http://user@host',
  'HTTP://x',
  'http:',
  'http:/',
  'ftp://x',
  'http://[::1]',
);

describe('splitTarget', () => {
  it('reads the path and query exactly as the URL parser does (20,000 generated URLs)', () => {
    const url = fc.tuple(prefix, fc.array(piece, { maxLength: 12 })).map(([p, parts]) => p + parts.join(''));
    fc.assert(
      fc.property(url, (u) => {
        expect(splitTarget(u)).toEqual(parsed(u));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    '/v1/match/closest?hex=5b7fc0',
    '/v1/match/closest?hex=%235b7fc0&method=oklab',
    'http://localhost/v1/dyes?page=2&perPage=7',
    'https://api.example.com:8443/v1/dyes/5729?locale=ja',
    '/v1/dyes/../wheels',
    '/v1/./dyes',
    '/v1/dyes?',
    '/v1/dyes#frag',
    '/v1/dyes?q=a b',
    '/v1/dyes/%2e%2e/wheels',
    '//evil.example/v1/dyes',
    'http://999.1.1.1/v1/dyes',
    'not a url',
    '',
  ])('%j', (u) => {
    expect(splitTarget(u)).toEqual(parsed(u));
  });
});

describe('isApiPath: the one test of "is this a /v1 path" every runtime uses', () => {
  it.each([
    ['/v1', true],
    ['/v1/', true],
    ['/v1/match/closest', true],
    ['/v10', false],
    ['/v1x/dyes', false],
    ['/V1/dyes', false], // paths are case-sensitive, as the routes are
    ['/health', false],
    ['/', false],
    ['/api/v1/dyes', false],
  ])('%s → %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});
