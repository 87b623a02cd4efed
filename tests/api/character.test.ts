/**
 * `/v1/character/*` in-process (createFetch) and through a real Node server: the sheets in six
 * languages, palettes as the dataset has them, matching against culori, and errors that name the
 * parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetch } from '../../lib/index.ts';
import { answerOf, call, type Answer } from '../helpers/http.ts';
import { assertRejected, assertSuccess } from '../helpers/envelope.ts';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { DATASET, LOCALES, byStain } from '../helpers/dataset.ts';
import { TOLERANCE, distance, oracleColor } from '../helpers/color-oracle.ts';
import { CLAN_IDS, GENDER_IDS, SHIPPED_SHARED, datasetPalette } from '../helpers/character-data.ts';

const local = createFetch();
const get = async (path: string): Promise<Answer> => answerOf(await local(path));

describe('GET /v1/character/sheets', () => {
  it.each(LOCALES)('lists the eight palettes with a name in %s', async (locale) => {
    const a = await get(`/v1/character/sheets?locale=${locale}`);
    assertSuccess(a, locale, locale);
    const sheets = a.json.data as { id: string; name: string; size: number; perClan: boolean }[];
    expect(sheets.map((s) => s.id)).toEqual([
      'hair',
      'skin',
      'highlights',
      'eyes',
      'lips-dark',
      'lips-light',
      'face-paint-dark',
      'face-paint-light',
    ]);
    expect(sheets.map((s) => s.size)).toEqual([192, 192, 192, 192, 96, 96, 96, 96]);
    expect(sheets.filter((s) => s.perClan).map((s) => s.id)).toEqual(['hair', 'skin']);
    for (const s of sheets) expect(s.name.trim()).not.toBe('');
    expect(new Set(sheets.map((s) => s.name)).size).toBe(8);
  });

  it('names differ by language', async () => {
    const en = (await get('/v1/character/sheets')).json.data[0].name;
    const ja = (await get('/v1/character/sheets?locale=ja')).json.data[0].name;
    expect(en).not.toBe(ja);
  });
});

describe('GET /v1/character/colors', () => {
  it('answers every clan and gender’s hair and skin as the dataset has them', async () => {
    for (const sheet of ['hair', 'skin'])
      for (const clan of CLAN_IDS)
        for (const gender of GENDER_IDS) {
          const a = await get(`/v1/character/colors?sheet=${sheet}&clan=${clan}&gender=${gender}`);
          assertSuccess(a);
          expect(a.json.data).toMatchObject({ sheet, clan, gender });
          expect(a.json.data.colors).toEqual(datasetPalette(sheet, clan, gender).map((hex, index) => ({ index, hex })));
        }
  });

  it('shared palettes ignore clan and gender', async () => {
    for (const sheet of SHIPPED_SHARED) {
      const a = await get(`/v1/character/colors?sheet=${sheet}&clan=raen`);
      assertSuccess(a);
      expect(a.json.data).toMatchObject({ sheet, clan: null, gender: null });
      expect(a.json.data.colors.map((c: { hex: string }) => c.hex)).toEqual(datasetPalette(sheet));
    }
  });

  it.each([
    ['?clan=xaela&gender=male', 400, 'MISSING_PARAMETER', 'sheet'],
    ['?sheet=beard', 400, 'VALIDATION_ERROR', 'sheet'],
    ['?sheet=hair&gender=male', 400, 'MISSING_PARAMETER', 'clan'],
    ['?sheet=skin&clan=xaela', 400, 'MISSING_PARAMETER', 'gender'],
    ['?sheet=hair&clan=Xaela&gender=male', 400, 'VALIDATION_ERROR', 'clan'],
    ['?sheet=hair&clan=xaela&gender=m', 400, 'VALIDATION_ERROR', 'gender'],
    ['?sheet=face-paint-light', 404, 'NOT_FOUND', 'sheet'],
  ] as const)('%s → %i %s naming %s', async (query, status, code, parameter) => {
    assertRejected(await get(`/v1/character/colors${query}`), status, code, parameter);
  });
});

describe('GET /v1/character/match', () => {
  it('the closest dyes to a palette colour, as culori ranks them', async () => {
    for (const [sheet, clan, gender, index] of [
      ['hair', 'xaela', 'female', 7],
      ['skin', 'veena', 'male', 100],
      ['eyes', '', '', 191],
      ['highlights', '', '', 0],
      ['lips-dark', '', '', 42],
    ] as const) {
      const a = await get(
        `/v1/character/match?sheet=${sheet}&clan=${clan}&gender=${gender}&index=${index}&limit=4&locale=de`,
      );
      assertSuccess(a, sheet, 'de');
      const hex = datasetPalette(sheet, clan, gender)[index]!;
      expect(a.json.data.color).toEqual({ index, hex });
      const c = oracleColor(hex);
      const want = DATASET.map((d) => [d.stainID, distance('ciede2000', c, oracleColor(d.hex))] as const)
        .sort((x, y) => x[1] - y[1] || x[0] - y[0])
        .slice(0, 4);
      const results = a.json.data.results as { dye: { stainID: number; localizedName: string }; distance: number }[];
      expect(results).toHaveLength(4);
      results.forEach((r, i) => {
        expect(Math.abs(r.distance - want[i]![1])).toBeLessThan(TOLERANCE.ciede2000);
        expect(r.dye.localizedName).toBe(byStain.get(r.dye.stainID)!.names.de);
      });
      expect(results.map((r) => r.dye.stainID)).toEqual(want.map((w) => w[0]));
    }
  });

  it('keeps to the filters and excludeIds', async () => {
    const base = '/v1/character/match?sheet=eyes&index=60&limit=3';
    const first = (await get(base)).json.data.results[0].dye.stainID as number;
    const without = await get(`${base}&excludeIds=${first}&metallic=false`);
    assertSuccess(without);
    for (const r of without.json.data.results) {
      expect(r.dye.stainID).not.toBe(first);
      expect(byStain.get(r.dye.stainID)!.isMetallic).toBe(false);
    }
  });

  it.each([
    ['?sheet=eyes', 400, 'MISSING_PARAMETER', 'index'],
    ['?sheet=eyes&index=192', 400, 'VALIDATION_ERROR', 'index'],
    ['?sheet=lips-dark&index=96', 400, 'VALIDATION_ERROR', 'index'],
    ['?sheet=eyes&index=1.5', 400, 'VALIDATION_ERROR', 'index'],
    ['?sheet=eyes&index=3&method=lab', 400, 'INVALID_MATCHING_METHOD', 'method'],
    ['?sheet=eyes&index=3&limit=0', 400, 'VALIDATION_ERROR', 'limit'],
    ['?sheet=eyes&index=3&pastel=maybe', 400, 'VALIDATION_ERROR', 'pastel'],
    ['?sheet=hair&index=3', 400, 'MISSING_PARAMETER', 'clan'],
  ] as const)('%s → %i %s naming %s', async (query, status, code, parameter) => {
    assertRejected(await get(`/v1/character/match${query}`), status, code, parameter);
  });
});

describe('GET /v1/character/closest', () => {
  it('the hair colours nearest a dye, as culori ranks them', async () => {
    const jet = DATASET.find((d) => d.name === 'Jet Black')!;
    const a = await get(`/v1/character/closest?dye=${jet.itemID}&sheet=hair&clan=raen&gender=male&limit=3`);
    assertSuccess(a);
    const c = oracleColor(jet.hex);
    const want = datasetPalette('hair', 'raen', 'male')
      .map((hex, index) => ({ index, hex, d: distance('ciede2000', c, oracleColor(hex)) }))
      .sort((x, y) => x.d - y.d || x.index - y.index)
      .slice(0, 3);
    expect(a.json.data.results.map((r: { index: number }) => r.index)).toEqual(want.map((w) => w.index));
    expect(a.json.data.inputHex).toBe(jet.hex.toUpperCase());
  });

  it('any colour against a shared palette', async () => {
    const a = await get('/v1/character/closest?hex=ff0000&sheet=eyes&limit=1');
    assertSuccess(a);
    const c = oracleColor('#ff0000');
    const best = datasetPalette('eyes')
      .map((hex, index) => ({ index, d: distance('ciede2000', c, oracleColor(hex)) }))
      .sort((x, y) => x.d - y.d)[0]!;
    expect(a.json.data.results).toHaveLength(1);
    expect(a.json.data.results[0].index).toBe(best.index);
  });

  it.each([
    ['?sheet=eyes', 400, 'MISSING_PARAMETER', 'hex'],
    ['?hex=12345&sheet=eyes', 400, 'INVALID_HEX', 'hex'],
    ['?hex=123456&dye=5729&sheet=eyes', 400, 'VALIDATION_ERROR', 'hex'],
    ['?dye=abc&sheet=eyes', 400, 'VALIDATION_ERROR', 'dye'],
    ['?dye=999&sheet=eyes', 404, 'NOT_FOUND', 'dye'],
    ['?hex=123456&sheet=hair&clan=raen', 400, 'MISSING_PARAMETER', 'gender'],
    ['?hex=123456&sheet=eyes&limit=193', 400, 'VALIDATION_ERROR', 'limit'],
  ] as const)('%s → %i %s naming %s', async (query, status, code, parameter) => {
    assertRejected(await get(`/v1/character/closest${query}`), status, code, parameter);
  });
});

describe('the Node server answers them too', () => {
  let server: SpawnedServer;
  beforeAll(async () => {
    server = await spawnServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the same body as in-process', async () => {
    const path = '/v1/character/match?sheet=hair&clan=the-lost&gender=female&index=12&limit=2';
    const [remote, inProcess] = [await call(server.url, path), await get(path)];
    assertSuccess(remote);
    expect(remote.json.data).toEqual(inProcess.json.data);
  });
});
