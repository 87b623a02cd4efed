/**
 * Opening a glamour shared on Eorzea Collection: the site's document (cached briefly), its English
 * item names placed through XIVAPI (one name search, then the resolver's families, both through
 * the chara caches), its dye slugs through our own dye data. A name or slug we cannot place is
 * listed in `unresolved`, never guessed.
 */
import { notFound } from '../errors.ts';
import { upstreamUnavailable } from '../upstream/error.ts';
import type { CharaService } from '../chara/service.ts';
import type { GlassesEntry, ResolvedItem, Names } from '../../items/resolver.ts';
import type { ItemRow } from '../../items/rows.ts';
import { normalizeName, searchHit, type ModelNumbers } from '../../items/search.ts';
import { COLUMN_OF, type GearPiece, type Slot } from '../../items/slots.ts';
import { dyeBySlug } from '../../dyes/slug.ts';
import {
  DEFAULT_EORZEA_COLLECTION_BASE,
  GlamourUpstreamError,
  type EorzeaCollectionClient,
  type GearKey,
  type SharedGlamour,
  type SharedPiece,
} from './eorzea-collection.ts';

/**
 * The site's gear keys as `.chara` slots; `fashion` has none, and `facewear` is the `.chara`
 * file's glasses (a Glasses row found by its name, not an item slot).
 */
export const SLOT_OF_GEAR_KEY: Readonly<Partial<Record<GearKey, Slot>>> = {
  weapon: 'MainHand',
  offhand: 'OffHand',
  head: 'HeadGear',
  body: 'Body',
  hands: 'Hands',
  legs: 'Legs',
  feet: 'Feet',
  earrings: 'Ears',
  necklace: 'Neck',
  bracelets: 'Wrists',
  left_ring: 'LeftRing',
  right_ring: 'RightRing',
};

export type GlamourDyes = [number | null, number | null];

/** One placed piece: the family as `/v1/chara/resolve` answers it, the item chosen and its dyes. */
export type GlamourItem = ResolvedItem & {
  /** The item the author chose, with the `.chara` model numbers it is worn with. */
  named: { itemId: number; names: Names; model: ModelNumbers };
  dyes: GlamourDyes;
};

export type UnresolvedReason = 'unknown-item' | 'not-in-slot' | 'unknown-dye' | 'no-chara-slot';

export interface Unresolved {
  /** The `.chara` slot, or the site's key (`fashion`, `facewear`) for pieces a `.chara` cannot hold. */
  slot: Slot | 'fashion' | 'facewear';
  /** The item name or dye slug as the site wrote it. */
  name: string;
  reason: UnresolvedReason;
}

export interface GlamourData {
  id: number;
  name: string;
  character: string | null;
  server: string | null;
  /** The page a player shares. */
  url: string;
  items: Partial<Record<Slot, GlamourItem>>;
  /** The facewear, worn as the `.chara` glasses: the Glasses row of that name; null when none or not placed. */
  glasses: GlassesEntry | null;
  unresolved: Unresolved[];
}

/** Key/value store of JSON-able values (the chara cache's interface). */
export interface GlamourCache {
  getMany(keys: readonly string[]): Promise<unknown[]>;
  put(key: string, value: unknown): Promise<void>;
}

/** An hour: authors edit their glamours now and then, and a reopened link should show the edit soon. */
export const GLAMOUR_TTL_SECONDS = 3600;

const glamourKey = (id: number) => `glamour:1:eorzea-collection:${id}`;

type WaitUntil = (promise: Promise<unknown>) => void;
const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

const isPiece = (v: unknown): v is SharedPiece | null =>
  v === null ||
  (typeof v === 'object' &&
    typeof (v as SharedPiece).name === 'string' &&
    ((v as SharedPiece).dyes === null ||
      (Array.isArray((v as SharedPiece).dyes) && (v as SharedPiece).dyes!.every((d) => typeof d === 'string'))));

/** A cached document as this code wrote it; anything else (corrupt, foreign) is a miss. */
function isSharedGlamour(v: unknown): v is SharedGlamour {
  if (v === null || typeof v !== 'object') return false;
  const g = v as SharedGlamour;
  return (
    typeof g.id === 'number' &&
    typeof g.name === 'string' &&
    (g.character === null || typeof g.character === 'string') &&
    (g.server === null || typeof g.server === 'string') &&
    g.gear !== null &&
    typeof g.gear === 'object' &&
    Object.values(g.gear).every(isPiece)
  );
}

/** The lowest row of that name worn in the slot (rings: either finger). */
function rowForSlot(rows: readonly ItemRow[], slot: Slot): ItemRow | undefined {
  return rows.find((row) => row.slots.includes(COLUMN_OF[slot]));
}

export class GlamourService {
  constructor(private readonly deps: { client: EorzeaCollectionClient; chara: CharaService; cache: GlamourCache }) {}

  async open(id: number, waitUntil: WaitUntil): Promise<{ data: GlamourData; fetched: boolean }> {
    const { glamour, fetched: fetchedDocument } = await this.document(id, waitUntil);
    const { chara } = this.deps;

    const unresolved: Unresolved[] = [];
    const wanted: { slot: Slot; piece: SharedPiece }[] = [];
    let facewear: SharedPiece | null = null;
    for (const [key, piece] of Object.entries(glamour.gear) as [GearKey, SharedPiece | null][]) {
      if (!piece) continue;
      const slot = SLOT_OF_GEAR_KEY[key];
      if (key === 'facewear') facewear = piece;
      else if (!slot) unresolved.push({ slot: key as 'fashion', name: piece.name, reason: 'no-chara-slot' });
      else wanted.push({ slot, piece });
    }

    // The facewear's Glasses row and the gear's item rows are independent: asked side by side.
    const [named, glasses] = await Promise.all([
      chara.rowsByNames(
        wanted.map((w) => w.piece.name),
        waitUntil,
      ),
      facewear ? chara.glassesByName(facewear.name, waitUntil) : undefined,
    ]);
    if (facewear && !glasses?.entry) unresolved.push({ slot: 'facewear', name: facewear.name, reason: 'unknown-item' });
    const placed: { slot: Slot; piece: SharedPiece; row: ItemRow }[] = [];
    for (const { slot, piece } of wanted) {
      const rows = named.rows.get(normalizeName(piece.name)) ?? [];
      const row = rowForSlot(rows, slot);
      if (row) placed.push({ slot, piece, row });
      else unresolved.push({ slot, name: piece.name, reason: rows.length === 0 ? 'unknown-item' : 'not-in-slot' });
    }

    const tables = await chara.tables();
    const hits = placed.map(({ slot, row }) => searchHit(row, slot, tables));
    const gear: GearPiece[] = placed.map(({ slot }, i) => ({ slot, ...hits[i]!.model }));
    const resolved =
      gear.length > 0
        ? await chara.resolve({ gear, glasses: null }, waitUntil)
        : { data: { items: {} as Record<string, ResolvedItem | null> }, fetched: false };

    const items: Partial<Record<Slot, GlamourItem>> = {};
    for (const [i, { slot, piece, row }] of placed.entries()) {
      const family = resolved.data.items[slot];
      if (!family) {
        unresolved.push({ slot, name: piece.name, reason: 'unknown-item' });
        continue;
      }
      const dyes: GlamourDyes = [null, null];
      (piece.dyes ?? []).slice(0, 2).forEach((slug, channel) => {
        if (slug === 'none' || slug === '') return;
        const dye = dyeBySlug(slug);
        if (dye) dyes[channel] = dye.stainID;
        else unresolved.push({ slot, name: slug, reason: 'unknown-dye' });
      });
      const { names, model } = hits[i]!;
      items[slot] = { ...family, named: { itemId: row.rowId, names, model }, dyes };
    }

    return {
      data: {
        id: glamour.id,
        name: glamour.name,
        character: glamour.character,
        server: glamour.server,
        url: `${DEFAULT_EORZEA_COLLECTION_BASE}/glamour/${glamour.id}`,
        items,
        glasses: glasses?.entry ?? null,
        unresolved,
      },
      fetched: fetchedDocument || named.fetched || resolved.fetched || (glasses?.fetched ?? false),
    };
  }

  /** The site's document: from the cache, else fetched (404 → NOT_FOUND, faults → 503, neither kept). */
  private async document(id: number, waitUntil: WaitUntil): Promise<{ glamour: SharedGlamour; fetched: boolean }> {
    const { client, cache } = this.deps;
    const key = glamourKey(id);
    const [hit] = await cache.getMany([key]).catch(() => [] as unknown[]);
    if (isSharedGlamour(hit)) return { glamour: hit, fetched: false };
    let answer;
    try {
      answer = await client.glamour(id);
    } catch (error) {
      throw error instanceof GlamourUpstreamError ? upstreamUnavailable(error) : error;
    }
    if (!answer.found) throw notFound(`No glamour ${id} on Eorzea Collection`, { parameter: 'id', received: id });
    waitUntil(quietly(cache.put(key, answer.glamour)));
    return { glamour: answer.glamour, fetched: true };
  }
}
