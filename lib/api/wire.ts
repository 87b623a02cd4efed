/**
 * The API's answers as types: the envelope, the Dye Object and the `data` of every route. Declared
 * once here; the route handlers are checked against them, the domain functions (`closestDye`,
 * `harmony`, …) declare them, and the site reads its answers through them.
 */
import type { MethodId } from '../color/distance/methods.ts';
import type { ConsolidationType } from '../dyes/database.ts';
import type { DyeObject } from '../dyes/dye-object.ts';
import type { CategoryCount, ConsolidationGroups, DyeBatch, Pagination } from '../dyes/catalog.ts';
import type { ClosestMatch, WithinDistance } from '../match/index.ts';
import type { WheelDetail, WheelSummary } from '../wheels/views.ts';
import type { Harmony, HarmonyTypeInfo } from '../harmony/harmony.ts';
import type { Locale } from '../dyes/locale.ts';
import type { HarmonyTypeId } from '../harmony/types.ts';
import type { WheelId } from '../wheels/index.ts';
import type { ErrorCode, ErrorDetails } from './errors.ts';

export type { DyeObject, Locale, MethodId, HarmonyTypeId, WheelId, ErrorCode, ErrorDetails, ConsolidationType };

export type { Pagination } from '../dyes/catalog.ts';

export interface Meta {
  requestId: string;
  apiVersion: string;
  /** Present when a locale other than `en` is in effect. */
  locale?: Locale;
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  /** `GET /v1/dyes` only. */
  pagination?: Pagination;
  meta: Meta;
}

export interface ErrorEnvelope {
  success: false;
  error: ErrorCode;
  message: string;
  details?: ErrorDetails;
  /** Seconds, on `RATE_LIMITED`. */
  retryAfter?: number;
  meta: Meta;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export type { CategoryCount, ConsolidationGroups, ConsolidationMember, DyeBatch } from '../dyes/catalog.ts';
export type { ClosestMatch, WithinDistance } from '../match/index.ts';
export type { WheelDetail, WheelDyePosition, WheelSummary } from '../wheels/views.ts';
export type { Harmony, HarmonySlotData, HarmonyTypeInfo } from '../harmony/harmony.ts';

/** One palette of the character creator, as `GET /v1/character/sheets` lists it. */
export interface CharacterSheetInfo {
  id: string;
  /** In the request's locale. */
  name: string;
  size: number;
  /** Hair and skin: one palette per clan and gender. */
  perClan: boolean;
  /** False when the colours are not shipped yet (`/colors` then answers 404). */
  available: boolean;
}

/** A palette colour: its position and lower-case `#rrggbb`. */
export interface CharacterColorEntry {
  index: number;
  hex: string;
}

/** `GET /v1/character/colors`. */
export interface CharacterColorList {
  sheet: string;
  clan: string | null;
  gender: string | null;
  colors: CharacterColorEntry[];
}

/** `GET /v1/character/match`. */
export interface CharacterMatch {
  sheet: string;
  clan: string | null;
  gender: string | null;
  color: CharacterColorEntry;
  method: MethodId;
  results: { dye: DyeObject; distance: number }[];
}

/** `GET /v1/character/closest`. */
export interface CharacterClosest {
  sheet: string;
  clan: string | null;
  gender: string | null;
  inputHex: string;
  method: MethodId;
  results: (CharacterColorEntry & { distance: number })[];
}

/** The `data` of each engine route, by path. */
export interface RouteData {
  '/v1/dyes': DyeObject[];
  '/v1/dyes/search': DyeObject[];
  '/v1/dyes/categories': CategoryCount[];
  '/v1/dyes/consolidation-groups': ConsolidationGroups;
  '/v1/dyes/batch': DyeBatch;
  '/v1/dyes/stain/:stainId': DyeObject;
  '/v1/dyes/:id': DyeObject;
  '/v1/match/closest': ClosestMatch;
  '/v1/match/within-distance': WithinDistance;
  '/v1/wheels': WheelSummary[];
  '/v1/wheels/:id': WheelDetail;
  '/v1/harmony/types': HarmonyTypeInfo[];
  '/v1/harmony': Harmony;
  '/v1/character/sheets': CharacterSheetInfo[];
  '/v1/character/colors': CharacterColorList;
  '/v1/character/match': CharacterMatch;
  '/v1/character/closest': CharacterClosest;
}
