/**
 * The Budget tool's engine method: the typed function itself (lib/prices `budget`), dyes in the
 * request's locale. Without market prices (offline, upstream down, no world chosen) the page sends
 * `prices: null` and the dyes' vendor prices from the dataset are used, so the tool still works.
 */
import { budget, budgetUpgrades, priceTiers } from '../../prices/index.ts';

export const budgetTools = {
  /** A bad request rejects with the ValidationError's message, naming the field. */
  budget,
  /** The better match for a little more gil: each step closer and dearer than the one before. */
  budgetUpgrades,
  /** The three consolidated market groups and the single-item dyes, with their market prices. */
  priceTiers,
};
