import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RawJson, stringify } from '../../../lib/json/stringify.ts';

describe('stringify', () => {
  it('writes exactly what JSON.stringify writes for any JSON-like value (20,000 cases)', () => {
    const value = fc.anything({
      key: fc.oneof(fc.string(), fc.constantFrom('a"b', 'a\\b', '\u0000', '__proto__', 'ключ', '')),
      values: [fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)],
      withObjectString: false,
      withNullPrototype: false,
    });
    fc.assert(
      fc.property(value, (v) => {
        expect(stringify(v)).toBe(JSON.stringify(v) ?? 'null');
      }),
      { numRuns: 20_000 },
    );
  });

  it('writes any string exactly as JSON.stringify does: quotes, backslashes, controls, lone surrogates', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary-ascii' }),
      fc.constantFrom('a"b', 'a\\b', '\u2028', '\ud800', '\udfff\ud800', '\u{1F3A8}', '\u007f', ''),
    );
    fc.assert(
      fc.property(text, (s) => {
        expect(stringify(s)).toBe(JSON.stringify(s));
        expect(stringify({ [s]: [s] })).toBe(JSON.stringify({ [s]: [s] }));
      }),
      { numRuns: 20_000 },
    );
  });

  it('splices pre-serialised fragments in place, at any depth', () => {
    const dye = { name: 'Snow White', hex: '#e4dfd0' };
    const raw = RawJson.of(dye);
    const text = stringify({ data: [raw, { nested: raw }], n: -0, inf: Infinity });
    expect(JSON.parse(text)).toEqual({ data: [dye, { nested: dye }], n: 0, inf: null });
  });
});
