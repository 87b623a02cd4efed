/** Equipment items: the twelve slots, model keys, upstream row shapes, the resolver and the ko/zh tables. */
export * from './slots.ts';
export * from './resolver.ts';
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
