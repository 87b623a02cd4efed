/**
 * The round trip of an outfit planned from nothing: gear found through `/v1/items/search` (or a
 * shared glamour), dyed, written as an equipment-only `.chara` by the library, read back by our own
 * `parseCharaFile`, and resolved through `/v1/chara/resolve` to the same items, dyes intact.
 * Against the local fakes, on the Node server and the edge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outfitCharaText, outfitFromGlamour, outfitFromItems, parseCharaFile, toResolveBody } from '../../lib/index.ts';
import { startFakeXivapi, type FakeXivapi } from './fake/server.ts';
import { FIXTURE_TABLES, TARGETS, resolve, type Target } from './targets.ts';
import { startFakeEorzeaCollection, type FakeEorzeaCollection } from '../glamours/fake-eorzea-collection.ts';

const JET_BLACK = 102;
const SNOW_WHITE = 1;
const OPO_OPO_BROWN = 24;

describe.each(TARGETS)('an outfit from nothing on $name', ({ start }) => {
  let xivapi: FakeXivapi;
  let site: FakeEorzeaCollection;
  let target: Target;
  const get = async (path: string) => (await (await fetch(`${target.url}${path}`)).json()).data;

  beforeAll(async () => {
    xivapi = await startFakeXivapi();
    site = await startFakeEorzeaCollection();
    target = await start({ xivapiBase: xivapi.url, dataDir: FIXTURE_TABLES, eorzeaCollectionBase: site.url });
  });
  afterAll(async () => {
    await target?.close();
    await site?.close();
    await xivapi?.close();
  });

  it('writes searched, dyed gear as a .chara that reads and resolves back to the same items', async () => {
    const [hat] = await get('/v1/items/search?q=poet&slot=HeadGear');
    const [slacks] = await get('/v1/items/search?q=wide slacks&slot=Legs');
    const [bow] = await get('/v1/items/search?q=runaway&slot=MainHand');
    const outfit = outfitFromItems([
      { slot: hat.slot, model: hat.model, dyes: [JET_BLACK, SNOW_WHITE] },
      { slot: slacks.slot, model: slacks.model, dyes: [OPO_OPO_BROWN, null] },
      { slot: bow.slot, model: bow.model },
    ]);
    const text = outfitCharaText(outfit, { nickname: 'Planned' });

    const file = parseCharaFile(text);
    expect(file.pieces).toEqual([
      { slot: 'MainHand', set: 634, base: 19, variant: 1, dyes: [0, 0] },
      { slot: 'HeadGear', set: 0, base: 5001, variant: 1, dyes: [JET_BLACK, SNOW_WHITE] },
      { slot: 'Legs', set: 0, base: 5003, variant: 1, dyes: [OPO_OPO_BROWN, 0] },
    ]);
    // Equipment only: loading it changes gear and dyes and leaves the character's looks alone.
    expect(JSON.parse(text).SaveMode).toBe('EquipmentGear, EquipmentAccessories, EquipmentWeapons');

    const { json } = await resolve(target, toResolveBody(file));
    expect(json.data.items.HeadGear.itemId).toBe(hat.itemId);
    expect(json.data.items.Legs.itemId).toBe(slacks.itemId);
    expect(json.data.items.MainHand.itemId).toBe(bow.itemId);
    expect([hat.itemId, slacks.itemId, bow.itemId]).toEqual([45001, 45003, 49486]);
  });

  it('writes a shared glamour as a .chara that resolves to the families it named, with its dyes', async () => {
    const glamour = await get('/v1/glamours/eorzea-collection/200');
    const file = parseCharaFile(outfitCharaText(outfitFromGlamour(glamour)));
    expect(file.pieces).toHaveLength(12);
    const { json } = await resolve(target, toResolveBody(file));
    for (const piece of file.pieces) {
      const placed = glamour.items[piece.slot];
      expect(json.data.items[piece.slot].itemId, piece.slot).toBe(placed.itemId);
      expect(piece.dyes, piece.slot).toEqual(placed.dyes.map((d: number | null) => d ?? 0));
    }
    // Spot checks written out by hand: the gloves carry Jet Black and Snow White, the bangle Opo-opo Brown.
    expect(file.pieces.find((p) => p.slot === 'Hands')!.dyes).toEqual([JET_BLACK, SNOW_WHITE]);
    expect(file.pieces.find((p) => p.slot === 'Wrists')!.dyes).toEqual([OPO_OPO_BROWN, 0]);
    expect(file.glasses).toBeNull();
  });

  it('wears a shared glamour’s facewear as the .chara glasses, which resolve to that facewear', async () => {
    const glamour = await get('/v1/glamours/eorzea-collection/100');
    const file = parseCharaFile(outfitCharaText(outfitFromGlamour(glamour)));
    // Row 40 of the fake's Glasses sheet is "Black Rose-colored Spectacles", the name the glamour gives.
    expect(file.glasses).toBe(40);
    const { json } = await resolve(target, toResolveBody(file));
    expect(json.data.glasses.names.en).toBe('Black Rose-colored Spectacles');
  });
});
