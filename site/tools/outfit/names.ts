/** An item's name in the current language, falling back to English per item (as the API does). */
import type { Names } from '../../../lib/items/index.ts';

export function localName(names: Names, lang: string): { text: string; lang: string } {
  const own = (names as unknown as Record<string, string | undefined>)[lang];
  return own ? { text: own, lang } : { text: names.en, lang: 'en' };
}
