/**
 * A route is data: its method and path, its parameter table (validation order = table order), its
 * caching and a handler that receives the parsed values, typed from the table. The router, the
 * docs and the OpenAPI document all read the same objects.
 */
import type { ParamDef, ParamValues } from './params.ts';
import type { ApiRequest, ApiResponse } from './types.ts';
import type { Pagination } from './wire.ts';
import type { Locale } from '../dyes/locale.ts';
import type { Serialisable } from '../json/stringify.ts';

/**
 * What a JSON handler returns; the app wraps it in the success envelope. `D` is the wire type of
 * `data` (see ./wire.ts); any part of it may be handed over already serialised, as `RawJson<part>`.
 */
export interface JsonResult<D = unknown> {
  data: Serialisable<D>;
  pagination?: Pagination;
  /** Extra headers (e.g. X-Cache on chara). */
  headers?: Record<string, string>;
}

/** A handler that answers with its own bytes (the icon route) returns `{ raw }`. */
export interface RawResult {
  raw: ApiResponse;
}

export interface RouteContext {
  locale: Locale;
  request: ApiRequest;
  /** Path segments captured by `:name` patterns, raw (validated through `params`). */
  pathParams: Record<string, string>;
  /** Runs work after the answer is sent (edge `waitUntil`); awaited inline where unsupported. */
  waitUntil(promise: Promise<unknown>): void;
}

export type CachePolicy = 'public' | 'no-store' | 'immutable';

export const CACHE_CONTROL: Record<CachePolicy, string> = {
  public: 'public, max-age=3600, s-maxage=86400',
  'no-store': 'no-store',
  immutable: 'public, max-age=2592000, immutable',
};

export interface RouteDef<P extends readonly ParamDef[] = readonly ParamDef[], D = unknown> {
  method: 'GET' | 'POST';
  /** `/v1/dyes/:id` style; `:name` captures one segment. */
  path: string;
  /** Grouping for the docs and OpenAPI tags. */
  tag: 'Dyes' | 'Matching' | 'Wheels' | 'Harmony' | 'Character' | 'Character colors' | 'Prices' | 'Meta';
  summary: string;
  description?: string;
  /** In validation order; `locale` is validated before all of them by the app. */
  params: P;
  /** Whether the route reads `?locale=` (docs only; validation is global). */
  localized: boolean;
  cache: CachePolicy;
  /** Example request for the docs' "try it" (path and query). */
  example: string;
  /** JSON request body description for the docs (POST routes). */
  body?: { description: string; example: unknown };
  handle(values: ParamValues<P>, ctx: RouteContext): RouteResult<D> | Promise<RouteResult<D>>;
}

export type RouteResult<D = unknown> = JsonResult<D> | RawResult;

/**
 * Checks a route definition and infers its types: the handler's `values` from `params`, and the
 * type of `data` from the handler's declared result (`handle(v): JsonResult<ClosestMatch>`).
 */
export function defineRoute<const P extends readonly ParamDef[], D = unknown>(route: RouteDef<P, D>): RouteDef<P, D> {
  return route;
}
