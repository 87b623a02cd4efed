/**
 * What a distance means, as the API's guide bands say it. Only two methods have published bands:
 * ΔE2000 (under 2 imperceptible, 2–10 a visible but close match, over 10 clearly different) and
 * ΔEOK (under 0.03 very close, over 0.17 clearly different). The other four have none, so they get
 * `none` rather than invented thresholds.
 */
import { colorPoint } from '../point.ts';
import { parseHex } from '../rgb.ts';
import { METHOD_IDS, METHODS, type MethodId } from './methods.ts';

/** `same`: looks the same; `close`: a visible but close match; `different`: clearly different. */
export type DistanceBand = 'same' | 'close' | 'different' | 'none';

/** The edges of each banded method (its definition's `bands`): below `same` is `same`, above `different` is `different`. */
export const BAND_EDGES: Readonly<Partial<Record<MethodId, { same: number; different: number }>>> = Object.fromEntries(
  METHOD_IDS.flatMap((id) => (METHODS[id].bands ? [[id, METHODS[id].bands]] : [])),
);

/**
 * A starting reach per method for "every dye within", in its own unit (its definition's `reach`):
 * the published "clearly different" edges for ΔE2000 and ΔEOK; for the other four, which publish
 * none, a radius that holds a handful of dyes around a typical colour.
 */
export const DEFAULT_REACH: Readonly<Record<MethodId, number>> = Object.fromEntries(
  METHOD_IDS.map((id) => [id, METHODS[id].reach]),
) as Record<MethodId, number>;

/** The band of an (unrounded) distance in the method's own unit. */
export function distanceBand(method: MethodId, distance: number): DistanceBand {
  const edges = METHODS[method].bands;
  if (!edges) return 'none';
  if (distance < edges.same) return 'same';
  if (distance <= edges.different) return 'close';
  return 'different';
}

/** Two colours a distance was measured between, as hex: the query (an input or ideal colour), then the dye. */
export type HexPair = readonly [query: string, dye: string];

/**
 * The band of each pair's distance in `unit`, measured unrounded as the engine ranks them: a
 * distance rounded for display can fall on the other side of an edge. `none` for hue degrees
 * (no published bands) and for a pair that is not two hex colours.
 */
export function pairBands(unit: MethodId | 'degrees', pairs: readonly HexPair[]): DistanceBand[] {
  return pairs.map(([query, dye]) => {
    const a = parseHex(query);
    const b = parseHex(dye);
    if (unit === 'degrees' || !a || !b) return 'none';
    return distanceBand(unit, METHODS[unit].between(colorPoint(a), colorPoint(b)));
  });
}
