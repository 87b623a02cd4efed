/**
 * Matching between the creator's palettes and the dyes: the closest dyes to one palette colour
 * ("which dye goes with my hair") and the closest palette colours to any colour or dye ("which hair
 * colour is nearest Jet Black").
 */
import { METHOD_IDS, METHODS, colorPoint, parseHex, type ColorPoint } from '../color/index.ts';
import type { MethodId } from '../color/index.ts';
import type { Dye } from '../dyes/database.ts';
import { dyeMatch, type DyeMatch } from '../dyes/dye-object.ts';
import { FILTER_NAMES, allowedMask, type DyeFilters } from '../dyes/filters.ts';
import { lookupDye } from '../dyes/ids.ts';
import type { Locale } from '../dyes/locale.ts';
import { closestDyes } from '../dyes/ranked.ts';
import { ValidationError, check, missingArgument } from '../validate/index.ts';
import { characterPalette, type PaletteColor, type SheetChoice } from './palettes.ts';

/** Most dyes or palette colours one call returns. */
export const MAX_MATCHES = 125;

export interface CharacterMatchOptions extends DyeFilters {
  /** Distance method (default `ciede2000`). */
  method?: MethodId;
  /** How many to return, 1–125 (default 5: the closest and four runners-up). */
  limit?: number;
  /** Dyes to leave out, by stainID or itemID; IDs naming no dye are ignored. */
  excludeIds?: readonly number[];
  /** Language of the dyes' `localizedName` (default English). */
  locale?: Locale;
}

/**
 * A dye close to a palette colour: its Dye Object, the distance as the API reports it (4 decimals)
 * and what the unrounded distance means (`none` for methods without published bands).
 */
export type CharacterDyeMatch = DyeMatch;

export interface CharacterColorMatch {
  /** The palette colour matched. */
  color: PaletteColor;
  method: MethodId;
  /** Closest first, ties to the lowest stainID. */
  results: CharacterDyeMatch[];
}

function checkMethod(value: unknown): MethodId {
  if (value === undefined) return 'ciede2000';
  if (typeof value === 'string' && (METHOD_IDS as readonly string[]).includes(value)) return value as MethodId;
  throw new ValidationError('method', 'method', `method must be one of: ${METHOD_IDS.join(', ')}.`, value, METHOD_IDS);
}

function checkInteger(value: unknown, field: string, min: number, max: number, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined || value === null) missingArgument(field, `integer ${min}–${max}`);
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  throw new ValidationError(
    'invalid',
    field,
    `${field} must be a whole number from ${min} to ${max}.`,
    value,
    `integer ${min}–${max}`,
  );
}

function checkFilters(options: CharacterMatchOptions): Uint8Array | undefined {
  for (const name of FILTER_NAMES) {
    const value = options[name];
    if (value !== undefined && typeof value !== 'boolean') {
      throw new ValidationError('invalid', name, `${name} must be true or false.`, value, 'boolean');
    }
  }
  let excluded: Set<number> | undefined;
  if (options.excludeIds !== undefined) {
    if (!Array.isArray(options.excludeIds)) {
      throw new ValidationError(
        'invalid',
        'excludeIds',
        'excludeIds must be a list of dye IDs.',
        options.excludeIds,
        'number[]',
      );
    }
    excluded = new Set();
    for (const id of options.excludeIds as readonly unknown[]) {
      const dye = typeof id === 'number' && Number.isInteger(id) ? lookupDye(id) : undefined;
      if (dye) excluded.add(dye.index);
    }
  }
  return allowedMask(options, excluded);
}

const CHARACTER_MATCH_OPTION_KEYS: check.OptionKeys<CharacterMatchOptions> = {
  metallic: true,
  pastel: true,
  dark: true,
  cosmic: true,
  ishgardian: true,
  vendor: true,
  craft: true,
  expensive: true,
  onlyIds: true,
  method: true,
  limit: true,
  excludeIds: true,
  locale: true,
};

/** A palette colour's index, checked against the palette's size. */
export interface PaletteAddress extends SheetChoice {
  index: number;
}

/**
 * The closest dyes to one palette colour.
 * @example matchCharacterColor({ sheet: 'hair', clan: 'xaela', gender: 'female', index: 7 }, { limit: 3 })
 * @throws ValidationError naming `sheet`, `clan`, `gender`, `index`, `method`, `limit` or a filter.
 */
export function matchCharacterColor(address: PaletteAddress, options?: CharacterMatchOptions): CharacterColorMatch {
  const o = check.options('options', options, CHARACTER_MATCH_OPTION_KEYS);
  const palette = characterPalette(address);
  const index = checkInteger(address.index, 'index', 0, palette.colors.length - 1);
  const method = checkMethod(o.method);
  const limit = checkInteger(o.limit, 'limit', 1, MAX_MATCHES, 5);
  const allowed = checkFilters(o);
  const locale = check.locale('locale', o.locale);
  return {
    color: { ...palette.colors[index]! },
    method,
    results: closestDyes(palette.points[index]!, method, limit, allowed).map(({ dye, distance }) =>
      dyeMatch(dye, distance, method, locale),
    ),
  };
}

/** Every colour of a sheet with its closest dyes, in palette order (the whole grid at once). */
export function matchCharacterSheet(choice: SheetChoice, options?: CharacterMatchOptions): CharacterColorMatch[] {
  check.options('options', options, CHARACTER_MATCH_OPTION_KEYS);
  const palette = characterPalette(choice);
  return palette.colors.map((c) => matchCharacterColor({ ...choice, index: c.index }, options));
}

export interface ClosestPaletteColor extends PaletteColor {
  distance: number;
}

/** A colour to compare palettes against: `#rrggbb`, or a dye by stainID or itemID. */
export type CharacterColorQuery = string | { dye: number };

function queryPoint(query: CharacterColorQuery): ColorPoint {
  if (typeof query === 'string') {
    const rgb = parseHex(query);
    if (rgb) return colorPoint(rgb);
    throw new ValidationError('hex', 'hex', 'hex must be a colour, #RRGGBB or RRGGBB.', query, '#RRGGBB');
  }
  const dye: Dye | undefined =
    typeof query === 'object' && query !== null && Number.isInteger(query.dye) ? lookupDye(query.dye) : undefined;
  if (!dye) throw new ValidationError('stainId', 'dye', 'dye must be a stainID or itemID of a dye.', query, 'dye ID');
  return dye.point;
}

/**
 * The palette colours closest to a colour or dye, closest first (ties to the lower index).
 * @example closestCharacterColors('#1e1e1e', { sheet: 'hair', clan: 'raen', gender: 'male' })
 * @throws ValidationError naming `hex`, `dye`, `sheet`, `clan`, `gender`, `method` or `limit`.
 */
export function closestCharacterColors(
  query: CharacterColorQuery,
  choice: SheetChoice,
  options?: { method?: MethodId; limit?: number },
): ClosestPaletteColor[] {
  const o = check.options('options', options, { method: true, limit: true });
  const point = queryPoint(query);
  const palette = characterPalette(choice);
  const method = checkMethod(o.method);
  const limit = checkInteger(o.limit, 'limit', 1, palette.colors.length, 5);
  const between = METHODS[method].between;
  return palette.colors
    .map((c, i) => ({ ...c, distance: between(point, palette.points[i]!) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, limit);
}
