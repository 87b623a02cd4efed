/**
 * Dye slugs as glamour-sharing sites write them: the English name in lower case, every run of
 * other characters one hyphen ("Opo-opo Brown" → `opo-opo-brown`, "Snow White" → `snow-white`).
 */
import { DYES, type Dye } from './database.ts';

export const dyeSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const bySlug = new Map<string, Dye>(DYES.map((dye) => [dyeSlug(dye.name), dye]));

/** The dye a slug names, or undefined when none does (`none` included: it means "no dye"). */
export const dyeBySlug = (slug: string): Dye | undefined => bySlug.get(slug.trim().toLowerCase());
