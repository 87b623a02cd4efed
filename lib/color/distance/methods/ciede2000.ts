/**
 * ΔE2000 (CIEDE2000), the default. The search visits points in order of |ΔL*| from the query and
 * stops a direction once |ΔL′|/S_L (a lower bound of ΔE00 that only grows along it) exceeds the
 * best distance by a safety margin far above floating-point error; inside that band a trig-free
 * lower bound of ΔE00² skips most of the rest before the full formula runs.
 */
import { round4 } from '../../round.ts';
import { TopList } from '../../top-list.ts';
import { chroma, ciede2000, ciede2000LowerBound, ciede2000LowerBoundSquared, ciede2000Scalar } from '../ciede2000.ts';
import type { DistanceMethod, NearestMatch } from '../method.ts';
import { lowerPosition, type PointTable } from '../point-table.ts';
import type { ColorPoint } from '../../point.ts';

/** Relative slack on pruning tests: far above rounding error (~1e-15), far below any real gap. */
const BOUND_SLACK = 1 + 1e-9;
/** Absolute slack for bounds compared near zero (a query equal to a point), where relative slack vanishes. */
const BOUND_FLOOR = 1e-9;

/** Whether a lower bound `bound` rules out beating (or tying) `best`, with slack for rounding. */
const boundExceeds = (bound: number, best: number): boolean => bound > best * BOUND_SLACK + BOUND_FLOOR;

function search(table: PointTable) {
  const { n, labL, labA, labB, labC, byL, sortedL } = table;

  /**
   * Visit points outward from the query's L*, nearer side first (good matches early make the
   * bounds bite sooner), and skip what the bounds prove cannot enter `top`.
   */
  function rank(q: ColorPoint, top: TopList, allowed: Uint8Array | undefined): void {
    const [qL, qa, qb] = q.lab;
    const qC = chroma(qa, qb);
    let down = lowerPosition(sortedL, qL) - 1;
    let up = down + 1;
    while (down >= 0 || up < n) {
      const takeUp = down < 0 || (up < n && sortedL[up]! - qL <= qL - sortedL[down]!);
      const i = byL[takeUp ? up : down]!;
      const L = labL[i]!;
      const lightnessBound = ciede2000LowerBound(qL, L);
      // The worst kept distance only shrinks, so a direction once past it stays past it.
      if (top.full && boundExceeds(lightnessBound, top.worst)) {
        if (takeUp) up = n;
        else down = -1;
        continue;
      }
      if (takeUp) up++;
      else down--;
      if (allowed !== undefined && allowed[i] !== 1) continue;
      const a = labA[i]!;
      const b = labB[i]!;
      const c = labC[i]!;
      if (top.full) {
        // A bound merely equal to the worst is still measured: it could tie with a lower index.
        const worstSquared = top.worst * top.worst;
        const bound = ciede2000LowerBoundSquared(
          qL,
          qa,
          qb,
          qC,
          L,
          a,
          b,
          c,
          worstSquared * BOUND_SLACK + BOUND_FLOOR,
          lightnessBound,
        );
        if (boundExceeds(bound, worstSquared)) continue;
      }
      top.offer(i, ciede2000Scalar(qL, qa, qb, qC, L, a, b, c));
    }
  }

  // `closest` is the ranking walk with room for one (reused: calls never overlap).
  const single = new TopList(1);

  return {
    rank,
    closest(q: ColorPoint, allowed: Uint8Array | undefined): NearestMatch | null {
      single.count = 0;
      rank(q, single, allowed);
      return single.count === 0 ? null : { index: single.indexes[0]!, distance: single.distances[0]! };
    },
    within(q: ColorPoint, maxDistance: number, allowed: Uint8Array | undefined): NearestMatch[] {
      // Only the L* band the lower bound allows can qualify; walk out from the query both ways.
      const out: NearestMatch[] = [];
      const [qL, qa, qb] = q.lab;
      const qC = chroma(qa, qb);
      const start = lowerPosition(sortedL, qL);
      const maxSquared = maxDistance * maxDistance;
      const earlyLimit = maxSquared * BOUND_SLACK + BOUND_FLOOR;
      const visit = (i: number) => {
        const L = labL[i]!;
        const a = labA[i]!;
        const b = labB[i]!;
        const c = labC[i]!;
        if (boundExceeds(ciede2000LowerBoundSquared(qL, qa, qb, qC, L, a, b, c, earlyLimit), maxSquared)) return;
        if (allowed !== undefined && allowed[i] !== 1) return;
        const d = ciede2000Scalar(qL, qa, qb, qC, L, a, b, c);
        if (d <= maxDistance) out.push({ index: i, distance: d });
      };
      for (let j = start - 1; j >= 0 && !boundExceeds(ciede2000LowerBound(qL, sortedL[j]!), maxDistance); j--)
        visit(byL[j]!);
      for (let j = start; j < n && !boundExceeds(ciede2000LowerBound(qL, sortedL[j]!), maxDistance); j++)
        visit(byL[j]!);
      return out;
    },
  };
}

export const ciede2000Method: DistanceMethod = {
  id: 'ciede2000',
  tag: 'ΔE2000',
  scale: '0–100',
  between: (p, q) => ciede2000(p.lab, q.lab),
  display: round4,
  bands: { same: 2, different: 10 },
  reach: 10,
  search,
};
