/** ΔEOK2: the distance in Oklab with a and b doubled (the reference's "ΔEOK"). */
import { round4 } from '../../round.ts';
import { oklabSquared } from '../euclidean.ts';
import type { DistanceMethod, NearestMatch } from '../method.ts';
import { SQUARE_SLACK, type PointTable } from '../point-table.ts';

export const oklab: DistanceMethod = {
  id: 'oklab',
  tag: 'ΔEOK2',
  scale: '0 to about 1.244',
  between: (p, q) => Math.sqrt(oklabSquared(p.oklab[0], p.oklab[1], p.oklab[2], q.oklab[0], q.oklab[1], q.oklab[2])),
  display: round4,
  bands: { same: 0.03, different: 0.17 },
  reach: 0.17,
  search: ({ n, okL, ok2A, ok2B }: PointTable) => ({
    closest(q, allowed) {
      const [qL, qa, qb] = q.oklab;
      const qa2 = 2 * qa;
      const qb2 = 2 * qb;
      let best = -1;
      let bestD = Infinity;
      let limit = Infinity;
      for (let i = 0; i < n; i++) {
        if (allowed !== undefined && allowed[i] !== 1) continue;
        const dL = qL - okL[i]!;
        const da = qa2 - ok2A[i]!;
        const db = qb2 - ok2B[i]!;
        // Same double as oklabSquared(q…, p…): 2·x − 2·y is bit-identical to the stored 2x − 2y.
        const sq = dL * dL + da * da + db * db;
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
      const [qL, qa, qb] = q.oklab;
      const qa2 = 2 * qa;
      const qb2 = 2 * qb;
      for (let i = 0; i < n; i++) {
        if (allowed !== undefined && allowed[i] !== 1) continue;
        const dL = qL - okL[i]!;
        const da = qa2 - ok2A[i]!;
        const db = qb2 - ok2B[i]!;
        const sq = dL * dL + da * da + db * db;
        // A square this far above the worst kept square cannot have an equal or smaller root.
        if (top.full && sq > top.worst * top.worst * SQUARE_SLACK) continue;
        top.offer(i, Math.sqrt(sq));
      }
    },
    within(q, maxDistance, allowed) {
      const out: NearestMatch[] = [];
      for (let i = 0; i < n; i++) {
        if (allowed !== undefined && allowed[i] !== 1) continue;
        const dL = q.oklab[0] - okL[i]!;
        const da = 2 * q.oklab[1] - ok2A[i]!;
        const db = 2 * q.oklab[2] - ok2B[i]!;
        const d = Math.sqrt(dL * dL + da * da + db * db);
        if (d <= maxDistance) out.push({ index: i, distance: d });
      }
      return out;
    },
  }),
};
