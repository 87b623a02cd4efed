/**
 * The site's plain decimal numbers are written without Intl (site/i18n/decimal-format.ts) and must
 * come out exactly as `Intl.NumberFormat` writes them, the oracle here, in all six languages: random
 * doubles of every magnitude, halves that a binary rounding gets wrong (1.005), negatives, zeros
 * and the fraction-digit options the pages use.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canFormatDecimal, formatDecimal, type DecimalOptions } from '../../../site/i18n/decimal-format.ts';

const LANGS = ['en', 'ja', 'de', 'fr', 'ko', 'zh'];
const options = fc.oneof(
  fc.constant(undefined),
  fc.record(
    { minimumFractionDigits: fc.integer({ min: 0, max: 4 }), maximumFractionDigits: fc.integer({ min: 0, max: 6 }) },
    { requiredKeys: [] },
  ),
);
const numbers = fc.oneof(
  fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
  fc.integer({ min: -1e7, max: 1e7 }),
  fc.integer({ min: -200000, max: 200000 }).map((n) => n / 1000 + 0.0005), // halves at the third decimal
  fc.integer({ min: 0, max: 9999 }).map((n) => n / 100),
  fc.constantFrom(0, -0, 1.005, 2.675, 0.125, 9.995, 999.9995, 1e21, 1.5e-7, 123456789.98765433),
);

describe('plain decimals as Intl writes them', () => {
  it('random numbers, every language, the fraction options', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(...LANGS), options, (value, lang, o) => {
        const opts: DecimalOptions | undefined = o;
        if (opts?.minimumFractionDigits !== undefined && opts.maximumFractionDigits !== undefined)
          fc.pre(opts.minimumFractionDigits <= opts.maximumFractionDigits);
        expect(canFormatDecimal(lang, opts)).toBe(true);
        expect(formatDecimal(value, lang, opts)).toBe(new Intl.NumberFormat(lang, opts).format(value));
      }),
      { numRuns: 20000 },
    );
  });

  it('anything else goes to Intl', () => {
    expect(canFormatDecimal('en', { style: 'percent' })).toBe(false);
    expect(canFormatDecimal('xx', undefined)).toBe(false);
    expect(canFormatDecimal('en', { maximumFractionDigits: 1, minimumFractionDigits: 3 })).toBe(false);
    expect(canFormatDecimal('en', { maximumSignificantDigits: 3 })).toBe(false);
  });
});
