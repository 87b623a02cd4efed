/**
 * The Universalis API v2 client. The upstream is not trusted: each call has a deadline that also
 * covers reading the body, redirects are refused, bodies are bounded, and anything unexpected
 * (a status other than 200, a body that is not the documented JSON) becomes an UpstreamError.
 *
 * Protocol (Universalis API v2):
 * - `GET /api/v2/{worldDcRegion}/{itemIds}`: up to 100 comma-separated IDs. One ID answers the item
 *   object itself; several answer `{ itemIDs, items: { "<id>": item }, unresolvedItems }`. An unknown
 *   world answers 404. `listings` and `entries` cap the lists returned, `fields` keeps only the named
 *   keys (prefixed `items.` in a multi-item answer). `lastUploadTime` is in ms since the epoch;
 *   prices are gil per unit, `minPriceNQ`/`minPriceHQ` split by quality (dyes have no HQ).
 * - `GET /api/v2/worlds`: `[{ id, name }]`; `GET /api/v2/data-centers`: `[{ name, region, worlds: [id] }]`.
 */
import { readBoundedJson } from '../upstream/bounded-read.ts';
import { Singleflight } from '../upstream/singleflight.ts';
import type { MarketPrice } from '../../prices/types.ts';
import { UpstreamError as UpstreamFault } from '../upstream/error.ts';

export const DEFAULT_BASE = 'https://universalis.app';
export const DEFAULT_USER_AGENT = 'ffxiv-dyes/0.1 (self-hosted FFXIV dye API; prices)';
/** Universalis reads at most this many IDs per call. */
export const MAX_ITEMS_PER_CALL = 100;
/** 23 items without listings are a few KB; the world lists ~10 KB. Anything far larger is not them. */
const MARKET_MAX_BYTES = 512 * 1024;
const LIST_MAX_BYTES = 256 * 1024;

export const UPSTREAM_MESSAGE =
  'Universalis is not answering right now — market prices are temporarily unavailable; vendor prices and dyes are unaffected.';

/** An upstream fault of this client, with its own default message. */
export class UpstreamError extends UpstreamFault {
  constructor(upstreamStatus: number, message: string = UPSTREAM_MESSAGE) {
    super(upstreamStatus, message);
  }
}

export interface Worlds {
  regions: string[];
  dataCenters: { name: string; region: string; worlds: string[] }[];
  worlds: { id: number; name: string }[];
}

export interface UniversalisOptions {
  fetch?: typeof fetch;
  base?: string;
  /** The whole wait of one call, body included (default 10 s). */
  timeoutMs?: number;
  userAgent?: string;
}

const MARKET_FIELDS = ['itemID', 'lastUploadTime', 'minPrice', 'minPriceNQ', 'averagePrice', 'listingsCount'];
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const gil = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? x : 0);

/** One item view as our MarketPrice; null when it shows no listing. Throws on a malformed view. */
export function parseMarketView(view: unknown, status: number): MarketPrice | null {
  if (!isRecord(view) || typeof view.itemID !== 'number') throw new UpstreamError(status);
  const minPrice = gil(view.minPriceNQ) || gil(view.minPrice);
  const listings =
    typeof view.listingsCount === 'number'
      ? view.listingsCount
      : Array.isArray(view.listings)
        ? view.listings.length
        : 0;
  if (minPrice === 0) return null;
  const uploaded =
    typeof view.lastUploadTime === 'number' && Number.isFinite(view.lastUploadTime) ? view.lastUploadTime : 0;
  return {
    minPrice,
    averagePrice: Math.round(gil(view.averagePrice)),
    listings: Math.max(listings, 1), // a lowest price means at least one listing, whatever the count says
    lastUploadTime: uploaded,
  };
}

export class UniversalisClient {
  readonly base: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly headers: Record<string, string>;
  private readonly markets = new Singleflight<Map<number, MarketPrice | null>>();
  private readonly lists = new Singleflight<Worlds>();

  constructor(options: UniversalisOptions = {}) {
    this.base = (options.base ?? DEFAULT_BASE).replace(/\/$/, '');
    // Bound late so a test can swap globalThis.fetch, and so `this` is never the client.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.headers = { Accept: 'application/json', 'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT };
  }

  /**
   * Market prices of `itemIds` (at most 100) on a world, data centre or region, keyed by item ID;
   * null for an item with no listing or that Universalis could not resolve. Identical calls in
   * flight together share one upstream request.
   */
  market(scope: string, itemIds: readonly number[]): Promise<Map<number, MarketPrice | null>> {
    const ids = [...new Set(itemIds)].sort((a, b) => a - b).slice(0, MAX_ITEMS_PER_CALL);
    const multi = ids.length > 1;
    const params = new URLSearchParams({
      listings: '0',
      entries: '0',
      fields: MARKET_FIELDS.map((f) => (multi ? `items.${f}` : f)).join(','),
    });
    const url = `${this.base}/api/v2/${encodeURIComponent(scope)}/${ids.join(',')}?${params}`;
    return this.markets.run(url, () =>
      this.getJson(url, MARKET_MAX_BYTES, (body, status) => {
        const out = new Map<number, MarketPrice | null>();
        if (!multi) {
          out.set(ids[0]!, parseMarketView(body, status));
          return out;
        }
        if (!isRecord(body) || !isRecord(body.items)) throw new UpstreamError(status);
        for (const id of ids) {
          const view = body.items[String(id)];
          out.set(id, view === undefined ? null : parseMarketView(view, status));
        }
        return out;
      }),
    );
  }

  /** Regions, data centres and worlds a player can pick, from two calls made side by side. */
  worlds(): Promise<Worlds> {
    return this.lists.run('lists', async () => {
      const [worldRows, dcRows] = await Promise.all([
        this.getJson(`${this.base}/api/v2/worlds`, LIST_MAX_BYTES, (body, status) => {
          if (!Array.isArray(body)) throw new UpstreamError(status);
          return body.map((row: unknown) => {
            if (!isRecord(row) || typeof row.id !== 'number' || typeof row.name !== 'string' || row.name === '')
              throw new UpstreamError(status);
            return { id: row.id, name: row.name };
          });
        }),
        this.getJson(`${this.base}/api/v2/data-centers`, LIST_MAX_BYTES, (body, status) => {
          if (!Array.isArray(body)) throw new UpstreamError(status);
          return body.map((row: unknown) => {
            if (
              !isRecord(row) ||
              typeof row.name !== 'string' ||
              typeof row.region !== 'string' ||
              !Array.isArray(row.worlds)
            )
              throw new UpstreamError(status);
            return { name: row.name, region: row.region, worldIds: row.worlds.filter((w) => typeof w === 'number') };
          });
        }),
      ]);
      const nameOf = new Map(worldRows.map((w) => [w.id, w.name]));
      const dataCenters = dcRows.map((dc) => ({
        name: dc.name,
        region: dc.region,
        worlds: dc.worldIds.map((id) => nameOf.get(id)).filter((n): n is string => n !== undefined),
      }));
      return {
        regions: [...new Set(dataCenters.map((dc) => dc.region))],
        dataCenters,
        worlds: worldRows.sort((a, b) => a.name.localeCompare(b.name)),
      };
    });
  }

  /**
   * One GET under a deadline that lasts until the body is read, so a server that sends headers and
   * then stalls is cut off too. Any failure that is not already an UpstreamError is status 0.
   */
  private async getJson<T>(url: string, maxBytes: number, parse: (body: unknown, status: number) => T): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`upstream timeout after ${this.timeoutMs} ms`)),
      this.timeoutMs,
    );
    try {
      const res = await this.fetchFn(url, {
        method: 'GET',
        headers: this.headers,
        redirect: 'manual',
        signal: controller.signal,
      });
      if (res.status !== 200) {
        // Redirects included: the upstream is pinned by configuration, never followed elsewhere.
        await res.body?.cancel().catch(() => {});
        throw new UpstreamError(res.status);
      }
      const declared = res.headers.get('content-length');
      if (declared !== null && Number(declared) > maxBytes) {
        await res.body?.cancel().catch(() => {});
        throw new UpstreamError(res.status);
      }
      const read = await readBoundedJson(res.body, maxBytes, controller.signal);
      if (!read.ok) throw new UpstreamError(res.status);
      return parse(read.value, res.status);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      throw new UpstreamError(0);
    } finally {
      clearTimeout(timer);
    }
  }
}
