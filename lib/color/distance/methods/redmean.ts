/** Redmean: a cheap perceptual weighting of the RGB distance. */
import { round4 } from '../../round.ts';
import { redmeanSquared } from '../euclidean.ts';
import type { DistanceMethod, NearestMatch } from '../method.ts';
import { SQUARE_SLACK, type PointTable } from '../point-table.ts';

export const redmean: DistanceMethod = {
  id: 'redmean',
  tag: 'REDMEAN',
  scale: '0 to about 765',
  between: (p, q) => Math.sqrt(redmeanSquared(p.rgb.r, p.rgb.g, p.rgb.b, q.rgb.r, q.rgb.g, q.rgb.b)),
  display: round4,
  bands: null,
  reach: 80,
  search: ({ n, red, green, blue }: PointTable) => ({
    closest(q, allowed) {
      const { r, g, b } = q.rgb;
      // Squares are exact multiples of 1/512 (halves over 256 times small integers), so the
      // minimum square (first in index order) is exactly the brute-force answer.
      let best = -1;
      let bestSq = Infinity;
      for (let i = 0; i < n; i++) {
        if (allowed !== undefined && allowed[i] !== 1) continue;
        const sq = redmeanSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
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
        const sq = redmeanSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
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
        const d = Math.sqrt(redmeanSquared(r, g, b, red[i]!, green[i]!, blue[i]!));
        if (d <= maxDistance) out.push({ index: i, distance: d });
      }
      return out;
    },
  }),
};
