/**
 * Every tool function that returns dyes takes a `locale` and answers Dye Objects in it: the names
 * are the dataset's own (data/dyes.json), English has no `localizedName`, and a locale the library
 * does not know throws a ValidationError naming `locale`, before any work is done.
 */
import { describe, expect, it } from 'vitest';
import {
  budget,
  buildGradient,
  checkVision,
  compareDyes,
  extractPalette,
  findBestMix,
  mapImageToDyes,
  matchCharacterColor,
  mixDyes,
  searchDyeNames,
  ValidationError,
} from '../../../lib/index.ts';
import { byStain } from '../../helpers/dataset.ts';

type Locale = 'en' | 'ja' | 'de' | 'fr' | 'ko' | 'zh';

/** Each Dye Object in an answer, wherever it sits. */
function dyeObjectsIn(value: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) for (const v of value) dyeObjectsIn(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.stainID === 'number' && typeof o.name === 'string' && 'marketItemID' in o) found.push(o);
    else for (const v of Object.values(o)) dyeObjectsIn(v, found);
  }
  return found;
}

/** A 4 × 4 picture in two colours, RGBA. */
const picture = Uint8ClampedArray.from(
  Array.from({ length: 16 }, (_, i) => (i < 8 ? [200, 40, 40, 255] : [40, 60, 200, 255])).flat(),
);

const tools: Record<string, (locale: unknown) => unknown> = {
  buildGradient: (locale) =>
    buildGradient({ stops: [{ dye: 1 }, { hex: '#5b7fc0' }], steps: 4, locale: locale as Locale }),
  mixDyes: (locale) =>
    mixDyes({
      colors: [
        { color: { dye: 5 }, parts: 1 },
        { color: { hex: '#5b7fc0' }, parts: 2 },
      ],
      locale: locale as Locale,
    }),
  findBestMix: (locale) => findBestMix({ target: { dye: 12 }, grid: 4, count: 2, locale: locale as Locale }),
  extractPalette: (locale) => extractPalette(picture, { k: 2, runnersUp: 1, locale: locale as Locale }),
  mapImageToDyes: (locale) => mapImageToDyes(picture, { locale: locale as Locale }),
  budget: (locale) => budget({ target: { dye: 1 }, prices: null, maxDistance: 20, locale: locale as Locale }),
  matchCharacterColor: (locale) =>
    matchCharacterColor(
      { sheet: 'hair', clan: 'xaela', gender: 'female', index: 7 },
      { limit: 3, locale: locale as Locale },
    ),
  searchDyeNames: (locale) => searchDyeNames('white', locale as Locale, 5),
  compareDyes: (locale) => compareDyes([1, 2], { locale: locale as Locale }),
  checkVision: (locale) => checkVision([1, 2, 3], { locale: locale as Locale }),
};

describe('the locale option of every tool function that returns dyes', () => {
  for (const [name, run] of Object.entries(tools)) {
    it(`${name}: Dye Objects named in the requested locale, as data/dyes.json names them`, () => {
      for (const locale of ['ja', 'de', 'fr', 'ko', 'zh'] as const) {
        const dyes = dyeObjectsIn(run(locale));
        expect(dyes.length, `${name} ${locale} returns dyes`).toBeGreaterThan(0);
        for (const dye of dyes) {
          const row = byStain.get(dye.stainID as number)!;
          expect(dye.name).toBe(row.names.en);
          // A dye the dataset has no name for in that language has no localizedName.
          expect(dye.localizedName).toBe(row.names[locale] || undefined);
        }
      }
      const english = dyeObjectsIn(run('en'));
      expect(english.every((d) => !('localizedName' in d))).toBe(true);
      expect(dyeObjectsIn(run(undefined))).toEqual(english);
    });

    it(`${name}: a locale it does not know throws a ValidationError naming locale`, () => {
      for (const bad of ['xx', 'EN', 3]) {
        let thrown: unknown;
        try {
          run(bad);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(ValidationError);
        expect((thrown as ValidationError).field).toBe('locale');
        expect((thrown as ValidationError).kind).toBe('locale');
      }
    });
  }
});
