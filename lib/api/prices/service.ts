/**
 * `/v1/prices` without HTTP: the world checked against Universalis' own lists, the dyes' market
 * items read from the cache, the missing or expired ones fetched in one upstream call, the answer
 * assembled per dye. Runtime-neutral; ./index.ts maps HTTP onto it.
 */
import { invalid } from '../errors.ts';
import { DYES, type Dye } from '../../dyes/database.ts';
import { vendorPrice } from '../../prices/vendor.ts';
import type { MarketPrice, PriceSheet } from '../../prices/types.ts';
import { PRICE_FRESH_MS, PRICE_STALE_MS, priceKey, type PriceCache, type PriceEntry } from './cache.ts';
import { UpstreamError, type UniversalisClient, type Worlds } from './universalis.ts';
import { upstreamUnavailable } from '../upstream/error.ts';

type WaitUntil = (promise: Promise<unknown>) => void;

/** The world lists change only when a data centre opens: a day is plenty. A failed refresh is not remembered. */
const WORLDS_TTL_MS = 24 * 3600_000;

export interface PricesResult {
  data: PriceSheet;
  /** HIT: everything from a fresh cache; STALE: some served stale while refreshing; MISS: fetched. */
  cache: 'HIT' | 'STALE' | 'MISS';
}

const rethrow = (error: unknown): never => {
  throw error instanceof UpstreamError ? upstreamUnavailable(error) : error;
};

/** Cache trouble is never the client's problem: a failed read is a miss, a failed write is dropped. */
const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

export class PricesService {
  private worldsMemo: { value: Worlds; names: Map<string, string>; until: number } | undefined;

  constructor(
    private readonly client: UniversalisClient,
    private readonly cache: PriceCache,
    private readonly now: () => number = Date.now,
  ) {}

  /** Regions, data centres and worlds, remembered for a day (a failed refresh is not remembered). */
  async worlds(): Promise<Worlds> {
    return (await this.worldTable()).value;
  }

  private async worldTable() {
    const memo = this.worldsMemo;
    if (memo && memo.until > this.now()) return memo;
    const value = await this.client.worlds().catch(rethrow);
    const names = new Map<string, string>();
    for (const name of value.regions) names.set(name.toLowerCase(), name);
    for (const dc of value.dataCenters) names.set(dc.name.toLowerCase(), dc.name);
    for (const world of value.worlds) names.set(world.name.toLowerCase(), world.name);
    this.worldsMemo = { value, names, until: this.now() + WORLDS_TTL_MS };
    return this.worldsMemo;
  }

  /** The world, data centre or region as Universalis spells it; 400 naming it when there is none. */
  async canonicalWorld(world: string): Promise<string> {
    const { names } = await this.worldTable();
    const found = names.get(world.trim().toLowerCase());
    if (found) return found;
    throw invalid(
      'VALIDATION_ERROR',
      `Unknown world "${world}": give a world, data centre or region Universalis knows (see /v1/prices/worlds).`,
      'world',
      world,
      'a world, data centre or region name',
    );
  }

  async prices(world: string, dyes: readonly Dye[] = DYES, waitUntil: WaitUntil = () => {}): Promise<PricesResult> {
    const scope = await this.canonicalWorld(world);
    const items = [...new Set(dyes.map((d) => d.marketItemID))];
    const keys = items.map((id) => priceKey(scope, id));
    const cached = await this.cache.getMany(keys).catch(() => [] as Array<PriceEntry | undefined>);
    const now = this.now();

    const entries = new Map<number, PriceEntry>();
    const missing: number[] = [];
    const stale: number[] = [];
    items.forEach((id, i) => {
      const entry = cached[i];
      const age = entry ? now - entry.fetchedAt : Infinity;
      if (entry && age <= PRICE_FRESH_MS) entries.set(id, entry);
      else if (entry && age <= PRICE_STALE_MS) {
        entries.set(id, entry);
        stale.push(id);
      } else missing.push(id);
    });

    let state: PricesResult['cache'] = 'HIT';
    if (missing.length > 0) {
      // Stale items ride along in the same call: it costs nothing extra and refreshes them.
      const fetched = await this.fetch(scope, [...missing, ...stale], waitUntil).catch(rethrow);
      for (const [id, entry] of fetched) entries.set(id, entry);
      state = 'MISS';
    } else if (stale.length > 0) {
      waitUntil(quietly(this.fetch(scope, stale, waitUntil)));
      state = 'STALE';
    }

    let fetchedAt = now;
    for (const entry of entries.values()) fetchedAt = Math.min(fetchedAt, entry.fetchedAt);
    return {
      data: {
        world: scope,
        fetchedAt,
        dyes: dyes.map((dye) => ({
          stainID: dye.stainID,
          itemID: dye.itemID,
          marketItemID: dye.marketItemID,
          vendor: vendorPrice(dye),
          market: entries.get(dye.marketItemID)?.market ?? null,
        })),
      },
      cache: state,
    };
  }

  /** One upstream call for `ids`; each answer is cached on its own key. */
  private async fetch(scope: string, ids: number[], waitUntil: WaitUntil): Promise<Map<number, PriceEntry>> {
    const answer: Map<number, MarketPrice | null> = await this.client.market(scope, ids);
    const fetchedAt = this.now();
    const out = new Map<number, PriceEntry>();
    const writes: Promise<unknown>[] = [];
    for (const [id, market] of answer) {
      const entry = { market, fetchedAt };
      out.set(id, entry);
      writes.push(this.cache.put(priceKey(scope, id), entry));
    }
    waitUntil(quietly(Promise.all(writes)));
    return out;
  }
}
