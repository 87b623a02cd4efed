/**
 * The Dye Object on the wire: 19 keys, in the order the original public API sends them, serialised
 * once per (dye, locale) and reused, so a request only joins strings.
 */
import { RawJson } from '../json/stringify.ts';
import { DYES, type Dye } from './database.ts';
import { dyeObject, type DyeObject } from './dye-object.ts';
import { LOCALES, type Locale } from './locale.ts';

export type { DyeObject };

const cache = Object.fromEntries(
  LOCALES.map((locale) => [locale, DYES.map((dye) => RawJson.of(dyeObject(dye, locale)))]),
) as Record<Locale, RawJson<DyeObject>[]>;

/** The Dye Object of `dye` in `locale`, ready to splice into a response. */
export const dyeJson = (dye: Dye, locale: Locale): RawJson<DyeObject> => cache[locale][dye.index]!;
