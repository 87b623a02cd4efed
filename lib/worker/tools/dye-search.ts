/**
 * Dye search for players, in the engine worker: every language's names at once, folded
 * (lib/dyes/search.ts `searchDyeNames`), answered as Dye Objects in the page's language with the
 * name that matched.
 */
import { fold, searchDyeNames } from '../../dyes/search.ts';

export const dyeSearchTools = {
  /** Up to `limit` dyes whose name in any language contains the query (folded), best first. */
  findDyes: searchDyeNames,
  /**
   * The keys of the entries (the page's tools and help pages, in its words) with a text that
   * contains the query, folded the same way as dye names.
   */
  matchTexts(query: string, entries: { key: string; texts: string[] }[]): string[] {
    const q = fold(query.trim());
    if (!q) return [];
    return entries.filter((entry) => entry.texts.some((text) => fold(text).includes(q))).map((entry) => entry.key);
  },
};
