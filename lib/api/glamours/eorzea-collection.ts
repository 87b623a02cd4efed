/**
 * The Eorzea Collection client: `GET {base}/api/glamour/{id}`, the JSON behind a shared glamour
 * page. Trusted no more than XIVAPI: one deadline covers the answer and its body, redirects are
 * refused, the body is bounded, and anything but the expected document is an UpstreamError
 * (status 0 when there was no answer). A 404 means the glamour does not exist.
 */
import { readBoundedJson } from '../upstream/bounded-read.ts';
import { Singleflight } from '../upstream/singleflight.ts';
import { UpstreamError as UpstreamFault } from '../upstream/error.ts';

export const DEFAULT_EORZEA_COLLECTION_BASE = 'https://ffxiv.eorzeacollection.com';
/**
 * The site's front refuses some default client agents (a plain HttpClient's among them), so the
 * request says what a browser would.
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A glamour is a dozen short names: 256 KiB is far above any real answer. */
const MAX_BYTES = 256 * 1024;

export const GLAMOUR_UPSTREAM_MESSAGE =
  'Eorzea Collection is not answering right now — shared glamours cannot be opened; dyes are unaffected.';

export class GlamourUpstreamError extends UpstreamFault {
  constructor(upstreamStatus: number, message: string = GLAMOUR_UPSTREAM_MESSAGE) {
    super(upstreamStatus, message);
  }
}

/** The site's gear keys, in the order it lists them. */
export const GEAR_KEYS = [
  'weapon',
  'offhand',
  'head',
  'body',
  'hands',
  'legs',
  'feet',
  'earrings',
  'necklace',
  'bracelets',
  'left_ring',
  'right_ring',
  'fashion',
  'facewear',
] as const;
export type GearKey = (typeof GEAR_KEYS)[number];

export interface SharedPiece {
  /** The English item name as the site writes it. */
  name: string;
  /** The dye slugs (`jet-black`, `none`), one per channel given; absent when the piece takes no dye. */
  dyes: string[] | null;
}

export interface SharedGlamour {
  id: number;
  name: string;
  character: string | null;
  server: string | null;
  gear: Partial<Record<GearKey, SharedPiece | null>>;
}

export type GlamourAnswer = { found: true; glamour: SharedGlamour } | { found: false };

export interface EorzeaCollectionOptions {
  fetch?: typeof fetch;
  /** EORZEA_COLLECTION_BASE: an origin, default the public site. */
  base?: string;
  /** EORZEA_COLLECTION_TIMEOUT_MS: the whole wait of one glamour, body included (default 10,000). */
  timeoutMs?: number;
  userAgent?: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The site's document, or null when it is not one (garbage is a fault, never half-read). */
export function parseSharedGlamour(body: unknown): SharedGlamour | null {
  if (!isObject(body) || !isObject(body.gear)) return null;
  const id = typeof body.id === 'string' && /^\d{1,9}$/.test(body.id) ? Number(body.id) : body.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof body.name !== 'string') return null;
  const gear: SharedGlamour['gear'] = {};
  for (const key of GEAR_KEYS) {
    const piece = body.gear[key];
    if (piece === undefined) continue;
    if (piece === null) {
      gear[key] = null;
      continue;
    }
    if (!isObject(piece) || typeof piece.name !== 'string') return null;
    if (piece.dyes !== undefined && piece.dyes !== null && typeof piece.dyes !== 'string') return null;
    const name = piece.name.trim();
    if (name === '') {
      gear[key] = null;
      continue;
    }
    const dyes = typeof piece.dyes === 'string' ? piece.dyes.split(',').map((s) => s.trim().toLowerCase()) : null;
    gear[key] = { name, dyes };
  }
  return { id, name: body.name.trim(), character: textOrNull(body.character), server: textOrNull(body.server), gear };
}

export class EorzeaCollectionClient {
  readonly base: string;
  private readonly fetchFn: typeof fetch;
  private readonly timeoutMs: number;
  private readonly headers: Record<string, string>;
  private readonly pending = new Singleflight<GlamourAnswer>();

  constructor(options: EorzeaCollectionOptions = {}) {
    this.base = (options.base ?? DEFAULT_EORZEA_COLLECTION_BASE).replace(/\/$/, '');
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.headers = { Accept: 'application/json', 'User-Agent': options.userAgent ?? BROWSER_USER_AGENT };
  }

  async glamour(id: number): Promise<GlamourAnswer> {
    const url = `${this.base}/api/glamour/${id}`;
    return this.pending.run(url, () => this.fetchGlamour(url));
  }

  private async fetchGlamour(url: string): Promise<GlamourAnswer> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('upstream timeout')), this.timeoutMs);
    try {
      const res = await this.fetchFn(url, {
        method: 'GET',
        headers: this.headers,
        redirect: 'manual',
        signal: controller.signal,
      });
      if (res.status === 404) {
        await discard(res);
        return { found: false };
      }
      if (!res.ok || res.type === 'opaqueredirect') {
        await discard(res);
        throw new GlamourUpstreamError(res.status);
      }
      const read = await readBoundedJson(res.body, MAX_BYTES, controller.signal);
      if (!read.ok) throw new GlamourUpstreamError(res.status);
      const glamour = parseSharedGlamour(read.value);
      if (!glamour) throw new GlamourUpstreamError(res.status);
      return { found: true, glamour };
    } catch (error) {
      if (error instanceof GlamourUpstreamError) throw error;
      throw new GlamourUpstreamError(0);
    } finally {
      clearTimeout(timer);
    }
  }
}

async function discard(res: Response): Promise<void> {
  try {
    await res.body?.cancel();
  } catch {
    // nothing to free
  }
}
