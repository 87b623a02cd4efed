/**
 * "Suggest a replacement": for a pair of chosen dyes that collapses under a deficiency, the dye
 * closest to one of the two originals that a person with that deficiency can still tell apart
 * from its partner, and preferably from the whole selection.
 */
import { METHODS, ciede2000, type ColorPoint, type MethodId } from '../color/index.ts';
import { DYES, type Dye } from '../dyes/database.ts';
import type { SimulatedDyes } from './simulated-dyes.ts';
import { distinguishable } from './verdict.ts';

export interface ReplacementChoice {
  /** Position (in the selection) of the dye to swap out. */
  replace: number;
  dye: Dye;
  /** Distance of the replacement from the dye it replaces, in the chosen method (unrounded). */
  fromOriginal: number;
  /** ΔE2000 between the replacement and the pair's other dye under the deficiency (unrounded). */
  simulatedDistance: number;
  /**
   * True when the replacement is easy to tell apart, under the deficiency and with normal vision,
   * from every other chosen dye; false when no dye manages that and it only clears the pair.
   */
  clearsAll: boolean;
}

/**
 * ΔE2000 from each chosen dye to every dye, filled in on first use: a search usually settles after
 * a few candidates, so most cells are never needed.
 */
class DistanceCells {
  private readonly cells: Float64Array;
  constructor(
    private readonly from: readonly ColorPoint[],
    private readonly to: readonly ColorPoint[],
  ) {
    this.cells = new Float64Array(from.length * to.length).fill(Number.NaN);
  }
  get(k: number, x: number): number {
    const at = k * this.to.length + x;
    let d = this.cells[at]!;
    if (Number.isNaN(d)) this.cells[at] = d = ciede2000(this.from[k]!.lab, this.to[x]!.lab);
    return d;
  }
}

const DYE_POINTS = DYES.map((d) => d.point);

/**
 * Replacement search over one selection: distances are shared between every pair and deficiency
 * of a request. `allowed` (1 = a dye the filters allow) limits the candidates.
 */
export class ReplacementSearch {
  private readonly normal: DistanceCells;
  private readonly simulated = new Map<SimulatedDyes, DistanceCells>();
  /** Candidates nearest first per replaced position, computed on first use. */
  private readonly orders = new Map<number, { dye: Dye; fromOriginal: number }[]>();
  private readonly chosen: Set<number>;

  constructor(
    private readonly selection: readonly Dye[],
    private readonly method: MethodId,
    private readonly allowed: Uint8Array | undefined,
  ) {
    this.normal = new DistanceCells(
      selection.map((d) => d.point),
      DYE_POINTS,
    );
    this.chosen = new Set(selection.map((d) => d.index));
  }

  /** Allowed, unchosen dyes by distance from the chosen dye at `replace`, ties in database order. */
  private candidates(replace: number) {
    let order = this.orders.get(replace);
    if (!order) {
      const original = this.selection[replace]!.point;
      const between = METHODS[this.method].between;
      // ΔE2000 is the method's `between` itself, so the shared cells serve it without recomputing.
      const distance =
        this.method === 'ciede2000'
          ? (dye: Dye) => this.normal.get(replace, dye.index)
          : (dye: Dye) => between(original, dye.point);
      order = DYES.filter(
        (d) => !this.chosen.has(d.index) && (this.allowed === undefined || this.allowed[d.index] === 1),
      )
        .map((dye) => ({ dye, fromOriginal: distance(dye) }))
        .sort((p, q) => p.fromOriginal - q.fromOriginal || p.dye.index - q.dye.index);
      this.orders.set(replace, order);
    }
    return order;
  }

  private cellsFor(simulated: SimulatedDyes): DistanceCells {
    let cells = this.simulated.get(simulated);
    if (!cells) {
      cells = new DistanceCells(
        this.selection.map((d) => simulated.points[d.index]!),
        simulated.points,
      );
      this.simulated.set(simulated, cells);
    }
    return cells;
  }

  /**
   * The best replacement of the chosen dye at `replace`, keeping the one at `keep`: the candidate
   * nearest the original (in the search's method) whose simulation is distinguishable from
   * `keep`'s, preferring one that is also distinguishable from every other chosen dye, simulated
   * and with normal vision. Null when no candidate clears even the pair.
   */
  best(simulated: SimulatedDyes, replace: number, keep: number): ReplacementChoice | null {
    const sim = this.cellsFor(simulated);
    let fallback: ReplacementChoice | null = null;
    for (const { dye, fromOriginal } of this.candidates(replace)) {
      const x = dye.index;
      const fromKeep = sim.get(keep, x);
      if (!distinguishable(fromKeep)) continue;
      let clearsAll = true;
      for (let k = 0; k < this.selection.length && clearsAll; k++) {
        if (k !== replace) clearsAll = distinguishable(sim.get(k, x)) && distinguishable(this.normal.get(k, x));
      }
      const choice = { replace, dye, fromOriginal, simulatedDistance: fromKeep, clearsAll };
      if (clearsAll) return choice;
      fallback ??= choice;
    }
    return fallback;
  }

  /**
   * The suggestion for a collapsing pair (i, j): whichever of the two has the better replacement
   * (one that clears the whole selection first, then the smaller change from its original).
   */
  forPair(simulated: SimulatedDyes, i: number, j: number): ReplacementChoice | null {
    const forJ = this.best(simulated, j, i);
    const forI = this.best(simulated, i, j);
    if (!forI || !forJ) return forJ ?? forI;
    if (forI.clearsAll !== forJ.clearsAll) return forJ.clearsAll ? forJ : forI;
    return forI.fromOriginal < forJ.fromOriginal ? forI : forJ;
  }
}
