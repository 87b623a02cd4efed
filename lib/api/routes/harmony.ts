/** `/v1/harmony/types` and `/v1/harmony`: a dye for every slot of a harmony (lib/harmony). */
import {
  COMPANIONS,
  harmonyBaseOf,
  harmonyOf,
  harmonyTypeOf,
  harmonyTypes,
  HARMONY_TYPE_IDS,
} from '../../harmony/index.ts';
import { WHEEL_IDS } from '../../wheels/index.ts';
import { wheelOf } from '../../wheels/views.ts';
import { allowedMask } from '../../dyes/filters.ts';
import { booleanParam, customParam, integerParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import type { Harmony, HarmonyTypeInfo } from '../wire.ts';
import { excludeIdsParam, filterParams, HEX_PATTERN, methodParam } from '../common-params.ts';

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
  handle: (_v, { locale }): JsonResult<HarmonyTypeInfo[]> => ({ data: harmonyTypes({ locale }) }),
});

/** The base is `dye` (an ID) or `hex` (any colour), never both. */
const baseParam = customParam(
  'dye',
  { type: 'integer' },
  { description: 'Base dye, itemID or stainID (auto-detected). Give either `dye` or `hex`.', example: '5729' },
  (raw, query) => harmonyBaseOf(raw, query.get('hex')),
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
      { type: 'string', enum: HARMONY_TYPE_IDS, default: 'complementary' },
      { description: 'Harmony type.', example: 'triadic' },
      (raw) => harmonyTypeOf('type', raw),
    ),
    customParam(
      'wheel',
      { type: 'string', enum: WHEEL_IDS, default: 'rgb' },
      { description: 'Wheel the angles are measured on.' },
      (raw) => wheelOf('wheel', raw),
    ),
    methodParam('Ranking measure when `strict`. Retired names are normalised as on `/v1/match`.'),
    booleanParam('strict', {
      description: 'Rank by the distance method (true) or by plain hue difference in degrees (false).',
      default: true,
    }),
    integerParam('companions', { ...COMPANIONS, description: 'Runners-up to list per slot.' }),
    booleanParam('preventDuplicates', {
      description: 'Never use the same dye in two slots when another candidate exists.',
      default: false,
    }),
    ...filterParams,
    excludeIdsParam,
  ],
  handle(v, { locale }): JsonResult<Harmony> {
    const base = v.dye;
    const excluded = v.excludeIds; // parsed for this request alone, so free to extend
    if (base.dye) excluded.add(base.dye.index);
    return {
      data: harmonyOf({
        base,
        type: v.type,
        wheel: v.wheel,
        method: v.method,
        strict: v.strict,
        companions: v.companions,
        preventDuplicates: v.preventDuplicates,
        allowed: allowedMask(v, excluded),
        locale,
      }),
    };
  },
});

export const HARMONY_ROUTES = [harmonyTypesRoute, harmonyRoute];
