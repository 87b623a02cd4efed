/** ΔE76: the straight-line distance in CIELAB. */
import { round4 } from '../../round.ts';
import { cie76Squared } from '../euclidean.ts';
import type { DistanceMethod, NearestMatch } from '../method.ts';
import { SQUARE_SLACK, type PointTable } from '../point-table.ts';

export const cie76: DistanceMethod = {
  id: 'cie76',
  tag: 'ΔE76',
  scale: '0–100',
  between: (p, q) => Math.sqrt(cie76Squared(p.lab[0], p.lab[1], p.lab[2], q.lab[0], q.lab[1], q.lab[2])),
  display: round4,
  bands: null,
  reach: 12,
  search: ({ n, labL, labA, labB }: PointTable) => ({
    closest(q, allowed) {
      const [qL, qa, qb] = q.lab;
      let best = -1;
      let bestD = Infinity;
      let limit = Infinity;
      for (let i = 0; i < n; i++) {
        if (allowed !== undefined && allowed[i] !== 1) continue;
        const sq = cie76Squared(qL, qa, qb, labL[i]!, labA[i]!, labB[i]!);
        if (sq > limit) continue;
        const d = Math.sqrt(sq);
        if (d < bestD) {
          bestD = d;
          best = i;
          limit = sq * SQUARE_SLACK;
        }
      }
      return best < 0 ? null : { index: best, distance: bestD };
    },
    rank(q, top, allowed) {
      const [qL, qa, qb] = q.lab;
      for (let i = 0; i < n; i++) {
        const sq = cie76Squared(qL, qa, qb, labL[i]!, labA[i]!, labB[i]!);
        if ((allowed !== undefined && allowed[i] !== 1) || (top.full && sq > top.worst * top.worst * SQUARE_SLACK))
          continue;
        top.offer(i, Math.sqrt(sq));
      }
    },
    within(q, maxDistance, allowed) {
      const [qL, qa, qb] = q.lab;
      const out: NearestMatch[] = [];
      for (let i = 0; i < n; i++) {
        if (allowed !== undefined && allowed[i] !== 1) continue;
        const d = Math.sqrt(cie76Squared(qL, qa, qb, labL[i]!, labA[i]!, labB[i]!));
        if (d <= maxDistance) out.push({ index: i, distance: d });
      }
      return out;
    },
  }),
};
