/** A dye's fixed shop price from the dataset: only dyes sold by a dye vendor have one. */
import type { Dye } from '../dyes/database.ts';
import type { VendorPrice } from './types.ts';

export const vendorPrice = (dye: Dye): VendorPrice | null =>
  dye.isVendor ? { cost: dye.cost, currency: dye.currency } : null;
