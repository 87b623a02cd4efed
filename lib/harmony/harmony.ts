/**
 * Harmonies as the API shows them: `harmony()` chooses a dye for every slot of a harmony type on a
 * wheel, `harmonyTypes()` lists the ten types. `harmonyOf` is the core over checked values (the
 * `/v1/harmony` route's parsed parameters).
 */
import { pairBands, type DistanceBand, type MethodId } from '../color/index.ts';
import { CANDIDATE_OPTION_KEYS, candidateMask, type CandidateOptions } from '../dyes/candidates.ts';
import { DYES, type Dye } from '../dyes/database.ts';
import { dyeObject, type DyeObject } from '../dyes/dye-object.ts';
import { explainMissingId, lookupDye } from '../dyes/ids.ts';
import type { Locale, LocaleOption } from '../dyes/locale.ts';
import { ValidationError } from '../validate/error.ts';
import * as check from '../validate/rules.ts';
import type { Wheel, WheelId } from '../wheels/index.ts';
import { wheelOf, wheelSummary, type WheelSummary } from '../wheels/views.ts';
import { selectHarmony, type HarmonyCandidate } from './select.ts';
import { HARMONY_TYPE_IDS, HARMONY_TYPES, harmonyTypeById, type HarmonyType, type HarmonyTypeId } from './types.ts';

export interface HarmonyOptions extends LocaleOption, CandidateOptions {
  /** The base dye, by itemID or stainID. Give `dye` or `hex`, not both. */
  dye?: number;
  /** The base as any colour, `#RRGGBB` or `RRGGBB`. */
  hex?: string;
  /** Default `complementary`. */
  type?: HarmonyTypeId;
  /** Default `rgb`. */
  wheel?: WheelId;
  /** Distance method when `strict` (default `ciede2000`; retired names accepted). */
  method?: MethodId | 'hyab' | 'oklch-weighted' | 'euclidean';
  /** Rank by the distance method (default true) or by hue difference in degrees. */
  strict?: boolean;
  /** Runners-up to list per slot, 0–5 (default 0). */
  companions?: number;
  /** Never use one dye in two slots while another candidate exists (default false). */
  preventDuplicates?: boolean;
}

/** One type: `data` of `GET /v1/harmony/types` holds one per type. */
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

/** A slot with the guide band of its distance, taken before rounding (`harmonyWithBands`). */
export interface BandedHarmonySlot extends HarmonySlotData {
  band: DistanceBand;
}

/** `data` of `GET /v1/harmony`. */
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

/** A harmony's base colour, and the dye it names when given as a dye. */
export interface HarmonyBase {
  rgb: Dye['rgb'];
  hex: string;
  dye: Dye | null;
}

export const COMPANIONS = { min: 0, max: 5, default: 0 } as const;

const CANDIDATES: readonly HarmonyCandidate[] = DYES.map((d) => ({ point: d.point, hsvHue: d.hsv.h }));
const ALL_ALLOWED = new Uint8Array(DYES.length).fill(1);

/** The base: `dye` (an ID) or `hex` (any colour), never both. */
export function harmonyBaseOf(dye: unknown, hex: unknown): HarmonyBase {
  const hasDye = !check.isAbsent(dye);
  const hasHex = !check.isAbsent(hex);
  if (hasDye && hasHex) {
    throw new ValidationError(
      'invalid',
      'dye',
      'Provide either "dye" or "hex", not both.',
      { dye, hex },
      'one of dye, hex',
    );
  }
  if (hasHex) {
    const input = check.hex('hex', hex);
    return { rgb: input.rgb, hex: input.hex, dye: null };
  }
  if (!hasDye) check.missing('dye', 'dye (or hex)');
  if (!check.isDyeId(dye)) {
    throw new ValidationError(
      'invalid',
      'dye',
      'Parameter "dye" must be a dye id (itemID or stainID).',
      dye,
      'itemID or stainID',
    );
  }
  const id = Number(dye);
  const found = lookupDye(id);
  if (!found) {
    const { message, details } = explainMissingId(id, 'dye');
    const { parameter: _parameter, received: _received, ...extra } = details;
    throw new ValidationError('notFound', 'dye', message, id, undefined, extra);
  }
  return { rgb: found.rgb, hex: found.hex, dye: found };
}

/** A harmony type by id (`complementary` when absent). */
export function harmonyTypeOf(field: string, value: unknown): HarmonyType {
  if (check.isAbsent(value)) return harmonyTypeById('complementary')!;
  const id = check.oneOf(field, value, HARMONY_TYPE_IDS, {
    kind: 'harmonyType',
    message: (shown) => `Invalid harmony type "${shown}". Must be one of: ${HARMONY_TYPE_IDS.join(', ')}`,
  });
  return harmonyTypeById(id)!;
}

/** A harmony over checked values. */
export interface HarmonyQuery {
  base: HarmonyBase;
  type: HarmonyType;
  wheel: Wheel;
  method: MethodId;
  strict: boolean;
  companions: number;
  preventDuplicates: boolean;
  /** Candidate mask with the base dye already left out (undefined: every dye). */
  allowed: Uint8Array | undefined;
  locale: Locale;
}

/** `harmony()` with each slot's guide band: what the playground shows. */
export interface BandedHarmony extends Harmony {
  slots: BandedHarmonySlot[];
}

export function harmonyOf(q: HarmonyQuery): Harmony;
export function harmonyOf(q: HarmonyQuery, bands: true): BandedHarmony;
export function harmonyOf(q: HarmonyQuery, bands = false): Harmony {
  const { base, type, wheel, method, strict, locale } = q;
  const result = selectHarmony({
    base: base.rgb,
    wheel,
    type,
    method,
    strict,
    preventDuplicates: q.preventDuplicates,
    companions: q.companions,
    candidates: CANDIDATES,
    allowed: q.allowed ?? ALL_ALLOWED,
  });
  const asDye = (i: number) => dyeObject(DYES[i]!, locale);
  return {
    base: { hex: base.hex, dye: base.dye ? dyeObject(base.dye, locale) : null },
    harmonyType: type.id,
    harmonyTypeName: type.names[locale],
    wheel: wheelSummary(wheel, locale),
    method,
    strict,
    distanceUnit: result.distanceUnit,
    baseWheelHue: result.baseWheelHue,
    slots: result.slots.map((s) => ({
      index: s.index,
      offset: s.offset,
      wheelHue: s.wheelHue,
      targetHue: s.targetHue,
      targetHex: s.targetHex,
      dye: s.dye === null ? null : asDye(s.dye),
      distance: s.distance,
      companions: s.companions.map(asDye),
      // The slot's target is its hex, so the band of the distance between the two hexes is the
      // band of the unrounded distance the slot was ranked by (none when ranked by hue).
      ...(bands
        ? { band: s.dye === null ? 'none' : pairBands(result.distanceUnit, [[s.targetHex, DYES[s.dye]!.hex]])[0]! }
        : {}),
    })),
  };
}

/**
 * A dye for every slot of a colour harmony: the `data` of `GET /v1/harmony`.
 *
 * @example
 * ```ts
 * harmony({ dye: 5729, type: 'triadic', wheel: 'ryb' }).slots.map((s) => s.dye?.name);
 * harmony({ hex: '#336699', type: 'square', companions: 2, locale: 'de' });
 * ```
 */
export function harmony(options: HarmonyOptions): Harmony {
  return harmonyOf(harmonyQuery(options));
}

/**
 * `harmony()` with the guide band of each slot's distance, taken before rounding (`none` when
 * ranked by hue): the same slots, dyes and distances, in one call.
 *
 * @example
 * ```ts
 * harmonyWithBands({ dye: 5729, type: 'triadic' }).slots.map((s) => s.band);
 * ```
 */
export function harmonyWithBands(options: HarmonyOptions): BandedHarmony {
  return harmonyOf(harmonyQuery(options), true);
}

const HARMONY_OPTION_KEYS: check.OptionKeys<HarmonyOptions> = {
  ...check.LOCALE_OPTION_KEYS,
  ...CANDIDATE_OPTION_KEYS,
  dye: true,
  hex: true,
  type: true,
  wheel: true,
  method: true,
  strict: true,
  companions: true,
  preventDuplicates: true,
};

/** Checks the options of `harmony()` into a query. */
function harmonyQuery(options: HarmonyOptions): HarmonyQuery {
  const o = check.request<HarmonyOptions>('options', options, HARMONY_OPTION_KEYS, 'an options object');
  const locale = check.locale('locale', o.locale);
  const base = harmonyBaseOf(o.dye, o.hex);
  const type = harmonyTypeOf('type', o.type);
  const wheel = wheelOf('wheel', o.wheel);
  const method = check.method('method', o.method);
  const strict = o.strict === undefined ? true : check.boolean('strict', o.strict);
  const companions =
    o.companions === undefined ? COMPANIONS.default : check.integer('companions', o.companions, COMPANIONS);
  const preventDuplicates =
    o.preventDuplicates === undefined ? false : check.boolean('preventDuplicates', o.preventDuplicates);
  const allowed = candidateMask(o, base.dye?.index);
  return { base, type, wheel, method, strict, companions, preventDuplicates, allowed, locale };
}

/** The ten harmony types with their offsets: the `data` of `GET /v1/harmony/types`. */
export function harmonyTypes(options?: LocaleOption): HarmonyTypeInfo[] {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  return HARMONY_TYPES.map((t) => ({ id: t.id, offsets: t.offsets, name: t.names[locale] }));
}
