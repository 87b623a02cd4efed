/** The cheapest way to get a dye in gil: its vendor price or the market board's, whichever is lower. */
import type { DyePrice } from './types.ts';

export interface GilPrice {
  gil: number;
  source: 'vendor' | 'market';
  /** When the market price was uploaded (ms since the epoch); null for a vendor price. */
  lastUploadTime: number | null;
}

/** A usable gil amount: prices may come from any source, so anything else counts as no price. */
const isGil = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x > 0;

/** Vendor prices in other currencies (scrips, credits) cannot be compared with gil, so they are skipped. */
export function bestPrice(price: DyePrice | undefined): GilPrice | null {
  if (!price) return null;
  const vendor = price.vendor?.currency === 'Gil' && isGil(price.vendor.cost) ? price.vendor.cost : null;
  const market = price.market && isGil(price.market.minPrice) ? price.market : null;
  // A tie goes to the vendor: its price never moves and needs no trip to the market board.
  if (vendor !== null && (market === null || vendor <= market.minPrice)) {
    return { gil: vendor, source: 'vendor', lastUploadTime: null };
  }
  if (market) {
    const uploaded = Number.isFinite(market.lastUploadTime) ? market.lastUploadTime : null;
    return { gil: market.minPrice, source: 'market', lastUploadTime: uploaded };
  }
  return null;
}
