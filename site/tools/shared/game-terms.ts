/**
 * Message keys of the game's own words that the API returns in English (categories, where a dye
 * is obtained, currencies), so the site shows the name the player's client uses.
 */
const ACQUISITIONS: Record<string, string> = {
  'Dye Vendor': 'dyeVendor',
  'The Firmament': 'firmament',
  'Cosmic Exploration': 'cosmicExploration',
  'Venture Coffers': 'ventureCoffers',
};
const CURRENCIES: Record<string, string> = {
  Gil: 'gil',
  'Skybuilders Scrips': 'skybuildersScrips',
  Cosmocredits: 'cosmocredits',
  'Venture Coffer': 'ventureCoffer',
};

export const categoryKey = (category: string): string => `common.category.${category}`;
export const acquisitionKey = (acquisition: string): string =>
  `common.acquisition.${ACQUISITIONS[acquisition] ?? acquisition}`;
export const currencyKey = (currency: string): string => `common.currency.${CURRENCIES[currency] ?? currency}`;
