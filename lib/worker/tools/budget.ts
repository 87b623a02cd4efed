/**
 * The Budget tool's engine method (see lib/prices): the closest dyes within a price ceiling, with
 * each dye as the API's Dye Object in the page's locale. Without market prices (offline, upstream
 * down, no world chosen) the dyes' vendor prices from the dataset are used, so the tool still works.
 */
import { budget, vendorPrice, type BudgetRequest, type BudgetAnswer, type DyePrice } from '../../prices/index.ts';
import { DYES, dyeByStainId, type Locale } from '../../dyes/index.ts';
import { dyeObject, type DyeObject } from './dye-object.ts';

export interface BudgetToolRequest extends Omit<BudgetRequest, 'prices'> {
  /** Prices from `/v1/prices` (or the last seen copy); null = vendor prices only. */
  prices: readonly DyePrice[] | null;
}

export interface BudgetView extends Omit<BudgetAnswer, 'options' | 'target'> {
  target: BudgetAnswer['target'] & { dye: DyeObject | null };
  options: (BudgetAnswer['options'][number] & { dye: DyeObject })[];
  /** True when no market prices were given. */
  vendorOnly: boolean;
}

const VENDOR_ONLY: readonly DyePrice[] = DYES.map((d) => ({
  stainID: d.stainID,
  itemID: d.itemID,
  marketItemID: d.marketItemID,
  vendor: vendorPrice(d),
  market: null,
}));

export const budgetTools = {
  /** A bad request rejects with the ValidationError's message, naming the field. */
  budget(request: BudgetToolRequest, locale: Locale): BudgetView {
    const answer = budget({ ...request, prices: request.prices ?? VENDOR_ONLY });
    const targetDye = answer.target.stainID === null ? undefined : dyeByStainId(answer.target.stainID);
    return {
      ...answer,
      target: { ...answer.target, dye: targetDye ? dyeObject(targetDye, locale) : null },
      options: answer.options.map((o) => ({ ...o, dye: dyeObject(dyeByStainId(o.stainID)!, locale) })),
      vendorOnly: request.prices === null,
    };
  },
};
