/**
 * The API's answers as types: the envelope, the Dye Object and the `data` of every route. Declared
 * once here; the route handlers are checked against them, the engine functions (`closestDye`,
 * `harmony`, …) return them, and the site reads its answers through them.
 */
import type { MethodId } from '../color/distance/methods.ts';
import type { ConsolidationType } from '../dyes/database.ts';
import type { DyeObject } from '../dyes/serialize.ts';
import type { Locale } from '../dyes/locale.ts';
import type { HarmonyTypeId } from '../harmony/types.ts';
import type { WheelId } from '../wheels/index.ts';
import type { ErrorCode, ErrorDetails } from './errors.ts';

export type { DyeObject, Locale, MethodId, HarmonyTypeId, WheelId, ErrorCode, ErrorDetails, ConsolidationType };

export interface Pagination {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

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

/** `GET /v1/dyes/categories`. */
export interface CategoryCount {
  name: string;
  count: number;
}

export interface ConsolidationMember {
  itemID: number;
  stainID: number;
  name: string;
}

/** `GET /v1/dyes/consolidation-groups`. */
export interface ConsolidationGroups {
  consolidationActive: boolean;
  groups: { type: ConsolidationType; consolidatedItemID: number; dyeCount: number; dyes: ConsolidationMember[] }[];
  unconsolidated: { count: number; dyes: ConsolidationMember[] };
}

/** `GET /v1/dyes/batch`: dyes in request order, and the IDs that named none. */
export interface DyeBatch {
  dyes: DyeObject[];
  notFound: number[];
}

/** `GET /v1/match/closest`. */
export interface ClosestMatch {
  dye: DyeObject;
  /** In the method's unit, 4 decimals (an integer for `distinguish`). */
  distance: number;
  method: MethodId;
  /** The input as upper-case `#RRGGBB`. */
  inputHex: string;
}

/** `GET /v1/match/within-distance`: closest first. */
export interface WithinDistance {
  results: { dye: DyeObject; distance: number }[];
  inputHex: string;
  maxDistance: number;
  method: MethodId;
  resultCount: number;
}

/** `GET /v1/wheels` (one per wheel). */
export interface WheelSummary {
  id: WheelId;
  tag: string;
  name: string;
  isDefault: boolean;
}

/** A dye's place on a wheel. */
export interface WheelDyePosition {
  stainID: number;
  itemID: number;
  name: string;
  localizedName?: string;
  hex: string;
  /** Degrees on this wheel, 3 decimals. */
  wheelHue: number;
}

/** `GET /v1/wheels/:id`. */
export interface WheelDetail extends WheelSummary {
  /** Upper-case hex colours at evenly spaced angles, from 0°. */
  ringStops: readonly string[];
  dyes: WheelDyePosition[];
}

/** `GET /v1/harmony/types` (one per type). */
export interface HarmonyTypeInfo {
  id: HarmonyTypeId;
  offsets: readonly number[];
  name: string;
}

export interface HarmonySlotData {
  index: number;
  offset: number;
  wheelHue: number;
  targetHue: number;
  targetHex: string;
  /** null when filters leave no dye. */
  dye: DyeObject | null;
  distance: number | null;
  companions: DyeObject[];
}

/** `GET /v1/harmony`. */
export interface Harmony {
  base: { hex: string; dye: DyeObject | null };
  harmonyType: HarmonyTypeId;
  harmonyTypeName: string;
  wheel: WheelSummary;
  method: MethodId;
  strict: boolean;
  /** The method id when ranked by colour distance, `degrees` when by hue. */
  distanceUnit: MethodId | 'degrees';
  baseWheelHue: number;
  slots: HarmonySlotData[];
}

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
