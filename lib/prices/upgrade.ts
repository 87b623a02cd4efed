/**
 * The upgrade path: for a target, the dyes worth paying more for. Starting from the cheapest dye
 * within the distance limit, each step is the next dearer dye that is closer than every cheaper
 * one (the price/distance Pareto front), with what it costs more and how much closer it is; the
 * target dye itself, a perfect match, ends the path when it has a price. Pure, like `budget`.
 */
import { METHODS, distanceBand, type DistanceBand, type MethodId } from '../color/index.ts';
import { dyeObject, type DyeObject } from '../dyes/dye-object.ts';
import { dyesNear } from '../dyes/nearest.ts';
import { bestPrice } from './best-price.ts';
import { checkedBudget, pricedAt, VENDOR_ONLY, type BudgetRequest, type PricedAt } from './budget.ts';
import type { DyePrice } from './types.ts';

export interface UpgradeStep {
  dye: DyeObject;
  /** In the method's unit, rounded as the API rounds it. */
  distance: number;
  band: DistanceBand;
  price: PricedAt;
  /** Gil more than the step before (null for the first, cheapest step). */
  extraGil: number | null;
  /** How much closer than the step before, in the method's unit (null for the first step). */
  closerBy: number | null;
  /** This is the target dye itself: the exact colour. */
  isTarget: boolean;
}

export interface UpgradeAnswer {
  target: { hex: string; dye: DyeObject | null };
  method: MethodId;
  maxPrice: number | null;
  maxDistance: number;
  /** Cheapest first; each step dearer and closer than the one before. */
  steps: UpgradeStep[];
}

/** Rounded as the API rounds distances, so a difference of two shown distances shows no float noise. */
const tidy = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * The better match for a little more gil: the price/distance front among the priced dyes within
 * the request's distance limit and ceiling (`sort` and `limit` are not used). Throws a
 * ValidationError naming the bad field, as `budget` does.
 */
export function budgetUpgrades(request: BudgetRequest): UpgradeAnswer {
  const { target, maxPrice, maxDistance, method, locale, now } = checkedBudget(request);
  const byStain = new Map<number, DyePrice>();
  for (const price of request.prices ?? VENDOR_ONLY)
    if (price && typeof price === 'object' && typeof price.stainID === 'number') byStain.set(price.stainID, price);
  const { display } = METHODS[method];
  const priced = dyesNear(target.point, method, maxDistance).flatMap(({ dye, distance }) => {
    const price = pricedAt(bestPrice(byStain.get(dye.stainID)), now);
    if (!price || (maxPrice !== undefined && price.gil > maxPrice)) return [];
    return [{ dye, raw: distance, distance: display(distance), price }];
  });
  priced.sort((a, b) => a.price.gil - b.price.gil || a.raw - b.raw || a.dye.stainID - b.dye.stainID);
  const steps: UpgradeStep[] = [];
  for (const option of priced) {
    const last = steps.at(-1);
    // Only a strictly closer dye is worth more gil; at the same price the closer one came first.
    if (last && option.distance >= last.distance) continue;
    steps.push({
      dye: dyeObject(option.dye, locale),
      distance: option.distance,
      band: distanceBand(method, option.raw),
      price: option.price,
      extraGil: last ? option.price.gil - last.price.gil : null,
      closerBy: last ? tidy(last.distance - option.distance) : null,
      isTarget: option.dye === target.dye,
    });
  }
  return {
    target: { hex: target.hex, dye: target.dye ? dyeObject(target.dye, locale) : null },
    method,
    maxPrice: maxPrice ?? null,
    maxDistance,
    steps,
  };
}
