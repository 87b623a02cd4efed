/** `/v1/harmony/types` and `/v1/harmony`: a dye for every slot of a harmony. */
import { HARMONY_TYPES, selectHarmony, type HarmonyCandidate, type HarmonyType } from '../../harmony/index.ts';
import { WHEEL_IDS } from '../../wheels/index.ts';
import { DYES, type Dye } from '../../dyes/database.ts';
import { allowedMask } from '../../dyes/filters.ts';
import { explainMissingId, findDye, isCanonicalId } from '../../dyes/ids.ts';
import { dyeJson } from '../../dyes/serialize.ts';
import { ApiError, invalid, missing, notFound } from '../errors.ts';
import { booleanParam, customParam, integerParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import type { Harmony, HarmonyTypeInfo } from '../wire.ts';
import { excludeIdsParam, filterParams, HEX_PATTERN, methodParam, parseHexInput } from '../common-params.ts';
import { parseWheelId, wheelSummary } from './wheels.ts';

const TYPE_IDS = HARMONY_TYPES.map((t) => t.id);
const typeById = new Map<string, HarmonyType>(HARMONY_TYPES.map((t) => [t.id, t]));
const CANDIDATES: readonly HarmonyCandidate[] = DYES.map((d) => ({ point: d.point, hsvHue: d.hsv.h }));
const ALL_ALLOWED = new Uint8Array(DYES.length).fill(1);

export const harmonyTypesRoute = defineRoute({
  method: 'GET',
  path: '/v1/harmony/types',
  tag: 'Harmony',
  summary: 'The ten harmony types and their offsets',
  description: 'Offsets are degrees on the chosen wheel; they are the same on every wheel.',
  localized: true,
  cache: 'public',
  example: '/v1/harmony/types',
  params: [],
  handle: (_v, { locale }): JsonResult<HarmonyTypeInfo[]> => ({
    data: HARMONY_TYPES.map((t) => ({ id: t.id, offsets: t.offsets, name: t.names[locale] })),
  }),
});

interface Base {
  rgb: Dye['rgb'];
  hex: string;
  dye: Dye | null;
}

/** The base is `dye` (an ID) or `hex` (any colour), never both. */
const baseParam = customParam(
  'dye',
  { type: 'integer' },
  { description: 'Base dye, itemID or stainID (auto-detected). Give either `dye` or `hex`.', example: '5729' },
  (raw, query): Base => {
    const hexRaw = query.get('hex');
    const hasDye = raw !== null && raw !== '';
    const hasHex = hexRaw !== null && hexRaw !== '';
    if (hasDye && hasHex) {
      throw new ApiError('VALIDATION_ERROR', 'Provide either "dye" or "hex", not both.', {
        parameter: 'dye',
        received: { dye: raw, hex: hexRaw },
        expected: 'one of dye, hex',
      });
    }
    if (hasHex) {
      const input = parseHexInput('hex', hexRaw);
      return { rgb: input.rgb, hex: input.hex, dye: null };
    }
    if (!hasDye) throw missing('dye', 'dye (or hex)');
    if (!isCanonicalId(raw)) {
      throw invalid(
        'VALIDATION_ERROR',
        'Parameter "dye" must be a dye id (itemID or stainID).',
        'dye',
        raw,
        'itemID or stainID',
      );
    }
    const dye = findDye(Number(raw));
    if (!dye) {
      const { message, details } = explainMissingId(Number(raw), 'dye');
      throw notFound(message, details);
    }
    return { rgb: dye.rgb, hex: dye.hex, dye };
  },
);

/** Documented beside `dye`; validated together with it. */
const hexDocParam = customParam(
  'hex',
  { type: 'string', pattern: HEX_PATTERN },
  { description: 'Base as any colour, `#RRGGBB` or `RRGGBB`. Give either `dye` or `hex`.' },
  () => undefined,
);

export const harmonyRoute = defineRoute({
  method: 'GET',
  path: '/v1/harmony',
  tag: 'Harmony',
  summary: 'Choose a dye for every slot of a harmony',
  description:
    'For each offset the ideal colour on the chosen wheel is found, then every allowed dye is ranked against it: by the distance method when `strict`, by hue difference in degrees otherwise. The base dye is never chosen.',
  localized: true,
  cache: 'public',
  example: '/v1/harmony?dye=5729&type=triadic&wheel=ryb',
  params: [
    baseParam,
    hexDocParam,
    customParam(
      'type',
      { type: 'string', enum: TYPE_IDS, default: 'complementary' },
      { description: 'Harmony type.', example: 'triadic' },
      (raw) => {
        if (raw === null || raw === '') return typeById.get('complementary')!;
        const type = typeById.get(raw);
        if (!type) {
          throw invalid(
            'INVALID_HARMONY_TYPE',
            `Invalid harmony type "${raw}". Must be one of: ${TYPE_IDS.join(', ')}`,
            'type',
            raw,
            [...TYPE_IDS],
          );
        }
        return type;
      },
    ),
    customParam(
      'wheel',
      { type: 'string', enum: WHEEL_IDS, default: 'rgb' },
      { description: 'Wheel the angles are measured on.' },
      (raw) => parseWheelId('wheel', raw),
    ),
    methodParam('Ranking measure when `strict`. Retired names are normalised as on `/v1/match`.'),
    booleanParam('strict', {
      description: 'Rank by the distance method (true) or by plain hue difference in degrees (false).',
      default: true,
    }),
    integerParam('companions', { min: 0, max: 5, default: 0, description: 'Runners-up to list per slot.' }),
    booleanParam('preventDuplicates', {
      description: 'Never use the same dye in two slots when another candidate exists.',
      default: false,
    }),
    ...filterParams,
    excludeIdsParam,
  ],
  handle(v, { locale }): JsonResult<Harmony> {
    const { dye: base, type, wheel, method, strict } = v;
    const excluded = v.excludeIds; // parsed for this request alone, so free to extend
    if (base.dye) excluded.add(base.dye.index);
    const result = selectHarmony({
      base: base.rgb,
      wheel,
      type,
      method,
      strict,
      preventDuplicates: v.preventDuplicates,
      companions: v.companions,
      candidates: CANDIDATES,
      allowed: allowedMask(v, excluded) ?? ALL_ALLOWED,
    });
    const asDye = (i: number) => dyeJson(DYES[i]!, locale);
    return {
      data: {
        base: { hex: base.hex, dye: base.dye ? dyeJson(base.dye, locale) : null },
        harmonyType: type.id,
        harmonyTypeName: type.names[locale],
        wheel: wheelSummary(wheel, locale),
        method,
        strict,
        distanceUnit: result.distanceUnit,
        baseWheelHue: result.baseWheelHue,
        slots: result.slots.map((s) => ({
          index: s.index,
          offset: s.offset,
          wheelHue: s.wheelHue,
          targetHue: s.targetHue,
          targetHex: s.targetHex,
          dye: s.dye === null ? null : asDye(s.dye),
          distance: s.distance,
          companions: s.companions.map(asDye),
        })),
      },
    };
  },
});

export const HARMONY_ROUTES = [harmonyTypesRoute, harmonyRoute];
