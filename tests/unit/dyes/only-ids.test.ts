/**
 * "Only dyes I own": the `onlyIds` dye filter, as the engine worker's methods take it from every
 * tool. Oracles: data/dyes.json read here (not through lib/) and culori's CIEDE2000 for the
 * closest owned dye; each answer's dyes checked against the owned set written here.
 */
import { describe, expect, it } from 'vitest';
import { differenceCiede2000 } from 'culori';
import { engineApi } from '../../../lib/worker/engine-api.ts';
import { ValidationError } from '../../../lib/index.ts';
import { DATASET, byItem, byStain } from '../../helpers/dataset.ts';

const de = differenceCiede2000();
/** Twelve dyes spread over the list, named half by itemID and half by stainID (as a player's file may hold either). */
const OWNED_DYES = DATASET.filter((_, i) => i % 10 === 3);
const OWNED_IDS = OWNED_DYES.map((d, i) => (i % 2 ? d.itemID : d.stainID));
const OWNED_STAINS = new Set(OWNED_DYES.map((d) => d.stainID));
const owned = (dye: { stainID: number }) => OWNED_STAINS.has(dye.stainID);

/** A worker call: arguments and answer through a structured clone, as over postMessage. */
function viaWorker<M extends keyof typeof engineApi>(method: M, ...args: Parameters<(typeof engineApi)[M]>) {
  const fn = engineApi[method] as (...a: unknown[]) => unknown;
  return structuredClone(fn(...structuredClone(args))) as ReturnType<(typeof engineApi)[M]>;
}

const refusal = (run: () => unknown): ValidationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('onlyIds keeps the answers to the owned dyes', () => {
  it('matchColor: the closest dye is the closest owned dye by CIEDE2000, and "within" lists owned dyes only', () => {
    for (const hex of ['#5b7fc0', '#c03a2b', '#f0e6d2', '#203020', '#777777']) {
      const answer = viaWorker('matchColor', hex, { onlyIds: OWNED_IDS, maxDistance: 40, limit: 125 });
      const expected = [...OWNED_DYES].sort((a, b) => de(hex, a.hex) - de(hex, b.hex))[0]!;
      expect(answer.closest.dye.stainID, hex).toBe(expected.stainID);
      expect(answer.within.length).toBeGreaterThan(0);
      expect(answer.within.every((m) => owned(m.dye))).toBe(true);
      // Without the filter the same colour is answered by a dye the player does not own.
      const everyDye = viaWorker('matchColor', hex, { maxDistance: 40, limit: 125 });
      expect(everyDye.within.some((m) => !owned(m.dye))).toBe(true);
    }
  });

  it('with the other filters: both apply', () => {
    const answer = viaWorker('matchColor', '#5b7fc0', {
      onlyIds: OWNED_IDS,
      vendor: true,
      maxDistance: 100,
      limit: 125,
    });
    const expected = OWNED_DYES.filter((d) => d.isVendor);
    expect(answer.within.map((m) => m.dye.stainID).sort((a, b) => a - b)).toEqual(
      expected.map((d) => d.stainID).sort((a, b) => a - b),
    );
  });

  it('harmony, gradient, mixer, colour vision, character and the browser answer with owned dyes only', () => {
    const harmony = viaWorker('harmonyWithBands', { hex: '#5b7fc0', type: 'tetradic', onlyIds: OWNED_IDS });
    expect(harmony.slots.length).toBe(3);
    expect(harmony.slots.every((slot) => slot.dye && owned(slot.dye))).toBe(true);

    const gradient = viaWorker('gradient', {
      stops: [{ hex: '#ff0000' }, { hex: '#0000ff' }],
      steps: 7,
      filters: { onlyIds: OWNED_IDS },
    });
    expect(gradient.steps.every((s) => s.dye && owned(s.dye))).toBe(true);

    const mix = viaWorker('mix', {
      colors: [
        { color: { hex: '#ff0000' }, parts: 1 },
        { color: { hex: '#0000ff' }, parts: 1 },
      ],
      count: 5,
      filters: { onlyIds: OWNED_IDS },
    });
    expect(mix.closest.length).toBeGreaterThan(0);
    expect(mix.closest.every((m) => owned(m.dye))).toBe(true);

    const best = viaWorker('bestMix', { target: { hex: '#806080' }, filters: { onlyIds: OWNED_IDS } });
    expect(best.results.length).toBeGreaterThan(0);
    expect(best.results.every((r) => owned(r.a) && owned(r.b))).toBe(true);

    // Four reds and browns that collapse for some eyes: every suggested swap is an owned dye.
    const vision = viaWorker('checkVision', [5737, 5738, 5739, 5740], { filters: { onlyIds: OWNED_IDS } });
    expect(vision.replacements.length).toBeGreaterThan(0);
    expect(vision.replacements.every((r) => owned(r.dye))).toBe(true);

    const character = viaWorker('characterDyesFor', ['#5b7fc0', '#d2a080'], { onlyIds: OWNED_IDS, limit: 5 });
    expect(character.flat().length).toBe(10);
    expect(character.flat().every((m) => owned(m.dye))).toBe(true);

    const listing = viaWorker('browseDyes', { onlyIds: OWNED_IDS, perPage: 200 });
    expect(listing.dyes.map((d) => d.stainID).sort((a, b) => a - b)).toEqual([...OWNED_STAINS].sort((a, b) => a - b));
  });
});

describe('onlyIds edges', () => {
  it('absent limits nothing; an empty list leaves no dye (a clear refusal, never another dye)', () => {
    expect(viaWorker('browseDyes', { perPage: 200 }).pagination.total).toBe(DATASET.length);
    expect(viaWorker('browseDyes', { onlyIds: [], perPage: 200 }).pagination.total).toBe(0);
    const none = refusal(() => engineApi.matchColor('#5b7fc0', { onlyIds: [] }));
    expect(none.message).toMatch(/no matching dye/i);
  });

  it('an ID naming no dye is ignored, as excludeIds ignores it', () => {
    const one = OWNED_DYES[0]!;
    const answer = viaWorker('matchColor', '#000000', {
      onlyIds: [one.itemID, 999, 52254],
      maxDistance: 200,
      limit: 125,
    });
    expect(answer.within.map((m) => m.dye.stainID)).toEqual([one.stainID]);
    expect(byItem.get(one.itemID)?.stainID).toBe(byStain.get(one.stainID)?.stainID);
  });

  it('bad input is refused naming onlyIds', () => {
    for (const bad of ['5729', [1.5], ['x'], [null], Array.from({ length: 251 }, (_, i) => i + 1)]) {
      const error = refusal(() => engineApi.matchColor('#5b7fc0', { onlyIds: bad as never }));
      expect(error.field).toBe('onlyIds');
    }
    const harmony = refusal(() => engineApi.harmonyWithBands({ dye: 5729, onlyIds: 'all' as never }));
    expect(harmony.field).toBe('onlyIds');
    const gradient = refusal(() =>
      engineApi.gradient({ stops: [{ hex: '#ff0000' }, { hex: '#0000ff' }], steps: 5, filters: { onlyIds: [0.5] } }),
    );
    expect(gradient.field).toBe('onlyIds');
  });

  it('every dye named twice (itemID and stainID) is within the limit', () => {
    const all = DATASET.flatMap((d) => [d.itemID, d.stainID]);
    expect(viaWorker('browseDyes', { onlyIds: all, perPage: 200 }).pagination.total).toBe(DATASET.length);
  });
});
