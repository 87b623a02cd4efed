/**
 * `POST /v1/chara/resolve` and `GET /v1/chara/icon/:iconId` through real HTTP, on the Node server
 * and on the edge function (workerd), against the local fake XIVAPI. Expected answers are written
 * out by hand from the API contract and the fake's game data (tests/chara/fake/game-data.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconPng } from './fake/png.ts';
import { startFakeXivapi, type FakeXivapi } from './fake/server.ts';
import { FIXTURE_TABLES, TARGETS, postOnce, resolve, sleep, type Target } from './targets.ts';

/** The fake's naming convention for invented rows. */
const names = (en: string) => ({ en, ja: `${en} (ja)`, de: `${en} (de)`, fr: `${en} (fr)` });
const EVERYONE = 65535;

const BOW = {
  itemId: 49486,
  names: { en: 'Runaway Bow', ja: '逃走の弓', de: 'Geistergleis-Bogen', fr: 'Arc de Glasya-Labolas' },
  iconId: 32065,
  familySize: 1,
  alternates: [],
  rules: [{ itemIds: [49486], dyeCount: 0, glamourable: true, wearMask: EVERYONE, grandCompany: 0 }],
  viaMainHand: false,
  acquisition: 'Hell on Rails (Extreme)',
};
const SWORD = {
  itemId: 1618,
  names: names("Serpent Private's Sword"),
  iconId: 30401,
  familySize: 1,
  alternates: [],
  rules: [{ itemIds: [1618], dyeCount: 0, glamourable: true, wearMask: EVERYONE, grandCompany: 2 }],
  viaMainHand: false,
};
const BOW_PIECE = { slot: 'MainHand', set: 634, base: 19, variant: 1 };
const QUIVER_PIECE = { slot: 'OffHand', set: 698, base: 149, variant: 1 };
const SWORD_LANES = { set: 101, base: 1, variant: 2 };

describe.each(TARGETS)('chara on $name', ({ start }) => {
  let fake: FakeXivapi;
  let target: Target;
  /** The edge stores cache entries after answering (waitUntil); give it a moment. */
  const settle = () => sleep(target.name === 'edge' ? 250 : 0);

  beforeAll(async () => {
    fake = await startFakeXivapi();
    target = await start({ xivapiBase: fake.url, dataDir: FIXTURE_TABLES, timeoutMs: 1500 });
  });
  afterAll(async () => {
    await target?.close();
    await fake?.close();
  });

  describe('weapons', () => {
    it('names a bow, and its quiver through the main hand', async () => {
      const { res, json } = await resolve(target, { gear: [BOW_PIECE, QUIVER_PIECE] });
      expect(res.status).toBe(200);
      expect(json.success).toBe(true);
      expect(json.data.items).toEqual({ MainHand: BOW, OffHand: { ...BOW, viaMainHand: true } });
      // Field order of the API contract.
      expect(Object.keys(json.data.items.MainHand)).toEqual([
        'itemId',
        'names',
        'iconId',
        'familySize',
        'alternates',
        'rules',
        'viaMainHand',
        'acquisition',
      ]);
    });

    it('looks a shield up on its own (viaMainHand false)', async () => {
      const { json } = await resolve(target, {
        gear: [
          { slot: 'MainHand', ...SWORD_LANES },
          { slot: 'OffHand', set: 102, base: 1, variant: 1 },
        ],
      });
      expect(json.data.items).toEqual({
        MainHand: SWORD,
        OffHand: {
          itemId: 2100,
          names: names('Fixture Kite Shield'),
          iconId: 30402,
          familySize: 1,
          alternates: [],
          rules: [{ itemIds: [2100], dyeCount: 1, glamourable: true, wearMask: EVERYONE, grandCompany: 0 }],
          viaMainHand: false,
        },
      });
    });

    it('pairs an off-hand that repeats the main-hand key', async () => {
      const { json } = await resolve(target, {
        gear: [
          { slot: 'MainHand', ...SWORD_LANES },
          { slot: 'OffHand', ...SWORD_LANES },
        ],
      });
      expect(json.data.items.OffHand).toEqual({ ...SWORD, viaMainHand: true });
    });

    it('does not pair without the main hand, or with another main hand', async () => {
      expect((await resolve(target, { gear: [QUIVER_PIECE] })).json.data.items).toEqual({ OffHand: null });
      const { json } = await resolve(target, { gear: [{ slot: 'MainHand', ...SWORD_LANES }, QUIVER_PIECE] });
      expect(json.data.items.OffHand).toBeNull();
    });

    it('lists a relic with its replica: two rule sets, lowest row first', async () => {
      const { json } = await resolve(target, { gear: [{ slot: 'MainHand', set: 201, base: 10, variant: 1 }] });
      expect(json.data.items.MainHand).toEqual({
        itemId: 6257,
        names: names('Curtana Zenith'),
        iconId: 30403,
        familySize: 2,
        alternates: [{ itemId: 6300, names: names('Curtana Zenith Replica') }],
        rules: [
          { itemIds: [6257], dyeCount: 0, glamourable: false, wearMask: 1, grandCompany: 0 },
          { itemIds: [6300], dyeCount: 2, glamourable: true, wearMask: EVERYONE, grandCompany: 0 },
        ],
        viaMainHand: false,
      });
    });

    it('takes a weapon with a set and base 0 as a worn piece', async () => {
      const { json } = await resolve(target, { gear: [{ slot: 'MainHand', set: 300, base: 0, variant: 1 }] });
      expect(json.data.items.MainHand.itemId).toBe(7100);
    });
  });

  describe('armour and accessories', () => {
    it('tells apart the five pieces of a set sharing one model key', async () => {
      const lanes = { base: 361, variant: 5 };
      const { json } = await resolve(target, {
        gear: ['HeadGear', 'Body', 'Hands', 'Legs', 'Feet'].map((slot) => ({ slot, ...lanes })),
      });
      const ids = Object.fromEntries(
        Object.entries(json.data.items).map(([slot, item]: [string, any]) => [slot, item.itemId]),
      );
      expect(ids).toEqual({ HeadGear: 18085, Body: 18090, Hands: 18095, Legs: 18100, Feet: 18105 });
    });

    it('gives regional names and the acquisition line when the tables know the item, soft hyphens stripped', async () => {
      const { json } = await resolve(target, { gear: [{ slot: 'HeadGear', base: 361, variant: 5 }] });
      expect(json.data.items.HeadGear).toEqual({
        itemId: 18085,
        names: {
          en: 'Beech Mask of Casting',
          ja: 'ビーチキャスターマスク',
          de: 'Buchenmaske der Magie', // "Buchen\u00ADmaske" upstream
          fr: "Masque d'incantateur en hêtre",
          ko: '너도밤나무 마술사 가면',
          zh: '山毛榉咏咒面具',
        },
        iconId: 41716,
        familySize: 1,
        alternates: [],
        rules: [{ itemIds: [18085], dyeCount: 1, glamourable: true, wearMask: EVERYONE, grandCompany: 0 }],
        viaMainHand: false,
        acquisition: 'Crafted (CRP Lvl. 61) / Norlaise - Ishgard - The Pillars (19,994 Gil)',
      });
    });

    it('resolves both rings; no regional names or line when the tables lack them, [] rules when upstream lacks them', async () => {
      const { json } = await resolve(target, {
        gear: [
          { slot: 'LeftRing', base: 53, variant: 1 },
          { slot: 'RightRing', base: 53, variant: 1 },
        ],
      });
      const ring = {
        itemId: 9295,
        names: {
          en: "The Emperor's New Ring",
          ja: 'エンペラーリング',
          de: 'Ring des Kaisers',
          fr: "Anneau de l'empereur",
        },
        iconId: 54561,
        familySize: 1,
        alternates: [],
        rules: [],
        viaMainHand: false,
      };
      expect(json.data.items).toEqual({ LeftRing: ring, RightRing: ring });
      expect(json.data.items.LeftRing.names).not.toHaveProperty('ko');
      expect(json.data.items.LeftRing).not.toHaveProperty('acquisition');
    });

    it('reads a race- and gender-locked piece (Viera women: bit 15)', async () => {
      const { json } = await resolve(target, { gear: [{ slot: 'Body', base: 581, variant: 1 }] });
      expect(json.data.items.Body.rules).toEqual([
        { itemIds: [25208], dyeCount: 2, glamourable: true, wearMask: 0x8000, grandCompany: 0 },
      ]);
    });

    it('gives iconId null for a row without an icon', async () => {
      const { json } = await resolve(target, { gear: [{ slot: 'Ears', base: 88 }] });
      expect(json.data.items.Ears).toMatchObject({ itemId: 7000, iconId: null });
    });

    it('summarises a family of twelve: lowest row, eight alternates holding every rule set, the rule sets', async () => {
      const { json } = await resolve(target, { gear: [{ slot: 'Body', base: 6016, variant: 1 }] });
      const coat = json.data.items.Body;
      expect(coat.itemId).toBe(30001);
      expect(coat.names).toEqual(names('Fixture Mirage Coat 1'));
      expect(coat.familySize).toBe(12);
      expect(coat.rules).toEqual([
        {
          itemIds: [30001, 30002, 30003, 30004, 30005, 30006, 30007, 30008, 30009],
          dyeCount: 2,
          glamourable: true,
          wearMask: EVERYONE,
          grandCompany: 0,
        },
        { itemIds: [30010], dyeCount: 0, glamourable: true, wearMask: EVERYONE, grandCompany: 0 },
        { itemIds: [30011], dyeCount: 2, glamourable: true, wearMask: EVERYONE, grandCompany: 1 },
      ]);
      // The lowest rows of the other rule sets (30010, 30011) come first, then rows by id up to
      // eight; emitted by id. 30008, 30009 and the rule-less 30012 are left out.
      expect(coat.alternates).toEqual([
        { itemId: 30002, names: names('Fixture Mirage Coat 2') },
        { itemId: 30003, names: { ...names('Fixture Mirage Coat 3'), ko: '픽스처 미라지 코트 3' } },
        { itemId: 30004, names: names('Fixture Mirage Coat 4') },
        {
          itemId: 30005,
          names: names('Fixture Mirage Coat 5'),
          acquisition: 'Fixture Vendor - Limsa Lominsa (1,000 Gil)',
        },
        { itemId: 30006, names: names('Fixture Mirage Coat 6') },
        { itemId: 30007, names: names('Fixture Mirage Coat 7') },
        { itemId: 30010, names: names('Fixture Mirage Coat (undyeable)'), acquisition: 'Fixture Duty (Extreme)' },
        { itemId: 30011, names: names('Fixture Mirage Coat (Maelstrom)') },
      ]);
      expect(coat).not.toHaveProperty('acquisition');
    });

    it('answers null for keys with no item, and remembers that', async () => {
      const body = {
        gear: [
          { slot: 'HeadGear', base: 9999, variant: 9 },
          { slot: 'MainHand', set: 1, base: 1, variant: 1 },
        ],
      };
      const first = await resolve(target, body);
      expect(first.res.status).toBe(200);
      expect(first.json.data.items).toEqual({ HeadGear: null, MainHand: null });
      expect(first.res.headers.get('x-cache')).toBe('MISS');
      await settle();
      const searches = fake.count('search');
      const second = await resolve(target, body);
      expect(second.json.data.items).toEqual({ HeadGear: null, MainHand: null });
      expect(second.res.headers.get('x-cache')).toBe('HIT');
      expect(fake.count('search')).toBe(searches);
    });
  });

  describe('glasses', () => {
    it('names glasses from the Glasses sheet, with the line of the item unlocking the style', async () => {
      const { json } = await resolve(target, { gear: [], glasses: 40 });
      expect(json.data.glasses).toEqual({
        id: 40,
        names: {
          en: 'Black Rose-colored Spectacles',
          ja: 'ローズカラースペクタクルズ:ブラック',
          de: 'Rosarote Brille - Schwarz',
          fr: 'Lunettes roses (noires)',
        },
        iconId: 200018,
        acquisition: 'Mount Rokkon', // glasses 40 → unlock item 44262 (facewear-unlocks.json)
      });
      expect(json.data.items).toEqual({});
      expect(json.data.version).toBe(fake.latestKey);
    });

    it('joins the unlock map for other variants, and omits the line when the item has none', async () => {
      const scholar = await resolve(target, { gear: [], glasses: 157 });
      expect(scholar.json.data.glasses.acquisition).toBe("Scrip Exchange - Old Gridania (500 Purple Crafters' Scrips)");
      const other = await resolve(target, { gear: [], glasses: 637 });
      expect(other.json.data.glasses).toEqual({ id: 637, names: names('Fixture Spectacles 637'), iconId: 200637 });
    });

    it('answers null for an unknown row, cached like any answer', async () => {
      const first = await resolve(target, { gear: [], glasses: 9999 });
      expect(first.json.data).toEqual({ version: null, items: {}, glasses: null });
      await settle();
      const calls = fake.count('glasses');
      const second = await resolve(target, { gear: [], glasses: 9999 });
      expect(second.json.data.glasses).toBeNull();
      expect(second.res.headers.get('x-cache')).toBe('HIT');
      expect(fake.count('glasses')).toBe(calls);
    });

    it('leaves the key out when the request has no glasses (absent, 0 or null)', async () => {
      for (const body of [
        { gear: [BOW_PIECE] },
        { gear: [BOW_PIECE], glasses: 0 },
        { gear: [BOW_PIECE], glasses: null },
      ]) {
        const { json } = await resolve(target, body);
        expect(json.data).not.toHaveProperty('glasses');
        expect(json.data.items.MainHand.itemId).toBe(49486);
      }
    });
  });

  describe('caching and the upstream protocol', () => {
    it('answers MISS with the version, then HIT with version null and no upstream call', async () => {
      const body = {
        gear: [
          { slot: 'Body', base: 7001 },
          { slot: 'Wrists', base: 91 },
        ],
        glasses: 157,
      };
      const before = { search: fake.count('search'), glasses: fake.count('glasses') };
      const first = await resolve(target, body);
      expect(first.res.headers.get('x-cache')).toBe('MISS');
      expect(first.json.data.version).toBe(fake.latestKey);
      expect(first.json.data.items.Body.itemId).toBe(40001);
      expect(fake.count('search')).toBe(before.search + 1);
      await settle();
      const second = await resolve(target, body);
      expect(second.res.headers.get('x-cache')).toBe('HIT');
      expect(second.json.data.version).toBeNull();
      expect(second.json.data.items).toEqual(first.json.data.items);
      expect(second.json.data.glasses).toEqual(first.json.data.glasses);
      expect(fake.count('search')).toBe(before.search + 1);
      // 157 was looked up once by an earlier test; this request found it cached both times.
      expect(fake.count('glasses')).toBe(before.glasses);
    });

    it('sends one search for all misses, one group per (column, key), rings separately', async () => {
      const slots = [
        'MainHand',
        'OffHand',
        'HeadGear',
        'Body',
        'Hands',
        'Legs',
        'Feet',
        'Ears',
        'Neck',
        'Wrists',
        'LeftRing',
        'RightRing',
      ];
      const gear = slots.map((slot, i) => ({ slot, base: 20000 + i, variant: 3, ...(i < 2 ? { set: 7 } : {}) }));
      const before = fake.count('search');
      const { json } = await resolve(target, { gear });
      expect(Object.values(json.data.items)).toEqual(Array(12).fill(null));
      expect(fake.count('search')).toBe(before + 1);
      const search = fake.requests.filter((r) => r.endpoint === 'search').at(-1)!;
      // Lanes → keys by hand: weapons 7 + base·65536 + 3·2^32, armour base + 3·65536.
      expect(search.params.query).toBe(
        '+(' +
          [
            '(+EquipSlotCategory.MainHand=1 +ModelMain=14195621895)',
            '(+EquipSlotCategory.OffHand=1 +ModelMain=14195687431)',
            '(+EquipSlotCategory.Head=1 +ModelMain=216610)',
            '(+EquipSlotCategory.Body=1 +ModelMain=216611)',
            '(+EquipSlotCategory.Gloves=1 +ModelMain=216612)',
            '(+EquipSlotCategory.Legs=1 +ModelMain=216613)',
            '(+EquipSlotCategory.Feet=1 +ModelMain=216614)',
            '(+EquipSlotCategory.Ears=1 +ModelMain=216615)',
            '(+EquipSlotCategory.Neck=1 +ModelMain=216616)',
            '(+EquipSlotCategory.Wrists=1 +ModelMain=216617)',
            '(+EquipSlotCategory.FingerL=1 +ModelMain=216618)',
            '(+EquipSlotCategory.FingerR=1 +ModelMain=216619)',
          ].join(' ') +
          ')',
      );
      expect(search.params).toMatchObject({ sheets: 'Item', limit: '500', version: fake.latestKey });
      expect(search.userAgent).toMatch(/^ffxiv-dyes\//);
    });

    it('makes no upstream call for an empty request', async () => {
      const before = fake.requests.length;
      const { res, json } = await resolve(target, { gear: [] });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('HIT');
      expect(json.data).toEqual({ version: null, items: {} });
      expect(fake.requests.length).toBe(before);
    });

    it('is no-store, CORS-open, and keeps X-Cache private to the browser', async () => {
      const { res, json } = await resolve(
        target,
        { gear: [BOW_PIECE] },
        { headers: { 'Content-Type': 'application/json' } },
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).not.toMatch(/X-Cache/i);
      expect(res.headers.get('x-api-version')).toBe('v1');
      expect(json.meta).toEqual({ requestId: res.headers.get('x-request-id'), apiVersion: 'v1' });
    });

    it('returns every language whatever the locale, and echoes a non-English locale', async () => {
      const res = await fetch(`${target.url}/v1/chara/resolve?locale=ja`, {
        method: 'POST',
        body: JSON.stringify({ gear: [{ slot: 'HeadGear', base: 361, variant: 5 }] }),
      });
      const json = await res.json();
      expect(Object.keys(json.data.items.HeadGear.names)).toEqual(['en', 'ja', 'de', 'fr', 'ko', 'zh']);
      expect(json.meta.locale).toBe('ja');
    });
  });

  describe('validation over HTTP', () => {
    it('names the failing field', async () => {
      const { res, json } = await resolve(target, { gear: [{ slot: 'Hat', base: 1 }] });
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(json).toMatchObject({
        success: false,
        error: 'VALIDATION_ERROR',
        details: { parameter: 'gear[0].slot', received: 'Hat' },
      });
    });

    it('refuses a body that is not JSON, and one over 8 KB', async () => {
      expect((await resolve(target, 'gear')).json.error).toBe('INVALID_BODY');
      const big = await postOnce(target, '/v1/chara/resolve', JSON.stringify({ gear: [], pad: 'x'.repeat(9000) }));
      expect(big.status).toBe(413);
      expect(big.json).toMatchObject({ error: 'INVALID_BODY', message: 'Body exceeds 8192 bytes' });
    });

    it('takes a body of exactly 8192 bytes', async () => {
      const head = JSON.stringify({ gear: [], pad: '' });
      const body = JSON.stringify({ gear: [], pad: 'x'.repeat(8192 - head.length) });
      expect(new TextEncoder().encode(body).byteLength).toBe(8192);
      expect((await resolve(target, body)).res.status).toBe(200);
    });
  });

  describe('icons', () => {
    it('proxies the PNG with the headers of the API contract, then serves it from cache', async () => {
      const before = fake.count('asset');
      const res = await fetch(`${target.url}/v1/chara/icon/41716`);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(iconPng(41716)));
      expect(
        Object.fromEntries(
          ['content-type', 'cache-control', 'content-disposition', 'content-security-policy', 'x-cache'].map((h) => [
            h,
            res.headers.get(h),
          ]),
        ),
      ).toEqual({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=2592000, immutable',
        'content-disposition': 'inline',
        'content-security-policy': 'sandbox',
        'x-cache': 'MISS',
      });
      expect(res.headers.get('x-request-id')).toBeTruthy();
      await settle();
      const again = await fetch(`${target.url}/v1/chara/icon/41716?ignored=query`);
      expect(again.headers.get('x-cache')).toBe('HIT');
      expect(again.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(iconPng(41716)));
      expect(fake.count('asset')).toBe(before + 1);
    });

    it.each(['abc', '0', '041716', '41716abc', '41716%20', '+41716', '41716.0', '0x41716', '1000000', '-5'])(
      'refuses the id %j',
      async (id) => {
        const res = await fetch(`${target.url}/v1/chara/icon/${id}`);
        const json = await res.json();
        expect(res.status).toBe(400);
        expect(json.error).toBe('VALIDATION_ERROR');
        expect(json.message).toBe('Parameter "iconId" must be a positive integer (canonical decimal, 1–999999).');
        expect(json.details).toMatchObject({
          parameter: 'iconId',
          expected: 'integer 1–999999 without leading zeros, signs or trailing characters',
        });
      },
    );

    it('answers 404 for an icon the upstream lacks', async () => {
      const res = await fetch(`${target.url}/v1/chara/icon/999999`);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('NOT_FOUND');
    });
  });
});
