/** The character creator's palettes and matching them to dyes (package entry `ffxiv-dyes/character`). */
export { CLANS, GENDERS, RACES, raceOfClan, type Clan, type Gender, type Race } from '../items/clans.ts';
export {
  SHEET_IDS,
  GRID_COLUMNS,
  characterSheets,
  characterPalette,
  characterColors,
  checkSheet,
  checkClan,
  checkGender,
  type SheetId,
  type SheetInfo,
  type SheetChoice,
  type Palette,
  type PaletteColor,
} from './palettes.ts';
export {
  MAX_MATCHES,
  matchCharacterColor,
  matchCharacterSheet,
  closestCharacterColors,
  type CharacterMatchOptions,
  type CharacterDyeMatch,
  type CharacterColorMatch,
  type CharacterColorQuery,
  type ClosestPaletteColor,
  type PaletteAddress,
} from './match.ts';
export {
  APPEARANCE_PARTS,
  OFF_GRID_DELTA_E,
  type AppearancePart,
  type AppearanceColor,
  type CharaAppearance,
  type ExtendedColor,
  type UnknownReason,
} from './appearance.ts';
export type { Wearer } from '../items/verdict.ts';
export { SHEET_NAMES } from './names.ts';
