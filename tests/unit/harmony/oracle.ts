/**
 * A deliberately naive harmony selector, written straight from the reference implementation's
 * description: rank EVERY candidate with a full stable sort (Array.prototype.sort is stable), then walk the
 * list. The optimised selector must agree with it exactly. Rankings are memoised per base so that
 * thousands of configurations stay affordable; the memo is per (wheel, offset, mode) and changes none
 * of the semantics.
 */
import { colorPoint, METHODS, parseHex, type MethodId, type Rgb } from '../../../lib/color/index.ts';
import type { HarmonyCandidate, HarmonyType } from '../../../lib/harmony/index.ts';
import type { Wheel } from '../../../lib/wheels/index.ts';

export interface OracleSlot {
  index: number;
  offset: number;
  wheelHue: number;
  targetHue: number;
  targetHex: string;
  dye: number | null;
  distance: number | null;
  companions: number[];
}

interface Ranking {
  order: number[];
  deviance: number[];
  target: { hex: string; hue: number };
  wheelHue: number;
}

export class HarmonyOracle {
  private readonly rankings = new Map<string, Ranking>();
  constructor(
    readonly base: Rgb,
    readonly candidates: readonly HarmonyCandidate[],
  ) {}

  private ranking(wheel: Wheel, offset: number, mode: MethodId | 'hue'): Ranking {
    const key = `${wheel.id}|${offset}|${mode}`;
    let r = this.rankings.get(key);
    if (!r) {
      const wheelHue = (wheel.hueOf(this.base) + offset) % 360;
      const target = wheel.target(this.base, wheelHue);
      let deviance: number[];
      if (mode === 'hue') {
        deviance = this.candidates.map((c) => {
          const d = Math.abs(c.hsvHue - target.hue);
          return Math.min(d, 360 - d);
        });
      } else {
        const point = colorPoint(parseHex(target.hex)!);
        deviance = this.candidates.map((c) => METHODS[mode].between(point, c.point));
      }
      const order = this.candidates.map((_, i) => i).sort((a, b) => deviance[a]! - deviance[b]!);
      r = { order, deviance, target, wheelHue };
      this.rankings.set(key, r);
    }
    return r;
  }

  select(opts: {
    wheel: Wheel;
    type: HarmonyType;
    method: MethodId;
    strict: boolean;
    preventDuplicates: boolean;
    companions: number;
    allowed: Uint8Array;
  }): OracleSlot[] {
    const used = new Set<number>();
    return opts.type.offsets.map((raw, index) => {
      const offset = ((raw % 360) + 360) % 360;
      const r = this.ranking(opts.wheel, offset, opts.strict ? opts.method : 'hue');
      const choosable = r.order.filter((i) => opts.allowed[i] === 1);
      let dye: number | null;
      if (opts.preventDuplicates) dye = choosable.find((i) => !used.has(i)) ?? choosable[0] ?? null;
      else dye = choosable[0] ?? null;
      if (dye !== null) used.add(dye);
      const companions: number[] = [];
      for (const i of choosable) {
        if (companions.length >= opts.companions) break;
        if (i === dye || (opts.preventDuplicates && used.has(i))) continue;
        companions.push(i);
        used.add(i);
      }
      const d = dye === null ? null : r.deviance[dye]!;
      return {
        index,
        offset,
        wheelHue: Math.round(r.wheelHue * 1000) / 1000,
        targetHue: Math.round(r.target.hue * 1000) / 1000,
        targetHex: r.target.hex,
        dye,
        distance: d === null ? null : opts.strict ? METHODS[opts.method].display(d) : Math.round(d * 10000) / 10000,
        companions,
      };
    });
  }
}
