/**
 * The Dye Object on the wire (19 keys in the reference's order, decision #2), serialised once per
 * (dye, locale) and reused: a request only joins strings.
 */
import { RawJson } from '../api/json.ts';
import { DYES, type Dye } from './database.ts';
import { dyeObject } from './dye-object.ts';
import { LOCALES, type Locale } from './locale.ts';

const cache: Record<Locale, RawJson[]> = Object.fromEntries(
  LOCALES.map((locale) => [locale, DYES.map((dye) => new RawJson(JSON.stringify(dyeObject(dye, locale))))]),
) as Record<Locale, RawJson[]>;

/** The Dye Object of `dye` in `locale`, ready to splice into a response. */
export const dyeJson = (dye: Dye, locale: Locale): RawJson => cache[locale][dye.index]!;

