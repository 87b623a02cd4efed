import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { queryValues } from '../../../lib/api/query-values.ts';

// Query text as a URL's `search` can hold it, with the characters that matter to the parsing
// (separators, `=`, `?`, `+`, `%`) far more often than chance would give them.
const piece = fc.constantFrom('a', 'hex', 'locale', 'x', '=', '&', '?', '+', '%', '%41', '%zz', '5b7fc0', '', '.', '~');
const search = fc.array(piece, { maxLength: 12 }).map((parts) => (parts.length ? '?' + parts.join('') : ''));
const name = fc.constantFrom('a', 'hex', 'locale', 'x', '', '?a', 'a=', ' ');

describe('queryValues', () => {
  it('answers every name as URLSearchParams.get does', () => {
    fc.assert(
      fc.property(search, fc.array(name, { minLength: 1, maxLength: 5 }), (text, names) => {
        const query = new URLSearchParams(text);
        const valueOf = queryValues(text, query);
        for (const n of names) expect(valueOf(n), `${text} ${n}`).toBe(query.get(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('splits plain text itself: first value wins, a bare name is empty, empty pairs are skipped', () => {
    const text = '?hex=5b7fc0&&method&hex=000000&locale=ja';
    const valueOf = queryValues(text, new URLSearchParams());
    expect([valueOf('hex'), valueOf('method'), valueOf('locale'), valueOf('nope')]).toEqual(['5b7fc0', '', 'ja', null]);
  });
});
