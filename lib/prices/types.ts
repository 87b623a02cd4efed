/**
 * The shapes of dye prices, as `/v1/prices` answers them and as any other source (a bot's own
 * Universalis client, a saved copy) can build them. Prices are gil per unit.
 */

/** A fixed shop price: gil from a dye vendor. */
export interface VendorPrice {
  cost: number;
  currency: string;
}

/** What the market board of a world (or data centre, or region) showed at its last upload. */
export interface MarketPrice {
  /** Cheapest listing, gil per unit. */
  minPrice: number;
  /** Average of recent sales, gil per unit (0 when there were none). */
  averagePrice: number;
  /** Listings counted at the last upload. */
  listings: number;
  /** When the data was last uploaded, in milliseconds since the Unix epoch. */
  lastUploadTime: number;
}

/** One dye's prices. Dyes of a consolidated group share their `marketItemID` and its market price. */
export interface DyePrice {
  stainID: number;
  itemID: number;
  marketItemID: number;
  vendor: VendorPrice | null;
  /** Null when the market board had no listing. */
  market: MarketPrice | null;
}

/** `data` of `/v1/prices`. */
export interface PriceSheet {
  /** The world, data centre or region the market prices are for, as the upstream spells it. */
  world: string;
  /** When the oldest of these prices was fetched from the upstream, in ms since the epoch. */
  fetchedAt: number;
  dyes: DyePrice[];
}
