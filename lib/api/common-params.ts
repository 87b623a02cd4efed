/** Parameters several routes share: colour input, distance method, dye ID lists and the filters. */
import { METHOD_IDS, parseHex, type MethodId, type Rgb } from '../color/index.ts';
import { findDye, isCanonicalId } from '../dyes/ids.ts';
import { FILTER_DESCRIPTIONS, FILTER_NAMES, type FilterName } from '../dyes/filters.ts';
import { LOCALES, type Locale } from '../dyes/locale.ts';
import { invalid, missing } from './errors.ts';
import { booleanParam, customParam, enumParam, type ParamDef } from './params.ts';

export const HEX_PATTERN = '^#?[0-9A-Fa-f]{6}$';

export interface HexInput {
  rgb: Rgb;
  /** `#RRGGBB`, upper case, as echoed in `inputHex`. */
  hex: string;
}

/** A required colour parameter: `#RRGGBB` or `RRGGBB`, any case. */
export function parseHexInput(name: string, raw: string | null): HexInput {
  if (raw === null || raw === '') throw missing(name);
  const rgb = parseHex(raw);
  if (!rgb) {
    throw invalid(
      'INVALID_HEX',
      'Invalid hex color format. Expected #RRGGBB or RRGGBB.',
      name,
      raw,
      `Hex color string matching /${HEX_PATTERN}/`,
    );
  }
  return { rgb, hex: (raw.startsWith('#') ? raw : '#' + raw).toUpperCase() };
}

export const hexParam = (description: string, example = '#5b7fc0') =>
  customParam('hex', { type: 'string', pattern: HEX_PATTERN }, { description, required: true, example }, (raw) =>
    parseHexInput('hex', raw),
  );

export const localeParam: ParamDef<Locale, 'locale'> = enumParam('locale', LOCALES, {
  description: 'Language of `localizedName` and other names. English is the default and adds nothing.',
  default: 'en',
  code: 'INVALID_LOCALE',
  message: (raw) => `Unsupported locale "${raw}". Supported: ${LOCALES.join(', ')}`,
});

/** Retired method names, still accepted and answered as their replacement; own-property lookups only. */
const LEGACY_METHODS: ReadonlyMap<string, MethodId> = new Map([
  ['hyab', 'ciede2000'],
  ['oklch-weighted', 'ciede2000'],
  ['euclidean', 'rgb'],
]);
const KNOWN_METHODS = new Set<string>(METHOD_IDS);

export const methodParam = (
  description = 'Distance method. Retired names `hyab` and `oklch-weighted` mean `ciede2000`; `euclidean` means `rgb`.',
) =>
  customParam(
    'method',
    { type: 'string', enum: METHOD_IDS, default: 'ciede2000' },
    { description },
    (raw): MethodId => {
      if (raw === null || raw === '') return 'ciede2000';
      if (KNOWN_METHODS.has(raw)) return raw as MethodId;
      const legacy = LEGACY_METHODS.get(raw);
      if (legacy) return legacy;
      throw invalid(
        'INVALID_MATCHING_METHOD',
        `Invalid matching method "${raw}". Must be one of: ${METHOD_IDS.join(', ')}`,
        'method',
        raw,
        [...METHOD_IDS],
      );
    },
  );

export const MAX_IDS = 50;

/** Comma-separated dye IDs: each trimmed, empty items dropped, at most 50, canonical spelling. */
export function parseIdList(name: string, raw: string | null): number[] | undefined {
  if (raw === null || raw === '') return undefined;
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length > MAX_IDS) {
    throw invalid(
      'VALIDATION_ERROR',
      `Parameter "${name}" exceeds maximum of ${MAX_IDS} items.`,
      name,
      parts.length,
      `<= ${MAX_IDS} items`,
    );
  }
  return parts.map((part) => {
    if (!isCanonicalId(part)) {
      throw invalid(
        'VALIDATION_ERROR',
        `Invalid ID "${part}" in "${name}". All values must be integers.`,
        name,
        part,
        'integer',
      );
    }
    return Number(part);
  });
}

/** `excludeIds`: the dye indexes to leave out; IDs naming no dye are ignored, not an error. */
export const excludeIdsParam = customParam(
  'excludeIds',
  { type: 'string', pattern: '^-?[1-9][0-9]{0,9}(,-?[1-9][0-9]{0,9})*$' },
  {
    description: `Comma-separated dye IDs to leave out (itemID or stainID, auto-detected), at most ${MAX_IDS}.`,
    example: '',
  },
  (raw): Set<number> => {
    const ids = parseIdList('excludeIds', raw) ?? [];
    const out = new Set<number>();
    for (const id of ids) {
      const dye = findDye(id);
      if (dye) out.add(dye.index);
    }
    return out;
  },
);

export const filterParams: ParamDef<boolean | undefined, FilterName>[] = FILTER_NAMES.map((name) =>
  booleanParam(name, { description: `${FILTER_DESCRIPTIONS[name]} \`true\` keeps only these, \`false\` drops them.` }),
);
