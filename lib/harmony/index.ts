/** Harmony: the ten types and the slot selector (spec §2.5, §4.5; notes/engine.md §8). */
export { type HarmonyTypeId, type HarmonyType, HARMONY_TYPES, HARMONY_TYPE_IDS, harmonyTypeById } from './types.ts';
export { type HarmonyCandidate, type HarmonyRequest, type HarmonySlot, type HarmonyResult, selectHarmony } from './select.ts';
