/**
 * Every local `/v1` route against its typed function, over random inputs valid and invalid: the
 * typed result is the `data` of the same request through `createFetch()` (same JSON, key order
 * included), and a refused input throws a ValidationError with the wire error's message, parameter
 * and expectation, and the code the wire answers for its kind.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  closestDye,
  consolidationGroups,
  createFetch,
  dyeBatch,
  dyeById,
  dyeByStain,
  dyeCategories,
  dyesWithin,
  harmony,
  harmonyTypes,
  listDyes,
  searchDyes,
  ValidationError,
  wheel,
  wheels,
  type Envelope,
} from '../../lib/index.ts';
import { shownValue } from '../../lib/validate/index.ts';

fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED ?? 7), numRuns: Number(process.env.PARITY_RUNS ?? 150) });

const api = createFetch();

/** The wire code of each kind, written out here rather than read from lib/api. */
const CODE: Record<string, string> = {
  invalid: 'VALIDATION_ERROR',
  missing: 'MISSING_PARAMETER',
  hex: 'INVALID_HEX',
  method: 'INVALID_MATCHING_METHOD',
  locale: 'INVALID_LOCALE',
  stainId: 'INVALID_STAIN_ID',
  wheel: 'INVALID_COLOR_WHEEL',
  harmonyType: 'INVALID_HARMONY_TYPE',
  notFound: 'NOT_FOUND',
};

type Input = Record<string, string | number | boolean | readonly number[] | undefined>;

function queryOf(input: Input): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

type Outcome = { data: unknown } | { error: ValidationError };

function typed(run: () => unknown): Outcome {
  try {
    return { data: run() };
  } catch (error) {
    if (error instanceof ValidationError) return { error };
    throw error;
  }
}

async function same(path: string, outcome: Outcome): Promise<void> {
  const body = (await (await api(path)).json()) as Envelope<unknown> & { pagination?: unknown };
  if ('error' in outcome) {
    const e = outcome.error;
    expect(body.success, `${path} should fail: ${e.message}`).toBe(false);
    if (body.success) return;
    const details = (body.details ?? {}) as Record<string, unknown>;
    expect({ code: CODE[e.kind], message: e.message, parameter: e.field }).toEqual({
      code: body.error,
      message: body.message,
      parameter: details.parameter,
    });
    if (e.kind !== 'missing') {
      if (e.expected !== undefined) expect(e.expected).toEqual(details.expected);
      expect(String(e.received)).toBe(String(shownValue(details.received)));
    }
    return;
  }
  expect(body.success, `${path} should succeed: ${body.success ? '' : body.message}`).toBe(true);
  if (!body.success) return;
  expect(JSON.stringify(outcome.data)).toBe(JSON.stringify(body.data));
}

// Inputs: mostly valid, with the invalid values a caller actually sends.
const locale = fc.option(fc.constantFrom('en', 'ja', 'de', 'fr', 'ko', 'zh', 'xx', 'EN'), { nil: undefined });
const hex = fc.oneof(
  { arbitrary: fc.stringMatching(/^#?[0-9a-fA-F]{6}$/), weight: 8 },
  { arbitrary: fc.constantFrom('#12', 'zzzzzz', '#1234567', ''), weight: 1 },
);
const method = fc.option(
  fc.constantFrom(
    'ciede2000',
    'oklab',
    'cie76',
    'redmean',
    'rgb',
    'distinguish',
    'hyab',
    'oklch-weighted',
    'euclidean',
    'hsv',
  ),
  { nil: undefined },
);
const flag = fc.option(fc.boolean(), { nil: undefined });
const filters = fc.record(
  {
    metallic: flag,
    pastel: flag,
    dark: flag,
    cosmic: flag,
    ishgardian: flag,
    vendor: flag,
    craft: flag,
    expensive: flag,
  },
  { requiredKeys: [] },
);
const dyeId = fc.oneof(
  fc.integer({ min: 1, max: 130 }),
  fc.integer({ min: 5729, max: 5850 }),
  fc.integer({ min: -5, max: 60000 }),
  fc.constantFrom(52254, 13114, 48227, 0),
);
const excludeIds = fc.option(fc.array(dyeId, { maxLength: 55 }), { nil: undefined });
const int = (min: number, max: number) =>
  fc.option(fc.oneof(fc.integer({ min, max }), fc.integer({ min: min - 5, max: max + 5 }), fc.constant(2.5)), {
    nil: undefined,
  });

describe('typed functions answer what their routes answer', () => {
  it('closestDye = /v1/match/closest', async () => {
    await fc.assert(
      fc.asyncProperty(hex, method, filters, excludeIds, locale, async (h, m, f, x, l) => {
        const options = { method: m as never, ...f, excludeIds: x, locale: l as never };
        await same(
          `/v1/match/closest${queryOf({ hex: h, ...options })}`,
          typed(() => closestDye(h, options)),
        );
      }),
    );
  });

  it('dyesWithin = /v1/match/within-distance', async () => {
    const maxDistance = fc.oneof(fc.double({ min: 0.01, max: 60, noNaN: true }), fc.constantFrom(0, -1, 0.005));
    await fc.assert(
      fc.asyncProperty(
        hex,
        maxDistance,
        method,
        int(1, 125),
        filters,
        excludeIds,
        locale,
        async (h, d, m, n, f, x, l) => {
          const options = { method: m as never, limit: n, ...f, excludeIds: x, locale: l as never };
          await same(
            `/v1/match/within-distance${queryOf({ hex: h, maxDistance: d, ...options })}`,
            typed(() => dyesWithin(h, d, options)),
          );
        },
      ),
    );
  });

  it('harmony = /v1/harmony', async () => {
    const base = fc.oneof(
      fc.record({ dye: dyeId }),
      fc.record({ hex }),
      fc.record({ dye: dyeId, hex }),
      fc.constant({}),
    );
    const type = fc.option(fc.constantFrom('complementary', 'triadic', 'square', 'shades', 'compound', 'pentadic'), {
      nil: undefined,
    });
    const wheelId = fc.option(
      fc.constantFrom('rgb', 'ryb', 'RYB', ' perceptual ', 'oklch-hue', 'oklch-lightness', 'hsl'),
      {
        nil: undefined,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        base,
        type,
        wheelId,
        method,
        flag,
        int(0, 5),
        flag,
        filters,
        excludeIds,
        locale,
        async (b, t, w, m, strict, companions, preventDuplicates, f, x, l) => {
          const options = {
            ...b,
            type: t as never,
            wheel: w as never,
            method: m as never,
            strict,
            companions,
            preventDuplicates,
            ...f,
            excludeIds: x,
            locale: l as never,
          };
          await same(
            `/v1/harmony${queryOf(options)}`,
            typed(() => harmony(options)),
          );
        },
      ),
    );
  });

  it('harmonyTypes, wheels, categories and consolidation groups = their routes', async () => {
    await fc.assert(
      fc.asyncProperty(locale, async (l) => {
        await same(
          `/v1/harmony/types${queryOf({ locale: l })}`,
          typed(() => harmonyTypes({ locale: l as never })),
        );
        await same(
          `/v1/wheels${queryOf({ locale: l })}`,
          typed(() => wheels({ locale: l as never })),
        );
      }),
      { numRuns: 20 },
    );
    await same(
      '/v1/dyes/categories',
      typed(() => dyeCategories()),
    );
    await same(
      '/v1/dyes/consolidation-groups',
      typed(() => consolidationGroups()),
    );
  });

  it('wheel = /v1/wheels/:id', async () => {
    const id = fc.constantFrom('rgb', 'ryb', 'RYB', 'perceptual', 'oklch-hue', 'oklch-lightness', 'hsl');
    await fc.assert(
      fc.asyncProperty(id, int(3, 360), locale, async (w, stops, l) => {
        await same(
          `/v1/wheels/${w}${queryOf({ stops, locale: l })}`,
          typed(() => wheel(w as never, { stops, locale: l as never })),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('searchDyes, dyeById, dyeByStain and dyeBatch = their routes', async () => {
    const q = fc.oneof(
      fc.constantFrom('blue', 'blanc', 'Snow', 'スノウ', ' ', 'ß', 'x'.repeat(101)),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(q, dyeId, fc.array(dyeId, { maxLength: 55 }), locale, async (text, id, ids, l) => {
        await same(
          `/v1/dyes/search${queryOf({ q: text, locale: l })}`,
          typed(() => searchDyes(text, { locale: l as never })),
        );
        await same(
          `/v1/dyes/${id}${queryOf({ locale: l })}`,
          typed(() => dyeById(id, { locale: l as never })),
        );
        if (id > 0)
          await same(
            `/v1/dyes/stain/${id}${queryOf({ locale: l })}`,
            typed(() => dyeByStain(id, { locale: l as never })),
          );
        const idType = ids.length % 3 === 0 ? 'stain' : ids.length % 3 === 1 ? 'item' : undefined;
        if (ids.length > 0) {
          await same(
            `/v1/dyes/batch${queryOf({ ids, idType, locale: l })}`,
            typed(() => dyeBatch(ids, { idType, locale: l as never })),
          );
        }
      }),
    );
  });

  it('listDyes = /v1/dyes (data and pagination)', async () => {
    const options = fc.record(
      {
        minPrice: int(0, 100000),
        maxPrice: int(0, 100000),
        sort: fc.constantFrom('name', 'brightness', 'saturation', 'hue', 'cost', 'price'),
        order: fc.constantFrom('asc', 'desc', 'up'),
        page: int(1, 4),
        perPage: int(1, 200),
        consolidationType: fc.constantFrom('A', 'B', 'C', 'D'),
        category: fc.constantFrom('Blues', 'Reds', 'Special', 'blues'),
        excludeIds,
        locale,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(options, filters, async (o, f) => {
        const all = { ...o, ...f } as Parameters<typeof listDyes>[0] & Input;
        const outcome = typed(() => listDyes(all));
        const path = `/v1/dyes${queryOf(all)}`;
        const body = (await (await api(path)).json()) as Envelope<unknown> & { pagination?: unknown };
        if ('error' in outcome || !body.success) return same(path, outcome);
        const page = outcome.data as ReturnType<typeof listDyes>;
        expect(JSON.stringify(page.dyes)).toBe(JSON.stringify(body.data));
        expect(page.pagination).toEqual(body.pagination);
      }),
    );
  });
});
