/**
 * The harmony slot selector (notes/engine.md §8.3, decisions #7 and #8): for each offset of the type,
 * the ideal colour on the wheel, then the nearest allowed dye and its runners-up.
 *
 * Exactness contract: the answer is exactly that of ranking every candidate by deviance with a full
 * stable sort (ties keep database order) and walking that list. We never sort: a slot only ever reads
 * the first `1 + companions` entries of that list that are still choosable, so a bounded insertion
 * list ordered by (deviance, index) over the choosable candidates gives the same entries. For CIEDE2000, the only costly
 * method, candidates are visited outward from the target's L* and skipped once a lower bound proves
 * they cannot enter that prefix (see `collectCiede2000`).
 */
import { ciede2000LowerBoundSquared, colorPoint, METHODS, mod360, parseHex, type ColorPoint, type MethodId, type Rgb } from '../color/index.ts';
import type { Wheel } from '../wheels/index.ts';
// Not (yet) re-exported by lib/color/index.ts; see collectCiede2000.
import type { HarmonyType } from './types.ts';

export interface HarmonyCandidate {
  point: ColorPoint;
  /** The dye's HSV hue (2-dp, as `hsvFromRgb` gives it). */
  hsvHue: number;
}

export interface HarmonyRequest {
  base: Rgb;
  wheel: Wheel;
  type: HarmonyType;
  method: MethodId;
  /** true: rank by the method's ΔE; false: by HSV hue distance in degrees, on every wheel (decision #7). */
  strict: boolean;
  preventDuplicates: boolean;
  companions: number;
  /** One per dye, database order. Pass the same array every time: an L*-sorted index is cached per array. */
  candidates: readonly HarmonyCandidate[];
  /** 1 = may be chosen (filters passed and not excluded); same length as candidates. */
  allowed: Uint8Array;
}

export interface HarmonySlot {
  index: number;
  /** Offset normalised into [0,360). */
  offset: number;
  /** Rounded to 3 dp. */
  wheelHue: number;
  /** HSV hue of the ideal colour, rounded to 3 dp. */
  targetHue: number;
  /** Upper-case `#RRGGBB`. */
  targetHex: string;
  /** Candidate index, or null when no candidate is allowed. */
  dye: number | null;
  /** Wire value in `distanceUnit` (4 dp; an integer for `distinguish`), or null. */
  distance: number | null;
  /** Candidate indexes of the runners-up, nearest first. */
  companions: number[];
}

export interface HarmonyResult {
  /** Rounded to 3 dp. */
  baseWheelHue: number;
  /** The method id when ranking by ΔE, `degrees` when by hue. */
  distanceUnit: MethodId | 'degrees';
  slots: HarmonySlot[];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const round4 = (x: number): number => Math.round(x * 10000) / 10000;

export function selectHarmony(req: HarmonyRequest): HarmonyResult {
  const { base, wheel, type, method, strict, preventDuplicates, candidates, allowed } = req;
  const companions = Math.max(0, Math.floor(req.companions) || 0);
  const baseWheelHue = wheel.hueOf(base);
  // With preventDuplicates, a dye used by an earlier slot (as pick or companion) is skipped by every
  // later walk, so it is simply taken out of the pool: `open` = allowed and not yet used.
  const open = preventDuplicates ? allowed.slice() : allowed;
  const slots: HarmonySlot[] = [];

  for (let index = 0; index < type.offsets.length; index++) {
    const offset = mod360(type.offsets[index]!);
    const wheelHue = (baseWheelHue + offset) % 360;
    const target = wheel.target(base, wheelHue);
    const point = strict ? colorPoint(parseHex(target.hex)!) : null;
    const collect = (top: TopList, mask: Uint8Array) =>
      point ? collectDeltaE(top, point, method, candidates, mask) : collectHue(top, target.hue, candidates, mask);

    // The pick is the head of the ranking of the open pool, its companions the next entries.
    let top = new TopList(1 + companions);
    collect(top, open);
    let take = top.count;
    if (take === 0 && open !== allowed) {
      // Every allowed dye is already used: repeat the nearest rather than leave a hole; companions
      // would all be used dyes, so there are none.
      top = new TopList(1);
      collect(top, allowed);
      take = top.count;
    }

    const dye = take > 0 ? top.indexes[0]! : null;
    const runnersUp: number[] = [];
    for (let k = 1; k < take; k++) runnersUp.push(top.indexes[k]!);
    if (open !== allowed) for (let k = 0; k < take; k++) open[top.indexes[k]!] = 0;
    const deviance = top.deviances[0]!;

    slots.push({
      index,
      offset,
      wheelHue: round3(wheelHue),
      targetHue: round3(target.hue),
      targetHex: target.hex,
      dye,
      distance: dye === null ? null : strict ? METHODS[method].display(deviance) : round4(deviance),
      companions: runnersUp,
    });
  }

  return { baseWheelHue: round3(baseWheelHue), distanceUnit: strict ? method : 'degrees', slots };
}

/**
 * The first `capacity` entries of the stable ranking, kept sorted by (deviance, candidate index) —
 * which is exactly the order a stable sort of the database-ordered list produces.
 */
class TopList {
  readonly indexes: Int32Array;
  readonly deviances: Float64Array;
  count = 0;
  constructor(readonly capacity: number) {
    this.indexes = new Int32Array(capacity);
    this.deviances = new Float64Array(capacity);
  }
  get full(): boolean {
    return this.count === this.capacity;
  }
  /** Deviance of the last kept entry (meaningful when full). */
  get worst(): number {
    return this.deviances[this.count - 1]!;
  }
  offer(i: number, d: number): void {
    const { indexes, deviances } = this;
    let j = this.count;
    if (j === this.capacity) {
      const worstD = deviances[j - 1]!;
      if (d > worstD || (d === worstD && i > indexes[j - 1]!)) return;
      j--;
    } else {
      this.count++;
    }
    while (j > 0 && (deviances[j - 1]! > d || (deviances[j - 1]! === d && indexes[j - 1]! > i))) {
      deviances[j] = deviances[j - 1]!;
      indexes[j] = indexes[j - 1]!;
      j--;
    }
    deviances[j] = d;
    indexes[j] = i;
  }
}

/** Hue mode: HSV hue distance in degrees (0–180), for every wheel alike. */
function collectHue(top: TopList, targetHue: number, candidates: readonly HarmonyCandidate[], allowed: Uint8Array): void {
  for (let i = 0; i < candidates.length; i++) {
    if (!allowed[i]) continue;
    const d = Math.abs(candidates[i]!.hsvHue - targetHue);
    top.offer(i, d > 180 ? 360 - d : d);
  }
}

/** ΔE mode, unrounded `between` (decision #8: distinguish ranks on its unrounded value too). */
function collectDeltaE(
  top: TopList,
  target: ColorPoint,
  method: MethodId,
  candidates: readonly HarmonyCandidate[],
  allowed: Uint8Array,
): void {
  if (method === 'ciede2000') return collectCiede2000(top, target, candidates, allowed);
  // Every other method is a handful of multiplies per dye (a few µs for all 125): a plain scan.
  const between = METHODS[method].between;
  for (let i = 0; i < candidates.length; i++) {
    if (allowed[i]) top.offer(i, between(target, candidates[i]!.point));
  }
}

/**
 * The candidates' CIELAB in ascending L* (positions, not candidate indexes), with each raw chroma,
 * computed once per candidate array: the caller passes the same frozen array on every request.
 */
interface LightnessIndex {
  order: Int32Array;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
  chroma: Float64Array;
}
const lightnessIndexes = new WeakMap<readonly HarmonyCandidate[], LightnessIndex>();
function lightnessIndexOf(candidates: readonly HarmonyCandidate[]): LightnessIndex {
  let index = lightnessIndexes.get(candidates);
  if (!index) {
    const lab = (i: number) => candidates[i]!.point.lab;
    const order = Int32Array.from(candidates.keys()).sort((i, j) => lab(i)[0] - lab(j)[0]);
    index = {
      order,
      L: Float64Array.from(order, (i) => lab(i)[0]),
      a: Float64Array.from(order, (i) => lab(i)[1]),
      b: Float64Array.from(order, (i) => lab(i)[2]),
      chroma: Float64Array.from(order, (i) => Math.sqrt(lab(i)[1] * lab(i)[1] + lab(i)[2] * lab(i)[2])),
    };
    lightnessIndexes.set(candidates, index);
  }
  return index;
}

/**
 * CIEDE2000, nearest-first with two lower bounds, so most candidates never pay for the full formula.
 * 1. ΔE00 ≥ |ΔL′|/S_L: the other terms under the root, (ΔC′/S_C)² + (ΔH′/S_H)² + R_T·(ΔC′/S_C)(ΔH′/S_H),
 *    are ≥ (|ΔC′/S_C| − |ΔH′/S_H|)² ≥ 0 since |R_T| < 2. Walking outward from the target's L* on each
 *    side, this bound only grows (t = |ΔL| ≤ 100: d/dt[t/S_L(L̄)] has the sign of S_L − (t/2)·S_L′,
 *    and S_L′ ≤ 0.0164 while S_L ≥ 1), so once both sides exceed the worst kept deviance, stop.
 * 2. Per candidate, lib/color's trig-free bound of ΔE00² skips it before the trigonometry.
 * A candidate whose bound merely equals the worst kept deviance is still measured: it could tie
 * with it and have a lower index. Both bounds are compared with a relative slack of 1e-9, far above
 * floating-point error and far below any real gap.
 */
function collectCiede2000(top: TopList, target: ColorPoint, candidates: readonly HarmonyCandidate[], allowed: Uint8Array): void {
  const between = METHODS.ciede2000.between;
  const { order, L, a, b, chroma } = lightnessIndexOf(candidates);
  const [tL, ta, tb] = target.lab;
  const tChroma = Math.sqrt(ta * ta + tb * tb);
  const n = order.length;
  // First position with L* ≥ the target's: `up` walks lighter, `down` darker.
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (L[mid]! < tL) lo = mid + 1;
    else hi = mid;
  }
  let up = lo;
  let down = lo - 1;
  let boundUp = up < n ? lightnessBound(tL, L[up]!) : Infinity;
  let boundDown = down >= 0 ? lightnessBound(tL, L[down]!) : Infinity;
  while (up < n || down >= 0) {
    let pos: number;
    if (boundUp <= boundDown) {
      if (top.full && boundUp > top.worst) return; // both sides are past the bound
      pos = up++;
      boundUp = up < n ? lightnessBound(tL, L[up]!) : Infinity;
    } else {
      if (top.full && boundDown > top.worst) return;
      pos = down--;
      boundDown = down >= 0 ? lightnessBound(tL, L[down]!) : Infinity;
    }
    const i = order[pos]!;
    if (!allowed[i]) continue;
    if (top.full) {
      const limit = top.worst * top.worst * (1 + 1e-9);
      if (ciede2000LowerBoundSquared(tL, ta, tb, tChroma, L[pos]!, a[pos]!, b[pos]!, chroma[pos]!, limit) > limit) continue;
    }
    top.offer(i, between(target, candidates[i]!.point));
  }
}

/** |ΔL|/S_L, shrunk by a relative 1e-9 so float rounding can never lift it above the true ΔE00. */
function lightnessBound(l1: number, l2: number): number {
  const m = (l1 + l2) / 2 - 50;
  const sl = 1 + (0.015 * m * m) / Math.sqrt(20 + m * m);
  return (Math.abs(l2 - l1) / sl) * (1 - 1e-9);
}
