/**
 * Dye prices and the budget finder: the price shapes `/v1/prices` answers with, the cheapest gil
 * price of a dye, and the budget answer (closest dyes within a price ceiling). Pure functions.
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
