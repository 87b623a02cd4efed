/** `/v1/wheels` and `/v1/wheels/:id`: the five colour wheels and every dye's place on them (lib/wheels). */
import { WHEEL_IDS } from '../../wheels/index.ts';
import { RING_STOPS, wheelDetailOf, wheelOf, wheels } from '../../wheels/views.ts';
import { customParam, integerParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import type { WheelDetail, WheelSummary } from '../wire.ts';

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
  handle: (_v, { locale }): JsonResult<WheelSummary[]> => ({ data: wheels({ locale }) }),
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
      (raw) => wheelOf('id', raw),
    ),
    integerParam('stops', { ...RING_STOPS, description: 'Number of ring colours.' }),
  ],
  handle: (v, { locale }): JsonResult<WheelDetail> => ({ data: wheelDetailOf(v.id, v.stops, locale) }),
});

export const WHEEL_ROUTES = [wheelsRoute, wheelRoute];
