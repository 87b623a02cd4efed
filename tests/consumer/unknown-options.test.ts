/**
 * An options object with a key the function does not take is refused, not ignored:
 * `listDyes({ limit: 200 })` (listDyes pages with `perPage`) throws a ValidationError naming
 * `limit` instead of quietly answering 50 dyes. The test walks every function of every public entry
 * (package.json `exports`): each is either called here with a valid options object plus one
 * unknown key, or listed with the reason it takes no options object, so a new public function
 * cannot slip past unclassified.
 */
import { describe, expect, it } from 'vitest';
import { PACKAGE_ENTRIES } from '../../scripts/package-entries.js';
import { REPO_ROOT } from '../helpers/dataset.ts';
import * as root from '../../lib/index.ts';
import { createDyeGrid, resolveMatchOptions } from '../../lib/palette/index.ts';
import { restylePalette } from '../../lib/chara-file/index.ts';
import { matchCharacterSheet } from '../../lib/character/index.ts';
import { ENGINE_ROUTES } from '../../lib/api/routes/index.ts';
import { mixModelGrid } from '../../lib/mix/index.ts';
import { budgetUpgrades, priceTiers } from '../../lib/prices/index.ts';

/** A 2 × 2 picture, RGBA. */
const picture = Uint8ClampedArray.from([200, 40, 40, 255, 40, 60, 200, 255, 200, 40, 40, 255, 40, 60, 200, 255]);
const choice = { sheet: 'hair', clan: 'xaela', gender: 'female' } as const;

/**
 * Each function that takes an options object (or a request object), called with valid options
 * merged with `extra`: with `extra = {}` the call succeeds, so a refusal is the unknown key's.
 */
const WITH_OPTIONS: Record<string, (extra: object) => unknown> = {
  createFetch: (extra) => root.createFetch({ baseUrl: 'http://localhost', ...extra }),
  createApp: (extra) => root.createApp({ routes: ENGINE_ROUTES, ...extra }),
  closestDye: (extra) => root.closestDye('#5b7fc0', { method: 'oklab', ...extra }),
  dyesWithin: (extra) => root.dyesWithin('#5b7fc0', 10, { limit: 5, ...extra }),
  matchColor: (extra) => root.matchColor('#5b7fc0', { maxDistance: 5, ...extra }),
  listDyes: (extra) => root.listDyes({ perPage: 10, ...extra }),
  searchDyes: (extra) => root.searchDyes('snow', { locale: 'en', ...extra }),
  findDye: (extra) => root.findDye(5729, { locale: 'ja', ...extra }),
  dyeById: (extra) => root.dyeById(5729, { ...extra }),
  dyeByStain: (extra) => root.dyeByStain(1, { ...extra }),
  dyeBatch: (extra) => root.dyeBatch([1, 2], { idType: 'stain', ...extra }),
  browseDyes: (extra) => root.browseDyes({ name: 'white', ...extra }),
  dyeDetail: (extra) => root.dyeDetail(1, { ...extra }),
  harmony: (extra) => root.harmony({ dye: 5729, type: 'triadic', ...extra }),
  harmonyWithBands: (extra) => root.harmonyWithBands({ dye: 5729, ...extra }),
  harmonyTypes: (extra) => root.harmonyTypes({ locale: 'de', ...extra }),
  wheels: (extra) => root.wheels({ ...extra }),
  wheel: (extra) => root.wheel('rgb', { stops: 12, ...extra }),
  buildGradient: (extra) => root.buildGradient({ stops: [{ dye: 1 }, { hex: '#5b7fc0' }], steps: 3, ...extra }),
  mixDyes: (extra) =>
    root.mixDyes({
      colors: [
        { color: { dye: 5 }, parts: 1 },
        { color: { hex: '#5b7fc0' }, parts: 2 },
      ],
      ...extra,
    }),
  findBestMix: (extra) => root.findBestMix({ target: { dye: 12 }, grid: 2, count: 1, ...extra }),
  outfitFromItems: (extra) =>
    root.outfitFromItems([{ slot: 'Body', model: { set: 0, base: 6016, variant: 1 }, dyes: [1, null] }], {
      glasses: null,
      ...extra,
    }),
  outfitCharaText: (extra) => root.outfitCharaText(root.outfitFromItems([]), { nickname: 'Planner', ...extra }),
  compareDyes: (extra) => root.compareDyes([1, 2], { ...extra }),
  checkVision: (extra) => root.checkVision([1, 2], { severity: 50, ...extra }),
  extractPalette: (extra) => root.extractPalette(picture, { k: 2, ...extra }),
  mapImageToDyes: (extra) => root.mapImageToDyes(picture, { method: 'rgb', ...extra }),
  matchCharacterColor: (extra) => root.matchCharacterColor({ ...choice, index: 7 }, { limit: 3, ...extra }),
  closestCharacterColors: (extra) => root.closestCharacterColors('#1e1e1e', choice, { limit: 2, ...extra }),
  budget: (extra) => root.budget({ target: { dye: 1 }, prices: null, ...extra }),
  budgetUpgrades: (extra) => budgetUpgrades({ target: { dye: 1 }, prices: null, ...extra }),
  priceTiers: (extra) => priceTiers({ prices: null, ...extra }),
  mixModelGrid: (extra) => mixModelGrid({ colors: [{ dye: 5 }, { hex: '#5b7fc0' }], ...extra }),
  matchCharacterSheet: (extra) => matchCharacterSheet(choice, { limit: 1, ...extra }),
  createDyeGrid: (extra) => createDyeGrid('rgb', { cache: false, ...extra }),
  resolveMatchOptions: (extra) => resolveMatchOptions({ method: 'oklab', ...extra }),
  restylePalette: (extra) => restylePalette({ dye: 1 }, 'triadic', 'rgb', { noRepeats: true, ...extra }),
};

/** Public functions with no options object, and why. */
const WITHOUT_OPTIONS: Record<string, string> = {
  outfitFromGlamour: 'takes the glamour answer itself (its items), not options',
  // Reads the candidate keys (filters, excludeIds) of another function's options, already checked
  // against that function's own keys; the object it gets carries that function's other keys too.
  candidateMask: 'reads part of an options object checked by its caller',
  selectHarmony: 'the harmony core: a request of checked values built by harmony()',
};

/** Every function exported by a public entry, by exported name (first entry wins). */
async function publicFunctions(): Promise<Map<string, string>> {
  const found = new Map<unknown, string>();
  for (const entry of PACKAGE_ENTRIES) {
    if (entry.name === 'worker' || entry.name === 'msw') continue; // the worker script and MSW handlers
    const module = (await import(`${REPO_ROOT}/${entry.source}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      // Classes (the errors, TopList) are constructed, not called with options.
      if (typeof value !== 'function' || /^class\b/.test(Function.prototype.toString.call(value))) continue;
      if (!found.has(value)) found.set(value, `${entry.subpath} ${name}`);
    }
  }
  return new Map([...found.values()].map((where) => [where.split(' ')[1]!, where]));
}

/** Parameters named options or request (or req) in the function's source: it takes an options object. */
const takesOptions = (fn: unknown) =>
  /^[^)]*\b(options|request|req|[a-z]+Options)\b[^)]*\)/.test(
    Function.prototype.toString.call(fn).replace(/\s+/g, ' '),
  );

describe('unknown option keys', () => {
  it('listDyes({ limit: 200 }) names `limit` instead of answering 50 dyes', () => {
    expect(() => root.listDyes({ limit: 200 } as never)).toThrow(root.ValidationError);
    try {
      root.listDyes({ limit: 200 } as never);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'invalid', field: 'limit', received: 'limit' });
      expect((error as Error).message).toContain('"limit"');
      expect((error as Error).message).toContain('perPage');
    }
  });

  it('every public function is classified, and every one whose parameters name options is called here', async () => {
    const functions = await publicFunctions();
    const unclassified: string[] = [];
    for (const [name, where] of functions) {
      if (name in WITH_OPTIONS || name in WITHOUT_OPTIONS) continue;
      const module = (await import(
        `${REPO_ROOT}/${PACKAGE_ENTRIES.find((e) => e.subpath === where.split(' ')[0])!.source}`
      )) as Record<string, unknown>;
      if (takesOptions(module[name])) unclassified.push(where);
    }
    expect(unclassified).toEqual([]);
    // No stale names in the tables.
    for (const name of [...Object.keys(WITH_OPTIONS), ...Object.keys(WITHOUT_OPTIONS)]) {
      expect(functions.has(name), `${name} is public`).toBe(true);
    }
  });

  for (const [name, call] of Object.entries(WITH_OPTIONS)) {
    it(`${name}: answers with valid options and refuses an unknown key, naming it`, () => {
      expect(() => call({})).not.toThrow();
      let thrown: unknown;
      try {
        call({ colour: '#5b7fc0' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(root.ValidationError);
      expect(thrown).toMatchObject({ kind: 'invalid', field: 'colour' });
      expect((thrown as Error).message).toMatch(/^Unknown option "colour"/);
    });
  }
});
