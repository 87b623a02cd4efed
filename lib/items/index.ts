/** Pure item data: equipment slots, model keys and the resolver's shapes. */
export { SLOTS, modelKey, isSlot, type Slot, type GearPiece } from './slots.ts';
export type { GlassesEntry, Names, ResolvedItem, RuleSet } from './resolver.ts';
