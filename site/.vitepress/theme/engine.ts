/**
 * The page's handle on the engine worker (worker/engine.worker.ts). One worker per tab, started
 * on first use, so pages that never ask (the guide) never load the engine.
 */
import type { Remote } from 'comlink';
import type { EngineApi, EngineRequestInit, EngineResponse } from '../../../worker/engine.worker.ts';

let remote: Promise<Remote<EngineApi>> | undefined;

function engine(): Promise<Remote<EngineApi>> {
  remote ??= import('comlink').then(({ wrap }) => {
    // Vite recognises this exact shape and bundles the worker as its own module chunk.
    const worker = new Worker(new URL('../../../worker/engine.worker.ts', import.meta.url), {
      type: 'module',
      name: 'ffxiv-dyes-engine',
    });
    return wrap<EngineApi>(worker);
  });
  return remote;
}

/** An error envelope answered by the engine. */
export class EngineError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The raw answer: status, headers and parsed envelope (for the reference's "try it"). */
export async function engineRequest(pathAndQuery: string, init?: EngineRequestInit): Promise<EngineResponse> {
  return (await engine()).request(pathAndQuery, init);
}

export interface Envelope<T> {
  success: boolean;
  data: T;
  pagination?: { page: number; perPage: number; total: number; totalPages: number; hasNext: boolean; hasPrev: boolean };
}

/** The envelope of a successful answer; an error envelope becomes an EngineError. */
export async function api<T>(pathAndQuery: string): Promise<Envelope<T>> {
  const res = await engineRequest(pathAndQuery);
  const body = res.body as (Envelope<T> & { error?: string; message?: string; details?: unknown }) | null;
  if (res.status >= 400 || !body?.success) {
    throw new EngineError(res.status, body?.error ?? 'INTERNAL_ERROR', body?.message ?? `HTTP ${res.status}`, body?.details);
  }
  return body;
}

/** Builds `/v1/...?a=b` from a path and the parameters that are set (empty ones are left out). */
export function apiPath(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Keeps only the latest of overlapping requests: controls can change faster than answers come
 * back, and an older answer must never overwrite a newer one.
 */
export function latestOnly() {
  let ticket = 0;
  return async <T>(work: () => Promise<T>): Promise<{ fresh: boolean; value: T }> => {
    const mine = ++ticket;
    const value = await work();
    return { fresh: mine === ticket, value };
  };
}
