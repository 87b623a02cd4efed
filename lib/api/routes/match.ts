/** `/v1/match/*`: the closest dye to a colour, and every dye within a distance (lib/match). */
import { allowedMask } from '../../dyes/filters.ts';
import { closestMatchOf, MIN_MAX_DISTANCE, WITHIN_LIMIT, withinOf } from '../../match/index.ts';
import { integerParam, numberParam } from '../params.ts';
import { defineRoute, type JsonResult } from '../route.ts';
import { excludeIdsParam, filterParams, hexParam, methodParam } from '../common-params.ts';
import type { ClosestMatch, WithinDistance } from '../wire.ts';
import { AnswerCache } from '../answer-cache.ts';
import { RawJson, stringify } from '../../json/stringify.ts';
import { METHOD_IDS, type MethodId, type Rgb } from '../../color/index.ts';
import { LOCALES, type Locale } from '../../dyes/locale.ts';

/**
 * Closest-match answers for colours asked again (a picker held still, a palette drawn again, a
 * bot's favourite colours): the search and the whole `data`, serialised once. 2,048 answers take a
 * few MB at most.
 */
const closestAnswers = new AnswerCache<RawJson<ClosestMatch>, number>(2048);

/**
 * The cache key of a colour, method and locale as one small integer: the 24-bit colour, then the
 * method's and the locale's positions (under 8 each). A Map hashes an integer key at once; a
 * string key built for each request is hashed character by character every time.
 */
const answerKey = ({ r, g, b }: Rgb, method: MethodId, locale: Locale): number =>
  ((r << 16) | (g << 8) | b) + 0x1000000 * (METHOD_IDS.indexOf(method) + 8 * LOCALES.indexOf(locale));

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
    const query = { input, method, allowed, locale };
    // With no filter the answer depends on the colour, the method and the locale alone.
    if (allowed) return { data: closestMatchOf(query) };
    const key = answerKey(input.rgb, method, locale);
    let json = closestAnswers.get(key);
    if (!json) {
      json = new RawJson<ClosestMatch>(stringify(closestMatchOf(query)));
      closestAnswers.set(key, json);
    }
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
      min: MIN_MAX_DISTANCE,
      required: true,
      description: 'Largest distance to include, in the method’s unit (≥ 0.01).',
      example: '10',
    }),
    methodParam(),
    integerParam('limit', { ...WITHIN_LIMIT, description: 'Most results to return.' }),
    ...filterParams,
    excludeIdsParam,
  ],
  handle(v, { locale }): JsonResult<WithinDistance> {
    const allowed = allowedMask(v, v.excludeIds);
    return { data: withinOf({ input: v.hex, method: v.method, allowed, locale }, v.maxDistance, v.limit) };
  },
});

export const MATCH_ROUTES = [closestRoute, withinRoute];
