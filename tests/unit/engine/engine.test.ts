/**
 * The typed functions answer what the API answers: each result equals the `data` of the matching
 * request made through `createFetch()`, and bad input throws a ValidationError with the wire
 * error's message, parameter and expectation (tests/api/typed-parity.test.ts checks every route
 * over random inputs).
 */
import { describe, expect, it } from 'vitest';
import {
  ValidationError,
  closestDye,
  createFetch,
  dyesWithin,
  findDye,
  harmony,
  harmonyTypes,
  searchDyes,
  wheel,
  wheels,
  type ClosestMatch,
  type DyeObject,
  type Envelope,
} from '../../../lib/index.ts';

const api = createFetch();

async function data<T>(path: string): Promise<T> {
  const body = (await (await api(path)).json()) as Envelope<T>;
  if (!body.success) throw new Error(`${path}: ${body.error} ${body.message}`);
  return body.data;
}

async function failure(path: string): Promise<{ error: string; message: string; details?: unknown }> {
  const body = (await (await api(path)).json()) as Envelope<unknown>;
  if (body.success) throw new Error(`${path} succeeded`);
  return body;
}

function thrown(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('did not throw');
}

describe('engine functions equal the routes’ data', () => {
  it('closestDye', async () => {
    const got: ClosestMatch = closestDye('#5b7fc0', { method: 'oklab' });
    expect(got).toEqual(await data('/v1/match/closest?hex=%235b7fc0&method=oklab'));
    expect(got.inputHex).toBe('#5B7FC0');
    expect(closestDye('e4dfd0', { locale: 'ja', metallic: false, excludeIds: [1, 5730] })).toEqual(
      await data('/v1/match/closest?hex=e4dfd0&locale=ja&metallic=false&excludeIds=1,5730'),
    );
  });

  it('dyesWithin', async () => {
    const got = dyesWithin('#5b7fc0', 10, { limit: 5, method: 'ciede2000' });
    expect(got).toEqual(await data('/v1/match/within-distance?hex=%235b7fc0&maxDistance=10&limit=5&method=ciede2000'));
    expect(got.resultCount).toBe(got.results.length);
    expect(got.results.length).toBeGreaterThan(0);
  });

  it('harmony', async () => {
    const got = harmony({ dye: 5729, type: 'triadic', wheel: 'ryb' });
    expect(got).toEqual(await data('/v1/harmony?dye=5729&type=triadic&wheel=ryb'));
    expect(got.slots).toHaveLength(2);
    expect(harmony({ hex: '#336699', type: 'square', companions: 2, preventDuplicates: true, locale: 'de' })).toEqual(
      await data('/v1/harmony?hex=%23336699&type=square&companions=2&preventDuplicates=true&locale=de'),
    );
  });

  it('searchDyes, findDye, wheels, wheel and harmonyTypes', async () => {
    const blanc = searchDyes('blanc', { locale: 'fr' });
    expect(blanc).toEqual(await data('/v1/dyes/search?q=blanc&locale=fr'));
    expect(blanc.length).toBeGreaterThan(0);
    expect(findDye(5729)).toEqual(await data('/v1/dyes/5729'));
    expect(findDye('1', { locale: 'ko' })).toEqual(await data('/v1/dyes/1?locale=ko'));
    expect(wheels({ locale: 'zh' })).toEqual(await data('/v1/wheels?locale=zh'));
    expect(wheel('ryb', { stops: 12 })).toEqual(await data('/v1/wheels/ryb?stops=12'));
    expect(harmonyTypes({ locale: 'ja' })).toEqual(await data('/v1/harmony/types?locale=ja'));
  });

  it('findDye by exact name, in English or the locale, and null for no dye', async () => {
    const snow = await data<DyeObject>('/v1/dyes/5729?locale=ja');
    expect(findDye('snow white', { locale: 'ja' })).toEqual(snow);
    expect(findDye(snow.localizedName!, { locale: 'ja' })).toEqual(snow);
    expect(findDye('snow')).toBeNull(); // a part of a name is a search, not a lookup
    expect(findDye(300)).toBeNull(); // the unassigned range between stainIDs and itemIDs
  });
});

describe('engine functions fail as the API fails', () => {
  it.each([
    ['closestDye', () => closestDye('#zzzzzz'), '/v1/match/closest?hex=%23zzzzzz'],
    [
      'closestDye method',
      () => closestDye('#123456', { method: 'nope' as never }),
      '/v1/match/closest?hex=%23123456&method=nope',
    ],
    ['dyesWithin', () => dyesWithin('#123456', 0), '/v1/match/within-distance?hex=%23123456&maxDistance=0'],
    ['harmony', () => harmony({ dye: 'x' as never }), '/v1/harmony?dye=x'],
    ['harmony type', () => harmony({ dye: 5729, type: 'pentadic' as never }), '/v1/harmony?dye=5729&type=pentadic'],
    ['locale', () => searchDyes('blue', { locale: 'xx' as never }), '/v1/dyes/search?q=blue&locale=xx'],
  ])('%s', async (_name, run, path) => {
    const error = thrown(run);
    const expected = await failure(path);
    expect({
      message: error.message,
      parameter: error.field,
      received: error.received,
      expected: error.expected,
    }).toEqual({
      message: expected.message,
      ...(expected.details as object),
    });
  });
});
