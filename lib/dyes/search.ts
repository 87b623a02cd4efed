/**
 * Name search. English is a plain case-insensitive substring test. Localized search, and the
 * players' search over every language, fold both sides the same way (fold.ts).
 */
import { DYES, type Dye } from './database.ts';
import { dyeObject, type DyeObject } from './dye-object.ts';
import { LOCALES, type Locale } from './locale.ts';
import { fold } from './fold.ts';
import * as check from '../validate/rules.ts';

export { fold };

// Precomputed once: every dye's English name lower-cased, and every name folded per locale.
const englishLower = DYES.map((d) => d.name.toLowerCase());
const localFolded = Object.fromEntries(LOCALES.map((l) => [l, DYES.map((d) => fold(d.names[l]))])) as Record<
  Locale,
  string[]
>;

/** Dyes whose name contains `query`, in database order. */
export function dyesByName(query: string, locale: Locale): Dye[] {
  if (locale === 'en') {
    const q = query.trim().toLowerCase();
    return DYES.filter((d) => englishLower[d.index]!.includes(q));
  }
  const q = fold(query.trim());
  const local = localFolded[locale];
  return DYES.filter((d) => localFolded.en[d.index]!.includes(q) || local[d.index]!.includes(q));
}

/** The indexes of the dyes whose name in some language contains `query`, folded as in `searchDyeNames`. */
export function dyesNamedInAnyLanguage(query: string): Set<number> {
  const q = fold(query.trim());
  const found = new Set<number>();
  for (const dye of DYES) if (LOCALES.some((l) => localFolded[l][dye.index]!.includes(q))) found.add(dye.index);
  return found;
}

/** A dye found by name in any language: its Dye Object, and the name that matched with its language. */
export interface NameMatch {
  /** In the search's locale. */
  dye: DyeObject;
  /** The name that matched the query, and its language (e.g. ジェットブラック, ja). */
  matched: { locale: Locale; name: string };
}

/**
 * Search for players: every language's names at once, folded as above, so a player finds a dye
 * whatever language or script they type it in. Names that start with the query come first, then
 * names with a word starting with it, then any substring; the given locale is preferred on ties.
 */
export function searchDyeNames(query: string, locale: Locale = 'en', limit = DYES.length): NameMatch[] {
  const prefer = check.locale('locale', locale);
  const q = fold(check.text('query', query).trim());
  if (!q) return [];
  const order: Locale[] = [prefer, ...LOCALES.filter((l) => l !== prefer)];
  const found: { match: { dye: Dye; locale: Locale }; rank: number }[] = [];
  for (const dye of DYES) {
    let best: { match: { dye: Dye; locale: Locale }; rank: number } | undefined;
    for (const [i, l] of order.entries()) {
      const name = localFolded[l][dye.index]!;
      const at = name.indexOf(q);
      if (at < 0) continue;
      const tier = at === 0 ? 0 : /[\s\-'・·]/.test(name[at - 1]!) ? 1 : 2;
      const rank = tier * 10 + i;
      if (!best || rank < best.rank) best = { match: { dye, locale: l }, rank };
    }
    if (best) found.push(best);
  }
  found.sort((a, b) => a.rank - b.rank || a.match.dye.index - b.match.dye.index);
  return found.slice(0, limit).map(({ match: { dye, locale: l } }) => ({
    dye: dyeObject(dye, prefer),
    matched: { locale: l, name: dye.names[l] },
  }));
}
