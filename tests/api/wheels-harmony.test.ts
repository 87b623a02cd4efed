/**
 * `/v1/wheels*` and `/v1/harmony*` against a real server process. Oracles: culori (HSV, OKLCH,
 * ΔE2000) for colours, the spec's tables (wheels and harmony offsets) and the dataset. The wheel
 * maths itself is not re-implemented; its promises are checked instead: the rgb wheel is HSV hue,
 * every wheel is a monotone re-spacing of hue, the wheel landmarks, and every chosen dye is the
 * nearest allowed candidate to the slot's own target colour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { call, mapLimit } from '../helpers/http.ts';
import { assertRejected, assertSuccess } from '../helpers/envelope.ts';
import { DATASET, FACEWEAR, byStain, passes, type DatasetDye } from '../helpers/dataset.ts';
import { TOLERANCE, distance, hexToRgb, hsvOf, hueGap, oklchOf, oracleColor } from '../helpers/color-oracle.ts';
import { expectDyeObject } from './dye-object.ts';
import { converter } from 'culori';
import { HARMONY_TYPES } from '../fuzz/routes.ts';

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer();
});
afterAll(async () => {
  await server?.stop();
});
const get = (path: string) => call(server.url, path);

const WHEELS = ['rgb', 'ryb', 'perceptual', 'oklch-hue', 'oklch-lightness'] as const;
const TAGS = ['RGB', 'RYB', 'PERCEPTUAL', 'OKLCH·H', 'OKLCH·L'];
const HEX_UPPER = /^#[0-9A-F]{6}$/;
const SPEC_OFFSETS: Record<string, number[]> = {
  complementary: [180],
  analogous: [30, 330],
  triadic: [120, 240],
  'split-complementary': [150, 210],
};
const TYPE_IDS = HARMONY_TYPES;
const mod360 = (x: number) => ((x % 360) + 360) % 360;
const circularGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
const DYE_COLORS = new Map(DATASET.map((d) => [d.stainID, oracleColor(d.hex)]));

describe('GET /v1/wheels', () => {
  it('lists the five wheels in display order, rgb first and default', async () => {
    const a = await get('/v1/wheels');
    assertSuccess(a, 'wheels', null);
    expect(a.json.data.map((w: any) => w.id)).toEqual([...WHEELS]);
    expect(a.json.data.map((w: any) => w.tag)).toEqual(TAGS);
    expect(a.json.data.map((w: any) => w.isDefault)).toEqual([true, false, false, false, false]);
    for (const w of a.json.data) {
      expect(Object.keys(w).sort()).toEqual(['id', 'isDefault', 'name', 'tag']);
      expect(typeof w.name).toBe('string');
      expect(w.name.length).toBeGreaterThan(0);
    }
  });

  it('localizes wheel names and keeps ids and tags', async () => {
    const en = (await get('/v1/wheels')).json.data;
    for (const locale of ['ja', 'de', 'fr', 'ko', 'zh']) {
      const a = await get(`/v1/wheels?locale=${locale}`);
      assertSuccess(a, locale, locale);
      expect(a.json.data.map((w: any) => [w.id, w.tag])).toEqual(en.map((w: any) => [w.id, w.tag]));
      for (const w of a.json.data) expect(w.name.length).toBeGreaterThan(0);
    }
    const ja = (await get('/v1/wheels?locale=ja')).json.data;
    expect(ja[0].name).not.toBe(en[0].name);
  });
});

describe('GET /v1/wheels/:id', () => {
  it('gives every wheel 72 ring stops by default and every dye a wheelHue in [0, 360)', async () => {
    for (const [i, id] of WHEELS.entries()) {
      const a = await get(`/v1/wheels/${id}`);
      assertSuccess(a, id, null);
      const w = a.json.data;
      expect([w.id, w.tag, w.isDefault]).toEqual([id, TAGS[i], i === 0]);
      expect(w.ringStops).toHaveLength(72);
      for (const s of w.ringStops) expect(s).toMatch(/^#[0-9a-fA-F]{6}$/);
      expect(w.dyes.map((d: any) => d.stainID)).toEqual(DATASET.map((d) => d.stainID));
      for (const d of w.dyes) {
        expect(d.hex).toBe(byStain.get(d.stainID)!.hex);
        expect(d.itemID).toBe(byStain.get(d.stainID)!.itemID);
        expect(typeof d.wheelHue).toBe('number');
        expect(d.wheelHue).toBeGreaterThanOrEqual(0);
        expect(d.wheelHue).toBeLessThan(360);
      }
    }
  });

  it('has exactly `stops` ring stops for 3–360 and rejects the rest', async () => {
    for (const n of [3, 12, 100, 360]) {
      for (const id of WHEELS) {
        const a = await get(`/v1/wheels/${id}?stops=${n}`);
        expect(a.json.data.ringStops, `${id} ${n}`).toHaveLength(n);
      }
    }
    for (const bad of ['2', '361', '0', '1e2', '12abc', '072', '-5', '7.5']) {
      assertRejected(await get(`/v1/wheels/ryb?stops=${bad}`), 400, 'VALIDATION_ERROR', 'stops', bad);
    }
  });

  it('rejects unknown wheel ids listing the five, and reads ids case-insensitively', async () => {
    for (const bad of ['cmy', 'munsel', 'rgb2', '%20', 'hsv']) {
      const a = await get(`/v1/wheels/${bad}`);
      assertRejected(a, 400, 'INVALID_COLOR_WHEEL', 'id', bad);
      expect(a.json.details.expected).toEqual([...WHEELS]);
    }
    const upper = await get('/v1/wheels/RYB');
    assertSuccess(upper);
    expect(upper.json.data.id).toBe('ryb');
  });

  it('rgb: ring stops are full-saturation HSV hues at even angles and dye wheelHue is HSV hue', async () => {
    const w = (await get('/v1/wheels/rgb?stops=24')).json.data;
    w.ringStops.forEach((hex: string, i: number) => {
      const hsv = hsvOf(hex);
      expect(hueGap(hsv.h, (i * 360) / 24), hex).toBeLessThanOrEqual(1);
      expect(hsv.s).toBeCloseTo(100, 5);
      expect(hsv.v).toBeCloseTo(100, 5);
    });
    for (const d of w.dyes) expect(hueGap(d.wheelHue, hsvOf(d.hex).h), d.hex).toBeLessThanOrEqual(0.006);
  });

  it('ryb, perceptual, oklch-hue: hue order is kept and the ring turns once, starting at red', async () => {
    for (const id of ['ryb', 'perceptual', 'oklch-hue']) {
      const w = (await get(`/v1/wheels/${id}?stops=36`)).json.data;
      // A re-spacing of the hue circle keeps the order of hues.
      const chromatic = w.dyes
        .filter((d: any) => hsvOf(d.hex).s > 0)
        .sort((a: any, b: any) => hsvOf(a.hex).h - hsvOf(b.hex).h);
      for (let i = 1; i < chromatic.length; i++) {
        expect(chromatic[i].wheelHue, `${id}: ${chromatic[i - 1].hex} then ${chromatic[i].hex}`).toBeGreaterThanOrEqual(
          chromatic[i - 1].wheelHue,
        );
      }
      // Ring stops: red at 0°, HSV hue rising all the way round.
      expect(hsvOf(w.ringStops[0]).h).toBeLessThanOrEqual(1);
      const hues = w.ringStops.map((s: string) => hsvOf(s).h);
      for (let i = 2; i < hues.length; i++) expect(hues[i], `${id} stop ${i}`).toBeGreaterThan(hues[i - 1]);
    }
  });

  it('landmarks of the API contract: red’s complement is green on ryb, blue-green on perceptual, cyan on rgb', async () => {
    const at180 = async (id: string) => hsvOf((await get(`/v1/wheels/${id}?stops=360`)).json.data.ringStops[180]).h;
    expect(await at180('rgb')).toBeCloseTo(180, 0);
    const ryb = await at180('ryb');
    expect(ryb).toBeGreaterThanOrEqual(100);
    expect(ryb).toBeLessThanOrEqual(150);
    const perceptual = await at180('perceptual');
    expect(perceptual).toBeGreaterThan(160);
    expect(perceptual).toBeLessThan(195);
  });

  it('oklch-lightness: ring stops share one perceived lightness, hue turning evenly; wheelHue is OKLCH hue', async () => {
    const w = (await get('/v1/wheels/oklch-lightness?stops=36')).json.data;
    const lch = w.ringStops.map((s: string) => oklchOf(s));
    const ls = lch.map((c: any) => c.l);
    expect(Math.max(...ls) - Math.min(...ls)).toBeLessThan(0.02);
    lch.forEach((c: any, i: number) => expect(hueGap(c.h, i * 10), w.ringStops[i]).toBeLessThan(3));
    for (const d of w.dyes) {
      const c = oklchOf(d.hex);
      if (c.c > 0.03) expect(hueGap(d.wheelHue, c.h!), d.hex).toBeLessThan(0.5);
    }
  });

  it('answers in every locale with localizedName on the dyes', async () => {
    for (const locale of ['ja', 'de', 'fr', 'ko', 'zh'] as const) {
      const a = await get(`/v1/wheels/ryb?stops=3&locale=${locale}`);
      assertSuccess(a, locale, locale);
      for (const d of a.json.data.dyes) expect(d.localizedName).toBe(byStain.get(d.stainID)!.names[locale]);
    }
    const en = await get('/v1/wheels/ryb?stops=3');
    for (const d of en.json.data.dyes) expect(d).not.toHaveProperty('localizedName');
  });
});

describe('GET /v1/harmony/types', () => {
  it('lists the ten types of the API contract with their offsets', async () => {
    const a = await get('/v1/harmony/types');
    assertSuccess(a, 'types', null);
    expect(a.json.data.map((t: any) => t.id)).toEqual(TYPE_IDS);
    for (const t of a.json.data) {
      if (SPEC_OFFSETS[t.id]) expect(t.offsets, t.id).toEqual(SPEC_OFFSETS[t.id]);
      expect(t.offsets.length).toBeGreaterThan(0);
      for (const o of t.offsets) expect(o >= 0 && o < 360).toBe(true);
      expect(typeof t.name).toBe('string');
    }
    const ja = await get('/v1/harmony/types?locale=ja');
    assertSuccess(ja, 'types ja', 'ja');
    // Localized names of the reference implementation.
    expect(ja.json.data[0].name).toBe('補色');
  });
});

describe('GET /v1/harmony', () => {
  let types: Record<string, number[]> = {};
  beforeAll(async () => {
    types = Object.fromEntries((await get('/v1/harmony/types')).json.data.map((t: any) => [t.id, t.offsets]));
  });

  /** Checks one harmony answer against the oracles; returns problems rather than throwing per slot. */
  function checkHarmony(
    data: any,
    opts: {
      type: string;
      baseStain?: number;
      allowed: (d: DatasetDye) => boolean;
      companions: number;
      strict: boolean;
    },
  ): string[] {
    const problems: string[] = [];
    const offsets = types[opts.type]!;
    if (data.slots.length !== offsets.length) return [`${data.slots.length} slots for ${opts.type}`];
    const pool = DATASET.filter((d) => opts.allowed(d) && d.stainID !== opts.baseStain);
    data.slots.forEach((slot: any, i: number) => {
      const where = `slot ${i}`;
      if (slot.index !== i) problems.push(`${where}: index ${slot.index}`);
      if (slot.offset !== offsets[i]) problems.push(`${where}: offset ${slot.offset}`);
      if (circularGap(slot.wheelHue, mod360(data.baseWheelHue + offsets[i]!)) > 0.002)
        problems.push(`${where}: wheelHue ${slot.wheelHue}`);
      if (!HEX_UPPER.test(slot.targetHex)) problems.push(`${where}: targetHex ${slot.targetHex}`);
      if (!Array.isArray(slot.companions)) problems.push(`${where}: companions`);
      if (pool.length === 0) {
        if (slot.dye !== null || slot.distance !== null) problems.push(`${where}: expected an empty slot`);
        return;
      }
      if (!slot.dye) return void problems.push(`${where}: no dye`);
      const chosen = [slot.dye, ...slot.companions];
      for (const d of chosen) {
        if (d.stainID === opts.baseStain) problems.push(`${where}: the base dye ${d.stainID} was chosen`);
        if (!opts.allowed(byStain.get(d.stainID)!)) problems.push(`${where}: ${d.stainID} is not an allowed candidate`);
      }
      if (slot.companions.length !== Math.min(opts.companions, pool.length - 1))
        problems.push(`${where}: ${slot.companions.length} companions`);
      if (slot.companions.some((c: any) => c.stainID === slot.dye.stainID))
        problems.push(`${where}: a companion repeats the slot dye`);
      // Ranking: by ΔE2000 to the slot's own targetHex when strict, by hue gap to targetHue otherwise.
      const target = oracleColor(slot.targetHex);
      const deviance = opts.strict
        ? (d: DatasetDye) => distance('ciede2000', target, DYE_COLORS.get(d.stainID)!)
        : (d: DatasetDye) => hueGap(hsvOf(d.hex).h, slot.targetHue);
      const tol = opts.strict ? TOLERANCE.ciede2000 : 0.02;
      let best = Infinity;
      for (const d of pool) best = Math.min(best, deviance(d));
      const got = deviance(byStain.get(slot.dye.stainID)!);
      if (got - best > tol)
        problems.push(`${where}: ${slot.dye.stainID} is ${got - best} worse than the best candidate`);
      if (Math.abs(slot.distance - got) > tol + 5e-5)
        problems.push(`${where}: distance ${slot.distance}, oracle ${got}`);
      let prev = got;
      for (const c of slot.companions) {
        const dc = deviance(byStain.get(c.stainID)!);
        if (dc < prev - tol) problems.push(`${where}: companion ${c.stainID} out of order`);
        prev = dc;
      }
    });
    return problems;
  }

  it('gives each type its slots and offsets, on every wheel, for every dye as base (never chosen)', async () => {
    const cases = DATASET.flatMap((d, i) =>
      TYPE_IDS.map((type, j) => ({ base: d, type, wheel: WHEELS[(i + j) % 5]! })),
    );
    const answers = await mapLimit(cases, 12, (c) =>
      get(`/v1/harmony?dye=${c.base.itemID}&type=${c.type}&wheel=${c.wheel}&companions=3`),
    );
    const problems: string[] = [];
    answers.forEach((a, i) => {
      const c = cases[i]!;
      const label = `dye=${c.base.itemID} type=${c.type} wheel=${c.wheel}`;
      assertSuccess(a, label, null);
      const data = a.json.data;
      if (
        data.harmonyType !== c.type ||
        data.wheel.id !== c.wheel ||
        data.method !== 'ciede2000' ||
        data.strict !== true ||
        data.distanceUnit !== 'ciede2000'
      ) {
        problems.push(`${label}: header fields ${JSON.stringify({ ...data, slots: undefined, base: undefined })}`);
      }
      if (data.base.hex !== c.base.hex || data.base.dye?.stainID !== c.base.stainID)
        problems.push(`${label}: base ${JSON.stringify(data.base.hex)}`);
      for (const p of checkHarmony(data, {
        type: c.type,
        baseStain: c.base.stainID,
        allowed: () => true,
        companions: 3,
        strict: true,
      })) {
        problems.push(`${label}: ${p}`);
      }
    });
    expect(problems).toEqual([]);
    expect(cases.length).toBe(1250);
  });

  it('measures baseWheelHue where /v1/wheels/:id puts the base dye', async () => {
    for (const wheel of WHEELS) {
      const positions = new Map(
        (await get(`/v1/wheels/${wheel}?stops=3`)).json.data.dyes.map((d: any) => [d.stainID, d.wheelHue]),
      );
      for (const d of [DATASET[12]!, DATASET[63]!, DATASET[97]!]) {
        const h = (await get(`/v1/harmony?dye=${d.stainID}&wheel=${wheel}`)).json.data;
        expect(
          circularGap(h.baseWheelHue, positions.get(d.stainID) as number),
          `${wheel} ${d.name}`,
        ).toBeLessThanOrEqual(0.001);
      }
    }
  });

  it('rgb wheel: the target keeps the base’s saturation and value and turns its hue by the offset', async () => {
    const toRgb = converter('rgb');
    for (const hex of ['3b6886', 'cc6c5e', 'e0e90b']) {
      for (const type of ['triadic', 'square', 'split-complementary']) {
        const data = (await get(`/v1/harmony?hex=${hex}&type=${type}`)).json.data;
        const base = hsvOf('#' + hex);
        for (const slot of data.slots) {
          const want = toRgb({ mode: 'hsv', h: mod360(base.h + slot.offset), s: base.s / 100, v: base.v / 100 });
          const got = hexToRgb(slot.targetHex);
          expect(Math.abs(got.r - want.r * 255), `${hex} ${type} ${slot.offset}`).toBeLessThanOrEqual(1);
          expect(Math.abs(got.g - want.g * 255)).toBeLessThanOrEqual(1);
          expect(Math.abs(got.b - want.b * 255)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('landmarks: red’s complement is green on ryb and blue-green on perceptual (slot targetHex)', async () => {
    const target = async (wheel: string) =>
      hsvOf((await get(`/v1/harmony?hex=ff0000&type=complementary&wheel=${wheel}`)).json.data.slots[0].targetHex).h;
    expect(await target('rgb')).toBeCloseTo(180, 0);
    const ryb = await target('ryb');
    expect(ryb).toBeGreaterThanOrEqual(100);
    expect(ryb).toBeLessThanOrEqual(150);
    const perceptual = await target('perceptual');
    expect(perceptual).toBeGreaterThan(160);
    expect(perceptual).toBeLessThan(195);
  });

  it('strict=false ranks by hue distance in degrees on every wheel', async () => {
    const problems: string[] = [];
    for (const wheel of WHEELS) {
      for (const hex of ['3b6886', 'cc6c5e', 'e0e90b', '6f5aa2']) {
        for (const type of ['tetradic', 'compound', 'shades']) {
          const a = await get(`/v1/harmony?hex=${hex}&type=${type}&wheel=${wheel}&strict=false&companions=2`);
          assertSuccess(a);
          const data = a.json.data;
          if (data.strict !== false || data.distanceUnit !== 'degrees')
            problems.push(`${wheel}: strict ${data.strict} unit ${data.distanceUnit}`);
          for (const p of checkHarmony(data, { type, allowed: () => true, companions: 2, strict: false }))
            problems.push(`${wheel} ${hex} ${type}: ${p}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('takes the base from `hex` without excluding it, and from `dye` excluding it', async () => {
    const byHex = (await get('/v1/harmony?hex=e4dfd0&type=monochromatic')).json.data;
    expect(byHex.base).toEqual({ hex: '#E4DFD0', dye: null });
    expect(byHex.slots[0].dye.stainID).toBe(1);
    expect(byHex.slots[0].distance).toBe(0);
    for (const id of ['5729', '1']) {
      const byDye = (await get(`/v1/harmony?dye=${id}&type=monochromatic`)).json.data;
      expect(byDye.base.hex).toBe('#e4dfd0');
      expectDyeObject(byDye.base.dye);
      expect(byDye.base.dye.stainID).toBe(1);
      expect(byDye.slots[0].dye.stainID).not.toBe(1);
    }
  });

  it('uses the defaults: complementary on rgb by ciede2000, strict, no companions', async () => {
    const a = await get('/v1/harmony?dye=5729');
    assertSuccess(a);
    const d = a.json.data;
    expect([d.harmonyType, d.wheel.id, d.wheel.tag, d.wheel.isDefault, d.method, d.strict, d.distanceUnit]).toEqual([
      'complementary',
      'rgb',
      'RGB',
      true,
      'ciede2000',
      true,
      'ciede2000',
    ]);
    expect(Object.keys(d.wheel).sort()).toEqual(['id', 'isDefault', 'name', 'tag']);
    expect(d.slots).toHaveLength(1);
    expect(d.slots[0].companions).toEqual([]);
    expect((await get('/v1/harmony?dye=5729&method=oklab')).json.data.distanceUnit).toBe('oklab');
    expect((await get('/v1/harmony?dye=5729&method=hyab')).json.data.method).toBe('ciede2000');
    expect((await get('/v1/harmony?dye=5729&method=euclidean')).json.data.method).toBe('rgb');
  });

  it('preventDuplicates keeps slot dyes and companions distinct', async () => {
    // Look for requests whose slots repeat a dye without the flag, then ask again with it.
    const cases = DATASET.filter((_, i) => i % 3 === 0).flatMap((d) =>
      ['shades', 'analogous', 'compound'].map((type) => ({ d, type })),
    );
    const plain = await mapLimit(cases, 12, (c) =>
      get(`/v1/harmony?dye=${c.d.stainID}&type=${c.type}&wheel=oklch-hue`),
    );
    const repeating = cases.filter((_, i) => {
      const ids = plain[i]!.json.data.slots.map((s: any) => s.dye.stainID);
      return new Set(ids).size < ids.length;
    });
    expect(repeating.length, 'some harmony repeats a dye without preventDuplicates').toBeGreaterThan(0);
    for (const c of repeating) {
      const data = (
        await get(`/v1/harmony?dye=${c.d.stainID}&type=${c.type}&wheel=oklch-hue&preventDuplicates=true&companions=2`)
      ).json.data;
      const used = data.slots.flatMap((s: any) => [s.dye.stainID, ...s.companions.map((x: any) => x.stainID)]);
      expect(new Set(used).size, `dye=${c.d.stainID} type=${c.type}`).toBe(used.length);
      expect(used).not.toContain(c.d.stainID);
    }
  });

  it('narrows candidates with the filters and excludeIds', async () => {
    const problems: string[] = [];
    const filterSets: [string, (d: DatasetDye) => boolean][] = [
      ['metallic=true', (d) => passes(d, { metallic: true })],
      ['vendor=false&dark=false', (d) => passes(d, { vendor: false, dark: false })],
      ['cosmic=true&excludeIds=95,48163', (d) => d.isCosmic && d.stainID !== 95 && d.stainID !== 96],
      ['expensive=true&excludeIds=13114,13115', () => false],
    ];
    for (const [q, allowed] of filterSets) {
      for (const type of ['complementary', 'square', 'tetradic']) {
        const a = await get(`/v1/harmony?hex=4056a4&type=${type}&companions=5&${q}`);
        assertSuccess(a, q);
        for (const p of checkHarmony(a.json.data, { type, allowed, companions: 5, strict: true }))
          problems.push(`${q} ${type}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('localizes the type name, the wheel name and every dye', async () => {
    const a = await get('/v1/harmony?dye=5729&type=triadic&wheel=ryb&companions=1&locale=ja');
    assertSuccess(a, 'ja', 'ja');
    const d = a.json.data;
    expect(d.harmonyTypeName).toBe('三色配色');
    expect(d.wheel.name).not.toBe((await get('/v1/harmony?dye=5729&wheel=ryb')).json.data.wheel.name);
    expectDyeObject(d.base.dye, 'ja');
    for (const s of d.slots) for (const x of [s.dye, ...s.companions]) expectDyeObject(x, 'ja');
  });

  it('validates base, type, wheel, method, strict, companions and preventDuplicates', async () => {
    const cases: [string, number, string, string][] = [
      ['', 400, 'MISSING_PARAMETER', 'dye'],
      ['dye=5729&hex=ff0000', 400, 'VALIDATION_ERROR', 'dye'],
      ['dye=abc', 400, 'VALIDATION_ERROR', 'dye'],
      ['dye=0', 400, 'VALIDATION_ERROR', 'dye'],
      ['dye=007', 400, 'VALIDATION_ERROR', 'dye'],
      ['dye=1e3', 400, 'VALIDATION_ERROR', 'dye'],
      ['hex=fff', 400, 'INVALID_HEX', 'hex'],
      ['dye=5729&type=Triadic', 400, 'INVALID_HARMONY_TYPE', 'type'],
      ['dye=5729&type=pentadic', 400, 'INVALID_HARMONY_TYPE', 'type'],
      ['dye=5729&wheel=cmy', 400, 'INVALID_COLOR_WHEEL', 'wheel'],
      ['dye=5729&method=lab', 400, 'INVALID_MATCHING_METHOD', 'method'],
      ['dye=5729&strict=yes', 400, 'VALIDATION_ERROR', 'strict'],
      ['dye=5729&companions=6', 400, 'VALIDATION_ERROR', 'companions'],
      ['dye=5729&companions=-1', 400, 'VALIDATION_ERROR', 'companions'],
      ['dye=5729&companions=1e0', 400, 'VALIDATION_ERROR', 'companions'],
      ['dye=5729&preventDuplicates=2', 400, 'VALIDATION_ERROR', 'preventDuplicates'],
      ['dye=5729&metallic=maybe', 400, 'VALIDATION_ERROR', 'metallic'],
      ['dye=5729&excludeIds=0', 400, 'VALIDATION_ERROR', 'excludeIds'],
    ];
    for (const [q, status, code, parameter] of cases)
      assertRejected(await get(`/v1/harmony?${q}`), status, code, parameter, q);
    const t = await get('/v1/harmony?dye=5729&type=x');
    expect(t.json.details.expected).toEqual(TYPE_IDS);
    const w = await get('/v1/harmony?dye=5729&wheel=x');
    expect(w.json.details.expected).toEqual([...WHEELS]);
    for (const n of [0, 5]) assertSuccess(await get(`/v1/harmony?dye=5729&companions=${n}`));
  });

  it('answers an unknown base dye with 404', async () => {
    for (const id of [99999, 200, 3000])
      assertRejected(await get(`/v1/harmony?dye=${id}`), 404, 'NOT_FOUND', undefined, String(id));
  });

  it('explains a legacy Facewear or consolidated base like /v1/dyes/:id', async () => {
    for (const f of FACEWEAR.slice(0, 3)) {
      const a = await get(`/v1/harmony?dye=${f.legacyItemID}`);
      assertRejected(a, 404, 'NOT_FOUND', undefined, String(f.legacyItemID));
      expect(a.json.message).toContain(f.slug);
      expect(a.json.message).toContain(f.name);
      expect(a.json.message.toLowerCase()).toContain(f.hex);
    }
    const c = await get('/v1/harmony?dye=52255');
    assertRejected(c, 404, 'NOT_FOUND');
    expect(c.json.message).toContain('/v1/dyes/consolidation-groups');
  });
});
