/**
 * `GET /v1/items/search` through real HTTP on the Node server and the edge function, against the
 * local fake XIVAPI (which reads the search language itself: `~` partial matches, `Name@ja`).
 * Expected hits are written out by hand from the fake's game data (tests/chara/fake/game-data.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeXivapi, type FakeXivapi } from './fake/server.ts';
import { FIXTURE_TABLES, TARGETS, sleep, type Target } from './targets.ts';

const names = (en: string) => ({ en, ja: `${en} (ja)`, de: `${en} (de)`, fr: `${en} (fr)` });

const BEECH_MASK = {
  itemId: 18085,
  names: {
    en: 'Beech Mask of Casting',
    ja: 'ビーチキャスターマスク',
    de: 'Buchenmaske der Magie',
    fr: "Masque d'incantateur en hêtre",
    ko: '너도밤나무 마술사 가면',
    zh: '山毛榉咏咒面具',
  },
  iconId: 41716,
  slot: 'HeadGear',
  dyeCount: 1,
  glamourable: true,
  model: { set: 0, base: 361, variant: 5 },
};
const beech = (itemId: number, what: string, iconId: number, slot: string) => ({
  itemId,
  names: names(`Fixture Beech ${what}`),
  iconId,
  slot,
  dyeCount: 2,
  glamourable: true,
  model: { set: 0, base: 361, variant: 5 },
});
const COAT = beech(18090, 'Coat', 41801, 'Body');
const GLOVES = beech(18095, 'Gloves', 41802, 'Hands');
const TROUSERS = beech(18100, 'Trousers', 41803, 'Legs');
const BOOTS = beech(18105, 'Boots', 41804, 'Feet');

describe.each(TARGETS)('item search on $name', ({ start }) => {
  let fake: FakeXivapi;
  let target: Target;
  const settle = () => sleep(target.name === 'edge' ? 250 : 0);
  const search = async (query: string) => {
    const res = await fetch(`${target.url}/v1/items/search?${query}`);
    return { res, json: await res.json() };
  };

  beforeAll(async () => {
    fake = await startFakeXivapi();
    target = await start({ xivapiBase: fake.url, dataDir: FIXTURE_TABLES, timeoutMs: 1500 });
  });
  afterAll(async () => {
    await target?.close();
    await fake?.close();
  });

  it('finds gear by part of its English name, best matches first', async () => {
    const { res, json } = await search('q=beech');
    expect(res.status).toBe(200);
    // "beech…" starts the mask's name; in the others a word starts with it, shortest name first.
    expect(json.data).toEqual([BEECH_MASK, COAT, BOOTS, GLOVES, TROUSERS]);
    const sent = fake.requests.filter((r) => r.endpoint === 'search').at(-1)!;
    expect(sent.params.query).toContain('+Name~"beech"');
  });

  it('finds by part of the Japanese name with locale=ja', async () => {
    const { json } = await search('q=キャスター&locale=ja');
    expect(json.data).toEqual([BEECH_MASK]);
    const sent = fake.requests.filter((r) => r.endpoint === 'search').at(-1)!;
    expect(sent.params.query).toContain('+Name@ja~"キャスター"');
    // The English text is not in any Japanese name.
    expect((await search('q=beech mask&locale=ja')).json.data).toEqual([]);
  });

  it('searches English for ko and hands back the Korean name from the tables', async () => {
    const { json } = await search('q=mask of casting&locale=ko');
    expect(json.data).toEqual([BEECH_MASK]);
  });

  it('matches a typed space where the game writes a no-break space', async () => {
    const { json } = await search('q=poet%27s hat');
    expect(json.data.map((h: { itemId: number }) => h.itemId)).toEqual([45001]);
    expect(json.data[0].names.en).toBe("Cashmere Poet's\u00a0Hat");
  });

  it('keeps to one slot, and gives weapons their three model numbers', async () => {
    expect((await search('q=beech&slot=Hands')).json.data).toEqual([GLOVES]);
    const { json } = await search('q=runaway&slot=MainHand');
    expect(json.data).toEqual([
      {
        itemId: 49486,
        names: { en: 'Runaway Bow', ja: '逃走の弓', de: 'Geistergleis-Bogen', fr: 'Arc de Glasya-Labolas' },
        iconId: 32065,
        slot: 'MainHand',
        dyeCount: 0,
        glamourable: true,
        model: { set: 634, base: 19, variant: 1 },
      },
    ]);
    expect((await search('q=runaway&slot=OffHand')).json.data).toEqual([]);
  });

  it('cuts the list at limit and answers a repeat from the cache', async () => {
    const first = await search('q=fixture beech&limit=2');
    expect(first.json.data).toEqual([COAT, BOOTS]);
    await settle();
    const before = fake.count('search');
    const again = await search('q=fixture beech&limit=4');
    expect(again.res.headers.get('x-cache')).toBe('HIT');
    expect(again.json.data).toEqual([COAT, BOOTS, GLOVES, TROUSERS]);
    expect(fake.count('search')).toBe(before);
  });

  it.each([
    ['q=a', 'q', 'VALIDATION_ERROR'],
    ['q=' + 'x'.repeat(101), 'q', 'VALIDATION_ERROR'],
    ['q=%22poet', 'q', 'VALIDATION_ERROR'],
    ['slot=Body', 'q', 'MISSING_PARAMETER'],
    ['q=beech&slot=Head', 'slot', 'VALIDATION_ERROR'],
    ['q=beech&limit=0', 'limit', 'VALIDATION_ERROR'],
    ['q=beech&limit=51', 'limit', 'VALIDATION_ERROR'],
    ['q=beech&limit=ten', 'limit', 'VALIDATION_ERROR'],
  ])('refuses %s naming %s', async (query, parameter, code) => {
    const before = fake.count('search');
    const { res, json } = await search(query);
    expect(res.status).toBe(400);
    expect(json.error).toBe(code);
    expect(json.details.parameter).toBe(parameter);
    expect(fake.count('search')).toBe(before);
  });

  // Each fault asks a text of its own, so no answer cached by an earlier case hides the fault.
  it.each([
    { q: 'choker', fault: { kind: 'status', status: 500 } },
    { q: 'chok', fault: { kind: 'status', status: 429 } },
    { q: 'hoker', fault: { kind: 'status', status: 302 } },
    { q: 'oker', fault: { kind: 'hang' } },
    { q: 'ixture choker', fault: { kind: 'stall-body' } },
    { q: 'fixture chok', fault: { kind: 'non-json' } },
  ] as const)('answers 503 for $fault.kind $fault.status, caches nothing', async ({ q, fault }) => {
    fake.setFault('search', fault);
    try {
      const { res, json } = await search(`q=${q}`);
      expect(res.status).toBe(503);
      expect(json.error).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      fake.clearFaults();
    }
    await settle();
    const before = fake.count('search');
    const { res, json } = await search(`q=${q}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(json.data.map((h: { itemId: number }) => h.itemId)).toEqual([7010]);
    expect(fake.count('search')).toBe(before + 1);
  });
});
