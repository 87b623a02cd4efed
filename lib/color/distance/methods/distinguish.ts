/** Distinguish: the RGB distance as a whole percentage of the largest possible one. */
import { COLOR_DISTANCE_MAX, distinguishFromRgbDistance, rgbSquared } from '../euclidean.ts';
import type { DistanceMethod, NearestMatch } from '../method.ts';
import { SQUARE_SLACK, type PointTable } from '../point-table.ts';
import { rgbDistance } from './rgb.ts';

export const distinguish: DistanceMethod = {
  id: 'distinguish',
  tag: 'DISTINGUISH %',
  scale: '0–100, integer',
  // Ranks on the unrounded percentage (as /match does); harmony ranks on display().
  between: (p, q) => distinguishFromRgbDistance(rgbDistance(p, q)),
  display: (d) => Math.round(d),
  bands: null,
  reach: 12,
  search: ({ n, red, green, blue }: PointTable) => {
    return {
      closest(q, allowed) {
        const { r, g, b } = q.rgb;
        // As rgb: the minimum exact integer square is the brute-force answer (a fixed percentage
        // of its root keeps the order).
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
        return best < 0 ? null : { index: best, distance: distinguishFromRgbDistance(Math.sqrt(bestSq)) };
      },
      rank(q, top, allowed) {
        // A fixed percentage of the RGB distance, so it ranks as `rgb` does: the worst kept
        // percentage is turned back into an RGB distance (rounding far inside the slack).
        const { r, g, b } = q.rgb;
        const rgbPerPercent = COLOR_DISTANCE_MAX / 100;
        for (let i = 0; i < n; i++) {
          const sq = rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!);
          if (allowed !== undefined && allowed[i] !== 1) continue;
          if (top.full) {
            const worst = top.worst * rgbPerPercent;
            if (sq > worst * worst * SQUARE_SLACK) continue;
          }
          top.offer(i, distinguishFromRgbDistance(Math.sqrt(sq)));
        }
      },
      within(q, maxDistance, allowed) {
        const { r, g, b } = q.rgb;
        const out: NearestMatch[] = [];
        for (let i = 0; i < n; i++) {
          if (allowed !== undefined && allowed[i] !== 1) continue;
          const d = distinguishFromRgbDistance(Math.sqrt(rgbSquared(r, g, b, red[i]!, green[i]!, blue[i]!)));
          if (d <= maxDistance) out.push({ index: i, distance: d });
        }
        return out;
      },
    };
  },
};
