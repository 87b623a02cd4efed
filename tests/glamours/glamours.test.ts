/**
 * `GET /v1/glamours/eorzea-collection/:id` and `?url=` through real HTTP on the Node server and the
 * edge function, against the local fakes of Eorzea Collection and XIVAPI. Expected answers are
 * written out by hand from the two fakes' data (tests/glamours/fake-eorzea-collection.ts,
 * tests/chara/fake/game-data.ts) and the stain IDs of data/dyes.json (Snow White 1, Opo-opo Brown 24,
 * Pure White 101, Jet Black 102).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeXivapi, type FakeXivapi } from '../chara/fake/server.ts';
import { FIXTURE_TABLES, TARGETS, sleep, type Target } from '../chara/targets.ts';
import { startFakeEorzeaCollection, type FakeEorzeaCollection } from './fake-eorzea-collection.ts';

const SNOW_WHITE = 1;
const OPO_OPO_BROWN = 24;
const PURE_WHITE = 101;
const JET_BLACK = 102;
const EVERYONE = 65535;

const names = (en: string) => ({ en, ja: `${en} (ja)`, de: `${en} (de)`, fr: `${en} (fr)` });
const rules = (itemId: number, dyeCount: number, grandCompany = 0) => [
  { itemIds: [itemId], dyeCount, glamourable: true, wearMask: EVERYONE, grandCompany },
];
/** A family of one row, as /v1/chara/resolve answers it, with the glamour's `named` and `dyes`. */
function single(
  itemId: number,
  itemNames: object,
  iconId: number | null,
  dyeCount: number | null,
  model: [set: number, base: number, variant: number],
  dyes: unknown[],
) {
  return {
    itemId,
    names: itemNames,
    iconId,
    familySize: 1,
    alternates: [],
    rules: dyeCount === null ? [] : rules(itemId, dyeCount),
    viaMainHand: false,
    named: { itemId, names: itemNames, model: { set: model[0], base: model[1], variant: model[2] } },
    dyes,
  };
}

const POET_NAMES = {
  en: "Cashmere Poet's\u00a0Hat",
  ja: 'カシミヤ・ポエットハット',
  de: 'Kaschmir-Poetenhut',
  fr: 'Chapeau de poète en cachemire',
};
const BOW_NAMES = { en: 'Runaway Bow', ja: '逃走の弓', de: 'Geistergleis-Bogen', fr: 'Arc de Glasya-Labolas' };
const RING_NAMES = {
  en: "The Emperor's New Ring",
  ja: 'エンペラーリング',
  de: 'Ring des Kaisers',
  fr: "Anneau de l'empereur",
};

const POET_ITEMS = {
  HeadGear: single(45001, POET_NAMES, 45101, 2, [0, 5001, 1], [JET_BLACK, SNOW_WHITE]),
  Body: {
    ...single(45002, names('Fixture Sailor Shirt'), 45102, 1, [0, 5002, 2], [OPO_OPO_BROWN, null]),
    acquisition: "Scrip Exchange - Old Gridania (500 Purple Crafters' Scrips)",
  },
  Hands: single(18095, names('Fixture Beech Gloves'), 41802, 2, [0, 361, 5], [JET_BLACK, JET_BLACK]),
  Legs: single(45003, names('Fixture Wide Slacks'), 45103, 2, [0, 5003, 1], [JET_BLACK, null]),
  Feet: single(45004, names('Fixture Loafers'), 45104, 0, [0, 5004, 3], [null, null]),
  MainHand: {
    ...single(49486, BOW_NAMES, 32065, 0, [634, 19, 1], [null, null]),
    acquisition: 'Hell on Rails (Extreme)',
  },
  Ears: single(7000, names('Fixture Plain Earring'), null, 2, [0, 88, 0], [PURE_WHITE, null]),
  LeftRing: single(9295, RING_NAMES, 54561, null, [0, 53, 1], [null, null]),
};
const POET_UNRESOLVED = [
  { slot: 'Ears', name: 'moonlit-plaid', reason: 'unknown-dye' },
  { slot: 'Neck', name: 'Mythril Necklace of Nowhere', reason: 'unknown-item' },
  { slot: 'RightRing', name: 'Fixture Beech Coat', reason: 'not-in-slot' },
  { slot: 'fashion', name: 'Fixture Parasol', reason: 'no-chara-slot' },
];
/** The facewear as the `.chara` glasses: the fake's Glasses row of that name (row 40). */
const POET_GLASSES = {
  id: 40,
  names: {
    en: 'Black Rose-colored Spectacles',
    ja: 'ローズカラースペクタクルズ:ブラック',
    de: 'Rosarote Brille - Schwarz',
    fr: 'Lunettes roses (noires)',
  },
  iconId: 200018,
  acquisition: 'Mount Rokkon', // glasses 40 → unlock item 44262 (facewear-unlocks.json) → the fixture table
};
const bySlot = (a: { slot: string }, b: { slot: string }) => a.slot.localeCompare(b.slot);

describe.each(TARGETS)('shared glamours on $name', ({ start }) => {
  let xivapi: FakeXivapi;
  let site: FakeEorzeaCollection;
  let target: Target;
  const settle = () => sleep(target.name === 'edge' ? 250 : 0);
  const get = async (path: string) => {
    const res = await fetch(`${target.url}${path}`);
    return { res, json: await res.json() };
  };

  beforeAll(async () => {
    xivapi = await startFakeXivapi();
    site = await startFakeEorzeaCollection();
    target = await start({
      xivapiBase: xivapi.url,
      dataDir: FIXTURE_TABLES,
      timeoutMs: 1500,
      eorzeaCollectionBase: site.url,
      eorzeaCollectionTimeoutMs: 1500,
    });
  });
  afterAll(async () => {
    await target?.close();
    await site?.close();
    await xivapi?.close();
  });

  it('opens a glamour: two-dye, one-dye and undyeable pieces, names in any case and spacing', async () => {
    const { res, json } = await get('/v1/glamours/eorzea-collection/100');
    expect(res.status).toBe(200);
    const { items, unresolved, glasses, ...head } = json.data;
    expect(head).toEqual({
      id: 100,
      name: 'Poet in the Rain',
      character: 'Alisaie Leveilleur',
      server: 'Twintania',
      url: 'https://ffxiv.eorzeacollection.com/glamour/100',
    });
    expect(items).toEqual(POET_ITEMS);
    expect(glasses).toEqual(POET_GLASSES);
    // Null slots (offhand, bracelets) are simply not worn.
    expect(items.OffHand).toBeUndefined();
    expect(items.Wrists).toBeUndefined();
    expect([...unresolved].sort(bySlot)).toEqual([...POET_UNRESOLVED].sort(bySlot));
    // The site was asked as a browser would ask it.
    expect(site.requests.at(-1)!.userAgent).toMatch(/^Mozilla\/5\.0 /);
  });

  it('opens the same glamour from the page URL a player shares, from the caches', async () => {
    await settle();
    const before = { site: site.count(), xivapi: xivapi.count('search') };
    const { res, json } = await get(
      '/v1/glamours/eorzea-collection?url=' +
        encodeURIComponent('https://ffxiv.eorzeacollection.com/glamour/100/poet-in-the-rain'),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(json.data.items).toEqual(POET_ITEMS);
    expect({ site: site.count(), xivapi: xivapi.count('search') }).toEqual(before);
  });

  it('facewear no Glasses row is named: no glasses, and listed as unplaced', async () => {
    const { res, json } = await get('/v1/glamours/eorzea-collection/500');
    expect(res.status).toBe(200);
    expect(json.data.glasses).toBeNull();
    expect(json.data.unresolved).toEqual([
      { slot: 'facewear', name: 'Fixture Monocle of Nowhere', reason: 'unknown-item' },
    ]);
    expect(Object.keys(json.data.items)).toEqual(['Body']);
  });

  it('places all twelve pieces of a full glamour, both rings included', async () => {
    const { json } = await get('/v1/glamours/eorzea-collection/200');
    expect(json.data.unresolved).toEqual([]);
    expect(json.data.glasses).toBeNull();
    expect(Object.keys(json.data.items).sort()).toEqual([
      'Body',
      'Ears',
      'Feet',
      'Hands',
      'HeadGear',
      'LeftRing',
      'Legs',
      'MainHand',
      'Neck',
      'OffHand',
      'RightRing',
      'Wrists',
    ]);
    expect(json.data.items.Wrists.named.itemId).toBe(7020);
    expect(json.data.items.Wrists.dyes).toEqual([OPO_OPO_BROWN, null]);
    expect(json.data.items.RightRing.named.itemId).toBe(9295);
    expect(json.data.items.OffHand.named.itemId).toBe(2100);
  });

  it('answers 404 for a glamour the site does not have, and asks again next time', async () => {
    const first = await get('/v1/glamours/eorzea-collection/999');
    expect(first.res.status).toBe(404);
    expect(first.json.error).toBe('NOT_FOUND');
    await settle();
    const before = site.count();
    expect((await get('/v1/glamours/eorzea-collection/999')).res.status).toBe(404);
    expect(site.count()).toBe(before + 1);
  });

  it.each([
    ['/v1/glamours/eorzea-collection/0', 'id'],
    ['/v1/glamours/eorzea-collection/abc', 'id'],
    ['/v1/glamours/eorzea-collection/0100', 'id'],
    ['/v1/glamours/eorzea-collection', 'url'],
    ['/v1/glamours/eorzea-collection?url=' + encodeURIComponent('https://example.com/glamour/100/x'), 'url'],
    ['/v1/glamours/eorzea-collection?url=' + encodeURIComponent('https://ffxiv.eorzeacollection.com/user/100'), 'url'],
    ['/v1/glamours/eorzea-collection?url=not%20a%20url', 'url'],
    ['/v1/glamours/eorzea-collection?url=' + encodeURIComponent('ftp://ffxiv.eorzeacollection.com/glamour/1'), 'url'],
  ])('refuses %s naming %s', async (path, parameter) => {
    const before = site.count();
    const { res, json } = await get(path);
    expect(res.status).toBe(400);
    expect(json.details.parameter).toBe(parameter);
    expect(site.count()).toBe(before);
  });

  // Each fault opens a glamour no earlier case has cached; afterwards the good answer comes through.
  it.each([
    { id: 301, fault: { kind: 'status', status: 500 } },
    { id: 302, fault: { kind: 'status', status: 429 } },
    { id: 303, fault: { kind: 'status', status: 403 } },
    { id: 304, fault: { kind: 'status', status: 301 } },
    { id: 305, fault: { kind: 'hang' } },
    { id: 306, fault: { kind: 'stall-body' } },
    { id: 307, fault: { kind: 'non-json' } },
    { id: 308, fault: { kind: 'wrong-shape' } },
  ] as const)('answers 503 for $fault.kind $fault.status and caches nothing', async ({ id, fault }) => {
    site.setFault(fault);
    try {
      const { res, json } = await get(`/v1/glamours/eorzea-collection/${id}`);
      expect(res.status).toBe(503);
      expect(json.error).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      site.setFault(null);
    }
    await settle();
    const before = site.count();
    const { res, json } = await get(`/v1/glamours/eorzea-collection/${id}`);
    expect(res.status).toBe(200);
    expect(json.data.id).toBe(id);
    expect(Object.keys(json.data.items)).toHaveLength(12);
    expect(site.count()).toBe(before + 1);
  });

  it('answers 503 when XIVAPI fails while placing the names, and caches no half answer', async () => {
    xivapi.setFault('search', { kind: 'status', status: 503 });
    try {
      const { res, json } = await get('/v1/glamours/eorzea-collection/400');
      expect(res.status).toBe(503);
      expect(json.error).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      xivapi.clearFaults();
    }
    await settle();
    const { res, json } = await get('/v1/glamours/eorzea-collection/400');
    expect(res.status).toBe(200);
    expect(json.data.items.Body.named.itemId).toBe(40005);
    expect(json.data.items.Body.dyes).toEqual([JET_BLACK, null]);
    expect(json.data.unresolved).toEqual([]);
  });
});
