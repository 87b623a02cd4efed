/**
 * The XIVAPI v2 client. The upstream is not trusted: every call has a timeout
 * that also covers reading the body, redirects are refused, bodies are bounded, and anything
 * unexpected becomes an UpstreamError carrying the status to report (0 when there was none).
 */
import { readBounded, readBoundedJson } from '../upstream/bounded-read.ts';
import { Singleflight } from '../upstream/singleflight.ts';
import { parseGlassesRow, parseItemRow, type GlassesRow, type ItemRow } from '../../items/rows.ts';
import { COLUMNS, type Column } from '../../items/slots.ts';
import type { NameLanguage } from '../../items/search.ts';
import { UpstreamError as UpstreamFault } from '../upstream/error.ts';

export const DEFAULT_BASE = 'https://v2.xivapi.com';
export const DEFAULT_VERSION = 'latest';
/** XIVAPI answers 403 to anonymous default agents, so a real one is required. */
export const DEFAULT_USER_AGENT = 'ffxiv-dyes/0.1 (self-hosted FFXIV dye API; chara-resolve)';
export const SEARCH_LIMIT = 500; // XIVAPI's hard maximum; there is no pagination.
export const ICON_MAX_BYTES = 1024 * 1024;

/** Largest JSON answers read: 500 rows of ~1.5 KB fit in well under 4 MiB. */
const SEARCH_MAX_BYTES = 4 * 1024 * 1024;
const SHEET_MAX_BYTES = 256 * 1024;
const VERSION_TTL_MS = 10 * 60_000;
const VERSION_FALLBACK_TTL_MS = 60_000;

export const UPSTREAM_MESSAGE =
  'XIVAPI is not answering right now (search re-indexes after a game patch) — item names are temporarily unavailable; dyes are unaffected.';

/** An upstream fault of this client, with its own default message. */
export class UpstreamError extends UpstreamFault {
  constructor(upstreamStatus: number, message: string = UPSTREAM_MESSAGE) {
    super(upstreamStatus, message);
  }
}

export interface UpstreamOptions {
  fetch?: typeof fetch;
  base?: string;
  version?: string;
  schema?: string;
  /** The whole wait of one request: a call, or the version lookup and the calls after it (default 10 s). */
  timeoutMs?: number;
  /** Most of that budget the `/api/version` lookup may take (default 3 s). */
  versionTimeoutMs?: number;
  userAgent?: string;
  now?: () => number;
}

export interface Lookup {
  column: Column;
  key: string;
}

export interface SearchAnswer {
  version: string | null;
  rows: ItemRow[];
  /** A `next` cursor or a full page: some rows may be missing, so nothing may be cached. */
  truncated: boolean;
}

export interface GlassesAnswer {
  version: string | null;
  row: GlassesRow | null;
}

export interface GlassesSearchAnswer {
  version: string | null;
  rows: GlassesRow[];
  /** As for items: some rows may be missing, so nothing may be cached. */
  truncated: boolean;
}

export type IconAnswer = { found: true; bytes: Uint8Array } | { found: false };

const SEARCH_FIELDS = [
  'Name',
  'Name@ja',
  'Name@de',
  'Name@fr',
  'Icon.id',
  'ModelMain',
  'ModelSub',
  ...COLUMNS.map((c) => `EquipSlotCategory.${c}`),
  'DyeCount',
  'IsGlamorous',
  ...['Hyur', 'Elezen', 'Lalafell', 'Miqote', 'Roegadyn', 'AuRa', 'Hrothgar', 'Viera', 'Male', 'Female'].map(
    (c) => `EquipRestriction.${c}`,
  ),
  'GrandCompany.row_id',
].join(',');
const GLASSES_FIELDS = 'Name,Name@ja,Name@de,Name@fr,Icon.id';

/** `+((+EquipSlotCategory.<Col>=1 +ModelMain=<key>) …)`: any group may match, each group fully. */
export function searchQuery(lookups: readonly Lookup[]): string {
  const groups = lookups.map((l) => `(+EquipSlotCategory.${l.column}=1 +ModelMain=${l.key})`);
  return `+(${groups.join(' ')})`;
}

/** The search language's field for a name in one language: `Name` (English) or `Name@ja`. */
const nameField = (language: NameLanguage) => (language === 'en' ? 'Name' : `Name@${language}`);

/** Gear only: worn in one of the twelve slots (or the one asked for). */
function slotClause(column: Column | null): string {
  return column ? `+EquipSlotCategory.${column}=1` : `+(${COLUMNS.map((c) => `EquipSlotCategory.${c}=1`).join(' ')})`;
}

/**
 * `+Name@ja~"<word>" … +EquipSlotCategory.Head=1`: rows whose name in that language holds every
 * word of the text (`~` is the language's partial string match; `=` would ask for the whole name).
 * Word by word, so a name the game spells with a no-break space still matches a typed space. The
 * text holds no double quote, which the language cannot escape (the route refuses one).
 */
export function nameQuery(text: string, language: NameLanguage, column: Column | null): string {
  const words = wordsOf(text).map((w) => `+${nameField(language)}~"${w}"`);
  return `${words.join(' ')} ${slotClause(column)}`;
}

const wordsOf = (text: string) => text.split(/[\s\u00a0\u202f]+/u).filter((w) => w !== '');

/**
 * Rows named any of `names` in English, whatever their spacing: each name asks for all its words
 * (`+Name~"Cashmere" +Name~"Poet's" …`), so a no-break space on either side still matches, and the
 * caller keeps the rows whose whole name is equal once normalised (`normalizeName`).
 */
export function exactNamesQuery(names: readonly string[]): string {
  const groups = names.map((name) => {
    return `(${wordsOf(name)
      .map((w) => `+Name~"${w}"`)
      .join(' ')})`;
  });
  return `+(${groups.join(' ')}) ${slotClause(null)}`;
}

/**
 * Glasses rows (facewear) named any of `names` in English, word by word as `exactNamesQuery` asks
 * for items; the caller keeps the rows whose whole name is equal once normalised.
 */
export function glassesNamesQuery(names: readonly string[]): string {
  return `+(${names
    .map(
      (name) =>
        `(${wordsOf(name)
          .map((w) => `+Name~"${w}"`)
          .join(' ')})`,
    )
    .join(' ')})`;
}

/** `ui/icon/041000/041716_hr1.tex`: the 80 px icon in its thousand-folder. */
export function iconPath(iconId: number): string {
  const padded = String(iconId).padStart(6, '0');
  return `ui/icon/${padded.slice(0, 3)}000/${padded}_hr1.tex`;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const isPng = (bytes: Uint8Array) => bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);

export class XivapiClient {
  readonly base: string;
  readonly version: string;
  private readonly schema: string | undefined;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly versionTimeoutMs: number;
  private readonly headers: Record<string, string>;
  private readonly now: () => number;
  private versionMemo: { key: string; until: number } | undefined;
  private lastGoodKey: string | undefined;
  private versionPending: Promise<string> | undefined;
  /** Searches, sheet rows and icons by URL: identical requests arriving together share one upstream call. */
  private readonly searches = new Singleflight<SearchAnswer>();
  private readonly glassesRows = new Singleflight<GlassesAnswer>();
  private readonly glassesSearches = new Singleflight<GlassesSearchAnswer>();
  private readonly icons = new Singleflight<IconAnswer>();

  constructor(options: UpstreamOptions = {}) {
    this.base = (options.base ?? DEFAULT_BASE).replace(/\/$/, '');
    this.version = options.version || DEFAULT_VERSION;
    this.schema = options.schema || undefined;
    // Bound late so a test can swap globalThis.fetch, and so `this` is never the client.
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.versionTimeoutMs = options.versionTimeoutMs ?? 3_000;
    this.headers = { Accept: 'application/json', 'User-Agent': options.userAgent ?? DEFAULT_USER_AGENT };
    this.now = options.now ?? Date.now;
  }

  /**
   * The game-version key that names the cache namespace and is sent as `version=`.
   * A pin is used as-is; `latest` is looked up through `/api/version` and remembered for ten
   * minutes, so a game patch starts a fresh namespace. Never fails: on trouble the last key found
   * (or the alias itself) is used and remembered for one minute only.
   */
  async versionKey(deadline = this.deadline()): Promise<string> {
    if (this.version !== 'latest') return this.version;
    const memo = this.versionMemo;
    if (memo && memo.until > this.now()) return memo.key;
    this.versionPending ??= this.lookupVersion(deadline).finally(() => (this.versionPending = undefined));
    return this.versionPending;
  }

  /**
   * When a request that starts now must be answered: pass it to every call the request makes, so
   * the version lookup and the search together take no longer than the timeout.
   */
  deadline(): number {
    return this.now() + this.timeoutMs;
  }

  private async lookupVersion(deadline: number): Promise<string> {
    let found: string | undefined;
    try {
      const budget = this.now() + this.versionTimeoutMs;
      found = await this.call(`${this.base}/api/version`, Math.min(budget, deadline), async (res, signal) => {
        if (!res.ok) throw new UpstreamError(res.status);
        const body = await this.json(res, SHEET_MAX_BYTES, signal);
        const versions = (body as { versions?: unknown }).versions;
        if (!Array.isArray(versions)) return undefined;
        for (const v of versions as unknown[]) {
          const { key, names } = (v ?? {}) as { key?: unknown; names?: unknown };
          if (typeof key === 'string' && key && Array.isArray(names) && names.includes(this.version)) return key;
        }
        return undefined;
      });
    } catch {
      found = undefined;
    }
    if (found) {
      this.lastGoodKey = found;
      this.versionMemo = { key: found, until: this.now() + VERSION_TTL_MS };
      return found;
    }
    const fallback = this.lastGoodKey ?? this.version;
    this.versionMemo = { key: fallback, until: this.now() + VERSION_FALLBACK_TTL_MS };
    return fallback;
  }

  /** One search covering every lookup. */
  async search(lookups: readonly Lookup[], versionKey: string, deadline = this.deadline()): Promise<SearchAnswer> {
    return this.searchRows(searchQuery(lookups), SEARCH_LIMIT, versionKey, deadline);
  }

  /**
   * Item rows by a query of XIVAPI's search language (`searchQuery`, `nameQuery`, `exactNamesQuery`),
   * at most `limit` of them, in the same row shape the resolver reads.
   */
  searchRows(query: string, limit: number, versionKey: string, deadline = this.deadline()): Promise<SearchAnswer> {
    return this.searchSheet('Item', SEARCH_FIELDS, parseItemRow, this.searches, query, limit, versionKey, deadline);
  }

  /** Glasses sheet rows (facewear) by a query of XIVAPI's search language (`glassesNamesQuery`). */
  searchGlasses(
    query: string,
    limit: number,
    versionKey: string,
    deadline = this.deadline(),
  ): Promise<GlassesSearchAnswer> {
    return this.searchSheet(
      'Glasses',
      GLASSES_FIELDS,
      parseGlassesRow,
      this.glassesSearches,
      query,
      limit,
      versionKey,
      deadline,
    );
  }

  /** One sheet's rows by a search query: the rows `parse` accepts, and whether the page was cut. */
  private async searchSheet<Row>(
    sheet: string,
    fields: string,
    parse: (result: unknown) => Row | null,
    flights: Singleflight<{ version: string | null; rows: Row[]; truncated: boolean }>,
    query: string,
    limit: number,
    versionKey: string,
    deadline: number,
  ): Promise<{ version: string | null; rows: Row[]; truncated: boolean }> {
    const params = new URLSearchParams();
    params.set('sheets', sheet);
    params.set('query', query);
    params.set('fields', fields);
    params.set('limit', String(limit));
    this.pin(params, versionKey);
    const url = `${this.base}/api/search?${params}`;
    return flights.run(url, () =>
      this.call(url, deadline, async (res, signal) => {
        if (!res.ok) throw new UpstreamError(res.status);
        const body = await this.json(res, SEARCH_MAX_BYTES, signal);
        const results = body.results ?? [];
        if (!Array.isArray(results)) throw new UpstreamError(res.status);
        const rows: Row[] = [];
        for (const result of results) {
          const row = parse(result);
          if (row) rows.push(row);
        }
        const next = body.next;
        return {
          version: typeof body.version === 'string' ? body.version : null,
          rows,
          truncated: (typeof next === 'string' && next !== '') || results.length >= limit,
        };
      }),
    );
  }

  /** One Glasses sheet row; a 404 means the row does not exist (not a fault). */
  async glasses(id: number, versionKey: string, deadline = this.deadline()): Promise<GlassesAnswer> {
    const params = new URLSearchParams();
    params.set('fields', GLASSES_FIELDS);
    this.pin(params, versionKey);
    const url = `${this.base}/api/sheet/Glasses/${id}?${params}`;
    return this.glassesRows.run(url, () =>
      this.call(url, deadline, async (res, signal) => {
        if (res.status === 404) {
          await discard(res);
          return { version: null, row: null };
        }
        if (!res.ok) throw new UpstreamError(res.status);
        const body = await this.json(res, SHEET_MAX_BYTES, signal);
        const row = parseGlassesRow(body);
        if (!row) throw new UpstreamError(res.status);
        return { version: typeof body.version === 'string' ? body.version : null, row };
      }),
    );
  }

  /** The 80 px PNG of an icon, read under the 1 MiB ceiling and signature-checked. */
  async icon(iconId: number): Promise<IconAnswer> {
    // Assets are content-addressed by path: no version or schema is sent.
    const params = new URLSearchParams();
    params.set('path', iconPath(iconId));
    params.set('format', 'png');
    const url = `${this.base}/api/asset?${params}`;
    return this.icons.run(url, () =>
      this.call(url, this.deadline(), async (res, signal) => {
        if (res.status === 404) {
          await discard(res);
          return { found: false };
        }
        if (res.status === 429 || res.status >= 500) throw new UpstreamError(res.status);
        if (!res.ok) {
          await discard(res);
          throw new UpstreamError(res.status, `Icon upstream answered ${res.status}`);
        }
        const declared = res.headers.get('content-length');
        if (declared !== null && Number(declared) > ICON_MAX_BYTES) {
          await discard(res);
          throw new UpstreamError(res.status, 'Icon exceeds the size ceiling');
        }
        const read = await readBounded(res.body, ICON_MAX_BYTES, signal);
        if (!read.ok) throw new UpstreamError(res.status, 'Icon exceeds the size ceiling');
        if (!isPng(read.bytes)) throw new UpstreamError(res.status, 'Icon upstream did not return a PNG');
        return { found: true, bytes: read.bytes };
      }),
    );
  }

  private pin(params: URLSearchParams, versionKey: string): void {
    params.set('version', versionKey);
    if (this.schema) params.set('schema', this.schema);
  }

  /**
   * One GET under a deadline (a time, not a duration) that lasts until `consume` has read the
   * body, so a server that sends headers and then stalls is cut off too. Any failure that is not
   * already an UpstreamError (network, abort, a broken stream, no time left) is reported as status 0.
   */
  private async call<T>(
    url: string,
    deadline: number,
    consume: (res: Response, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const timeoutMs = deadline - this.now();
    if (timeoutMs <= 0) throw new UpstreamError(0);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`upstream timeout after ${timeoutMs} ms`)), timeoutMs);
    try {
      const res = await this.fetchFn(url, {
        method: 'GET',
        headers: this.headers,
        redirect: 'manual',
        signal: controller.signal,
      });
      // A redirect is a fault, never followed: the upstream is pinned by configuration.
      if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) {
        await discard(res);
        throw new UpstreamError(res.status);
      }
      return await consume(res, controller.signal);
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      throw new UpstreamError(0);
    } finally {
      clearTimeout(timer);
    }
  }

  private async json(res: Response, maxBytes: number, signal: AbortSignal): Promise<Record<string, unknown>> {
    const read = await readBoundedJson(res.body, maxBytes, signal);
    if (!read.ok) throw new UpstreamError(res.status);
    const body = read.value;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new UpstreamError(res.status);
    return body as Record<string, unknown>;
  }
}

async function discard(res: Response): Promise<void> {
  try {
    await res.body?.cancel();
  } catch {
    // nothing to free
  }
}
