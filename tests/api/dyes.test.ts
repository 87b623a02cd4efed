/**
 * `/v1/dyes/*` against a real server process, with every expected value computed from
 * data/*.json read independently (tests/helpers/dataset.ts) or from the spec's own numbers.
 */
import { describe, expect, it } from 'vitest';
import { useSpawnedServer } from '../helpers/server-process.ts';
import { mapLimit, qs } from '../helpers/http.ts';
import { assertRejected, assertSuccess } from '../helpers/envelope.ts';
import {
  CATEGORIES,
  CONSOLIDATED_IDS,
  DATASET,
  FACEWEAR,
  FILTER_FLAG,
  FILTER_NAMES,
  LOCALES,
  byStain,
  resolveAuto,
  type DatasetDye,
  type Locale,
} from '../helpers/dataset.ts';
import { hsvOf } from '../helpers/color-oracle.ts';
import { expectDyeObject, stains } from './dye-object.ts';

const server = useSpawnedServer();
const get = server.get;

const ALL_STAINS = DATASET.map((d) => d.stainID);
const count = (pred: (d: DatasetDye) => boolean) => DATASET.filter(pred).length;

describe('GET /v1/dyes: listing and pagination', () => {
  it('has 125 dyes in stainID order over 3 pages of the default 50', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => get(`/v1/dyes?page=${p}`)));
    pages.forEach((a, i) => assertSuccess(a, `page ${i + 1}`, null));
    expect(pages.map((a) => a.json.data.length)).toEqual([50, 50, 25]);
    expect(pages.flatMap((a) => stains(a.json.data))).toEqual(ALL_STAINS);
    expect(pages[0]!.json.pagination).toEqual({
      page: 1,
      perPage: 50,
      total: 125,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(pages[2]!.json.pagination).toEqual({
      page: 3,
      perPage: 50,
      total: 125,
      totalPages: 3,
      hasNext: false,
      hasPrev: true,
    });
  });

  it('serves every dye as the full Dye Object of the dataset', async () => {
    const a = await get('/v1/dyes?perPage=200');
    assertSuccess(a, 'perPage=200');
    expect(a.json.data).toHaveLength(125);
    for (const dye of a.json.data) expectDyeObject(dye);
    expect(a.json.pagination).toEqual({
      page: 1,
      perPage: 200,
      total: 125,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('answers a page past the end with 200 and []', async () => {
    const a = await get('/v1/dyes?page=4');
    assertSuccess(a);
    expect(a.json.data).toEqual([]);
    expect(a.json.pagination).toEqual({
      page: 4,
      perPage: 50,
      total: 125,
      totalPages: 3,
      hasNext: false,
      hasPrev: true,
    });
    const last = await get('/v1/dyes?page=1000');
    expect(last.status).toBe(200);
    expect(last.json.data).toEqual([]);
  });

  it('keeps page and perPage within their limits', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=1001', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=1e3', 'page'],
      ['page=%2B5', 'page'],
      ['page=007', 'page'],
      ['page=2abc', 'page'],
      ['perPage=0', 'perPage'],
      ['perPage=201', 'perPage'],
      ['perPage=10.5', 'perPage'],
    ];
    for (const [q, parameter] of cases)
      assertRejected(await get(`/v1/dyes?${q}`), 400, 'VALIDATION_ERROR', parameter, q);
    const one = await get('/v1/dyes?perPage=1&page=125');
    expect(stains(one.json.data)).toEqual([125]);
    expect(one.json.pagination.totalPages).toBe(125);
  });

  it('gives an empty result one page', async () => {
    const a = await get('/v1/dyes?category=Nothing');
    assertSuccess(a);
    expect(a.json.data).toEqual([]);
    expect(a.json.pagination).toEqual({
      page: 1,
      perPage: 50,
      total: 0,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });
});

describe('GET /v1/dyes: filters against the dataset flags', () => {
  for (const name of FILTER_NAMES) {
    for (const value of [true, false]) {
      it(`${name}=${value} keeps exactly the dyes whose ${FILTER_FLAG[name]} is ${value}`, async () => {
        const a = await get(`/v1/dyes?perPage=200&${name}=${value}`);
        assertSuccess(a);
        const want = DATASET.filter((d) => d[FILTER_FLAG[name]] === value).map((d) => d.stainID);
        expect(stains(a.json.data)).toEqual(want);
        expect(a.json.pagination.total).toBe(want.length);
      });
    }
  }

  it('accepts 1 and 0 for booleans, treats empty as absent, rejects other spellings', async () => {
    const one = await get('/v1/dyes?perPage=200&metallic=1');
    expect(one.json.pagination.total).toBe(count((d) => d.isMetallic));
    const zero = await get('/v1/dyes?perPage=200&metallic=0');
    expect(zero.json.pagination.total).toBe(count((d) => !d.isMetallic));
    const empty = await get('/v1/dyes?metallic=');
    expect(empty.json.pagination.total).toBe(125);
    for (const bad of ['yes', 'TRUE', 'True', '2', 'on']) {
      const a = await get(`/v1/dyes?pastel=${bad}`);
      assertRejected(a, 400, 'VALIDATION_ERROR', 'pastel', bad);
      expect(a.json.details.received).toBe(bad);
      expect(a.json.details.expected).toEqual(expect.arrayContaining(['true', 'false']));
    }
  });

  it('combines filters with AND', async () => {
    const a = await get('/v1/dyes?perPage=200&metallic=true&cosmic=true&craft=false');
    const want = DATASET.filter((d) => d.isMetallic && d.isCosmic && !d.isCraft).map((d) => d.stainID);
    expect(want.length).toBeGreaterThan(0);
    expect(stains(a.json.data)).toEqual(want);
  });

  it('has the spec counts: groups 85/9/11 by consolidationType', async () => {
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((t) => get(`/v1/dyes?perPage=200&consolidationType=${t}`)));
    expect([a, b, c].map((x) => x!.json.pagination.total)).toEqual([85, 9, 11]);
    expect(stains(b!.json.data)).toEqual(DATASET.filter((d) => d.consolidationType === 'B').map((d) => d.stainID));
    for (const bad of ['a', 'D', 'AB']) {
      const r = await get(`/v1/dyes?consolidationType=${bad}`);
      assertRejected(r, 400, 'VALIDATION_ERROR', 'consolidationType', bad);
      expect(r.json.details.expected).toEqual(['A', 'B', 'C']);
    }
  });

  it('filters by exact, case-sensitive category with the counts of categories-order.json', async () => {
    for (const [name, n] of Object.entries(CATEGORIES.counts)) {
      const a = await get(`/v1/dyes?perPage=200&category=${encodeURIComponent(name)}`);
      expect(a.json.pagination.total, name).toBe(n);
      expect(a.json.data.every((d: any) => d.category === name)).toBe(true);
    }
    for (const odd of ['blues', 'BLUES', 'Blue', 'Facewear']) {
      const a = await get(`/v1/dyes?category=${odd}`);
      assertSuccess(a, odd);
      expect(a.json.pagination.total, odd).toBe(0);
    }
  });

  it('bounds vendor cost with minPrice and maxPrice, inclusive', async () => {
    const cases: [string, (d: DatasetDye) => boolean][] = [
      ['minPrice=100', (d) => d.cost >= 100],
      ['maxPrice=100', (d) => d.cost <= 100],
      ['maxPrice=0', () => false],
      ['minPrice=216&maxPrice=216', (d) => d.cost === 216],
      ['minPrice=2&maxPrice=599', (d) => d.cost >= 2 && d.cost <= 599],
      ['minPrice=0', () => true],
      ['minPrice=601', () => false],
    ];
    for (const [q, pred] of cases) {
      const a = await get(`/v1/dyes?perPage=200&${q}`);
      assertSuccess(a, q);
      expect(stains(a.json.data), q).toEqual(DATASET.filter(pred).map((d) => d.stainID));
    }
    for (const q of ['minPrice=-1', 'maxPrice=-5', 'minPrice=1e3', 'maxPrice=0x10', 'minPrice=abc', 'maxPrice=1.5']) {
      assertRejected(await get(`/v1/dyes?${q}`), 400, 'VALIDATION_ERROR', q.split('=')[0], q);
    }
  });

  it('drops excludeIds by itemID or stainID and ignores IDs that name no dye', async () => {
    const a = await get('/v1/dyes?perPage=200&excludeIds=1,5730,13115');
    const dropped = new Set([1, 2, byStain.get(102)!.stainID]);
    expect(stains(a.json.data)).toEqual(ALL_STAINS.filter((s) => !dropped.has(s)));
    const ignored = await get('/v1/dyes?perPage=200&excludeIds=-1629,52254,300,99999,200');
    expect(ignored.json.pagination.total).toBe(125);
    const spaced = await get(`/v1/dyes?perPage=200&excludeIds=${encodeURIComponent(' 1 , ,2,')}`);
    expect(spaced.json.pagination.total).toBe(123);
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
    expect((await get(`/v1/dyes?excludeIds=${fifty}`)).json.pagination.total).toBe(75);
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const over = await get(`/v1/dyes?excludeIds=${many}`);
    assertRejected(over, 400, 'VALIDATION_ERROR', 'excludeIds');
    for (const bad of ['0', '007', '1e3', '+5', 'abc', '1.5']) {
      assertRejected(
        await get(`/v1/dyes?excludeIds=1,${encodeURIComponent(bad)}`),
        400,
        'VALIDATION_ERROR',
        'excludeIds',
        bad,
      );
    }
  });
});

describe('GET /v1/dyes: sorting', () => {
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const keyOf: Record<string, (d: DatasetDye) => number | string> = {
    brightness: (d) => r2(hsvOf(d.hex).v),
    saturation: (d) => r2(hsvOf(d.hex).s),
    hue: (d) => r2(hsvOf(d.hex).h),
    cost: (d) => d.cost,
    name: (d) => d.name,
  };
  /** Stable sort of the dataset (already in stainID order): ties keep stainID order in both directions. */
  function oracle(key: string, order: 'asc' | 'desc'): number[] {
    const k = keyOf[key]!;
    const cmp = (a: DatasetDye, b: DatasetDye) => {
      const x = k(a);
      const y = k(b);
      return typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number);
    };
    return [...DATASET].sort((a, b) => (order === 'asc' ? cmp(a, b) : cmp(b, a))).map((d) => d.stainID);
  }

  for (const key of Object.keys(keyOf)) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sort=${key}&order=${order} orders by the key with ties in stainID order`, async () => {
        const a = await get(`/v1/dyes?perPage=200&sort=${key}&order=${order}`);
        assertSuccess(a);
        expect(stains(a.json.data)).toEqual(oracle(key, order));
      });
    }
  }

  it('defaults order to asc and leaves database order without sort', async () => {
    const asc = await get('/v1/dyes?perPage=200&sort=brightness');
    expect(stains(asc.json.data)).toEqual(oracle('brightness', 'asc'));
    const none = await get('/v1/dyes?perPage=200&order=desc');
    expect(stains(none.json.data)).toEqual(ALL_STAINS);
    const empty = await get('/v1/dyes?perPage=200&sort=');
    expect(stains(empty.json.data)).toEqual(ALL_STAINS);
  });

  it('sorts before paginating', async () => {
    const full = oracle('hue', 'desc');
    const p2 = await get('/v1/dyes?sort=hue&order=desc&perPage=20&page=2');
    expect(stains(p2.json.data)).toEqual(full.slice(20, 40));
  });

  it('rejects unknown sort keys and orders with the allowed values', async () => {
    const s = await get('/v1/dyes?sort=price');
    assertRejected(s, 400, 'VALIDATION_ERROR', 'sort');
    expect(s.json.details.expected).toEqual(['name', 'brightness', 'saturation', 'hue', 'cost']);
    const o = await get('/v1/dyes?sort=name&order=up');
    assertRejected(o, 400, 'VALIDATION_ERROR', 'order');
    expect(o.json.details.expected).toEqual(['asc', 'desc']);
  });
});

describe('GET /v1/dyes/categories and /consolidation-groups', () => {
  it('lists every category with its dataset count in the API order', async () => {
    const a = await get('/v1/dyes/categories');
    assertSuccess(a, 'categories', null);
    expect(a.json.pagination).toBeUndefined();
    expect(a.json.data).toEqual(
      CATEGORIES.apiCategoriesOrder.map((name) => ({ name, count: CATEGORIES.counts[name] })),
    );
    const total = a.json.data.reduce((s: number, c: any) => s + c.count, 0);
    expect(total).toBe(125);
    for (const c of a.json.data) expect(c.count).toBe(count((d) => d.category === c.name));
  });

  it('has groups A, B, C of 85, 9 and 11 and 20 unconsolidated dyes', async () => {
    const a = await get('/v1/dyes/consolidation-groups');
    assertSuccess(a, 'groups', null);
    const data = a.json.data;
    expect(data.consolidationActive).toBe(true);
    expect(data.groups.map((g: any) => [g.type, g.consolidatedItemID, g.dyeCount])).toEqual([
      ['A', CONSOLIDATED_IDS.A, 85],
      ['B', CONSOLIDATED_IDS.B, 9],
      ['C', CONSOLIDATED_IDS.C, 11],
    ]);
    for (const g of data.groups) {
      const members = DATASET.filter((d) => d.consolidationType === g.type);
      expect(g.dyes).toEqual(members.map((d) => ({ itemID: d.itemID, stainID: d.stainID, name: d.name })));
    }
    expect(data.unconsolidated.count).toBe(20);
    expect(data.unconsolidated.dyes.map((d: any) => d.stainID)).toEqual(
      DATASET.filter((d) => d.consolidationType === null).map((d) => d.stainID),
    );
  });
});

describe('GET /v1/dyes/:id: auto-detection and explanatory 404s', () => {
  it('finds every dye by stainID and by itemID', async () => {
    const answers = await mapLimit(
      DATASET,
      8,
      async (d) => [d, await get(`/v1/dyes/${d.stainID}`), await get(`/v1/dyes/${d.itemID}`)] as const,
    );
    for (const [d, byS, byI] of answers) {
      assertSuccess(byS, `stain ${d.stainID}`, null);
      assertSuccess(byI, `item ${d.itemID}`, null);
      expectDyeObject(byS.json.data);
      expect(byS.json.data.stainID).toBe(d.stainID);
      expect(byI.json.data.stainID).toBe(d.stainID);
    }
  });

  it('names the slug, name and hex of every legacy Facewear ID', async () => {
    for (const f of FACEWEAR) {
      const a = await get(`/v1/dyes/${f.legacyItemID}`);
      assertRejected(a, 404, 'NOT_FOUND', undefined, String(f.legacyItemID));
      expect(a.json.message).toContain(f.slug);
      expect(a.json.message).toContain(f.name);
      expect(a.json.message.toLowerCase()).toContain(f.hex.toLowerCase());
    }
    const other = await get('/v1/dyes/-5');
    assertRejected(other, 404, 'NOT_FOUND');
    expect(other.json.message).toMatch(/facewear/i);
  });

  it('points the consolidated market items at /v1/dyes/consolidation-groups', async () => {
    for (const id of [52254, 52255, 52256]) {
      const a = await get(`/v1/dyes/${id}`);
      assertRejected(a, 404, 'NOT_FOUND', undefined, String(id));
      expect(a.json.message).toContain('/v1/dyes/consolidation-groups');
    }
  });

  it('explains the gap 255–5728 and the reserved stainIDs 126–254', async () => {
    for (const id of [255, 1000, 5728]) {
      const a = await get(`/v1/dyes/${id}`);
      assertRejected(a, 404, 'NOT_FOUND', undefined, String(id));
      expect(a.json.message).toContain('255');
      expect(a.json.message).toContain('5728');
    }
    for (const id of [126, 200, 254]) {
      const a = await get(`/v1/dyes/${id}`);
      assertRejected(a, 404, 'NOT_FOUND', undefined, String(id));
      expect(a.json.message).toMatch(/reserved|future/i);
    }
    const unknownItem = await get('/v1/dyes/5814');
    expect(resolveAuto(5814)).toBeUndefined();
    assertRejected(unknownItem, 404, 'NOT_FOUND');
  });

  it('rejects non-canonical spellings with 400 naming the id', async () => {
    for (const raw of ['0', '-0', '007', '%2B5729', '1e3', '5729abc', '1.0', '%205729', 'abc', '12345678901']) {
      const a = await get(`/v1/dyes/${raw}`);
      assertRejected(a, 400, 'VALIDATION_ERROR', 'id', raw);
    }
  });
});

describe('GET /v1/dyes/stain/:stainId', () => {
  it('looks up stainIDs 1–125 with no range detection', async () => {
    const answers = await mapLimit(DATASET, 8, async (d) => [d, await get(`/v1/dyes/stain/${d.stainID}`)] as const);
    for (const [d, a] of answers) {
      assertSuccess(a);
      expect(a.json.data.stainID).toBe(d.stainID);
    }
  });

  it('answers an unassigned stainID with 404', async () => {
    for (const id of [126, 254])
      assertRejected(await get(`/v1/dyes/stain/${id}`), 404, 'NOT_FOUND', undefined, String(id));
  });

  it('answers a positive integer outside the stain table (itemID 5729, 999) with 404, not as an itemID', async () => {
    // Only a non-positive-integer value is INVALID_STAIN_ID; an unassigned stainID is 404
    // (the reference: `No dye found with stain ID 999.`, the reference implementation).
    for (const id of [999, 5729])
      assertRejected(await get(`/v1/dyes/stain/${id}`), 404, 'NOT_FOUND', undefined, String(id));
  });

  it('rejects values that are not positive integers with INVALID_STAIN_ID', async () => {
    for (const raw of ['0', '-1', 'abc', '1.5', '1e3', '007', '%2B1']) {
      assertRejected(await get(`/v1/dyes/stain/${raw}`), 400, 'INVALID_STAIN_ID', 'stainId', raw);
    }
  });
});

describe('GET /v1/dyes/search', () => {
  /** The localized fold of the reference implementation, written independently: NFKC, lower case, ß→ss, accents off Latin letters only. */
  function fold(text: string): string {
    const base = text.normalize('NFKC').toLowerCase().replace(/ß/g, 'ss').normalize('NFD');
    let out = '';
    let prevLatin = false;
    for (const ch of base) {
      if (/\p{M}/u.test(ch)) {
        if (!prevLatin) out += ch;
        continue;
      }
      prevLatin = /\p{Script=Latin}/u.test(ch);
      out += ch;
    }
    return out.normalize('NFC');
  }
  const englishHits = (q: string) =>
    DATASET.filter((d) => d.name.toLowerCase().includes(q.trim().toLowerCase())).map((d) => d.stainID);
  const localHits = (q: string, l: Locale) =>
    DATASET.filter((d) => fold(d.name).includes(fold(q.trim())) || fold(d.names[l]).includes(fold(q.trim()))).map(
      (d) => d.stainID,
    );

  it('finds English substrings case-insensitively, in database order, unpaginated', async () => {
    for (const q of ['white', 'WHITE', 'Blue', 'pink', 'o', 'opo-opo', 'metallic ']) {
      const a = await get(`/v1/dyes/search${qs({ q })}`);
      assertSuccess(a, q, null);
      expect(a.json.pagination).toBeUndefined();
      expect(stains(a.json.data), q).toEqual(englishHits(q));
      for (const dye of a.json.data) expectDyeObject(dye);
    }
    const none = await get('/v1/dyes/search?q=zzzz');
    expect(none.json.data).toEqual([]);
  });

  it('keeps the English search free of folding', async () => {
    expect((await get(`/v1/dyes/search${qs({ q: 'schneeweiss' })}`)).json.data).toEqual([]);
    expect((await get(`/v1/dyes/search${qs({ q: 'crème' })}`)).json.data).toEqual([]);
  });

  it('folds accents, ß and width in localized search', async () => {
    const cases: [string, Locale, number][] = [
      ['schneeweiss', 'de', 1],
      ['SCHNEEWEISS', 'de', 1],
      ['russschwarz', 'de', DATASET.find((d) => d.names.de === 'Rußschwarzer')!.stainID],
      ['creme', 'fr', DATASET.find((d) => d.names.fr === 'jaune crème')!.stainID],
      ['ｽﾉｳ', 'ja', 1],
      ['snow', 'ja', 1],
    ];
    for (const [q, locale, stain] of cases) {
      const a = await get(`/v1/dyes/search${qs({ q, locale })}`);
      assertSuccess(a, `${q}/${locale}`, locale);
      expect(stains(a.json.data), `${q}/${locale}`).toContain(stain);
      expect(stains(a.json.data), `${q}/${locale}`).toEqual(localHits(q, locale));
      for (const dye of a.json.data) expectDyeObject(dye, locale);
    }
  });

  it('keeps kana voicing marks: カ does not match ガ', async () => {
    const ka = await get(`/v1/dyes/search${qs({ q: 'カ', locale: 'ja' })}`);
    const ga = await get(`/v1/dyes/search${qs({ q: 'ガ', locale: 'ja' })}`);
    const withKa = DATASET.filter((d) => d.names.ja.includes('カ')).map((d) => d.stainID);
    const withGa = DATASET.filter((d) => d.names.ja.includes('ガ')).map((d) => d.stainID);
    expect(withGa.length).toBeGreaterThan(0);
    expect(stains(ka.json.data)).toEqual(withKa);
    expect(stains(ga.json.data)).toEqual(withGa);
    // Half-width ｶﾞ is ガ after NFKC; hiragana か and が are their katakana, voicing kept.
    expect(stains((await get(`/v1/dyes/search${qs({ q: 'ｶﾞ', locale: 'ja' })}`)).json.data)).toEqual(withGa);
    expect(stains((await get(`/v1/dyes/search${qs({ q: 'か', locale: 'ja' })}`)).json.data)).toEqual(withKa);
    expect(stains((await get(`/v1/dyes/search${qs({ q: 'が', locale: 'ja' })}`)).json.data)).toEqual(withGa);
  });

  it('matches the fold oracle for random pieces of localized names', async () => {
    let seed = 20261122;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const queries: [string, Locale][] = [];
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (let i = 0; i < 25; i++) {
        const name = [...DATASET[rnd(125)]!.names[locale]];
        const start = rnd(name.length);
        let piece = name.slice(start, start + 1 + rnd(4)).join('');
        // Vary it the ways a user would type it: accents dropped, upper case, full width.
        const variant = rnd(4);
        if (variant === 1) piece = piece.normalize('NFD').replace(/\p{M}/gu, '');
        if (variant === 2) piece = piece.toUpperCase();
        if (variant === 3) piece = piece.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
        if (piece.trim()) queries.push([piece, locale]);
      }
    }
    const answers = await mapLimit(
      queries,
      8,
      async ([q, locale]) => [q, locale, await get(`/v1/dyes/search${qs({ q, locale })}`)] as const,
    );
    for (const [q, locale, a] of answers) {
      assertSuccess(a, `${q}/${locale}`, locale);
      expect(stains(a.json.data), `q=${q} locale=${locale}`).toEqual(localHits(q, locale));
    }
  });

  it('requires q and limits it to 100 characters', async () => {
    for (const q of ['', '%20%20']) {
      assertRejected(await get(`/v1/dyes/search?q=${q}`), 400, 'MISSING_PARAMETER', 'q', q);
    }
    assertRejected(await get('/v1/dyes/search'), 400, 'MISSING_PARAMETER', 'q');
    const long = await get(`/v1/dyes/search?q=${'a'.repeat(101)}`);
    assertRejected(long, 400, 'VALIDATION_ERROR', 'q');
    expect(long.json.details.received).toBe(101);
    const max = await get(`/v1/dyes/search?q=${'a'.repeat(100)}`);
    assertSuccess(max);
    expect(max.json.data).toEqual([]);
  });
});

describe('GET /v1/dyes/batch', () => {
  it('returns dyes in request order with repeats, and the misses in notFound', async () => {
    const ids = [5729, 1, 5729, 99999, -1629, 52254, 300, 125, 200];
    const a = await get(`/v1/dyes/batch?ids=${ids.join(',')}`);
    assertSuccess(a, 'batch', null);
    const hits = ids.map(resolveAuto).filter((d): d is DatasetDye => d !== undefined);
    expect(stains(a.json.data.dyes)).toEqual(hits.map((d) => d.stainID));
    expect(a.json.data.notFound).toEqual(ids.filter((id) => !resolveAuto(id)));
    for (const dye of a.json.data.dyes) expectDyeObject(dye);
  });

  it('reads IDs as item or stain when told', async () => {
    const item = await get('/v1/dyes/batch?ids=1,5729&idType=item');
    expect(stains(item.json.data.dyes)).toEqual([1]);
    expect(item.json.data.notFound).toEqual([1]);
    const stain = await get('/v1/dyes/batch?ids=5729,125&idType=stain');
    expect(stains(stain.json.data.dyes)).toEqual([125]);
    expect(stain.json.data.notFound).toEqual([5729]);
    const auto = await get('/v1/dyes/batch?ids=1,5729&idType=');
    expect(stains(auto.json.data.dyes)).toEqual([1, 1]);
    assertRejected(await get('/v1/dyes/batch?ids=1&idType=legacy'), 400, 'VALIDATION_ERROR', 'idType');
  });

  it('validates the list: required, at most 50, canonical integers', async () => {
    assertRejected(await get('/v1/dyes/batch'), 400, 'MISSING_PARAMETER', 'ids');
    assertRejected(await get('/v1/dyes/batch?ids='), 400, 'MISSING_PARAMETER', 'ids');
    const empty = await get('/v1/dyes/batch?ids=,,');
    assertSuccess(empty);
    expect(empty.json.data).toEqual({ dyes: [], notFound: [] });
    const fifty = await get(`/v1/dyes/batch?ids=${Array.from({ length: 50 }, (_, i) => i + 1).join(',')}`);
    expect(fifty.json.data.dyes).toHaveLength(50);
    const over = await get(`/v1/dyes/batch?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`);
    assertRejected(over, 400, 'VALIDATION_ERROR', 'ids');
    expect(over.json.details.received).toBe(51);
    for (const bad of ['0', '007', '1e3', '%2B5', '5729abc', '1.5']) {
      const a = await get(`/v1/dyes/batch?ids=1,${bad}`);
      assertRejected(a, 400, 'VALIDATION_ERROR', 'ids', bad);
      expect(a.json.details.received).toBe(decodeURIComponent(bad));
    }
  });
});
