/**
 * The two chara operations over the upstream client, the caches and the tables: the orchestration
 * of resolve (cache, then upstream for the misses) and icon. Runtime-neutral; ./index.ts maps HTTP onto it.
 */
import { notFound } from '../errors.ts';
import { CACHE_CONTROL } from '../route.ts';
import type { ApiResponse } from '../types.ts';
import { glassesKey, glassesNameKey, nameKey, rowsKey, searchKey, type CharaCache, type IconCache } from './cache.ts';
import { glassesEntry, pieceKey, resolveItems, type GlassesEntry, type ResolvedItem } from '../../items/resolver.ts';
import { isGlassesEntry, isItemRows, type GlassesRow, type ItemRow } from '../../items/rows.ts';
import { COLUMN_OF, lookupId } from '../../items/slots.ts';
import type { CharaTables } from '../../items/tables.ts';
import {
  SEARCH_LIMIT,
  UpstreamError,
  exactNamesQuery,
  glassesNamesQuery,
  nameQuery,
  type XivapiClient,
  type Lookup,
} from './xivapi.ts';
import { normalizeName, rankSearchHits, type ItemSearchHit, type NameLanguage } from '../../items/search.ts';
import type { Slot } from '../../items/slots.ts';
import type { ResolveRequest } from './body.ts';
import { upstreamUnavailable } from '../upstream/error.ts';

export interface ResolveData {
  /** The upstream game-version key echoed by the calls made; null when none was made. */
  version: string | null;
  items: Record<string, ResolvedItem | null>;
  glasses?: GlassesEntry | null;
}

export interface ResolveResult {
  data: ResolveData;
  /** True when at least one upstream search or sheet call was made (`X-Cache: MISS`). */
  fetched: boolean;
}

type WaitUntil = (promise: Promise<unknown>) => void;

export interface CharaServiceDeps {
  client: XivapiClient;
  cache: CharaCache;
  iconCache: IconCache;
  tables: () => Promise<CharaTables> | CharaTables;
}

export interface ItemSearchRequest {
  /** The typed text, 2–100 characters, no double quote (checked by the route). */
  q: string;
  language: NameLanguage;
  slot: Slot | null;
  limit: number;
}

export interface ItemSearchResult {
  hits: ItemSearchHit[];
  /** True when an upstream search was made (`X-Cache: MISS`). */
  fetched: boolean;
}

/**
 * Rows asked of the upstream per name search: enough for the 50 best after our own ordering, as
 * the upstream's score order is not ours.
 */
export const NAME_SEARCH_ROWS = 100;

/** Cache trouble is never the client's problem: a failed read is a miss, a failed write is dropped. */
const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

export class CharaService {
  constructor(private readonly deps: CharaServiceDeps) {}

  /** The ko/zh, acquisition and facewear tables (loaded on first use). */
  async tables(): Promise<CharaTables> {
    return this.deps.tables();
  }

  async resolve(request: ResolveRequest, waitUntil: WaitUntil): Promise<ResolveResult> {
    const { client, cache } = this.deps;
    const tables = this.deps.tables(); // starts a lazy load while the network work runs

    // One lookup per distinct (column, key), in request order.
    const pieceKeys = request.gear.map(pieceKey);
    const lookups = new Map<string, Lookup>();
    request.gear.forEach((piece, i) => {
      const { key, lookup } = pieceKeys[i]!;
      if (!lookups.has(lookup)) lookups.set(lookup, { column: COLUMN_OF[piece.slot], key });
    });
    const glassesId = request.glasses;
    if (lookups.size === 0 && glassesId === null) {
      return { data: { version: null, items: {} }, fetched: false };
    }

    // One budget for everything this request waits on upstream (XIVAPI_TIMEOUT_MS).
    const deadline = client.deadline();
    const namespace = await client.versionKey(deadline);
    const ids = [...lookups.keys()];
    const keys = ids.map((id) => rowsKey(namespace, id));
    if (glassesId !== null) keys.push(glassesKey(namespace, glassesId));
    const cached = await cache.getMany(keys).catch(() => [] as unknown[]);

    const families = new Map<string, readonly ItemRow[]>();
    const misses: Lookup[] = [];
    ids.forEach((id, i) => {
      const value = cached[i];
      if (value !== undefined && isItemRows(value)) families.set(id, value);
      else misses.push(lookups.get(id)!);
    });
    const cachedGlasses = glassesId === null ? undefined : cached[ids.length];
    const glassesHit = cachedGlasses !== undefined && isGlassesEntry(cachedGlasses);

    // The search and the glasses row are independent, so they run side by side.
    const [search, glasses] = await Promise.all([
      misses.length > 0 ? client.search(misses, namespace, deadline) : undefined,
      glassesId !== null && !glassesHit ? client.glasses(glassesId, namespace, deadline) : undefined,
    ]).catch((error: unknown) => {
      throw error instanceof UpstreamError ? upstreamUnavailable(error) : error;
    });

    const writes: Promise<unknown>[] = [];
    if (search) {
      const found = new Map<string, ItemRow[]>();
      for (const row of search.rows) {
        for (const column of row.slots) {
          const id = lookupId(column, row.modelMain);
          const list = found.get(id);
          if (list) list.push(row);
          else found.set(id, [row]);
        }
      }
      for (const miss of misses) {
        const id = lookupId(miss.column, miss.key);
        const rows = found.get(id) ?? [];
        families.set(id, rows);
        // A truncated page may lack rows of any key, so none of its answers may be remembered;
        // complete answers are, empty ones included ("this key has no item" is worth knowing).
        if (!search.truncated) writes.push(cache.put(rowsKey(namespace, id), rows));
      }
    }

    let glassesRow: GlassesRow | null | undefined;
    if (glasses) {
      glassesRow = glasses.row;
      writes.push(cache.put(glassesKey(namespace, glassesId!), glasses.row));
    } else if (glassesHit) {
      glassesRow = cachedGlasses;
    }
    if (writes.length > 0) waitUntil(quietly(Promise.all(writes)));

    const loaded = await tables;
    const data: ResolveData = {
      version: search?.version ?? glasses?.version ?? null,
      items: resolveItems(request.gear, pieceKeys, families, loaded),
    };
    if (glassesId !== null) data.glasses = glassesRow ? glassesEntry(glassesRow, loaded) : null;
    return { data, fetched: search !== undefined || glasses !== undefined };
  }

  /**
   * Gear whose name in `language` holds `q`, best first. One upstream search per (language, slot,
   * text); its rows are cached like the resolver's families (the whole page: `limit` only cuts).
   */
  async searchItems(request: ItemSearchRequest, waitUntil: WaitUntil): Promise<ItemSearchResult> {
    const { client, cache } = this.deps;
    const tables = this.deps.tables();
    const deadline = client.deadline();
    const namespace = await client.versionKey(deadline);
    const column = request.slot ? COLUMN_OF[request.slot] : null;
    // Spacing is the upstream's business no more (word by word); case may be, so it is kept.
    const text = request.q.replace(/[\s\u00a0\u202f]+/gu, ' ').trim();
    const key = searchKey(namespace, request.language, column ?? '*', text);
    const [cached] = await cache.getMany([key]).catch(() => [] as unknown[]);
    let rows: readonly ItemRow[];
    let fetched = false;
    if (cached !== undefined && isItemRows(cached)) {
      rows = cached;
    } else {
      const answer = await client
        .searchRows(nameQuery(text, request.language, column), NAME_SEARCH_ROWS, namespace, deadline)
        .catch((error: unknown) => {
          throw error instanceof UpstreamError ? upstreamUnavailable(error) : error;
        });
      rows = answer.rows;
      fetched = true;
      waitUntil(quietly(cache.put(key, answer.rows)));
    }
    const hits = rankSearchHits(rows, text, request.language, request.slot, request.limit, await tables);
    return { hits, fetched };
  }

  /**
   * The rows named exactly each of `names` in English (case and spacing aside), by the normalised
   * name; a name no row carries maps to []. One upstream search covers every uncached name.
   */
  async rowsByNames(
    names: readonly string[],
    waitUntil: WaitUntil,
  ): Promise<{ rows: Map<string, ItemRow[]>; fetched: boolean }> {
    const { client, cache } = this.deps;
    const wanted = [...new Set(names.map(normalizeName).filter((n) => n !== ''))];
    const rows = new Map<string, ItemRow[]>();
    if (wanted.length === 0) return { rows, fetched: false };
    const deadline = client.deadline();
    const namespace = await client.versionKey(deadline);
    const keys = wanted.map((n) => nameKey(namespace, n));
    const cached = await cache.getMany(keys).catch(() => [] as unknown[]);
    const misses: string[] = [];
    wanted.forEach((name, i) => {
      const value = cached[i];
      if (value !== undefined && isItemRows(value)) rows.set(name, value);
      else misses.push(name);
    });
    if (misses.length === 0) return { rows, fetched: false };
    const answer = await client
      .searchRows(exactNamesQuery(misses), SEARCH_LIMIT, namespace, deadline)
      .catch((error: unknown) => {
        throw error instanceof UpstreamError ? upstreamUnavailable(error) : error;
      });
    const writes: Promise<unknown>[] = [];
    for (const name of misses) {
      const found = answer.rows.filter((row) => normalizeName(row.names.en) === name).sort((a, b) => a.rowId - b.rowId);
      rows.set(name, found);
      // As for families: a truncated page may lack the row, so only complete answers are kept.
      if (!answer.truncated) writes.push(cache.put(nameKey(namespace, name), found));
    }
    if (writes.length > 0) waitUntil(quietly(Promise.all(writes)));
    return { rows, fetched: true };
  }

  /**
   * The facewear (Glasses row) named exactly `name` in English (case and spacing aside), as the
   * outfit view shows glasses; the lowest row of that name, null when no row carries it. Cached
   * by name like `rowsByNames`; a fault is 503, never cached.
   */
  async glassesByName(name: string, waitUntil: WaitUntil): Promise<{ entry: GlassesEntry | null; fetched: boolean }> {
    const { client, cache } = this.deps;
    const wanted = normalizeName(name);
    if (wanted === '') return { entry: null, fetched: false };
    const deadline = client.deadline();
    const namespace = await client.versionKey(deadline);
    const key = glassesNameKey(namespace, wanted);
    const [cached] = await cache.getMany([key]).catch(() => [] as unknown[]);
    let rows: GlassesRow[];
    let fetched = false;
    if (Array.isArray(cached) && cached.every((r) => r !== null && isGlassesEntry(r))) {
      rows = cached as GlassesRow[];
    } else {
      const answer = await client
        .searchGlasses(glassesNamesQuery([wanted]), SEARCH_LIMIT, namespace, deadline)
        .catch((error: unknown) => {
          throw error instanceof UpstreamError ? upstreamUnavailable(error) : error;
        });
      rows = answer.rows.filter((row) => normalizeName(row.names.en) === wanted).sort((a, b) => a.rowId - b.rowId);
      fetched = true;
      if (!answer.truncated) waitUntil(quietly(cache.put(key, rows)));
    }
    const row = rows[0];
    return { entry: row ? glassesEntry(row, await this.deps.tables()) : null, fetched };
  }

  /**
   * The icon PNG. `cacheKey` names the icon alone (`iconCacheKey`), so every spelling of a
   * request shares one entry.
   */
  async icon(iconId: number, cacheKey: string, waitUntil: WaitUntil): Promise<ApiResponse> {
    const { client, iconCache } = this.deps;
    const hit = await iconCache.get(cacheKey).catch(() => undefined);
    if (hit) return pngResponse(hit.bytes, 'HIT');
    let answer;
    try {
      answer = await client.icon(iconId);
    } catch (error) {
      throw error instanceof UpstreamError ? upstreamUnavailable(error) : error;
    }
    if (!answer.found) throw notFound(`No icon ${iconId}`, { parameter: 'iconId', received: iconId });
    waitUntil(quietly(iconCache.put(cacheKey, { bytes: answer.bytes })));
    return pngResponse(answer.bytes, 'MISS');
  }
}

function pngResponse(bytes: Uint8Array, xCache: 'HIT' | 'MISS'): ApiResponse {
  return {
    status: 200,
    headers: {
      // Always PNG whatever the upstream said: the bytes were signature-checked.
      'Content-Type': 'image/png',
      'Cache-Control': CACHE_CONTROL.immutable,
      'Content-Disposition': 'inline',
      'Content-Security-Policy': 'sandbox',
      'X-Cache': xCache,
    },
    body: bytes,
  };
}
