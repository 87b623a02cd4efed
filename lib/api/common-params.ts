/** Parameters several routes share: colour input, distance method, dye ID lists and the filters. */
import { METHOD_IDS, type MethodId } from '../color/index.ts';
import { FILTER_DESCRIPTIONS, FILTER_NAMES, type FilterName } from '../dyes/filters.ts';
import { excludedIndexes } from '../dyes/candidates.ts';
import type { Locale } from '../dyes/locale.ts';
import * as check from '../validate/rules.ts';
import { booleanParam, customParam, type ParamDef } from './params.ts';

export const HEX_PATTERN = check.HEX_PATTERN;
export const MAX_IDS = check.MAX_IDS;
export type HexInput = check.HexColor;

export const hexParam = (description: string, example = '#5b7fc0') =>
  customParam('hex', { type: 'string', pattern: HEX_PATTERN }, { description, required: true, example }, (raw) =>
    check.hex('hex', raw),
  );

export const localeParam: ParamDef<Locale, 'locale'> = customParam(
  'locale',
  { type: 'string', enum: check.LOCALE_IDS, default: 'en' },
  { description: 'Language of `localizedName` and other names. English is the default and adds nothing.' },
  (raw) => check.locale('locale', raw),
);

export const methodParam = (
  description = 'Distance method. Retired names `hyab` and `oklch-weighted` mean `ciede2000`; `euclidean` means `rgb`.',
) =>
  customParam('method', { type: 'string', enum: METHOD_IDS, default: 'ciede2000' }, { description }, (raw): MethodId =>
    check.method('method', raw),
  );

/** `excludeIds`: the dye indexes to leave out; IDs naming no dye are ignored, not an error. */
export const excludeIdsParam = customParam(
  'excludeIds',
  { type: 'string', pattern: '^-?[1-9][0-9]{0,9}(,-?[1-9][0-9]{0,9})*$' },
  {
    description: `Comma-separated dye IDs to leave out (itemID or stainID, auto-detected), at most ${MAX_IDS}.`,
    example: '',
  },
  (raw): Set<number> => excludedIndexes(check.idListText('excludeIds', raw)),
);

export const filterParams: ParamDef<boolean | undefined, FilterName>[] = FILTER_NAMES.map((name) =>
  booleanParam(name, { description: `${FILTER_DESCRIPTIONS[name]} \`true\` keeps only these, \`false\` drops them.` }),
);
