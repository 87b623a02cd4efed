/**
 * The Budget tool's engine method: the typed function itself (lib/prices `budget`), dyes in the
 * request's locale. Without market prices (offline, upstream down, no world chosen) the page sends
 * `prices: null` and the dyes' vendor prices from the dataset are used, so the tool still works.
 */
import { budget } from '../../prices/index.ts';

export const budgetTools = {
  /** A bad request rejects with the ValidationError's message, naming the field. */
  budget,
};
