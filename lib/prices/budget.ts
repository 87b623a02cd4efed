/**
 * The budget answer: the dyes that look closest to a target and cost at most a ceiling, each with
 * its cheapest gil price, how fresh that price is, the saving against the target dye and the
 * distance band. Pure: the prices come from the caller (`/v1/prices`, a bot's own Universalis
 * client, a saved copy), so nothing here touches the network.
 */
import { METHODS, METHOD_IDS, distanceBand, type DistanceBand, type MethodId } from '../color/index.ts';
import { DYES } from '../dyes/database.ts';
import { dyeObject, type DyeObject } from '../dyes/dye-object.ts';
import type { Locale } from '../dyes/locale.ts';
import { dyesNear } from '../dyes/nearest.ts';
import { resolveColor, type ColorInput } from '../dyes/color-input.ts';
import { ValidationError, check } from '../validate/index.ts';
import { bestPrice, type GilPrice } from './best-price.ts';
import type { DyePrice } from './types.ts';
import { vendorPrice } from './vendor.ts';

export const BUDGET_SORTS = ['distance', 'price'] as const;
export type BudgetSort = (typeof BUDGET_SORTS)[number];

/** Defaults: the ΔE2000 "close match" edge, and a list short enough to read. */
export const BUDGET_DEFAULTS = { method: 'ciede2000', maxDistance: 10, sort: 'distance', limit: 20 } as const;

export interface BudgetRequest {
  /** A dye (stainID or itemID) or any `#RRGGBB`. */
  target: ColorInput;
  /**
   * Prices of any dyes (a dye without an entry has no price); null for the dataset's vendor prices
   * alone (offline, market down, no world chosen).
   */
  prices: readonly DyePrice[] | null;
  /** Highest gil price kept; absent = no ceiling (dyes without a gil price are then kept too). */
  maxPrice?: number;
  /** Largest distance kept, in the method's unit (default 10 ΔE2000). */
  maxDistance?: number;
  method?: MethodId;
  sort?: BudgetSort;
  /** Most options returned (1–125, default 20). */
  limit?: number;
  /** The time ages are measured from, ms since the epoch (default now). */
  now?: number;
  /** Language of the dyes' `localizedName` (default English). */
  locale?: Locale;
}

export interface PricedAt extends GilPrice {
  /** How old the market price is in ms (null for a vendor price). */
  ageMs: number | null;
}

export interface BudgetOption {
  /** The dye as a Dye Object in the request's locale. */
  dye: DyeObject;
  /** In the method's unit, rounded as the API rounds it. */
  distance: number;
  band: DistanceBand;
  /** Null only when there is no ceiling and no gil price is known. */
  price: PricedAt | null;
  /** Gil saved against the target dye's price; null when either price is unknown or the target is a colour. */
  saving: number | null;
  /**
   * Value: gil saved per unit of distance given up, `saving / distance` in whole gil (with the
   * distance as reported), so 2,000 means every ΔE of difference from the target dye saves 2,000
   * gil. Null when there is no saving (a colour target, an unknown price, or no cheaper than the
   * target dye) or the distance is 0 (the same colour: nothing is given up).
   */
  gilPerDistance: number | null;
}

export interface BudgetAnswer {
  /** The target colour; its Dye Object and price when it is a dye. */
  target: { hex: string; dye: DyeObject | null; price: PricedAt | null };
  method: MethodId;
  maxPrice: number | null;
  maxDistance: number;
  sort: BudgetSort;
  options: BudgetOption[];
  /** Dyes close enough but left out because no gil price is known for them (only with a ceiling). */
  unpriced: number[];
}

const isNonNegative = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;

const BUDGET_REQUEST_KEYS: check.OptionKeys<BudgetRequest> = {
  target: true,
  prices: true,
  maxPrice: true,
  maxDistance: true,
  method: true,
  sort: true,
  limit: true,
  now: true,
  locale: true,
};

/** A budget request's values, checked (the upgrade path reads the same request). */
export function checkedBudget(request: BudgetRequest) {
  if (typeof request !== 'object' || request === null)
    throw new ValidationError('invalid', 'request', 'Give a budget request object.', request, 'object');
  check.request('request', request, BUDGET_REQUEST_KEYS, 'object');
  const { maxPrice, maxDistance = BUDGET_DEFAULTS.maxDistance } = request;
  const method = request.method ?? BUDGET_DEFAULTS.method;
  const sort = request.sort ?? BUDGET_DEFAULTS.sort;
  const limit = request.limit ?? BUDGET_DEFAULTS.limit;
  if (request.prices !== null && !Array.isArray(request.prices))
    throw new ValidationError(
      'invalid',
      'prices',
      'prices must be a list of dye prices, or null for vendor prices only.',
      request.prices,
      'array or null',
    );
  if (maxPrice !== undefined && !isNonNegative(maxPrice))
    throw new ValidationError('invalid', 'maxPrice', 'maxPrice must be a gil amount of 0 or more.', maxPrice, '>= 0');
  if (!isNonNegative(maxDistance))
    throw new ValidationError('invalid', 'maxDistance', 'maxDistance must be 0 or more.', maxDistance, '>= 0');
  if (!METHOD_IDS.includes(method))
    throw new ValidationError('method', 'method', `Unknown method "${String(method)}".`, method, [...METHOD_IDS]);
  if (!BUDGET_SORTS.includes(sort))
    throw new ValidationError('invalid', 'sort', `sort must be distance or price.`, sort, [...BUDGET_SORTS]);
  if (!Number.isInteger(limit) || limit < 1 || limit > DYES.length)
    throw new ValidationError(
      'invalid',
      'limit',
      `limit must be an integer 1–${DYES.length}.`,
      limit,
      `1–${DYES.length}`,
    );
  let target;
  try {
    target = resolveColor(request.target, 'target');
  } catch (error) {
    const kind = typeof request.target === 'object' && request.target && 'dye' in request.target ? 'stainId' : 'hex';
    throw new ValidationError(kind, 'target', (error as Error).message, request.target, '{ dye: id } or { hex }');
  }
  const locale = check.locale('locale', request.locale);
  return { target, maxPrice, maxDistance, method, sort, limit, locale, now: request.now ?? Date.now() };
}

export const pricedAt = (price: GilPrice | null, now: number): PricedAt | null =>
  price && { ...price, ageMs: price.lastUploadTime === null ? null : Math.max(0, now - price.lastUploadTime) };

/** Ties fall back to the other key, then to stainID, so the order never depends on input order. */
const byDistance = (a: BudgetOption, b: BudgetOption) =>
  a.distance - b.distance || (a.price?.gil ?? Infinity) - (b.price?.gil ?? Infinity) || a.dye.stainID - b.dye.stainID;
const byPrice = (a: BudgetOption, b: BudgetOption) =>
  (a.price?.gil ?? Infinity) - (b.price?.gil ?? Infinity) || a.distance - b.distance || a.dye.stainID - b.dye.stainID;

/** Every dye with its vendor price from the dataset and no market price. */
export const VENDOR_ONLY: readonly DyePrice[] = DYES.map((d) => ({
  stainID: d.stainID,
  itemID: d.itemID,
  marketItemID: d.marketItemID,
  vendor: vendorPrice(d),
  market: null,
}));

/**
 * The closest dyes to a target within a gil ceiling and a distance limit, dyes as Dye Objects in
 * `locale`. Throws a ValidationError naming the bad field for invalid input.
 */
export function budget(request: BudgetRequest): BudgetAnswer {
  const { target, maxPrice, maxDistance, method, sort, limit, locale, now } = checkedBudget(request);
  const byStain = new Map<number, DyePrice>();
  for (const price of request.prices ?? VENDOR_ONLY)
    if (price && typeof price === 'object' && typeof price.stainID === 'number') byStain.set(price.stainID, price);

  const targetPrice = target.dye ? pricedAt(bestPrice(byStain.get(target.dye.stainID)), now) : null;
  const { display } = METHODS[method];
  const options: BudgetOption[] = [];
  const unpriced: number[] = [];
  // The engine's exact index finds every dye within the limit without measuring all 125.
  for (const { dye, distance } of dyesNear(target.point, method, maxDistance)) {
    if (dye === target.dye) continue; // the target is what a look-alike replaces, not one
    const price = pricedAt(bestPrice(byStain.get(dye.stainID)), now);
    if (maxPrice !== undefined) {
      if (!price) {
        unpriced.push(dye.stainID);
        continue;
      }
      if (price.gil > maxPrice) continue;
    }
    const saving = targetPrice && price ? targetPrice.gil - price.gil : null;
    const shown = display(distance);
    options.push({
      dye: dyeObject(dye, locale),
      distance: shown,
      band: distanceBand(method, distance),
      price,
      saving,
      gilPerDistance: saving !== null && saving > 0 && shown > 0 ? Math.round(saving / shown) : null,
    });
  }
  options.sort(sort === 'price' ? byPrice : byDistance);
  return {
    target: { hex: target.hex, dye: target.dye ? dyeObject(target.dye, locale) : null, price: targetPrice },
    method,
    maxPrice: maxPrice ?? null,
    maxDistance,
    sort,
    options: options.slice(0, limit),
    unpriced,
  };
}
