/**
 * Message keys of the game's own words that the API returns in English (categories, where a dye
 * is obtained, currencies), so the site shows the name the player's client uses.
 */
import { useI18n } from 'vue-i18n';

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

/**
 * The dye values the API gives in English (category, where it is obtained, its price), in the
 * interface language with numbers formatted for it: one place for every tool that shows them.
 */
export function useGameValues() {
  const { t, n } = useI18n();
  return {
    category: (category: string): string => t(categoryKey(category)),
    acquisition: (acquisition: string): string => t(acquisitionKey(acquisition)),
    currency: (currency: string): string => t(currencyKey(currency)),
    price: (cost: number, currency: string): string => `${n(cost)} ${t(currencyKey(currency))}`,
  };
}
