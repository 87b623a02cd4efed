/**
 * The planner's two network questions: gear by part of its name (`/v1/items/search`) and a glamour
 * shared on Eorzea Collection (`/v1/glamours/eorzea-collection?url=`), sent where the chara calls
 * go (`CHARA_BASE`). The service worker keeps good answers, so an outfit seen once reopens offline.
 */
import type { Slot } from '../../../lib/items/index.ts';
import type { Locale } from '../../../lib/index.ts';
import type { ResolvedItem } from './chara-client.ts';
import { CHARA_BASE } from './chara-client.ts';

/** One hit of the gear search (the API's `data[]`). */
export interface GearHit {
  itemId: number;
  names: ResolvedItem['names'];
  iconId: number | null;
  slot: Slot;
  dyeCount: number | null;
  glamourable: boolean | null;
  model: { set: number; base: number; variant: number };
}

export type SearchAnswer = { ok: true; hits: GearHit[] } | { ok: false };

export async function searchGear(q: string, slot: Slot, locale: Locale, signal?: AbortSignal): Promise<SearchAnswer> {
  const params = new URLSearchParams({ q, slot, locale, limit: '8' });
  try {
    const res = await fetch(`${CHARA_BASE}/v1/items/search?${params}`, {
      headers: { accept: 'application/json' },
      signal,
    });
    const body = (await res.json().catch(() => null)) as { success?: boolean; data?: GearHit[] } | null;
    return res.ok && body?.success && Array.isArray(body.data) ? { ok: true, hits: body.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** A placed piece of a shared glamour, as much of it as the page reads. */
export interface GlamourPiece {
  named: { itemId: number; model: GearHit['model'] };
  dyes: [number | null, number | null];
}

export interface SharedGlamour {
  id: number;
  name: string;
  character: string | null;
  server: string | null;
  url: string;
  items: Partial<Record<Slot, GlamourPiece>>;
  /** The facewear as the `.chara` glasses (a Glasses row); null when none; absent from older answers. */
  glasses?: { id: number } | null;
  unresolved: { slot: string; name: string; reason: string }[];
}

export type GlamourProblem = 'invalid' | 'notFound' | 'unavailable' | 'offline';
export type GlamourAnswer = { ok: true; glamour: SharedGlamour } | { ok: false; problem: GlamourProblem };

export async function fetchGlamour(url: string): Promise<GlamourAnswer> {
  let res: Response;
  try {
    res = await fetch(`${CHARA_BASE}/v1/glamours/eorzea-collection?${new URLSearchParams({ url })}`, {
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, problem: 'offline' };
  }
  const body = (await res.json().catch(() => null)) as { success?: boolean; data?: SharedGlamour } | null;
  if (res.ok && body?.success && body.data) return { ok: true, glamour: body.data };
  if (res.status === 400) return { ok: false, problem: 'invalid' };
  if (res.status === 404) return { ok: false, problem: 'notFound' };
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return { ok: false, problem: offline ? 'offline' : 'unavailable' };
}
