/**
 * The engine worker's methods (lib/worker/engine-api.ts), called as Comlink calls them (arguments
 * and answers through a structured clone), against the `/v1` routes through createFetch: the same
 * dyes and distances, and for the methods that add them, each distance's guide band.
 *
 * Oracles for the bands: the published bands (ΔE2000 under 2 looks the same, up to 10 close, over
 * that clearly different; ΔEOK under 0.03 and over 0.17), applied to culori's CIEDE2000 and its
 * a/b-weighted Euclidean Oklab distance (ΔEOK2) between the two colours; no band for the methods
 * without published ones, nor for hue degrees.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { differenceCiede2000, differenceEuclidean } from 'culori';
import { createFetch, type Envelope } from '../../../lib/index.ts';
import { engineApi } from '../../../lib/worker/engine-api.ts';
import { readFileSync } from 'node:fs';

fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED ?? 11), numRuns: 120 });

const api = createFetch();
const DATASET = JSON.parse(readFileSync(new URL('../../../data/dyes.json', import.meta.url), 'utf8')) as {
  stainID: number;
  names: Record<string, string>;
}[];

/** A worker call: arguments and answer cross a structured clone, as over postMessage. */
function viaWorker<M extends keyof typeof engineApi>(method: M, ...args: Parameters<(typeof engineApi)[M]>) {
  const fn = engineApi[method] as (...a: unknown[]) => unknown;
  return structuredClone(fn(...structuredClone(args))) as ReturnType<(typeof engineApi)[M]>;
}

async function route<T>(path: string): Promise<T> {
  const body = (await (await api(path)).json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

const de2000 = differenceCiede2000();
const deOk = differenceEuclidean('oklab', [1, 4, 4, 0]);
const EDGES = { ciede2000: [2, 10], oklab: [0.03, 0.17] } as const;

/** The published band of the distance between two colours, or null on an edge (too close to call). */
function publishedBand(method: string, a: string, b: string): string | null {
  const edges = EDGES[method as keyof typeof EDGES];
  if (!edges) return 'none';
  const d = method === 'ciede2000' ? de2000(a, b) : deOk(a, b);
  // culori's constants differ from the engine's by far less than this near an edge.
  if (edges.some((e) => Math.abs(d - e) < 0.02 * e)) return null;
  return d < edges[0] ? 'same' : d <= edges[1] ? 'close' : 'different';
}

const hex = fc.stringMatching(/^#[0-9a-f]{6}$/);
const method = fc.constantFrom('ciede2000', 'oklab', 'cie76', 'redmean', 'rgb', 'distinguish');
const locale = fc.constantFrom('en', 'ja', 'de', 'fr', 'ko', 'zh');
const flags = fc.record(
  { metallic: fc.boolean(), pastel: fc.boolean(), dark: fc.boolean(), cosmic: fc.boolean() },
  { requiredKeys: [] },
);
const query = (o: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(Object.entries(o).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

describe('matchColor = /v1/match/closest and /v1/match/within-distance, with bands', () => {
  it('same closest dye, same dyes within, same distances; each band the published one', async () => {
    const REACH = { ciede2000: 12, oklab: 0.2, cie76: 15, redmean: 90, rgb: 60, distinguish: 15 };
    await fc.assert(
      fc.asyncProperty(hex, method, locale, flags, fc.integer({ min: 1, max: 40 }), async (h, m, l, f, limit) => {
        const maxDistance = REACH[m];
        const closest = await route<{ dye: unknown; distance: number; method: string; inputHex: string }>(
          `/v1/match/closest?${query({ hex: h, method: m, ...f, locale: l })}`,
        ).catch(() => null);
        const ask = () => viaWorker('matchColor', h, { method: m, maxDistance, limit, ...f, locale: l });
        if (!closest) {
          // The filters leave no dye.
          expect(ask).toThrow(expect.objectContaining({ kind: 'notFound' }));
          return;
        }
        const typed = ask();
        const within = await route<{ results: { dye: unknown; distance: number }[] }>(
          `/v1/match/within-distance?${query({ hex: h, method: m, maxDistance, limit, ...f, locale: l })}`,
        );
        const { dye, distance } = typed.closest;
        expect(JSON.stringify({ dye, distance, method: typed.method, inputHex: typed.inputHex })).toBe(
          JSON.stringify(closest),
        );
        expect(JSON.stringify(typed.within.map(({ dye, distance }) => ({ dye, distance })))).toBe(
          JSON.stringify(within.results),
        );
        for (const match of [typed.closest, ...typed.within]) {
          const band = publishedBand(m, h, match.dye.hex);
          if (band !== null) expect(match.band).toBe(band);
        }
      }),
    );
  });

  it('a refused colour and filters that leave no dye throw, naming the field', () => {
    expect(() => viaWorker('matchColor', '#12', {})).toThrow(expect.objectContaining({ field: 'hex', kind: 'hex' }));
    const all = { metallic: true, pastel: true, dark: true, cosmic: true };
    expect(() => viaWorker('matchColor', '#808080', all)).toThrow(expect.objectContaining({ kind: 'notFound' }));
  });
});

describe('harmonyWithBands = /v1/harmony, with bands', () => {
  const type = fc.constantFrom('complementary', 'triadic', 'square', 'tetradic', 'analogous', 'split-complementary');
  const wheel = fc.constantFrom('rgb', 'ryb', 'perceptual', 'oklch-lightness');
  it('the same harmony, each slot with the published band of its distance', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 125 }),
        type,
        wheel,
        fc.constantFrom('ciede2000', 'oklab', 'rgb'),
        fc.boolean(),
        locale,
        async (dye, t, w, m, strict, l) => {
          const typed = viaWorker('harmonyWithBands', {
            dye,
            type: t,
            wheel: w,
            method: m,
            strict,
            locale: l,
          });
          const wire = await route<{ slots: unknown[] }>(
            `/v1/harmony?${query({ dye, type: t, wheel: w, method: m, strict, locale: l })}`,
          );
          const { slots, ...rest } = typed;
          expect(JSON.stringify({ ...rest, slots: slots.map(({ band: _band, ...slot }) => slot) })).toBe(
            JSON.stringify(wire),
          );
          for (const slot of slots) {
            const band = strict && slot.dye ? publishedBand(m, slot.targetHex, slot.dye.hex) : 'none';
            if (band !== null) expect(slot.band).toBe(band);
          }
        },
      ),
    );
  });
});

describe('the dye browser', () => {
  it('browseDyes without a name = /v1/dyes (dyes and pages)', async () => {
    const sort = fc.constantFrom('hue', 'brightness', 'saturation', 'name', 'cost');
    await fc.assert(
      fc.asyncProperty(
        sort,
        fc.constantFrom('asc', 'desc'),
        fc.integer({ min: 1, max: 6 }),
        locale,
        flags,
        async (s, o, page, l, f) => {
          const typed = viaWorker('browseDyes', {
            sort: s as never,
            order: o as never,
            page,
            perPage: 24,
            ...f,
            locale: l,
          });
          const res = (await (
            await api(`/v1/dyes?${query({ sort: s, order: o, page, perPage: 24, ...f, locale: l })}`)
          ).json()) as { data: unknown; pagination: unknown };
          expect(JSON.stringify(typed)).toBe(JSON.stringify({ dyes: res.data, pagination: res.pagination }));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a name in any language keeps the dyes so named in that listing, in its order', async () => {
    for (const [name, lang] of [
      ['black', 'en'],
      ['ブラック', 'ja'],
      ['ぶらっく', 'ja'], // hiragana finds the katakana name
      ['BLANC', 'fr'],
      ['Schwarz', 'de'],
    ] as const) {
      const typed = viaWorker('browseDyes', { name, sort: 'hue', perPage: 200, locale: 'en' });
      const everything = await route<{ stainID: number }[]>('/v1/dyes?sort=hue&perPage=200');
      const kana = (s: string) => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
      const named = new Set(
        DATASET.filter((d) => kana(d.names[lang]!.toLowerCase()).includes(kana(name.toLowerCase()))).map(
          (d) => d.stainID,
        ),
      );
      expect(named.size, name).toBeGreaterThan(0);
      expect(typed.dyes.map((d) => d.stainID)).toEqual(everything.map((d) => d.stainID).filter((id) => named.has(id)));
    }
  });

  it('dyeDetail = /v1/dyes/stain/:id, with the six names of the dataset', async () => {
    for (const id of [1, 10, 64, 101, 125]) {
      const detail = viaWorker('dyeDetail', id, { locale: 'ja' });
      expect(JSON.stringify(detail.dye)).toBe(JSON.stringify(await route(`/v1/dyes/stain/${id}?locale=ja`)));
      expect(detail.names).toEqual(DATASET.find((d) => d.stainID === id)!.names);
    }
    expect(() => viaWorker('dyeDetail', 999, {})).toThrow(expect.objectContaining({ kind: 'notFound' }));
  });
});

describe('the catalogue methods are the typed functions: = their routes', () => {
  it.each([
    ['dyeByStain', [52, { locale: 'de' }], '/v1/dyes/stain/52?locale=de'],
    [
      'dyeBatch',
      [[101, 102, 999], { idType: 'stain', locale: 'fr' }],
      '/v1/dyes/batch?ids=101,102,999&idType=stain&locale=fr',
    ],
    ['dyeCategories', [], '/v1/dyes/categories'],
    ['listDyes', [{ perPage: 200, locale: 'ko' }], '/v1/dyes?perPage=200&locale=ko'],
    ['harmonyTypes', [{ locale: 'zh' }], '/v1/harmony/types?locale=zh'],
    ['wheel', ['ryb', { locale: 'ja' }], '/v1/wheels/ryb?locale=ja'],
  ] as const)('%s', async (method, args, path) => {
    const typed = (engineApi[method] as (...a: unknown[]) => unknown)(...structuredClone(args as unknown as unknown[]));
    const body = (await (await api(path)).json()) as { data: unknown; pagination?: unknown };
    const wire = method === 'listDyes' ? { dyes: body.data, pagination: body.pagination } : body.data;
    expect(JSON.stringify(structuredClone(typed))).toBe(JSON.stringify(wire));
  });
});

describe('warm: the page hands over its first calls before the player moves', () => {
  it('runs the calls the engine takes, skips the rest, and changes no later answer', () => {
    const before = viaWorker('matchColor', '#5b7fc0', { method: 'ciede2000', locale: 'en' });
    const ran = engineApi.warm(
      structuredClone([
        ['matchColor', ['#5b7fc0', { method: 'ciede2000', locale: 'en' }]],
        ['harmonyWithBands', [{ dye: 5729, type: 'triadic', locale: 'ja' }]],
        ['noSuchMethod', []],
        ['warm', [[]]],
        ['matchColor', ['not a colour', {}]],
      ] as const),
    );
    // Two ran; the unknown method, warm itself and the refused colour did not.
    expect(ran).toBe(2);
    expect(viaWorker('matchColor', '#5b7fc0', { method: 'ciede2000', locale: 'en' })).toEqual(before);
  });
});
