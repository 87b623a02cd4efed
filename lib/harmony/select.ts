/**
 * The harmony slot selector: for each offset of the type, the ideal colour on the wheel, then the
 * nearest allowed dye and its runners-up.
 *
 * Exactness: the answer is exactly that of ranking every candidate with a full stable sort (ties
 * keep database order) and walking that list. A slot only ever reads the first `1 + companions`
 * entries of the ranking that are still choosable, so a bounded `TopList` over the choosable
 * candidates gives the same entries; colour distances come from the colour layer's nearest index
 * (`NearestIndex.rank`), which skips candidates its bounds prove cannot enter that list.
 */
import {
  colorPoint,
  createNearestIndex,
  METHODS,
  mod360,
  parseHex,
  round3,
  round4,
  TopList,
  type ColorPoint,
  type MethodId,
  type NearestIndex,
  type Rgb,
} from '../color/index.ts';
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
  /** true: rank by the method's distance; false: by HSV hue distance in degrees, on every wheel. */
  strict: boolean;
  preventDuplicates: boolean;
  companions: number;
  /** One per dye, database order. Pass the same array every time: its nearest index is built once per array. */
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

/** Each candidate array's nearest index, built on first use (the caller passes one frozen array). */
const indexes = new WeakMap<readonly HarmonyCandidate[], NearestIndex>();
function indexOf(candidates: readonly HarmonyCandidate[]): NearestIndex {
  let index = indexes.get(candidates);
  if (!index) {
    index = createNearestIndex(candidates.map((c) => c.point));
    indexes.set(candidates, index);
  }
  return index;
}

export function selectHarmony(req: HarmonyRequest): HarmonyResult {
  const { base, wheel, type, method, strict, preventDuplicates, candidates, allowed } = req;
  const companions = Math.max(0, Math.floor(req.companions) || 0);
  const baseWheelHue = wheel.hueOf(base);
  // With preventDuplicates, a dye used by an earlier slot (as pick or companion) is skipped by every
  // later walk, so it is simply taken out of the pool: `open` = allowed and not yet used.
  const open = preventDuplicates ? allowed.slice() : allowed;
  const slots: HarmonySlot[] = [];
  const nearest = strict ? indexOf(candidates) : null;

  for (let index = 0; index < type.offsets.length; index++) {
    const offset = mod360(type.offsets[index]!);
    const wheelHue = (baseWheelHue + offset) % 360;
    const target = wheel.target(base, wheelHue);
    const point = strict ? colorPoint(parseHex(target.hex)!) : null;
    const collect = (top: TopList, mask: Uint8Array) =>
      point && nearest ? nearest.rank(point, method, top, mask) : collectHue(top, target.hue, candidates, mask);

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
    const deviance = top.distances[0]!;

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

/** Hue mode: HSV hue distance in degrees (0–180), for every wheel alike. */
function collectHue(
  top: TopList,
  targetHue: number,
  candidates: readonly HarmonyCandidate[],
  allowed: Uint8Array,
): void {
  for (let i = 0; i < candidates.length; i++) {
    if (!allowed[i]) continue;
    const d = Math.abs(candidates[i]!.hsvHue - targetHue);
    top.offer(i, d > 180 ? 360 - d : d);
  }
}
