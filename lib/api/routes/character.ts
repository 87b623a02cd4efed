/**
 * `/v1/character/*`: the character creator's palettes (hair, skin, eyes, highlights, lips, face
 * paint) and matching them to dyes, both ways. Computed locally from data/character-colors.json.
 */
import {
  CLANS,
  GENDERS,
  SHEET_IDS,
  SHEET_NAMES,
  characterPalette,
  characterSheets,
  closestCharacterColors,
  matchCharacterColor,
  type Clan,
  type Gender,
  type SheetId,
} from '../../character/index.ts';
import { DYES } from '../../dyes/database.ts';
import { FILTER_NAMES } from '../../dyes/filters.ts';
import { explainMissingId, lookupDye, isCanonicalId } from '../../dyes/ids.ts';
import { hex as checkHex } from '../../validate/rules.ts';
import { METHODS } from '../../color/index.ts';
import { ApiError, invalid, missing, notFound } from '../errors.ts';
import { customParam, enumParam, integerParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import { excludeIdsParam, filterParams, HEX_PATTERN, methodParam } from '../common-params.ts';
import type { CharacterClosest, CharacterColorList, CharacterMatch, CharacterSheetInfo } from '../wire.ts';

const sheetParam = enumParam('sheet', SHEET_IDS, {
  description: 'Palette: `hair` and `skin` need `clan` and `gender`; the others are shared by every character.',
  example: 'hair',
});
const clanParam = enumParam('clan', CLANS, {
  description: 'Clan, for `hair` and `skin` (ignored by the shared palettes).',
  example: 'xaela',
});
const genderParam = enumParam('gender', GENDERS, {
  description: 'Gender, for `hair` and `skin` (ignored by the shared palettes).',
  example: 'female',
});

interface Choice {
  sheet: SheetId;
  clan: Clan | null;
  gender: Gender | null;
}

/** The sheet the query names, with the clan and gender it needs; a missing one is named. */
function choiceOf(v: { sheet: SheetId | undefined; clan: Clan | undefined; gender: Gender | undefined }): Choice {
  if (!v.sheet) throw missing('sheet');
  const info = characterSheets().find((s) => s.id === v.sheet)!;
  if (info.perClan && !v.clan) throw missing('clan', `clan (the ${v.sheet} palette differs by clan)`);
  if (info.perClan && !v.gender) throw missing('gender', `gender (the ${v.sheet} palette differs by gender)`);
  if (!info.available) {
    throw notFound(`The ${v.sheet} palette is not available yet: its colours are not shipped.`, {
      parameter: 'sheet',
      received: v.sheet,
    });
  }
  return { sheet: v.sheet, clan: info.perClan ? v.clan! : null, gender: info.perClan ? v.gender! : null };
}

export const sheetsRoute = defineRoute({
  method: 'GET',
  path: '/v1/character/sheets',
  tag: 'Character colors',
  summary: 'The character creator’s palettes',
  description: 'Each palette’s id, name in the request’s locale, size and whether it depends on clan and gender.',
  localized: true,
  cache: 'public',
  example: '/v1/character/sheets',
  params: [],
  handle(_v, { locale }): JsonResult<CharacterSheetInfo[]> {
    return { data: characterSheets().map((s) => ({ ...s, name: SHEET_NAMES[s.id][locale] })) };
  },
});

export const colorsRoute = defineRoute({
  method: 'GET',
  path: '/v1/character/colors',
  tag: 'Character colors',
  summary: 'The colours of a palette',
  description: 'In palette order: `index` is the number a `.chara` file stores (less 128 on a light palette).',
  localized: false,
  cache: 'public',
  example: '/v1/character/colors?sheet=hair&clan=xaela&gender=female',
  params: [sheetParam, clanParam, genderParam],
  handle(v): JsonResult<CharacterColorList> {
    const choice = choiceOf(v);
    const colors = characterPalette(choice).colors.map((c) => ({ index: c.index, hex: c.hex }));
    return { data: { ...choice, colors } };
  },
});

export const matchRoute = defineRoute({
  method: 'GET',
  path: '/v1/character/match',
  tag: 'Character colors',
  summary: 'The closest dyes to a palette colour',
  description: 'Closest first, ties to the lowest stainID; `distance` in the method’s unit, rounded to 4 decimals.',
  localized: true,
  cache: 'public',
  example: '/v1/character/match?sheet=hair&clan=xaela&gender=female&index=7',
  params: [
    sheetParam,
    clanParam,
    genderParam,
    integerParam('index', {
      min: 0,
      max: 191,
      required: true,
      description: 'Position in the palette (0–191; 0–95 on a lip or face-paint palette).',
      example: '7',
    }),
    methodParam(),
    integerParam('limit', { min: 1, max: 125, default: 5, description: 'Most dyes to return.' }),
    ...filterParams,
    excludeIdsParam,
  ],
  handle(v, { locale }): JsonResult<CharacterMatch> {
    const choice = choiceOf(v);
    const size = characterPalette(choice).colors.length;
    if (v.index >= size) {
      throw invalid(
        'VALIDATION_ERROR',
        `Parameter "index" must be below ${size} on the ${choice.sheet} palette.`,
        'index',
        v.index,
        `integer 0–${size - 1}`,
      );
    }
    const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, v[name]]));
    const excludeIds = [...v.excludeIds].map((i) => DYES[i]!.stainID);
    const match = matchCharacterColor(
      { ...choice, index: v.index },
      { ...filters, method: v.method, limit: v.limit, excludeIds, locale },
    );
    return {
      data: {
        ...choice,
        color: match.color,
        method: v.method,
        results: match.results.map((r) => ({ dye: r.dye, distance: r.distance })),
      },
    };
  },
});

/** The colour to compare with: `hex` (any colour) or `dye` (an ID), never both. */
const queryParam = customParam(
  'hex',
  { type: 'string', pattern: HEX_PATTERN },
  { description: 'Colour to compare with, `#RRGGBB` or `RRGGBB`. Give either `hex` or `dye`.', example: '#1e1e1e' },
  (raw, query): { hex: string } => {
    const dyeRaw = query.get('dye');
    const hasHex = raw !== null && raw !== '';
    const hasDye = dyeRaw !== null && dyeRaw !== '';
    if (hasHex && hasDye) {
      throw new ApiError('VALIDATION_ERROR', 'Provide either "hex" or "dye", not both.', {
        parameter: 'hex',
        received: { hex: raw, dye: dyeRaw },
        expected: 'one of hex, dye',
      });
    }
    if (hasHex) return { hex: checkHex('hex', raw).hex };
    if (!hasDye) throw missing('hex', 'hex (or dye)');
    if (!isCanonicalId(dyeRaw)) {
      throw invalid(
        'VALIDATION_ERROR',
        'Parameter "dye" must be a dye id (itemID or stainID).',
        'dye',
        dyeRaw,
        'itemID or stainID',
      );
    }
    const dye = lookupDye(Number(dyeRaw));
    if (!dye) {
      const { message, details } = explainMissingId(Number(dyeRaw), 'dye');
      throw notFound(message, details);
    }
    return { hex: dye.hex.toUpperCase() };
  },
);

/** Documented beside `hex`; validated together with it. */
const dyeDocParam = customParam(
  'dye',
  { type: 'integer' },
  { description: 'A dye instead of `hex`: itemID or stainID (auto-detected).' },
  () => undefined,
);

export const closestRoute = defineRoute({
  method: 'GET',
  path: '/v1/character/closest',
  tag: 'Character colors',
  summary: 'The palette colours closest to a colour or dye',
  description: 'For "which hair colour is nearest this dye". Closest first, ties to the lower index.',
  localized: false,
  cache: 'public',
  example: '/v1/character/closest?hex=%231e1e1e&sheet=hair&clan=raen&gender=male',
  params: [
    queryParam,
    dyeDocParam,
    sheetParam,
    clanParam,
    genderParam,
    methodParam(),
    integerParam('limit', { min: 1, max: 192, default: 5, description: 'Most palette colours to return.' }),
  ],
  handle(v): JsonResult<CharacterClosest> {
    const choice = choiceOf(v);
    const { display } = METHODS[v.method];
    const results = closestCharacterColors(v.hex.hex, choice, {
      method: v.method,
      limit: Math.min(v.limit, characterPalette(choice).colors.length),
    }).map((c) => ({ index: c.index, hex: c.hex, distance: display(c.distance) }));
    return { data: { ...choice, inputHex: v.hex.hex, method: v.method, results } };
  },
});

export const CHARACTER_ROUTES = [sheetsRoute, colorsRoute, matchRoute, closestRoute];
