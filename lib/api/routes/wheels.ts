/** `/v1/wheels` and `/v1/wheels/:id`: the five colour wheels and every dye's place on them. */
import { WHEEL_IDS, WHEELS, type Wheel, type WheelId } from '../../wheels/index.ts';
import { DYES } from '../../dyes/database.ts';
import type { Locale } from '../../dyes/locale.ts';
import { round3 } from '../../color/index.ts';
import { RawJson } from '../../json/stringify.ts';
import { invalid } from '../errors.ts';
import { customParam, integerParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import type { WheelDetail, WheelDyePosition, WheelSummary } from '../wire.ts';

/** Wheel ids are read trimmed and lower-cased (`RYB` works); anything else lists the five. */
export function parseWheelId(parameter: string, raw: string | null): Wheel {
  if (raw === null || raw === '') return WHEELS.rgb;
  const id = raw.trim().toLowerCase();
  if ((WHEEL_IDS as readonly string[]).includes(id)) return WHEELS[id as WheelId];
  throw invalid(
    'INVALID_COLOR_WHEEL',
    `Invalid colour wheel "${raw}". Must be one of: ${WHEEL_IDS.join(', ')}`,
    parameter,
    raw,
    [...WHEEL_IDS],
  );
}

export const wheelSummary = (wheel: Wheel, locale: Locale): WheelSummary => ({
  id: wheel.id,
  tag: wheel.tag,
  name: wheel.names[locale],
  isDefault: wheel.isDefault,
});

// Every dye's position on every wheel never changes: serialised once per (wheel, locale), on first use.
const positions = new Map<string, RawJson<WheelDyePosition[]>>();
function dyePositions(wheel: Wheel, locale: Locale): RawJson<WheelDyePosition[]> {
  const key = `${wheel.id}/${locale}`;
  let json = positions.get(key);
  if (!json) {
    json = RawJson.of(
      DYES.map((d) => ({
        stainID: d.stainID,
        itemID: d.itemID,
        name: d.name,
        localizedName: locale === 'en' ? undefined : d.names[locale],
        hex: d.hex,
        wheelHue: round3(wheel.hueOf(d.rgb)),
      })),
    );
    positions.set(key, json);
  }
  return json;
}

export const wheelsRoute = defineRoute({
  method: 'GET',
  path: '/v1/wheels',
  tag: 'Wheels',
  summary: 'The five colour wheels',
  description: 'In display order, `rgb` (the default) first.',
  localized: true,
  cache: 'public',
  example: '/v1/wheels',
  params: [],
  handle: (_v, { locale }): JsonResult<WheelSummary[]> => ({
    data: WHEEL_IDS.map((id) => wheelSummary(WHEELS[id], locale)),
  }),
});

export const wheelRoute = defineRoute({
  method: 'GET',
  path: '/v1/wheels/:id',
  tag: 'Wheels',
  summary: 'One wheel with its ring colours and every dye’s position',
  description:
    '`ringStops` are in-gamut colours at evenly spaced angles, for drawing a conic gradient; each dye carries its `wheelHue`.',
  localized: true,
  cache: 'public',
  example: '/v1/wheels/ryb?stops=12',
  params: [
    customParam(
      'id',
      { type: 'string', enum: WHEEL_IDS },
      { in: 'path', description: 'Wheel id.', required: true, example: 'ryb' },
      (raw) => parseWheelId('id', raw),
    ),
    integerParam('stops', { min: 3, max: 360, default: 72, description: 'Number of ring colours.' }),
  ],
  handle(v, { locale }): JsonResult<WheelDetail> {
    const wheel = v.id;
    return {
      data: { ...wheelSummary(wheel, locale), ringStops: wheel.ringStops(v.stops), dyes: dyePositions(wheel, locale) },
    };
  },
});

export const WHEEL_ROUTES = [wheelsRoute, wheelRoute];
