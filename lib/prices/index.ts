/**
 * Dye prices and the budget finder: the price shapes `/v1/prices` answers with, the cheapest gil
 * price of a dye, the budget answer (closest dyes within a price ceiling), the upgrade path (closer
 * dyes for a little more gil) and the market's price tiers. Pure functions.
 */
export type { DyePrice, MarketPrice, PriceSheet, VendorPrice } from './types.ts';
export { bestPrice, type GilPrice } from './best-price.ts';
export {
  budget,
  BUDGET_DEFAULTS,
  BUDGET_SORTS,
  type BudgetAnswer,
  type BudgetOption,
  type BudgetRequest,
  type BudgetSort,
  type PricedAt,
} from './budget.ts';
export { vendorPrice } from './vendor.ts';
export { budgetUpgrades, type UpgradeAnswer, type UpgradeStep } from './upgrade.ts';
export {
  priceTiers,
  type PriceTier,
  type PriceTiers,
  type PriceTiersRequest,
  type SingleItemDye,
  type TierMarket,
} from './tiers.ts';
