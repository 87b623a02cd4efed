/** RGB: the straight-line distance between 8-bit sRGB colours. */
import type { ColorPoint } from '../../point.ts';
import { round4 } from '../../round.ts';
import { rgbSquared } from '../euclidean.ts';
import type { DistanceMethod, NearestMatch } from '../method.ts';
import { SQUARE_SLACK, type PointTable } from '../point-table.ts';

export const rgbDistance = (p: ColorPoint, q: ColorPoint): number =>
  Math.sqrt(rgbSquared(p.rgb.r, p.rgb.g, p.rgb.b, q.rgb.r, q.rgb.g, q.rgb.b));

export const rgb: DistanceMethod = {
  id: 'rgb',
  tag: 'RGB DIST',
  scale: '0 to about 441.67',
  between: rgbDistance,
  display: round4,
  bands: null,
  reach: 50,
  search: ({ n, red, green, blue }: PointTable) => {
    return {
      closest(q, allowed) {
        const { r, g, b } = q.rgb;
        // Squares are exact integers and distinct integers have distinct roots, so the minimum
        // square (first in index order) is exactly the brute-force answer.
        let best = -1;
        let bestSq = Infinity;
        for (let i = 0; i < n; i++) {
          if (allowed !== undefined && allowed[i] !== 1) continue;
          const sq = rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
          if (sq < bestSq) {
            bestSq = sq;
            best = i;
          }
        }
        return best < 0 ? null : { index: best, distance: Math.sqrt(bestSq) };
      },
      rank(q, top, allowed) {
        const { r, g, b } = q.rgb;
        for (let i = 0; i < n; i++) {
          const sq = rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
          if ((allowed !== undefined && allowed[i] !== 1) || (top.full && sq > top.worst * top.worst * SQUARE_SLACK))
            continue;
          top.offer(i, Math.sqrt(sq));
        }
      },
      within(q, maxDistance, allowed) {
        const { r, g, b } = q.rgb;
        const out: NearestMatch[] = [];
        for (let i = 0; i < n; i++) {
          if (allowed !== undefined && allowed[i] !== 1) continue;
          const d = Math.sqrt(rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!));
          if (d <= maxDistance) out.push({ index: i, distance: d });
        }
        return out;
      },
    };
  },
};
