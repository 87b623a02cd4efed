/** Harmony: the ten types, the slot selector and `harmony()`, behind `GET /v1/harmony`. */
export { type HarmonyTypeId, type HarmonyType, HARMONY_TYPES, HARMONY_TYPE_IDS, harmonyTypeById } from './types.ts';
export {
  type HarmonyCandidate,
  type HarmonyRequest,
  type HarmonySlot,
  type HarmonyResult,
  selectHarmony,
} from './select.ts';
export {
  harmony,
  harmonyWithBands,
  harmonyTypes,
  harmonyOf,
  harmonyBaseOf,
  harmonyTypeOf,
  COMPANIONS,
  type Harmony,
  type BandedHarmony,
  type BandedHarmonySlot,
  type HarmonyBase,
  type HarmonyOptions,
  type HarmonyQuery,
  type HarmonySlotData,
  type HarmonyTypeInfo,
} from './harmony.ts';
