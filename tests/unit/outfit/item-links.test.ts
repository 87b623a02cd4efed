/**
 * "Open in" links of a piece: the databases' published address patterns (Garland Tools
 * `db/#item/<id>`, Teamcraft `db/<language>/item/<id>`, the Console Games Wiki's page title with
 * underscores for spaces), written out by hand here as the oracle.
 */
import { describe, expect, test } from 'vitest';
import { itemLinks } from '../../../site/tools/outfit/item-links.ts';

const hrefs = (links: ReturnType<typeof itemLinks>) => Object.fromEntries(links.map((l) => [l.site, l.href]));

describe('itemLinks', () => {
  test('an item ID and its English name: all three databases', () => {
    expect(hrefs(itemLinks(45001, "Cashmere Poet's\u00a0Hat", 'fr'))).toEqual({
      garland: 'https://www.garlandtools.org/db/#item/45001',
      teamcraft: 'https://ffxivteamcraft.com/db/fr/item/45001',
      // The game's no-break space is a space in a page title, and so an underscore.
      wiki: "https://ffxiv.consolegameswiki.com/wiki/Cashmere_Poet's_Hat",
    });
  });

  test('characters a page address must escape are escaped; a title keeps its colon', () => {
    expect(hrefs(itemLinks(1, 'Ala Mhigan Dress: Red & Gold?', 'en')).wiki).toBe(
      'https://ffxiv.consolegameswiki.com/wiki/Ala_Mhigan_Dress:_Red_%26_Gold%3F',
    );
  });

  test('no English name: no wiki link (a name would be a guess); no item: no links at all', () => {
    expect(itemLinks(7, null, 'ko').map((l) => l.site)).toEqual(['garland', 'teamcraft']);
    expect(itemLinks(0, 'Anything', 'en')).toEqual([]);
    expect(itemLinks(Number.NaN, 'Anything', 'en')).toEqual([]);
  });
});
