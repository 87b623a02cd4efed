/**
 * A character's appearance as a `.chara` file describes it: the eight colours (parts), each with its
 * palette address and colour, and the wearer. The vocabulary only: lib/chara-file/appearance.ts
 * reads it from a file, and both ffxiv-dyes/character and ffxiv-dyes/chara-file export it.
 */
import type { SheetId } from './palettes.ts';
import type { Wearer } from '../items/verdict.ts';

/** The eight colours, in the order the page shows them. */
export const APPEARANCE_PARTS = [
  'hair',
  'highlights',
  'skin',
  'left-eye',
  'right-eye',
  'limbal-ring',
  'lips',
  'face-paint',
] as const;
export type AppearancePart = (typeof APPEARANCE_PARTS)[number];

/** Why a colour has no palette colour to show. */
export type UnknownReason =
  | 'missing' // the file does not carry the key (or carries null, or not a number)
  | 'out-of-range' // past the end of its palette
  | 'unused-index' // 96–127 on a lip or face-paint index: between the dark and the light palette
  | 'needs-clan' // hair and skin need the file's clan and gender
  | 'not-shipped' // the palette's colours are not in this package yet (data/README.md)
  | 'fur-pattern'; // Hrothgar: LipsToneFurPattern is a fur pattern, not a colour

export interface ExtendedColor {
  /** The file's own colour, lower-case `#rrggbb`. */
  hex: string;
  /** ΔE2000 to the palette colour, when that colour is known. */
  deltaE: number | null;
  /** More than 6 ΔE2000 from the palette colour: edited off the creator's grid. */
  offGrid: boolean;
}

export interface AppearanceColor {
  part: AppearancePart;
  /** The file key holding the index. */
  key: string;
  /** The index as stored (null when absent or not a number). */
  value: number | null;
  /** Palette and position in it; null when unknown. */
  address: { sheet: SheetId; index: number } | null;
  /** The creator's colour, lower-case `#rrggbb`; null when unknown (never guessed). */
  hex: string | null;
  unknown: UnknownReason | null;
  /**
   * Whether the game shows this colour: false when the file turns it off (highlights disabled,
   * lip colour off, no face paint), null when the file does not say.
   */
  worn: boolean | null;
  /** The file's own colour (Anamnesis's extended appearance), only when the file marks it valid. */
  extended: ExtendedColor | null;
}

export interface CharaAppearance extends Wearer {
  colors: AppearanceColor[];
  /** `IsExtendedAppearanceValid` is true: the file's own colours are what the game shows. */
  extendedValid: boolean;
}

/** The reference flags a file colour further than this from its palette colour as off the grid. */
export const OFF_GRID_DELTA_E = 6;
