/** Item data for the site and the package: slots, model keys, resolved items and the game's rules. */
export { SLOTS, isSlot, isWeaponSlot, modelKey, type Slot, type GearPiece } from './slots.ts';
export type { Alternate, GlassesEntry, Names, ResolvedItem, RuleSet } from './resolver.ts';
export {
  CLANS,
  RACES,
  canWear,
  channelsUsed,
  chooseTwin,
  countVerdicts,
  members,
  rulesOf,
  verdictOf,
  type Clan,
  type Gender,
  type Race,
  type TwinChoice,
  type TwinReason,
  type Verdict,
  type VerdictKind,
  type Wearer,
} from './verdict.ts';
