/** Harmony: the ten types and the slot selector behind `GET /v1/harmony`. */
export { type HarmonyTypeId, type HarmonyType, HARMONY_TYPES, HARMONY_TYPE_IDS, harmonyTypeById } from './types.ts';
export {
  type HarmonyCandidate,
  type HarmonyRequest,
  type HarmonySlot,
  type HarmonyResult,
  selectHarmony,
} from './select.ts';
