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
  type CharacterColorMatch,
  type CharacterColorQuery,
  type CharacterDyeMatch,
  type CharacterMatchOptions,
  type ClosestPaletteColor,
  type PaletteAddress,
  type PaletteColor,
  type SheetChoice,
  type SheetInfo,
} from '../../character/index.ts';
import { METHODS, colorPoint, parseHex, type MethodId } from '../../color/index.ts';
import { dyeMatch } from '../../dyes/dye-object.ts';
import { allowedMask } from '../../dyes/filters.ts';
import { closestDyes } from '../../dyes/ranked.ts';
import type { Locale } from '../../dyes/locale.ts';
import { ValidationError, check } from '../../validate/index.ts';

export const characterTools = {
  /** The eight palettes with their names in `locale`. */
  characterSheets(options: { locale?: Locale } = {}): (SheetInfo & { name: string })[] {
    const locale = check.locale('locale', options.locale);
    return characterSheets().map((s) => ({ ...s, name: SHEET_NAMES[s.id][locale] }));
  },
  /** One palette's colours, in palette order. */
  characterPalette(choice: SheetChoice): PaletteColor[] {
    return characterColors(choice);
  },
  /** The closest dyes to one palette colour, with bands; the first is the match, the rest runners-up. */
  characterMatch(address: PaletteAddress, options: CharacterMatchOptions = {}): CharacterColorMatch {
    return matchCharacterColor(address, options);
  },
  /** The palette colours closest to a colour or a dye. */
  characterClosest(
    query: CharacterColorQuery,
    choice: SheetChoice,
    options: { method?: MethodId; limit?: number } = {},
  ): ClosestPaletteColor[] {
    return closestCharacterColors(query, choice, options).map((c) => ({
      ...c,
      distance: METHODS[options.method ?? 'ciede2000'].display(c.distance),
    }));
  },
  /**
   * The closest dyes to each of several colours (a character's swatches, palette or the file's
   * own), in the order given; a string that is not a colour gets an empty list.
   */
  characterDyesFor(hexes: string[], options: CharacterMatchOptions = {}): CharacterDyeMatch[][] {
    const { locale: given, method = 'ciede2000', limit = 3, ...filters } = options;
    if (!Array.isArray(hexes))
      throw new ValidationError('invalid', 'hexes', 'hexes must be a list of colours.', hexes, 'string[]');
    const locale = check.locale('locale', given);
    const allowed = allowedMask(filters);
    return hexes.map((hex) => {
      const rgb = typeof hex === 'string' ? parseHex(hex) : null;
      if (!rgb) return [];
      return closestDyes(colorPoint(rgb), method, limit, allowed).map((r) =>
        dyeMatch(r.dye, r.distance, method, locale),
      );
    });
  },
};
