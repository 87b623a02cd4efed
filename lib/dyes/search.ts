/**
 * Name search. English is a plain case-insensitive substring test. Localized
 * search folds both sides the same way: NFKC (full/half width), lower case, ß → ss, and accents
 * removed from Latin letters only, so Japanese kana keep their voicing marks (か ≠ が).
 */
import { DYES, type Dye } from './database.ts';
import { LOCALES, type Locale } from './locale.ts';

export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

// Precomputed once: every dye's English name lower-cased, and every name folded per locale.
const englishLower = DYES.map((d) => d.name.toLowerCase());
const englishFolded = DYES.map((d) => fold(d.name));
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
  return DYES.filter((d) => englishFolded[d.index]!.includes(q) || local[d.index]!.includes(q));
}
