/**
 * Who a character can be: the sixteen clans, the eight races and the two genders of the character
 * creator. Apart from the palettes (lib/character/palettes.ts), so a page can name them without the
 * colours; here, beneath both, because what an item may be worn by (verdict.ts) and the palettes read them.
 */
/** The sixteen clans, two per race, in the game's order (Midlander = 1 in the game's enum). */
export const CLANS = [
  'midlander',
  'highlander',
  'wildwood',
  'duskwight',
  'plainsfolk',
  'dunesfolk',
  'seeker-of-the-sun',
  'keeper-of-the-moon',
  'sea-wolf',
  'hellsguard',
  'raen',
  'xaela',
  'helions',
  'the-lost',
  'rava',
  'veena',
] as const;
export type Clan = (typeof CLANS)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const RACES = ['hyur', 'elezen', 'lalafell', 'miqote', 'roegadyn', 'au-ra', 'hrothgar', 'viera'] as const;
export type Race = (typeof RACES)[number];

/** Each race's two clans, in clan order: clan i belongs to race ⌊i / 2⌋. */
export const raceOfClan = (clan: Clan): Race => RACES[CLANS.indexOf(clan) >> 1]!;
