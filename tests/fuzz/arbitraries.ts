/**
 * fast-check generators for requests to the engine routes.
 *
 * - `chaosRequest`: anything a client could send: unicode, huge numbers, `1e3`, `+5`, `007`, empty
 *   and repeated parameters, unknown parameters, broken percent-encoding, odd path segments.
 * - `labelledRequest`: every parameter either absent, valid or invalid by the spec's rules, so the
 *   expected answer (the first failing parameter's code, or success / 404) is known in advance.
 */
import fc from 'fast-check';
import { DATASET, FACEWEAR, passes, resolveAuto, type FilterName } from '../helpers/dataset.ts';
import {
  FILTERS,
  HARMONY_TYPES,
  LOCALES,
  METHODS,
  RETIRED_METHODS,
  ROUTES,
  WHEELS,
  type Kind,
  type PathKind,
  type RouteSpec,
} from './routes.ts';

/** Lone surrogates cannot be percent-encoded; replace them as String.prototype.toWellFormed would (ES2024). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

// ---------------------------------------------------------------------------------------------
// Chaos

const WEIRD = [
  '1e3',
  '+5',
  '007',
  '-0',
  '0',
  '0x10',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  '.5',
  '1.',
  ' 5',
  '5 ',
  '1,2',
  ',,',
  '99999999999999999999',
  '9007199254740993',
  '-1',
  '2abc',
  '１２',
  '١٢',
  '1_000',
  '1e-3',
  '0.01',
  '1e400',
  'true',
  'false',
  'TRUE',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '%',
  '%%',
  '%zz',
  '%F0%9F',
  '#',
  '&',
  '=',
  '?',
  '/',
  '..',
  '\u0000',
  '\uFEFF',
  'ß',
  'ẞ',
  'İ',
  'ｽﾉｳ',
  '🎨',
  '#ff00aa',
  'ff00aa',
  'FFF',
  '#12345',
  '-1629',
  '52254',
  '3000',
  '200',
  '5729',
  '1',
  '125',
  '126',
  '254',
  '255',
  '5728',
];

/** Values that are valid somewhere, so chaos also reaches the deep code paths. */
const KNOWN = [
  ...LOCALES,
  ...METHODS,
  ...RETIRED_METHODS,
  ...WHEELS,
  ...HARMONY_TYPES,
  ...FILTERS,
  'A',
  'B',
  'C',
  'auto',
  'item',
  'stain',
  'asc',
  'desc',
  'name',
  'brightness',
  'saturation',
  'hue',
  'cost',
  '10',
  '72',
  '360',
  '3',
  '0.5',
  '20',
  'blue',
];

export const chaosValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WEIRD) },
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map(wellFormed) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.nat(300).map((n) => 'a'.repeat(n)) },
  {
    weight: 1,
    arbitrary: fc.array(fc.integer({ min: -70_000, max: 70_000 }), { maxLength: 80 }).map((a) => a.join(',')),
  },
);

/** How a value goes on the wire: properly encoded, loosely encoded, or with broken escapes. */
const encoded = (value: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc
    .tuple(
      value,
      fc.constantFrom('component', 'component', 'loose', 'broken'),
      fc.constantFrom('%', '%z', '%zz', '%C3', '%F0%9F%8E', '%2'),
    )
    .map(([v, mode, junk]) =>
      mode === 'component' ? encodeURIComponent(v) : mode === 'loose' ? encodeURI(v) : encodeURIComponent(v) + junk,
    );

export interface FuzzRequest {
  /** Path and query, e.g. `/v1/dyes?page=2`. */
  target: string;
  method: string;
  /** The route the generator aimed at (null for random /v1 paths). */
  aimedAt: RouteSpec | null;
}

const ALL_NAMES = [...new Set(ROUTES.flatMap((r) => [...r.query, ...(r.unvalidated ?? [])].map(([n]) => n)))];

const chaosQuery = (route: RouteSpec | null): fc.Arbitrary<string> => {
  const own = route ? [...route.query, ...(route.unvalidated ?? [])].map(([n]) => n) : [];
  const name = fc.oneof(
    { weight: 6, arbitrary: own.length ? fc.constantFrom('locale', ...own) : fc.constant('locale') },
    { weight: 2, arbitrary: fc.constantFrom(...ALL_NAMES) },
    { weight: 1, arbitrary: fc.constantFrom('Page', 'LOCALE', 'hex[]', 'foo', '', 'q ', '__proto__') },
  );
  const pair = fc
    .tuple(name, fc.oneof(encoded(chaosValue), fc.constant(null)), fc.integer({ min: 1, max: 3 }))
    .map(([n, v, times]) => {
      const one = v === null ? encodeURIComponent(n) : `${encodeURIComponent(n)}=${v}`;
      return Array(times).fill(one).join('&');
    });
  // Often give the required parameters a valid value, so chaos also reaches the later ones.
  const backbone = route && BACKBONE[route.path] ? fc.constantFrom(BACKBONE[route.path]!, null) : fc.constant(null);
  return fc.tuple(fc.array(pair, { maxLength: 8 }), backbone, fc.boolean()).map(([pairs, base, first]) => {
    const all = base === null ? pairs : first ? [base, ...pairs] : [...pairs, base];
    return all.length ? '?' + all.join('&') : '';
  });
};

const BACKBONE: Record<string, string> = {
  '/v1/dyes/search': 'q=blue',
  '/v1/dyes/batch': 'ids=1,5729,-1629',
  '/v1/match/closest': 'hex=ff0000',
  '/v1/match/within-distance': 'hex=%23336699&maxDistance=15',
  '/v1/harmony': 'dye=5729',
};

const chaosSegment: fc.Arbitrary<string> = encoded(chaosValue).filter((s) => s !== '' && s !== '.' && s !== '..');

export const chaosRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(...ROUTES).chain((route) =>
      fc.tuple(route.pathParam ? chaosSegment : fc.constant(''), chaosQuery(route)).map(([segment, query]) => ({
        target: route.path.replace(/:[A-Za-z]+/, segment) + query,
        method: 'GET',
        aimedAt: route,
      })),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(chaosSegment, { minLength: 1, maxLength: 4 }), chaosQuery(null))
      .map(([segs, query]) => ({
        target: '/v1/' + segs.join('/') + query,
        method: 'GET',
        aimedAt: null,
      })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...ROUTES), fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'))
      .map(([route, method]) => ({
        target: route.path.replace(/:[A-Za-z]+/, '1'),
        method,
        aimedAt: route,
      })),
  },
);

// ---------------------------------------------------------------------------------------------
// Labelled

/** What the spec says the answer must be. */
export interface Expected {
  status: 200 | 400 | 404;
  code?: string;
  parameter?: string;
  /** The locale in effect (null: none). */
  locale: string | null;
  /** Further checks of a 200 body; returns a problem or null. */
  verify?: (body: any) => string | null;
}

export interface LabelledRequest extends FuzzRequest {
  expected: Expected;
}

/** One parameter of a labelled request; `invalid` is the code it must be rejected with (status 400 unless given). */
type Choice = { name: string; raw: string | null; invalid?: string; status?: 404 };

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
const absent = (name: string): fc.Arbitrary<Choice> => fc.constant({ name, raw: null });
const valid = (name: string, value: fc.Arbitrary<string>): fc.Arbitrary<Choice> => value.map((raw) => ({ name, raw }));
const invalid = (name: string, code: string, value: fc.Arbitrary<string>): fc.Arbitrary<Choice> =>
  value.map((raw) => ({ name, raw, invalid: code }));

/** Absent, valid or invalid, weighted so that most requests have zero to two bad parameters. */
function choose(
  name: string,
  ok: fc.Arbitrary<string>,
  bad: fc.Arbitrary<string>,
  badCode: string,
  required = false,
): fc.Arbitrary<Choice> {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: required
        ? invalid(name, 'MISSING_PARAMETER', fc.constant('')).map((c) => ({ ...c, raw: null }))
        : absent(name),
    },
    { weight: 6, arbitrary: valid(name, ok) },
    { weight: 1, arbitrary: invalid(name, badCode, bad) },
  );
}

const NON_CANONICAL = ['007', '+5', '1e3', '1.5', 'abc', '-0', ' 5', '5 ', '0x10', '１'];
const intOk = (min: number, max: number) =>
  fc
    .oneof(
      fc.integer({ min, max: Math.min(max, min + 1000) }),
      Number.isFinite(max) ? fc.constantFrom(min, max) : fc.constant(min),
    )
    .map(String);
const intBad = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom(...NON_CANONICAL),
    Number.isFinite(max) ? fc.integer({ min: max + 1, max: max + 1_000_000 }).map(String) : fc.constant('-1'),
    fc.integer({ min: min - 1_000_000, max: min - 1 }).map(String),
  );

const idValues = [
  ...DATASET.flatMap((d) => [d.stainID, d.itemID]),
  ...FACEWEAR.map((f) => f.legacyItemID),
  52254,
  52255,
  52256,
  126,
  254,
  255,
  3000,
  5728,
  99999,
  -5,
];
const canonicalId = fc
  .oneof(
    { weight: 4, arbitrary: pick(idValues) },
    { weight: 1, arbitrary: fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }).filter((n) => n !== 0) },
    { weight: 1, arbitrary: fc.constantFrom(9_999_999_999, -9_999_999_999) },
  )
  .map(String);
const badId = pick(['0', '-0', '007', '+5', '1e3', '5729abc', '1.0', 'abc', '12345678901', '0x10']);

const idList = (min: number) =>
  fc
    .tuple(fc.array(canonicalId, { minLength: min, maxLength: 50 }), fc.boolean())
    .map(([ids, spaced]) => ids.join(spaced ? ' , ' : ','));
const badIdList = fc.oneof(
  fc
    .tuple(fc.array(canonicalId, { maxLength: 10 }), badId, fc.array(canonicalId, { maxLength: 10 }))
    .map(([a, b, c]) => [...a, b, ...c].join(',')),
  fc.array(canonicalId, { minLength: 51, maxLength: 60 }).map((ids) => ids.join(',')),
);

const hexDigits = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 6, maxLength: 6 })
  .map((a) => a.join(''));
const hexOk = fc.tuple(hexDigits, fc.boolean()).map(([h, hash]) => (hash ? '#' + h : h));
const hexBad = pick([
  'fff',
  '#fff',
  '12345g',
  '#1234567',
  'zzzzzz',
  '#',
  'ff00aa ',
  ' ff00aa',
  '##ff00aa',
  '0xff00aa',
  'ff00a',
]);

const notBlank = (s: string) => s.trim() !== '';

function choiceFor(name: string, kind: Kind): fc.Arbitrary<Choice[]> {
  const one = (c: fc.Arbitrary<Choice>) => c.map((x) => [x]);
  switch (kind.kind) {
    case 'locale':
      return one(
        choose(name, pick(['', ...LOCALES]), pick(['EN', 'xx', 'ja-JP', 'jp', ' ja', 'de_DE']), 'INVALID_LOCALE'),
      );
    case 'int':
      return one(
        choose(name, intOk(kind.min, kind.max), intBad(kind.min, kind.max), 'VALIDATION_ERROR', kind.required),
      );
    case 'number':
      return one(
        choose(
          name,
          fc.oneof(
            pick(['0.01', '0.5', '3', '12.5', '50', '100']),
            fc.double({ min: 0.01, max: 1000, noNaN: true }).map(String),
          ),
          pick(['0', '0.001', '-1', '10px', 'abc', 'Infinity', 'NaN', '1e400', '']).filter((s) => s !== ''),
          'VALIDATION_ERROR',
          kind.required,
        ),
      );
    case 'bool':
      return one(
        choose(
          name,
          pick(['true', 'false', '1', '0', '']),
          pick(['TRUE', 'True', 'yes', 'no', '2', 'on', ' true']),
          'VALIDATION_ERROR',
        ),
      );
    case 'enum': {
      const bad = ['zzz', kind.values[0]!.toUpperCase(), kind.values[0]! + 'x', kind.values[0]!.toLowerCase()].filter(
        (v) => !kind.values.includes(v),
      );
      return one(choose(name, pick(['', ...kind.values]), pick(bad), kind.code ?? 'VALIDATION_ERROR'));
    }
    case 'method':
      return one(
        choose(
          name,
          pick(['', ...METHODS, ...RETIRED_METHODS]),
          pick(['CIEDE2000', 'lab', '__proto__', 'constructor', 'toString', 'euclid']),
          'INVALID_MATCHING_METHOD',
        ),
      );
    case 'wheel':
      return one(choose(name, pick(['', ...WHEELS]), pick(['cmy', 'hsv', 'rgbx', 'oklch']), 'INVALID_COLOR_WHEEL'));
    case 'hex':
      return one(choose(name, hexOk, hexBad, 'INVALID_HEX', kind.required));
    case 'idList':
      return one(choose(name, idList(1), badIdList, 'VALIDATION_ERROR', kind.required));
    case 'q':
      return one(
        fc.oneof(
          {
            weight: 2,
            arbitrary: fc.constantFrom<Choice>(
              { name, raw: null, invalid: 'MISSING_PARAMETER' },
              { name, raw: '  ', invalid: 'MISSING_PARAMETER' },
            ),
          },
          {
            weight: 6,
            arbitrary: valid(
              name,
              fc
                .string({ unit: 'binary', minLength: 1, maxLength: 100 })
                .map(wellFormed)
                .filter((s) => s.length <= 100 && notBlank(s)),
            ),
          },
          { weight: 2, arbitrary: valid(name, pick(['white', 'blue', 'ｽﾉｳ', 'schneeweiss', 'creme', 'カ', 'Opo'])) },
          {
            weight: 1,
            arbitrary: invalid(
              name,
              'VALIDATION_ERROR',
              fc.string({ minLength: 101, maxLength: 140 }).filter(notBlank),
            ),
          },
        ),
      );
    case 'free':
      return one(fc.oneof(absent(name), valid(name, chaosValue)));
    case 'harmonyBase':
      return fc.oneof(
        // The base dye is looked up where it is validated: a miss is a 404 before `type`.
        {
          weight: 5,
          arbitrary: canonicalId.map((id): Choice[] => [
            resolveAuto(Number(id))
              ? { name: 'dye', raw: id }
              : { name: 'dye', raw: id, invalid: 'NOT_FOUND', status: 404 },
          ]),
        },
        { weight: 3, arbitrary: hexOk.map((h): Choice[] => [{ name: 'hex', raw: h }]) },
        { weight: 1, arbitrary: hexBad.map((h): Choice[] => [{ name: 'hex', raw: h, invalid: 'INVALID_HEX' }]) },
        { weight: 1, arbitrary: badId.map((id): Choice[] => [{ name: 'dye', raw: id, invalid: 'VALIDATION_ERROR' }]) },
        {
          weight: 1,
          arbitrary: fc.tuple(canonicalId, hexOk).map(([id, h]): Choice[] => [
            { name: 'dye', raw: id, invalid: 'VALIDATION_ERROR' },
            { name: 'hex', raw: h },
          ]),
        },
        { weight: 1, arbitrary: fc.constant<Choice[]>([{ name: 'dye', raw: null, invalid: 'MISSING_PARAMETER' }]) },
      );
  }
}

function pathChoice(name: string, kind: PathKind): fc.Arbitrary<Choice> {
  switch (kind) {
    case 'dyeId':
      return fc.oneof(
        { weight: 4, arbitrary: valid(name, canonicalId) },
        { weight: 1, arbitrary: invalid(name, 'VALIDATION_ERROR', badId) },
      );
    case 'stainId':
      return fc.oneof(
        { weight: 4, arbitrary: valid(name, fc.integer({ min: 1, max: 254 }).map(String)) },
        {
          weight: 1,
          arbitrary: invalid(name, 'INVALID_STAIN_ID', pick(['0', '-1', 'abc', '1.5', '007', '+1', '1e3', '-0'])),
        },
      );
    case 'wheelId':
      return fc.oneof(
        { weight: 4, arbitrary: valid(name, pick(WHEELS)) },
        { weight: 1, arbitrary: invalid(name, 'INVALID_COLOR_WHEEL', pick(['cmy', 'hsv', 'rgbx'])) },
      );
  }
}

const boolOf = (raw: string | null | undefined) =>
  raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;

/** Expected status and checks once every parameter is valid, from the dataset. */
function successExpectation(route: RouteSpec, values: Map<string, string | null>): Pick<Expected, 'status' | 'verify'> {
  const get = (n: string) => values.get(n) ?? null;
  const filters = Object.fromEntries(FILTERS.map((f) => [f, boolOf(get(f))])) as Partial<Record<FilterName, boolean>>;
  const excluded = new Set(
    (get('excludeIds') ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => resolveAuto(Number(p))?.stainID),
  );
  switch (route.path) {
    case '/v1/dyes/:id':
      return { status: resolveAuto(Number(get('id'))) ? 200 : 404 };
    case '/v1/dyes/stain/:stainId':
      return { status: DATASET.some((d) => d.stainID === Number(get('stainId'))) ? 200 : 404 };
    case '/v1/match/closest':
      return { status: DATASET.some((d) => passes(d, filters) && !excluded.has(d.stainID)) ? 200 : 404 };
    case '/v1/dyes/batch': {
      const n = (get('ids') ?? '').split(',').filter((p) => p.trim() !== '').length;
      return {
        status: 200,
        verify: (b) =>
          b.data.dyes.length + b.data.notFound.length === n
            ? null
            : `batch of ${n} ids answered ${b.data.dyes.length} + ${b.data.notFound.length}`,
      };
    }
    case '/v1/dyes': {
      const min = get('minPrice') ? Number(get('minPrice')) : -Infinity;
      const max = get('maxPrice') ? Number(get('maxPrice')) : Infinity;
      const type = get('consolidationType') || null;
      const category = values.get('category');
      const total = DATASET.filter(
        (d) =>
          (category === null || category === undefined || category === '' || d.category === category) &&
          !excluded.has(d.stainID) &&
          d.cost >= min &&
          d.cost <= max &&
          passes(d, filters) &&
          (type === null || d.consolidationType === type),
      ).length;
      const page = get('page') ? Number(get('page')) : 1;
      const perPage = get('perPage') ? Number(get('perPage')) : 50;
      const length = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
      return {
        status: 200,
        verify: (b) =>
          b.pagination?.total === total &&
          b.data.length === length &&
          b.pagination.totalPages === Math.max(1, Math.ceil(total / perPage))
            ? null
            : `expected total ${total}, page length ${length}; got ${JSON.stringify(b.pagination)} with ${b.data.length}`,
      };
    }
    default:
      return { status: 200 };
  }
}

export const labelledRequest: fc.Arbitrary<LabelledRequest> = fc.constantFrom(...ROUTES).chain((route) => {
  const parts: fc.Arbitrary<Choice[]>[] = [choiceFor('locale', { kind: 'locale' })];
  if (route.pathParam) parts.push(pathChoice(route.pathParam.name, route.pathParam.kind).map((c) => [c]));
  for (const [name, kind] of [...route.query, ...(route.unvalidated ?? [])]) parts.push(choiceFor(name, kind));
  return fc.tuple(...parts).chain((groups) => {
    const choices = groups.flat();
    const query = choices.filter((c) => c.raw !== null && c.name !== route.pathParam?.name);
    // Query order on the wire must not matter: shuffle it.
    return fc.shuffledSubarray(query, { minLength: query.length, maxLength: query.length }).map((shuffled) => {
      const segment = choices.find((c) => c.name === route.pathParam?.name);
      const path = route.pathParam ? route.path.replace(/:[A-Za-z]+/, encodeURIComponent(segment!.raw!)) : route.path;
      const qs = shuffled.map((c) => `${encodeURIComponent(c.name)}=${encodeURIComponent(c.raw!)}`).join('&');
      const firstBad = choices.find((c) => c.invalid);
      const localeRaw = choices[0]!.raw;
      const locale = localeRaw && localeRaw !== 'en' && !choices[0]!.invalid ? localeRaw : null;
      const values = new Map(choices.map((c) => [c.name, c.raw]));
      const expected: Expected = firstBad
        ? {
            status: firstBad.status ?? 400,
            code: firstBad.invalid,
            parameter: firstBad.name,
            locale: firstBad.name === 'locale' ? null : locale,
          }
        : { ...successExpectation(route, values), locale };
      return { target: path + (qs ? '?' + qs : ''), method: 'GET', aimedAt: route, expected };
    });
  });
});
