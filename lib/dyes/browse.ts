/**
 * The dye browser's two questions: a listing with a name typed in any language (the listing of
 * `listDyes`, kept to the dyes so named), and one dye with its name in every language.
 */
import {
  LIST_OPTION_KEYS,
  listDyesOf,
  listQueryOf,
  SEARCH_MAX_LENGTH,
  stainDyeOf,
  stainIdOf,
  type DyePage,
  type ListOptions,
} from './catalog.ts';
import { dyeByStainId } from './database.ts';
import type { DyeObject } from './dye-object.ts';
import { LOCALES, type Locale, type LocaleOption } from './locale.ts';
import { dyesNamedInAnyLanguage } from './search.ts';
import * as check from '../validate/rules.ts';

export interface BrowseOptions extends ListOptions {
  /**
   * Part of a dye's name in any of the six languages, folded for case, accents, width and kana
   * (as the players' search folds it); blank: no name limit.
   */
  name?: string;
}

const BROWSE_OPTION_KEYS: check.OptionKeys<BrowseOptions> = { ...LIST_OPTION_KEYS, name: true };

/**
 * `listDyes` with a name limit: the dyes a player finds by typing part of a name in any language,
 * with the listing's filters, order and pages.
 *
 * @example
 * ```ts
 * browseDyes({ name: 'ブラック', sort: 'hue', locale: 'ja' }).dyes.map((d) => d.localizedName);
 * ```
 */
export function browseDyes(options?: BrowseOptions): DyePage {
  const { name, ...listing } = check.options('options', options, BROWSE_OPTION_KEYS);
  const query = listQueryOf(listing);
  const text = name === undefined ? '' : check.text('name', name, SEARCH_MAX_LENGTH).trim();
  return listDyesOf(text ? { ...query, only: dyesNamedInAnyLanguage(text) } : query);
}

/** One dye in the page's language, with its name in each language. */
export interface DyeDetail {
  dye: DyeObject;
  names: Record<Locale, string>;
}

/**
 * A dye by stainID with its name in all six languages (the dye browser's detail).
 *
 * @throws ValidationError `stainId` when it is not a dye's stainID.
 */
export function dyeDetail(stainId: number, options?: LocaleOption): DyeDetail {
  const locale = check.locale('locale', check.options('options', options, check.LOCALE_OPTION_KEYS).locale);
  const id = stainIdOf('stainId', stainId);
  const dye = stainDyeOf(id, locale);
  const names = dyeByStainId(id)!.names;
  return { dye, names: Object.fromEntries(LOCALES.map((l) => [l, names[l]])) as Record<Locale, string> };
}
