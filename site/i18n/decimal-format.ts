/**
 * Plain decimal numbers in the site's six languages without `Intl`. The first `Intl.NumberFormat`
 * a page builds loads the browser's locale data: 30–80 ms of one task on a desktop, four times
 * that on a phone, spent while the page hydrates. The numbers a tool's first view shows are plain
 * decimals (counts, distances, prices), so they are written here, exactly as `Intl.NumberFormat`
 * writes them (tests/unit/i18n/decimal-format.test.ts compares the two over random numbers); any
 * other style or option goes to `Intl`.
 */

/** Grouping and decimal separators, as the locale data of each language has them. */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  ja: { group: ',', decimal: '.' },
  ko: { group: ',', decimal: '.' },
  zh: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  fr: { group: '\u202f', decimal: ',' },
};

/** The options this writes: fraction digits only (the decimal style, grouping on). */
export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const DECIMAL_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);

/** Whether `formatDecimal` writes these (otherwise use `Intl.NumberFormat`). */
export function canFormatDecimal(lang: string, options: object | undefined): boolean {
  if (!(lang in SEPARATORS)) return false;
  if (!options) return true;
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!DECIMAL_OPTIONS.has(key) || o[key] === undefined) return false;
  const { minimumFractionDigits: min, maximumFractionDigits: max } = o;
  const digits = (x: unknown) => x === undefined || (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 20);
  // Intl refuses min > max when both are given; that case keeps Intl's own error.
  return digits(min) && digits(max) && !(min !== undefined && max !== undefined && (min as number) > (max as number));
}

/**
 * `value` as `new Intl.NumberFormat(lang, options).format(value)` writes it. Rounds half away
 * from zero on the shortest decimal form of the double, as ICU does (1.005 → 1.01), not on its
 * binary value (which `toFixed` uses).
 */
export function formatDecimal(value: number, lang: string, options: DecimalOptions = {}): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const { group, decimal } = SEPARATORS[lang]!;
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 3));
  const negative = value < 0 || Object.is(value, -0);
  const [whole, rounded] = roundDecimal(digitsOf(Math.abs(value)), max);
  const fraction = rounded.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  // ICU signs every negative number, -0 and what rounds to zero from below included.
  return `${negative ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** The shortest decimal form of a non-negative finite double as whole and fraction digits. */
function digitsOf(x: number): [string, string] {
  const text = String(x);
  const e = text.indexOf('e');
  if (e < 0) {
    const [w, f = ''] = text.split('.');
    return [w!, f];
  }
  // 1.5e-7 or 1.2e+21: move the point.
  const mantissa = text.slice(0, e).replace('.', '');
  const point = text.slice(0, e).split('.')[0]!.length + Number(text.slice(e + 1));
  if (point <= 0) return ['0', '0'.repeat(-point) + mantissa];
  if (point >= mantissa.length) return [mantissa + '0'.repeat(point - mantissa.length), ''];
  return [mantissa.slice(0, point), mantissa.slice(point)];
}

/** Rounds decimal digits to `max` fraction digits, half away from zero. */
function roundDecimal([whole, fraction]: [string, string], max: number): [string, string] {
  if (fraction.length <= max) return [whole, fraction];
  const up = fraction.charCodeAt(max) >= 53; // '5'
  let digits = whole + fraction.slice(0, max);
  if (up) {
    const chars = digits.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i < 0) chars.unshift('1');
    else chars[i] = String(Number(chars[i]) + 1);
    digits = chars.join('');
  }
  const cut = digits.length - max;
  return [digits.slice(0, cut).replace(/^0+(?=\d)/, ''), digits.slice(cut)];
}
