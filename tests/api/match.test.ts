/**
 * `/v1/match/*` through a real server process against a brute-force oracle computed here with
 * culori (ΔE2000, ΔE76, ΔEOK ×2) and the spec's RGB formulas (rgb, redmean, distinguish).
 *
 * Run size: 2,000 random colours per method for /closest (12,000 requests), 300 per method with
 * random filters and excludeIds, and 150 per method for /within-distance. The generator is seeded,
 * and the seed is in every failure message.
 */
import { describe, expect, it } from 'vitest';
import { useSpawnedServer } from '../helpers/server-process.ts';
import { randomRgb, seededRandom } from '../helpers/random.ts';
import { mapLimit, qs } from '../helpers/http.ts';
import { assertRejected, assertSuccess } from '../helpers/envelope.ts';
import {
  DATASET,
  FILTER_NAMES,
  byStain,
  passes,
  resolveAuto,
  type DatasetDye,
  type FilterName,
} from '../helpers/dataset.ts';
import {
  METHODS,
  TOLERANCE,
  distance,
  oracleColor,
  reported,
  rgbToHex,
  type Method,
  type OracleColor,
  type Rgb8,
} from '../helpers/color-oracle.ts';
import { expectDyeObject } from './dye-object.ts';

const server = useSpawnedServer();
const get = server.get;

const SEED = Number(process.env.MATCH_SEED ?? 0x5eed);
const prng = seededRandom;

const DYES = DATASET.map((d) => ({ dye: d, color: oracleColor(d.hex) }));

/** Oracle distance of every candidate to a colour. */
function ranked(method: Method, q: OracleColor, allowed: (d: DatasetDye) => boolean) {
  return DYES.filter((x) => allowed(x.dye)).map((x) => ({ dye: x.dye, d: distance(method, q, x.color) }));
}

/**
 * The engine's pick is right if the oracle puts it within the method's tolerance of the true
 * minimum. Returns a problem description (collected, so thousands of cases cost one expect), or
 * null; `exact` tells whether the pick is the oracle's own nearest.
 */
function checkClosest(
  method: Method,
  rgb: Rgb8,
  body: any,
  allowed: (d: DatasetDye) => boolean,
): { problem: string | null; exact: boolean } {
  const q = oracleColor(rgb);
  const all = ranked(method, q, allowed);
  let best = Infinity;
  for (const x of all) best = Math.min(best, x.d);
  const picked = all.find((x) => x.dye.stainID === body.data.dye.stainID);
  if (!picked) return { problem: `picked stain ${body.data.dye.stainID} is not an allowed candidate`, exact: false };
  if (picked.d - best > TOLERANCE[method])
    return {
      problem: `picked stain ${picked.dye.stainID} is ${picked.d - best} further than the oracle's nearest`,
      exact: false,
    };
  const tol = method === 'distinguish' ? 0 : TOLERANCE[method] + 5e-5;
  if (Math.abs(body.data.distance - reported(method, picked.d)) > tol) {
    return { problem: `distance ${body.data.distance}, oracle ${reported(method, picked.d)}`, exact: false };
  }
  if (body.data.method !== method) return { problem: `method ${body.data.method}`, exact: false };
  if (body.data.inputHex !== rgbToHex(rgb).toUpperCase())
    return { problem: `inputHex ${body.data.inputHex}`, exact: false };
  return { problem: null, exact: picked.d === best };
}

describe('GET /v1/match/closest: brute-force oracle', () => {
  for (const method of METHODS) {
    it(`${method}: 2,000 random colours get the oracle's nearest dye (seed ${SEED})`, async () => {
      const rnd = prng(SEED ^ (method.length * 7919));
      const colours = Array.from({ length: 2000 }, () => randomRgb(rnd));
      const answers = await mapLimit(colours, 16, (rgb) =>
        get(`/v1/match/closest?hex=${rgbToHex(rgb).slice(1)}&method=${method}`),
      );
      let exact = 0;
      const problems: string[] = [];
      answers.forEach((a, i) => {
        const label = `seed ${SEED} ${method} ${rgbToHex(colours[i]!)}`;
        assertSuccess(a, label, null);
        const r = checkClosest(method, colours[i]!, a.json, () => true);
        if (r.problem) problems.push(`${label}: ${r.problem}`);
        if (r.exact) exact++;
      });
      expect(problems).toEqual([]);
      // Near-ties where the oracle's constants decide differently are rare; most picks agree exactly.
      expect(exact / colours.length).toBeGreaterThan(0.995);
      expectDyeObject(answers[0]!.json.data.dye);
    });
  }

  it('answers a colour asked again exactly as the first time, per method and locale, and never across filters', async () => {
    const rnd = prng(SEED ^ 0xca11);
    const colours = Array.from({ length: 300 }, () => rgbToHex(randomRgb(rnd)).slice(1));
    const withoutId = (text: string) => text.replace(/"requestId":"[^"]*"/, '');
    for (const [method, locale] of [
      ['ciede2000', 'en'],
      ['oklab', 'en'],
      ['ciede2000', 'ja'],
      ['rgb', 'fr'],
    ] as const) {
      const ask = (hex: string) => get(`/v1/match/closest?hex=${hex}&method=${method}&locale=${locale}`);
      const first = await mapLimit(colours, 16, ask);
      const again = await mapLimit(colours, 16, ask);
      for (const [i, a] of again.entries()) {
        const label = `${colours[i]} ${method} ${locale}`;
        expect(withoutId(a.text), label).toBe(withoutId(first[i]!.text));
        expect(a.json.data.method, label).toBe(method);
        expect(a.json.meta.locale, label).toBe(locale === 'en' ? undefined : locale);
        if (i < 10) {
          const dye = await get(`/v1/dyes/stain/${a.json.data.dye.stainID}?locale=${locale}`);
          expect(a.json.data.dye, label).toEqual(dye.json.data);
        }
      }
    }
    // The same colours, now remembered unfiltered, asked with a filter or an exclusion.
    for (const hex of colours.slice(0, 40)) {
      const plain = (await get(`/v1/match/closest?hex=${hex}`)).json.data.dye.stainID;
      const metallic = await get(`/v1/match/closest?hex=${hex}&metallic=true`);
      expect(byStain.get(metallic.json.data.dye.stainID)!.isMetallic, hex).toBe(true);
      const excluded = await get(`/v1/match/closest?hex=${hex}&excludeIds=${plain}`);
      expect(excluded.json.data.dye.stainID, hex).not.toBe(plain);
    }
  });

  it('breaks exact ties by the lowest stainID (a dye’s own colour is at distance 0)', async () => {
    for (const method of METHODS) {
      for (const d of [DATASET[0]!, DATASET[60]!, DATASET[124]!]) {
        const a = await get(`/v1/match/closest?hex=${d.hex.slice(1)}&method=${method}`);
        expect(a.json.data.dye.stainID, method).toBe(d.stainID);
        expect(a.json.data.distance).toBe(0);
      }
    }
  });
});

describe('GET /v1/match/closest: filters and excludeIds narrow the candidates', () => {
  it('matches the oracle over random filter sets (300 colours per method)', async () => {
    const rnd = prng(SEED + 17);
    const cases = METHODS.flatMap((method) =>
      Array.from({ length: 300 }, () => {
        const filters: Partial<Record<FilterName, boolean>> = {};
        for (const f of FILTER_NAMES) if (rnd() < 0.15) filters[f] = rnd() < 0.5;
        const exclude = Array.from({ length: Math.floor(rnd() * 6) }, () => {
          const d = DATASET[Math.floor(rnd() * 125)]!;
          return rnd() < 0.5 ? d.stainID : d.itemID;
        });
        return { method, rgb: randomRgb(rnd), filters, exclude };
      }),
    );
    const answers = await mapLimit(cases, 16, (c) =>
      get(
        `/v1/match/closest${qs({ hex: rgbToHex(c.rgb), method: c.method, ...c.filters, excludeIds: c.exclude.join(',') || undefined })}`,
      ),
    );
    let notFound = 0;
    const problems: string[] = [];
    answers.forEach((a, i) => {
      const c = cases[i]!;
      const excluded = new Set(c.exclude.map((id) => resolveAuto(id)!.stainID));
      const allowed = (d: DatasetDye) => passes(d, c.filters) && !excluded.has(d.stainID);
      const label = `seed ${SEED} ${c.method} ${rgbToHex(c.rgb)} ${JSON.stringify(c.filters)} excl ${c.exclude.join(',')}`;
      if (!DATASET.some(allowed)) {
        notFound++;
        assertRejected(a, 404, 'NOT_FOUND', undefined, label);
        return;
      }
      assertSuccess(a, label);
      const r = checkClosest(c.method, c.rgb, a.json, allowed);
      if (r.problem) problems.push(`${label}: ${r.problem}`);
    });
    expect(problems).toEqual([]);
    expect(notFound).toBeLessThan(cases.length / 2);
  });

  it('answers 404 NOT_FOUND when filters leave no candidate', async () => {
    const a = await get('/v1/match/closest?hex=ff0000&expensive=true&excludeIds=13114,13115');
    assertRejected(a, 404, 'NOT_FOUND');
    const b = await get('/v1/match/closest?hex=ff0000&pastel=true&dark=true');
    assertRejected(b, 404, 'NOT_FOUND');
  });
});

describe('GET /v1/match/closest: methods and hex input', () => {
  it('defaults to ciede2000 and normalises the retired method names', async () => {
    const hex = '5b7fc0';
    const base = (await get(`/v1/match/closest?hex=${hex}`)).json.data;
    expect(base.method).toBe('ciede2000');
    for (const [given, used] of [
      ['hyab', 'ciede2000'],
      ['oklch-weighted', 'ciede2000'],
      ['euclidean', 'rgb'],
      ['', 'ciede2000'],
    ] as const) {
      const a = await get(`/v1/match/closest?hex=${hex}&method=${given}`);
      assertSuccess(a, given);
      expect(a.json.data.method, given).toBe(used);
      const direct = (await get(`/v1/match/closest?hex=${hex}&method=${used}`)).json.data;
      expect(a.json.data).toEqual(direct);
    }
    const weights = (await get(`/v1/match/closest?hex=${hex}&kL=2&kC=0.5&kH=9`)).json.data;
    expect(weights).toEqual(base);
  });

  it('rejects unknown methods, case-sensitively, listing the six', async () => {
    for (const m of ['CIEDE2000', 'lab', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const a = await get(`/v1/match/closest?hex=ff0000&method=${m}`);
      assertRejected(a, 400, 'INVALID_MATCHING_METHOD', 'method', m);
      expect(a.json.details.received).toBe(m);
      expect([...a.json.details.expected].sort()).toEqual([...METHODS].sort());
    }
  });

  it('normalises inputHex to #RRGGBB upper case', async () => {
    for (const [given, want] of [
      ['ff00aa', '#FF00AA'],
      ['%23ff00aa', '#FF00AA'],
      ['%23Ff00aA', '#FF00AA'],
      ['ABCDEF', '#ABCDEF'],
    ]) {
      const a = await get(`/v1/match/closest?hex=${given}`);
      assertSuccess(a, given);
      expect(a.json.data.inputHex).toBe(want);
    }
  });

  it('rejects malformed hex with INVALID_HEX and details, and a missing hex with MISSING_PARAMETER', async () => {
    for (const bad of [
      'fff',
      '%23fff',
      '12345g',
      '%231234567',
      'ff00aa%20',
      '%20ff00aa',
      'red',
      '%23%23ff00aa',
      '0xff00aa',
    ]) {
      const a = await get(`/v1/match/closest?hex=${bad}`);
      assertRejected(a, 400, 'INVALID_HEX', 'hex', bad);
      expect(a.json.details.received).toBe(decodeURIComponent(bad));
      expect(a.json.details.expected).toBeTruthy();
    }
    assertRejected(await get('/v1/match/closest'), 400, 'MISSING_PARAMETER', 'hex');
    assertRejected(await get('/v1/match/closest?hex='), 400, 'MISSING_PARAMETER', 'hex');
  });
});

describe('GET /v1/match/within-distance', () => {
  /** maxDistance ranges that give a handful to a few dozen results on each method's scale. */
  const SCALE: Record<Method, [number, number]> = {
    ciede2000: [1, 25],
    cie76: [1, 35],
    oklab: [0.02, 0.25],
    redmean: [10, 200],
    rgb: [5, 120],
    distinguish: [2, 30],
  };

  it('returns exactly the dyes the oracle puts within range, closest first (150 colours per method)', async () => {
    const rnd = prng(SEED + 99);
    const cases = METHODS.flatMap((method) =>
      Array.from({ length: 150 }, () => {
        const [lo, hi] = SCALE[method];
        const max = Math.round((lo + rnd() * (hi - lo)) * 100) / 100;
        return { method, rgb: randomRgb(rnd), max };
      }),
    );
    const answers = await mapLimit(cases, 16, (c) =>
      get(`/v1/match/within-distance${qs({ hex: rgbToHex(c.rgb), method: c.method, maxDistance: c.max, limit: 125 })}`),
    );
    let nonEmpty = 0;
    const problems: string[] = [];
    answers.forEach((a, i) => {
      const c = cases[i]!;
      const label = `seed ${SEED} ${c.method} ${rgbToHex(c.rgb)} max ${c.max}`;
      assertSuccess(a, label, null);
      const data = a.json.data;
      const tol = TOLERANCE[c.method];
      const oracle = ranked(c.method, oracleColor(c.rgb), () => true);
      const got = new Set(data.results.map((r: any) => r.dye.stainID));
      for (const o of oracle) {
        if (o.d <= c.max - tol && !got.has(o.dye.stainID))
          problems.push(`${label}: stain ${o.dye.stainID} at ${o.d} missing`);
        if (o.d > c.max + tol && got.has(o.dye.stainID))
          problems.push(`${label}: stain ${o.dye.stainID} at ${o.d} included`);
      }
      const distances: number[] = data.results.map((r: any) => r.distance);
      if (distances.some((d, k) => k > 0 && d < distances[k - 1]!))
        problems.push(`${label}: not closest first: ${distances.join(', ')}`);
      for (const r of data.results) {
        const o = oracle.find((x) => x.dye.stainID === r.dye.stainID)!;
        const allowed = c.method === 'distinguish' ? 0 : tol + 5e-5;
        if (Math.abs(r.distance - reported(c.method, o.d)) > allowed)
          problems.push(`${label}: distance of ${r.dye.stainID} ${r.distance} vs ${o.d}`);
      }
      if (data.resultCount !== data.results.length) problems.push(`${label}: resultCount ${data.resultCount}`);
      if (data.maxDistance !== c.max) problems.push(`${label}: maxDistance ${data.maxDistance}`);
      if (data.method !== c.method) problems.push(`${label}: method ${data.method}`);
      if (data.inputHex !== rgbToHex(c.rgb).toUpperCase()) problems.push(`${label}: inputHex ${data.inputHex}`);
      if (data.resultCount > 0) nonEmpty++;
    });
    expect(problems).toEqual([]);
    expect(nonEmpty).toBeGreaterThan(cases.length / 2);
  });

  it('applies limit (default 20) after filters and excludeIds, keeping the closest', async () => {
    const full = (await get('/v1/match/within-distance?hex=808080&maxDistance=100&limit=125')).json.data;
    expect(full.resultCount).toBe(125);
    const dflt = (await get('/v1/match/within-distance?hex=808080&maxDistance=100')).json.data;
    expect(dflt.resultCount).toBe(20);
    expect(dflt.results).toEqual(full.results.slice(0, 20));
    const five = (await get('/v1/match/within-distance?hex=808080&maxDistance=100&limit=5')).json.data;
    expect(five.results).toEqual(full.results.slice(0, 5));

    const first = full.results[0].dye;
    const filtered = (
      await get(
        `/v1/match/within-distance?hex=808080&maxDistance=100&limit=5&metallic=false&excludeIds=${first.itemID}`,
      )
    ).json.data;
    const want = full.results
      .filter((r: any) => !byStain.get(r.dye.stainID)!.isMetallic && r.dye.stainID !== first.stainID)
      .slice(0, 5);
    expect(filtered.results).toEqual(want);
    expect(filtered.resultCount).toBe(5);
  });

  it('answers [] with resultCount 0 when nothing is in range', async () => {
    const a = await get('/v1/match/within-distance?hex=00ff00&maxDistance=0.01');
    assertSuccess(a);
    expect(a.json.data.results).toEqual([]);
    expect(a.json.data.resultCount).toBe(0);
  });

  it('validates maxDistance and limit', async () => {
    assertRejected(await get('/v1/match/within-distance?hex=ff0000'), 400, 'MISSING_PARAMETER', 'maxDistance');
    for (const bad of ['0.001', '0', '-1', '10px', 'Infinity', '1e400', 'abc', 'NaN']) {
      assertRejected(
        await get(`/v1/match/within-distance?hex=ff0000&maxDistance=${bad}`),
        400,
        'VALIDATION_ERROR',
        'maxDistance',
        bad,
      );
    }
    const ok = await get('/v1/match/within-distance?hex=ff0000&maxDistance=0.01');
    assertSuccess(ok);
    for (const bad of ['0', '126', '1e2', '2.5', '-1']) {
      assertRejected(
        await get(`/v1/match/within-distance?hex=ff0000&maxDistance=5&limit=${bad}`),
        400,
        'VALIDATION_ERROR',
        'limit',
        bad,
      );
    }
  });
});
