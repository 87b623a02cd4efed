/**
 * The market's price tiers: since patch 7.5 most dyes are sold on the market board as one of three
 * consolidated items (groups A, B and C, each one price for all its dyes), and the 20 Venture
 * Coffer dyes each as their own item. One answer lists the groups, cheapest first, and the
 * single-item dyes, cheapest first, each with its market price and the dataset's other source.
 */
import { CONSOLIDATED_ITEM_IDS, CONSOLIDATION_TYPES, DYES, type ConsolidationType } from '../dyes/database.ts';
import { dyeObject, type DyeObject } from '../dyes/dye-object.ts';
import type { Locale } from '../dyes/locale.ts';
import { ValidationError, check } from '../validate/index.ts';
import type { DyePrice, MarketPrice } from './types.ts';

export interface TierMarket extends MarketPrice {
  /** How old the price is in ms at the request's `now`. */
  ageMs: number;
}

export interface PriceTier {
  type: ConsolidationType;
  /** The one market item all the group's dyes are bought as. */
  marketItemID: number;
  dyes: DyeObject[];
  /** The item's market price; null without a listing or without market prices. */
  market: TierMarket | null;
  /** What the game also takes for each of its dyes (the dataset's cost and currency, e.g. 216 Gil from a vendor). */
  otherwise: { cost: number; currency: string } | null;
}

export interface SingleItemDye {
  dye: DyeObject;
  marketItemID: number;
  market: TierMarket | null;
}

export interface PriceTiers {
  /** The three consolidated groups, cheapest market price first (unpriced last, then A, B, C). */
  groups: PriceTier[];
  /** The dyes sold as their own item, cheapest first (unpriced last, then by stainID). */
  singles: SingleItemDye[];
}

export interface PriceTiersRequest {
  /** Prices of any dyes (as `/v1/prices` lists them); null for none (offline, no world chosen). */
  prices: readonly DyePrice[] | null;
  /** The time ages are measured from, ms since the epoch (default now). */
  now?: number;
  locale?: Locale;
}

const KEYS: check.OptionKeys<PriceTiersRequest> = { prices: true, now: true, locale: true };

const isGil = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

const marketOf = (price: DyePrice | undefined, now: number): TierMarket | null => {
  const m = price?.market;
  if (!m || !isGil(m.minPrice)) return null;
  return { ...m, ageMs: Math.max(0, now - m.lastUploadTime) };
};

const cheapest = (a: { market: TierMarket | null }, b: { market: TierMarket | null }) =>
  (a.market?.minPrice ?? Infinity) - (b.market?.minPrice ?? Infinity);

/** The groups and the single-item dyes with their market prices. Throws a ValidationError naming the bad field. */
export function priceTiers(request: PriceTiersRequest): PriceTiers {
  const r = check.request<PriceTiersRequest>('request', request, KEYS, 'a price tiers request { prices }');
  if (r.prices !== null && !Array.isArray(r.prices))
    throw new ValidationError(
      'invalid',
      'prices',
      'prices must be a list of dye prices, or null for none.',
      r.prices,
      'array or null',
    );
  const now = r.now === undefined ? Date.now() : check.finiteNumber('now', r.now, { min: 0 });
  const locale = check.locale('locale', r.locale);
  const byStain = new Map<number, DyePrice>();
  const given: readonly DyePrice[] = r.prices ?? [];
  for (const price of given)
    if (price && typeof price === 'object' && typeof price.stainID === 'number') byStain.set(price.stainID, price);

  const groups = CONSOLIDATION_TYPES.map((type): PriceTier => {
    const members = DYES.filter((d) => d.consolidationType === type);
    // The group's dyes share one market item, so any member's market entry is the group's.
    const market = members.map((d) => marketOf(byStain.get(d.stainID), now)).find((m) => m !== null) ?? null;
    const first = members[0]!;
    const same = members.every((d) => d.cost === first.cost && d.currency === first.currency);
    return {
      type,
      marketItemID: CONSOLIDATED_ITEM_IDS[type],
      dyes: members.map((d) => dyeObject(d, locale)),
      market,
      otherwise: same ? { cost: first.cost, currency: first.currency } : null,
    };
  });
  groups.sort((a, b) => cheapest(a, b) || a.type.localeCompare(b.type));
  const singles = DYES.filter((d) => d.consolidationType === null)
    .map((d) => ({
      dye: dyeObject(d, locale),
      marketItemID: d.marketItemID,
      market: marketOf(byStain.get(d.stainID), now),
    }))
    .sort((a, b) => cheapest(a, b) || a.dye.stainID - b.dye.stainID);
  return { groups, singles };
}
