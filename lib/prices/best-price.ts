/** The cheapest way to get a dye in gil: its vendor price or the market board's, whichever is lower. */
import type { DyePrice } from './types.ts';

export interface GilPrice {
  gil: number;
  source: 'vendor' | 'market';
  /** When the market price was uploaded (ms since the epoch); null for a vendor price. */
  lastUploadTime: number | null;
}

/** Vendor prices in other currencies (scrips, credits) cannot be compared with gil, so they are skipped. */
export function bestPrice(price: DyePrice | undefined): GilPrice | null {
  if (!price) return null;
  const vendor = price.vendor && price.vendor.currency === 'Gil' && price.vendor.cost > 0 ? price.vendor.cost : null;
  const market = price.market && price.market.minPrice > 0 ? price.market : null;
  // A tie goes to the vendor: its price never moves and needs no trip to the market board.
  if (vendor !== null && (market === null || vendor <= market.minPrice)) {
    return { gil: vendor, source: 'vendor', lastUploadTime: null };
  }
  if (market) return { gil: market.minPrice, source: 'market', lastUploadTime: market.lastUploadTime };
  return null;
}
