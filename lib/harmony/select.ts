/**
 * The harmony slot selector (notes/engine.md §8.3, decisions #7 and #8): for each offset of the type,
 * the ideal colour on the wheel, then the nearest allowed dye and its runners-up.
 *
 * Exactness contract: the answer is exactly that of ranking every candidate by deviance with a full
 * stable sort (ties keep database order) and walking that list. We never sort: a slot only ever reads
 * the first `1 + companions (+ dyes already used)` allowed entries of that list, so a bounded
 * insertion list ordered by (deviance, index) gives the same prefix. For CIEDE2000, the only costly
 * method, candidates are visited outward from the target's L* and skipped once a lower bound proves
 * they cannot enter that prefix (see `collectCiede2000`).
 */
import { colorPoint, METHODS, mod360, parseHex, type ColorPoint, type MethodId, type Rgb } from '../color/index.ts';
import type { Wheel } from '../wheels/index.ts';
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
  /** One per dye, database order. */
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
  distanceUnit: string;
  slots: HarmonySlot[];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;
const round4 = (x: number): number => Math.round(x * 10000) / 10000;

export function selectHarmony(req: HarmonyRequest): HarmonyResult {
  const { base, wheel, type, method, strict, preventDuplicates, candidates, allowed } = req;
  const companions = Math.max(0, Math.floor(req.companions));
  const baseWheelHue = wheel.hueOf(base);
  const used = preventDuplicates ? new Uint8Array(candidates.length) : null;
  let usedCount = 0;
  const slots: HarmonySlot[] = [];

  for (let index = 0; index < type.offsets.length; index++) {
    const offset = mod360(type.offsets[index]!);
    const wheelHue = (baseWheelHue + offset) % 360;
    const target = wheel.target(base, wheelHue);

    // How far down the ranked list this slot can read: the pick, its companions, and every dye an
    // earlier slot used (each may have to be skipped on the way).
    const top = new TopList(1 + companions + usedCount);
    if (strict) collectDeltaE(top, colorPoint(parseHex(target.hex)!), method, candidates, allowed);
    else collectHue(top, target.hue, candidates, allowed);

    let dye: number | null = null;
    let deviance = 0;
    if (top.count > 0) {
      let pick = 0;
      if (used) {
        while (pick < top.count && used[top.indexes[pick]!]) pick++;
        if (pick === top.count) pick = 0; // every allowed dye is used: repeat rather than leave a hole
      }
      dye = top.indexes[pick]!;
      deviance = top.deviances[pick]!;
      if (used && !used[dye]) {
        used[dye] = 1;
        usedCount++;
      }
    }

    const runnersUp: number[] = [];
    for (let k = 0; k < top.count && runnersUp.length < companions; k++) {
      const i = top.indexes[k]!;
      if (i === dye || (used && used[i])) continue;
      runnersUp.push(i);
      if (used) {
        used[i] = 1;
        usedCount++;
      }
    }

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
  // Every other method costs well under a microsecond for all dyes: a plain scan is the fast path.
  const between = METHODS[method].between;
  for (let i = 0; i < candidates.length; i++) {
    if (allowed[i]) top.offer(i, between(target, candidates[i]!.point));
  }
}

/** Candidates sorted by L*, computed once per candidate array (the caller passes the same one). */
interface LightnessIndex {
  order: Int32Array;
  lightness: Float64Array;
}
const lightnessIndexes = new WeakMap<readonly HarmonyCandidate[], LightnessIndex>();
function lightnessIndexOf(candidates: readonly HarmonyCandidate[]): LightnessIndex {
  let index = lightnessIndexes.get(candidates);
  if (!index) {
    const order = Int32Array.from(candidates.keys()).sort((a, b) => candidates[a]!.point.lab[0] - candidates[b]!.point.lab[0]);
    index = { order, lightness: Float64Array.from(order, (i) => candidates[i]!.point.lab[0]) };
    lightnessIndexes.set(candidates, index);
  }
  return index;
}

/**
 * CIEDE2000 nearest-first collection with a lower bound: ΔE00 ≥ |ΔL′|/S_L, because the other terms
 * sum to (ΔC′/S_C)² + (ΔH′/S_H)² + R_T·(ΔC′/S_C)(ΔH′/S_H) ≥ (|ΔC′/S_C| − |ΔH′/S_H|)² ≥ 0 (|R_T| ≤ 2).
 * Walking outward from the target's L* on each side, that bound only grows: with t = |ΔL| ≤ 100,
 * d/dt[t/S_L(L̄)] has the sign of S_L − (t/2)·S_L′, and S_L′ ≤ 0.0164 while S_L ≥ 1. So once a
 * side's bound exceeds the worst kept deviance, nothing further on that side can enter the list.
 * A candidate whose bound merely equals it is still measured (it could tie with a lower index).
 */
function collectCiede2000(top: TopList, target: ColorPoint, candidates: readonly HarmonyCandidate[], allowed: Uint8Array): void {
  const between = METHODS.ciede2000.between;
  const { order, lightness } = lightnessIndexOf(candidates);
  const targetL = target.lab[0];
  // First position with L* ≥ target: `up` walks lighter, `down` walks darker.
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lightness[mid]! < targetL) lo = mid + 1;
    else hi = mid;
  }
  let up = lo;
  let down = lo - 1;
  while (up < order.length || down >= 0) {
    const boundUp = up < order.length ? lightnessBound(targetL, lightness[up]!) : Infinity;
    const boundDown = down >= 0 ? lightnessBound(targetL, lightness[down]!) : Infinity;
    const takeUp = boundUp <= boundDown;
    const bound = takeUp ? boundUp : boundDown;
    if (top.full && bound > top.worst) return; // both sides are past the bound
    const i = order[takeUp ? up++ : down--]!;
    if (allowed[i]) top.offer(i, between(target, candidates[i]!.point));
  }
}

/**
 * |ΔL|/S_L, shrunk by a relative 1e-9 so float rounding in either formula can never make the bound
 * exceed the true ΔE00 (it would then skip a dye that belongs in the list).
 */
function lightnessBound(l1: number, l2: number): number {
  const m = (l1 + l2) / 2 - 50;
  const sl = 1 + (0.015 * m * m) / Math.sqrt(20 + m * m);
  return (Math.abs(l2 - l1) / sl) * (1 - 1e-9);
}
