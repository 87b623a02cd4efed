/**
 * The guide band the site shows comes from the engine's unrounded distance, not from the number on
 * the wire: for a colour whose distance to a dye lies just under a band edge, the wire rounds it
 * onto the edge (where a band read from the rounded number would say "close"), while the engine
 * worker's `distanceBands` (what the matcher and the playground call) says "same", as the
 * published band of the true distance does.
 *
 * Oracles: culori's CIEDE2000 formula and its a/b-weighted Euclidean OKLab distance (ΔEOK2), fed
 * the engine's Lab and OKLab coordinates (tested against culori in tests/unit/color), and the
 * published bands (ΔE2000 under 2, ΔEOK under 0.03: looks the same). The two colours were found
 * by a culori search of the dyes' neighbourhoods; the test checks that each still sits under its edge.
 */
import { describe, expect, it } from 'vitest';
import { differenceCiede2000, differenceEuclidean } from 'culori';
import { createFetch, type Envelope, type WithinDistance } from '../../../lib/index.ts';
import { matchColor } from '../../../lib/match/index.ts';
import { colorPoint, pairBands, parseHex } from '../../../lib/color/index.ts';

const api = createFetch();

const point = (hex: string) => colorPoint(parseHex(hex)!);
const de2000 = differenceCiede2000();
const deOk2 = differenceEuclidean('oklab', [1, 4, 4, 0]);
const lab = (hex: string) => {
  const [l, a, b] = point(hex).lab;
  return { mode: 'lab65' as const, l, a, b };
};
const oklab = (hex: string) => {
  const [l, a, b] = point(hex).oklab;
  return { mode: 'oklab' as const, l, a, b };
};

const CASES = [
  {
    method: 'ciede2000',
    color: '#d1975b',
    stainID: 22,
    edge: 2,
    distance: (x: string, y: string) => de2000(lab(x), lab(y)),
  },
  {
    method: 'oklab',
    color: '#5e6169',
    stainID: 4,
    edge: 0.03,
    distance: (x: string, y: string) => deOk2(oklab(x), oklab(y)),
  },
] as const;

describe('a distance just under a band edge', () => {
  for (const c of CASES) {
    it(`${c.method}: the band is the true distance's, though the wire rounds it onto the edge`, async () => {
      const path = `/v1/match/within-distance?hex=${encodeURIComponent(c.color)}&method=${c.method}&maxDistance=${c.edge * 2}&limit=125`;
      const body = (await (await api(path)).json()) as Envelope<WithinDistance>;
      if (!body.success) throw new Error(body.message);
      const hit = body.data.results.find((r) => r.dye.stainID === c.stainID)!;

      const trueDistance = c.distance(c.color, hit.dye.hex);
      expect(trueDistance).toBeLessThan(c.edge);
      expect(hit.distance).toBe(c.edge);

      expect(pairBands(c.method, [[c.color, hit.dye.hex]])).toEqual(['same']);
      const shown = matchColor(c.color, { method: c.method, maxDistance: c.edge * 2, limit: 125 });
      const match = shown.within.find((r) => r.dye.stainID === c.stainID)!;
      expect(match.distance).toBe(c.edge);
      expect(match.band).toBe('same');
    });
  }

  it('hue degrees and unreadable colours have no band', () => {
    expect(pairBands('degrees', [['#d1975b', '#c99156']])).toEqual(['none']);
    expect(pairBands('ciede2000', [['#d1975b', '']])).toEqual(['none']);
  });
});
