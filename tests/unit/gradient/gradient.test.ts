import { describe, expect, it } from 'vitest';
import { formatHex, interpolate } from 'culori';
import { ValidationError } from '../../../lib/index.ts';
import { buildGradient } from '../../../lib/index.ts';
import { type SpaceId } from '../../../lib/gradient/index.ts';
import { seededRandom } from '../../helpers/random.ts';
import { distance, oracleColor, TOLERANCE, hexToRgb } from '../../helpers/color-oracle.ts';
import { DATASET as dataset } from '../../helpers/dataset.ts';

/** culori's name for each of our interpolation spaces. */
const CULORI_MODE: Record<SpaceId, 'oklab' | 'oklch' | 'lab65' | 'lrgb' | 'rgb'> = {
  oklab: 'oklab',
  oklch: 'oklch',
  lab: 'lab65',
  linear: 'lrgb',
  srgb: 'rgb',
};
const SPACES = Object.keys(CULORI_MODE) as SpaceId[];

const randomHex = (rand: () => number) =>
  '#' +
  Math.floor(rand() * 0x1000000)
    .toString(16)
    .padStart(6, '0');
const channelGap = (x: string, y: string) => {
  const a = hexToRgb(x);
  const b = hexToRgb(y);
  return Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
};
/** Chroma in OKLCH by culori: hue is only meaningful (and culori's arc only comparable) above a grey. */
const chromaOf = (hex: string) => (interpolate([hex, hex], 'oklch')(0) as { c: number }).c;

describe('gradient interpolation against culori', () => {
  for (const space of SPACES) {
    it(`${space}: ends are the stops, and every step is culori's colour at t (±1 per channel)`, () => {
      const rand = seededRandom(0x9ad + space.length);
      let compared = 0;
      for (let n = 0; n < 60; n++) {
        const a = randomHex(rand);
        const b = randomHex(rand);
        // Greys have no hue: the arc between them is a convention (ours: take the other hue).
        if (space === 'oklch' && (chromaOf(a) < 0.02 || chromaOf(b) < 0.02)) continue;
        const g = buildGradient({ stops: [{ hex: a }, { hex: b }], steps: 5, space });
        expect(g.steps[0]!.ideal.toLowerCase()).toBe(a);
        expect(g.steps[4]!.ideal.toLowerCase()).toBe(b);
        const oracle = interpolate([a, b], CULORI_MODE[space]);
        for (const step of g.steps) {
          const expected = formatHex(oracle(step.t));
          expect(channelGap(step.ideal, expected), `${space} ${a}→${b} at ${step.t}`).toBeLessThanOrEqual(1);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
  }

  it('OKLCH takes the shorter hue arc: red to blue passes through purple, not green', () => {
    const g = buildGradient({ stops: [{ hex: '#ff0000' }, { hex: '#0000ff' }], steps: 3, space: 'oklch' });
    const mid = hexToRgb(g.steps[1]!.ideal);
    expect(mid.g).toBeLessThan(40);
    expect(mid.r).toBeGreaterThan(120);
    expect(mid.b).toBeGreaterThan(120);
  });

  it('three stops: the middle step of five is exactly the middle stop', () => {
    for (const space of SPACES) {
      const g = buildGradient({ stops: [{ hex: '#102030' }, { hex: '#c04080' }, { hex: '#f0e090' }], steps: 5, space });
      expect(g.steps.map((s) => s.ideal)).toHaveLength(5);
      expect(g.steps[2]!.ideal).toBe('#C04080');
      // A quarter of the way is the midpoint of the first segment.
      const expected = formatHex(interpolate(['#102030', '#c04080'], CULORI_MODE[space])(0.5));
      expect(channelGap(g.steps[1]!.ideal, expected)).toBeLessThanOrEqual(1);
    }
  });

  it('a dye stop resolves to the dye and its colour', () => {
    const first = dataset[0]!;
    const g = buildGradient({ stops: [{ dye: first.stainID }, { dye: first.itemID }], steps: 2 });
    expect(g.stops.map((s) => s.dye?.stainID)).toEqual([first.stainID, first.stainID]);
    expect(g.steps.map((s) => s.ideal.toLowerCase())).toEqual([first.hex, first.hex]);
    expect(g.steps[0]!.dye!.stainID).toBe(first.stainID);
    expect(g.steps[0]!.distance).toBe(0);
    expect(g.steps[0]!.band).toBe('same');
  });
});

describe('gradient dye matching', () => {
  const dyes = dataset.map((d) => ({ ...d, color: oracleColor(d.hex) }));

  it('each step gets the closest dye by the chosen method (brute force with culori)', () => {
    for (const method of ['ciede2000', 'oklab', 'rgb'] as const) {
      const g = buildGradient({
        stops: [{ hex: '#203040' }, { hex: '#e0a030' }, { hex: '#7040c0' }],
        steps: 12,
        method,
      });
      // Distances come as the API reports them, to 4 decimals: half a unit in the last place more.
      const tolerance = TOLERANCE[method] + 5e-5;
      for (const step of g.steps) {
        const ideal = oracleColor(step.ideal.toLowerCase());
        const best = Math.min(...dyes.map((d) => distance(method, ideal, d.color)));
        expect(step.distance!).toBeLessThanOrEqual(best + tolerance);
        expect(Math.abs(distance(method, ideal, oracleColor(step.dye!.hex)) - step.distance!)).toBeLessThanOrEqual(
          tolerance,
        );
      }
    }
  });

  it('bands follow the published ΔE2000 edges (under 2, 2–10, over 10)', () => {
    const g = buildGradient({ stops: [{ hex: '#000000' }, { hex: '#ff00ff' }], steps: 24 });
    for (const step of g.steps) {
      expect(step.band).toBe(step.distance! < 2 ? 'same' : step.distance! <= 10 ? 'close' : 'different');
    }
    const rgb = buildGradient({ stops: [{ hex: '#000000' }, { hex: '#ff00ff' }], steps: 3, method: 'rgb' });
    expect(rgb.steps.every((s) => s.band === 'none')).toBe(true);
  });

  it('unique: no dye repeats, and each step takes the closest dye not used before it', () => {
    const g = buildGradient({ stops: [{ hex: '#f0f0f0' }, { hex: '#e8e8e0' }], steps: 10, unique: true });
    const ids = g.steps.map((s) => s.dye!.stainID);
    expect(new Set(ids).size).toBe(10);
    const used = new Set<number>();
    for (const step of g.steps) {
      const ideal = oracleColor(step.ideal.toLowerCase());
      const best = Math.min(
        ...dyes.filter((d) => !used.has(d.stainID)).map((d) => distance('ciede2000', ideal, d.color)),
      );
      expect(step.distance!).toBeLessThanOrEqual(best + TOLERANCE.ciede2000);
      used.add(step.dye!.stainID);
    }
    // Without the option, a near-flat gradient repeats its dye.
    const plain = buildGradient({ stops: [{ hex: '#f0f0f0' }, { hex: '#e8e8e0' }], steps: 10 });
    expect(new Set(plain.steps.map((s) => s.dye!.stainID)).size).toBeLessThan(10);
  });

  it('unique with fewer dyes than steps: the rest get no dye, not a repeat', () => {
    const pastel = dataset.filter((d) => d.isPastel).length;
    const g = buildGradient({
      stops: [{ hex: '#ffc0c0' }, { hex: '#c0c0ff' }],
      steps: pastel + 3,
      unique: true,
      filters: { pastel: true },
    });
    expect(g.steps.filter((s) => s.dye).length).toBe(pastel);
    expect(g.steps.slice(pastel).every((s) => s.dye === null && s.distance === null && s.band === null)).toBe(true);
  });

  it('filters: only dyes with the flag (or without it)', () => {
    const metallic = buildGradient({
      stops: [{ hex: '#ff0000' }, { hex: '#00ff00' }],
      steps: 8,
      filters: { metallic: true },
    });
    expect(metallic.steps.every((s) => s.dye!.isMetallic)).toBe(true);
    const none = buildGradient({
      stops: [{ hex: '#ff0000' }, { hex: '#00ff00' }],
      steps: 8,
      filters: { metallic: false },
    });
    expect(none.steps.every((s) => !s.dye!.isMetallic)).toBe(true);
  });
});

describe('gradient input checks', () => {
  const ok = { stops: [{ hex: '#000000' }, { hex: '#ffffff' }], steps: 4 };
  it.each([
    [{ ...ok, steps: 1 }, 'steps', /^Parameter "steps" must be >= 2\.$/],
    [{ ...ok, steps: 25 }, 'steps', /^Parameter "steps" must be <= 24\.$/],
    [{ ...ok, steps: 2.5 }, 'steps', /^Parameter "steps" must be an integer\.$/],
    [{ ...ok, steps: '4' }, 'steps', /^Parameter "steps" must be an integer\.$/],
    [{ ...ok, stops: [{ hex: '#000000' }] }, 'stops', /^Parameter "stops" must hold 2 to 5 stops\.$/],
    [{ ...ok, stops: Array.from({ length: 6 }, () => ({ hex: '#000000' })) }, 'stops', /must hold 2 to 5/],
    [{ ...ok, stops: [{ hex: '#000000' }, { hex: '#12' }] }, 'stops[1].hex', /^Invalid hex color format/],
    [{ ...ok, stops: [{ dye: 999 }, { hex: '#000000' }] }, 'stops[0].dye', /^No dye found with ID 999\./],
    [{ ...ok, stops: [null, { hex: '#000000' }] }, 'stops[0]', /"stops\[0\]" must be \{ dye: id \}/],
    [{ ...ok, space: 'hsv' }, 'space', /"space". Must be one of: oklab, oklch, lab, linear, srgb$/],
    [{ ...ok, method: 'delta' }, 'method', /^Invalid matching method "delta". Must be one of: ciede2000/],
    [null, 'request', /"request" must be a gradient request/],
  ])('rejects %j with a ValidationError naming the field', (request, field, message) => {
    const run = () => buildGradient(request as Parameters<typeof buildGradient>[0]);
    expect(run).toThrow(ValidationError);
    expect(run).toThrow(message);
    expect(run).toThrow(expect.objectContaining({ field }));
  });

  it('takes the retired method names as the API does', () => {
    expect(buildGradient({ ...ok, method: 'euclidean' }).method).toBe('rgb');
    expect(buildGradient({ ...ok, method: 'hyab' }).method).toBe('ciede2000');
  });
});
