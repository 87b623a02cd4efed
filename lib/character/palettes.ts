/**
 * The character creator's colour palettes ("sheets"): hair and skin per clan and gender, and the
 * shared eye, highlight and lip palettes, as the creator shows them (data/character-colors.json,
 * provenance in data/README.md). A palette index is the number a `.chara` file stores.
 */
import data from '../../data/character-colors.json';
import { colorPoint, parseHex, type ColorPoint } from '../color/index.ts';
import { ValidationError, missingArgument } from '../validate/index.ts';

import { CLANS, GENDERS, type Clan, type Gender } from '../items/clans.ts';

export const SHEET_IDS = [
  'hair',
  'skin',
  'highlights',
  'eyes',
  'lips-dark',
  'lips-light',
  'face-paint-dark',
  'face-paint-light',
] as const;
export type SheetId = (typeof SHEET_IDS)[number];

/** The creator lays every palette out in rows of eight. */
export const GRID_COLUMNS = 8;

export interface SheetInfo {
  id: SheetId;
  /** Colours a player can pick: 192, or 96 for each half of the lip and face-paint palettes. */
  size: number;
  /** Hair and skin differ by clan and gender; the others are shared by everyone. */
  perClan: boolean;
  /**
   * False when this package does not ship the palette's colours (see data/README.md): its indices
   * are still read from `.chara` files, but no colour is shown or guessed for them.
   */
  available: boolean;
}

type PerClan = Record<Clan, Record<Gender, string>>;
const table = data as unknown as Record<string, string | PerClan | undefined>;

const SHEET_INFO: Readonly<Record<SheetId, SheetInfo>> = Object.fromEntries(
  SHEET_IDS.map((id) => {
    const perClan = id === 'hair' || id === 'skin';
    const size = id.endsWith('-dark') || id.endsWith('-light') ? 96 : 192;
    return [id, { id, size, perClan, available: table[id] !== undefined }];
  }),
) as Record<SheetId, SheetInfo>;

/** Every sheet, in the order the API lists them. */
export const characterSheets = (): SheetInfo[] => SHEET_IDS.map((id) => ({ ...SHEET_INFO[id] }));

export interface PaletteColor {
  /** Position in the palette (the `.chara` index, less 128 on a light lip or face-paint palette). */
  index: number;
  /** Lower-case `#rrggbb`. */
  hex: string;
}

/** A palette with its colour points, built once on first use. */
export interface Palette {
  sheet: SheetId;
  clan: Clan | null;
  gender: Gender | null;
  colors: readonly PaletteColor[];
  points: readonly ColorPoint[];
}

const built = new Map<string, Palette>();

function build(sheet: SheetId, clan: Clan | null, gender: Gender | null, packed: string): Palette {
  const colors: PaletteColor[] = [];
  const points: ColorPoint[] = [];
  for (let i = 0; i * 6 < packed.length; i++) {
    const hex = `#${packed.slice(i * 6, i * 6 + 6)}`;
    colors.push({ index: i, hex });
    points.push(colorPoint(parseHex(hex)!));
  }
  return { sheet, clan, gender, colors, points };
}

/** Checks a sheet id; anything else is a ValidationError naming `field`. */
export function checkSheet(value: unknown, field = 'sheet'): SheetId {
  if (value === undefined || value === null || value === '') missingArgument(field);
  if (typeof value === 'string' && (SHEET_IDS as readonly string[]).includes(value)) return value as SheetId;
  throw new ValidationError('invalid', field, `${field} must be one of: ${SHEET_IDS.join(', ')}.`, value, SHEET_IDS);
}

export function checkClan(value: unknown, field = 'clan'): Clan {
  if (value === undefined || value === null || value === '') missingArgument(field);
  if (typeof value === 'string' && (CLANS as readonly string[]).includes(value)) return value as Clan;
  throw new ValidationError('invalid', field, `${field} must be one of: ${CLANS.join(', ')}.`, value, CLANS);
}

export function checkGender(value: unknown, field = 'gender'): Gender {
  if (value === undefined || value === null || value === '') missingArgument(field);
  if (typeof value === 'string' && (GENDERS as readonly string[]).includes(value)) return value as Gender;
  throw new ValidationError('invalid', field, `${field} must be one of: ${GENDERS.join(', ')}.`, value, GENDERS);
}

export interface SheetChoice {
  sheet: SheetId;
  /** Required for hair and skin, ignored by the shared sheets. */
  clan?: Clan | null;
  gender?: Gender | null;
}

/**
 * The palette of a sheet (for hair and skin, of a clan and gender).
 * @throws ValidationError naming `sheet`, `clan` or `gender`; a sheet this package does not ship
 *   is refused under `sheet` too.
 */
export function characterPalette(choice: SheetChoice): Palette {
  const sheet = checkSheet(choice.sheet);
  const info = SHEET_INFO[sheet];
  const clan = info.perClan ? checkClan(choice.clan) : null;
  const gender = info.perClan ? checkGender(choice.gender) : null;
  if (!info.available) {
    throw new ValidationError(
      'invalid',
      'sheet',
      `The ${sheet} palette is not shipped yet (see data/README.md); its colours are unknown.`,
      sheet,
      SHEET_IDS.filter((id) => SHEET_INFO[id].available),
    );
  }
  const key = `${sheet}/${clan ?? ''}/${gender ?? ''}`;
  let palette = built.get(key);
  if (!palette) {
    const entry = table[sheet]!;
    const packed = typeof entry === 'string' ? entry : entry[clan!][gender!];
    palette = build(sheet, clan, gender, packed);
    built.set(key, palette);
  }
  return palette;
}

/** The colours of a sheet in palette order (see characterPalette for the arguments and errors). */
export const characterColors = (choice: SheetChoice): PaletteColor[] =>
  characterPalette(choice).colors.map((c) => ({ ...c }));
