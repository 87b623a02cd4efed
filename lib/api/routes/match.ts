/** `/v1/match/*`: the closest dye to a colour, and every dye within a distance. */
import { colorPoint, METHODS } from '../../color/index.ts';
import { allowedMask } from '../../dyes/filters.ts';
import { closestDye, dyesWithin } from '../../dyes/nearest.ts';
import { dyeJson } from '../../dyes/serialize.ts';
import { notFound } from '../errors.ts';
import { integerParam, numberParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import { excludeIdsParam, filterParams, hexParam, methodParam } from '../common-params.ts';
import type { ClosestMatch, WithinDistance } from '../wire.ts';
import { AnswerCache } from '../answer-cache.ts';
import { RawJson, stringify, type Serialisable } from '../../json/stringify.ts';

/**
 * Closest-match answers for colours asked again (a picker held still, a palette drawn again, a
 * bot's favourite colours): the search, the dye's JSON and the rest of `data`, serialised once.
 * 2,048 answers take a few MB at most.
 */
const closestAnswers = new AnswerCache<RawJson<ClosestMatch>>(2048);

export const closestRoute = defineRoute({
  method: 'GET',
  path: '/v1/match/closest',
  tag: 'Matching',
  summary: 'The closest dye to a colour',
  description: 'Ties go to the lowest stainID. `distance` is in the method’s own unit, rounded to 4 decimals.',
  localized: true,
  cache: 'public',
  example: '/v1/match/closest?hex=%235b7fc0',
  params: [hexParam('Colour to match, `#RRGGBB` or `RRGGBB`.'), methodParam(), ...filterParams, excludeIdsParam],
  handle(v, { locale }): JsonResult<ClosestMatch> {
    const { hex: input, method } = v;
    const allowed = allowedMask(v, v.excludeIds);
    // With no filter the answer depends on the colour, the method and the locale alone.
    const key = allowed ? null : `${input.hex} ${method} ${locale}`;
    const known = key === null ? undefined : closestAnswers.get(key);
    if (known) return { data: known };
    const hit = closestDye(colorPoint(input.rgb), method, allowed);
    if (!hit) throw notFound('No matching dye found.', { parameter: 'hex', received: input.hex });
    const data: Serialisable<ClosestMatch> = {
      dye: dyeJson(hit.dye, locale),
      distance: METHODS[method].display(hit.distance),
      method,
      inputHex: input.hex,
    };
    if (key === null) return { data };
    const json = new RawJson<ClosestMatch>(stringify(data));
    closestAnswers.set(key, json);
    return { data: json };
  },
});

export const withinRoute = defineRoute({
  method: 'GET',
  path: '/v1/match/within-distance',
  tag: 'Matching',
  summary: 'Every dye within a distance of a colour',
  description: 'Closest first; `limit` applies after the filters and `excludeIds`.',
  localized: true,
  cache: 'public',
  example: '/v1/match/within-distance?hex=%235b7fc0&maxDistance=10',
  params: [
    hexParam('Colour to match, `#RRGGBB` or `RRGGBB`.'),
    numberParam('maxDistance', {
      min: 0.01,
      required: true,
      description: 'Largest distance to include, in the method’s unit (≥ 0.01).',
      example: '10',
    }),
    methodParam(),
    integerParam('limit', { min: 1, max: 125, default: 20, description: 'Most results to return.' }),
    ...filterParams,
    excludeIdsParam,
  ],
  handle(v, { locale }): JsonResult<WithinDistance> {
    const { hex: input, method } = v;
    const { display } = METHODS[method];
    const hits = dyesWithin(colorPoint(input.rgb), method, v.maxDistance, allowedMask(v, v.excludeIds))
      .slice(0, v.limit)
      .map((hit) => ({ dye: hit.dye, distance: display(hit.distance) }));
    // Ranking used raw distances; rounding can tie neighbours, and a stable re-sort keeps them in order.
    hits.sort((a, b) => a.distance - b.distance);
    return {
      data: {
        results: hits.map((h) => ({ dye: dyeJson(h.dye, locale), distance: h.distance })),
        inputHex: input.hex,
        maxDistance: v.maxDistance,
        method,
        resultCount: hits.length,
      },
    };
  },
});

export const MATCH_ROUTES = [closestRoute, withinRoute];
