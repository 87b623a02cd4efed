/**
 * The "Character colours" tool's work in the engine worker: the creator's palettes, the closest
 * dyes to a palette colour (or to a character's own colour), and the palette colours closest to a
 * dye. Dyes come back as the API's Dye Object in the page's locale, distances as on the wire.
 */
import {
  SHEET_NAMES,
  characterColors,
  characterSheets,
  closestCharacterColors,
  matchCharacterColor,
  type CharacterColorQuery,
  type CharacterMatchOptions,
  type ClosestPaletteColor,
  type PaletteAddress,
  type PaletteColor,
  type SheetChoice,
  type SheetInfo,
} from '../../character/index.ts';
import { colorPoint, distanceBand, parseHex, type DistanceBand, type MethodId } from '../../color/index.ts';
import { allowedMask } from '../../dyes/filters.ts';
import { closestDyes } from '../../dyes/ranked.ts';
import type { Locale } from '../../dyes/locale.ts';
import { ValidationError } from '../../validate/index.ts';
import { dyeObject, shownDistance, type DyeObject } from './dye-object.ts';

export interface CharacterDyeView {
  dye: DyeObject;
  /** As the API reports it (4 decimals). */
  distance: number;
  band: DistanceBand;
}

export interface CharacterOptions extends CharacterMatchOptions {
  locale?: Locale;
}

const dyeViews = (
  results: { dye: Parameters<typeof dyeObject>[0]; distance: number }[],
  method: MethodId,
  locale: Locale,
): CharacterDyeView[] =>
  results.map((r) => ({
    dye: dyeObject(r.dye, locale),
    distance: shownDistance(method, r.distance),
    band: distanceBand(method, r.distance),
  }));

export const characterTools = {
  /** The eight palettes with their names in `locale`. */
  characterSheets(locale: Locale = 'en'): (SheetInfo & { name: string })[] {
    return characterSheets().map((s) => ({ ...s, name: SHEET_NAMES[s.id][locale] }));
  },
  /** One palette's colours, in palette order. */
  characterPalette(choice: SheetChoice): PaletteColor[] {
    return characterColors(choice);
  },
  /** The closest dyes to one palette colour, with bands; the first is the match, the rest runners-up. */
  characterMatch(
    address: PaletteAddress,
    options: CharacterOptions = {},
  ): { color: PaletteColor; method: MethodId; results: CharacterDyeView[] } {
    const { locale = 'en', ...rest } = options;
    const match = matchCharacterColor(address, rest);
    return { color: match.color, method: match.method, results: dyeViews(match.results, match.method, locale) };
  },
  /** The palette colours closest to a colour or a dye. */
  characterClosest(
    query: CharacterColorQuery,
    choice: SheetChoice,
    options: { method?: MethodId; limit?: number } = {},
  ): ClosestPaletteColor[] {
    return closestCharacterColors(query, choice, options).map((c) => ({
      ...c,
      distance: shownDistance(options.method ?? 'ciede2000', c.distance),
    }));
  },
  /**
   * The closest dyes to each of several colours (a character's swatches, palette or the file's
   * own), in the order given; a string that is not a colour gets an empty list.
   */
  characterDyesFor(hexes: string[], options: CharacterOptions = {}): CharacterDyeView[][] {
    const { locale = 'en', method = 'ciede2000', limit = 3, ...filters } = options;
    if (!Array.isArray(hexes))
      throw new ValidationError('invalid', 'hexes', 'hexes must be a list of colours.', hexes, 'string[]');
    const allowed = allowedMask(filters);
    return hexes.map((hex) => {
      const rgb = typeof hex === 'string' ? parseHex(hex) : null;
      return rgb ? dyeViews(closestDyes(colorPoint(rgb), method, limit, allowed), method, locale) : [];
    });
  },
};
