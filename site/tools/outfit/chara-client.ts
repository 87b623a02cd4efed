/**
 * Names for an outfit's worn pieces: `POST /v1/chara/resolve` with the model keys only (the file
 * itself never leaves the device), and every resolved (slot, key) kept in IndexedDB, so an outfit
 * seen once opens again without the network.
 *
 * Where the chara calls go: `VITE_CHARA_API_BASE` at build time (the edge function's origin when
 * the site is deployed as static files), or by default the page's own origin, as under `npm start`.
 */
import { createStore, getMany, setMany, type UseStore } from 'idb-keyval';
import { modelKey, type Slot } from '../../../lib/items/index.ts';
import type { GlassesEntry, ResolvedItem } from '../../../lib/items/index.ts';
import { toResolveBody, type CharaPiece } from '../../../lib/chara-file/index.ts';

export type { GlassesEntry, ResolvedItem };

const configuredBase = import.meta.env.VITE_CHARA_API_BASE as string | undefined;
export const CHARA_BASE: string = (configuredBase ?? '').replace(/\/+$/, '');
export const iconUrl = (iconId: number): string => `${CHARA_BASE}/v1/chara/icon/${iconId}`;

/** Why names are missing: no network, the upstream is down (503), or the API refused the body. */
export type ResolveProblem =
  | { kind: 'offline' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'rejected'; status: number; message: string };

export interface ResolvedOutfit {
  /** Per worn slot: the item, null (a model that is no item), or absent when unknown (no names). */
  items: Partial<Record<Slot, ResolvedItem | null>>;
  /** The glasses entry, null when no such row, absent when unknown or none worn. */
  glasses?: GlassesEntry | null;
  /** True when every name came from the device without a request. */
  fromDevice: boolean;
  problem: ResolveProblem | null;
}

interface Stored<T> {
  value: T;
  /** When it was resolved (ms since the epoch). */
  at: number;
}

/** Fresh enough to skip the network, as the edge keeps a resolved key (7 days). */
const FRESH_MS = 7 * 24 * 3600 * 1000;
let store: UseStore | undefined;
const outfitStore = () => (store ??= createStore('ffxiv-dyes-outfit', 'resolved'));

/**
 * The device cache key of a piece. An off-hand can resolve through the main hand (the same
 * weapon seen from its second model), so its answer depends on the main hand too.
 */
function pieceKey(piece: CharaPiece, pieces: readonly CharaPiece[]): string {
  const own = `${piece.slot}:${modelKey(piece)}`;
  if (piece.slot !== 'OffHand') return own;
  const main = pieces.find((p) => p.slot === 'MainHand');
  return `${own}|${main ? modelKey(main) : '-'}`;
}

async function readDevice(keys: string[]): Promise<(Stored<unknown> | undefined)[]> {
  try {
    return await getMany<Stored<unknown>>(keys, outfitStore());
  } catch {
    return keys.map(() => undefined);
  }
}

interface ErrorEnvelope {
  success?: boolean;
  message?: string;
  data?: { items: Record<string, ResolvedItem | null>; glasses?: GlassesEntry | null };
}

export async function resolveOutfit(pieces: readonly CharaPiece[], glassesId: number | null): Promise<ResolvedOutfit> {
  const keys = pieces.map((p) => pieceKey(p, pieces));
  if (glassesId !== null) keys.push(`glasses:${glassesId}`);
  const stored = await readDevice(keys);
  const fromStore = (fresh: boolean): ResolvedOutfit => {
    const items: ResolvedOutfit['items'] = {};
    pieces.forEach((p, i) => {
      const entry = stored[i];
      if (entry && (!fresh || Date.now() - entry.at < FRESH_MS)) items[p.slot] = entry.value as ResolvedItem | null;
    });
    const out: ResolvedOutfit = { items, fromDevice: true, problem: null };
    const glasses = glassesId === null ? undefined : stored[pieces.length];
    if (glasses) out.glasses = glasses.value as GlassesEntry | null;
    return out;
  };
  if (keys.length === 0) return { items: {}, fromDevice: true, problem: null };
  if (stored.every((entry) => entry && Date.now() - entry.at < FRESH_MS)) return fromStore(true);

  let res: Response;
  try {
    res = await fetch(`${CHARA_BASE}/v1/chara/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(toResolveBody({ pieces: [...pieces], glasses: glassesId })),
    });
  } catch {
    return { ...fromStore(false), problem: { kind: 'offline' } };
  }
  const body = (await res.json().catch(() => null)) as ErrorEnvelope | null;
  if (!res.ok || !body?.success || !body.data) {
    const message = body?.message ?? `HTTP ${res.status}`;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const problem: ResolveProblem =
      res.status === 503
        ? offline
          ? { kind: 'offline' }
          : { kind: 'unavailable', message }
        : { kind: 'rejected', status: res.status, message };
    return { ...fromStore(false), problem };
  }

  const now = Date.now();
  const items: ResolvedOutfit['items'] = {};
  const writes: [string, Stored<unknown>][] = [];
  pieces.forEach((p, i) => {
    const value = body.data!.items[p.slot] ?? null;
    items[p.slot] = value;
    writes.push([keys[i]!, { value, at: now }]);
  });
  const out: ResolvedOutfit = { items, fromDevice: false, problem: null };
  if (glassesId !== null) {
    out.glasses = body.data.glasses ?? null;
    writes.push([`glasses:${glassesId}`, { value: out.glasses, at: now }]);
  }
  await setMany(writes, outfitStore()).catch(() => undefined);
  return out;
}
