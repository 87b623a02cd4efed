/**
 * "Open in" links from a piece to the item databases players use. Only addresses keyed by what we
 * know exactly: the game's item ID (Garland Tools, FFXIV Teamcraft, whose database pages are
 * `/db/<language>/item/<id>` in each of its languages, ours included) or the exact English item
 * name (the Console Games Wiki, a MediaWiki whose page titles are item names, spaces written as
 * underscores). A piece known only by its model numbers gets no links: a guess would be wrong.
 */
import type { Locale } from '../shared/state.ts';

export const ITEM_DATABASES = ['garland', 'teamcraft', 'wiki'] as const;
export type ItemDatabase = (typeof ITEM_DATABASES)[number];

/** The database's own name (a proper name, the same in every language). */
export const DATABASE_NAMES: Record<ItemDatabase, string> = {
  garland: 'Garland Tools',
  teamcraft: 'FFXIV Teamcraft',
  wiki: 'Console Games Wiki',
};

export interface ItemLink {
  site: ItemDatabase;
  name: string;
  href: string;
}

/** A MediaWiki page title as its address writes it: spaces as underscores, the rest escaped. */
const wikiTitle = (name: string) =>
  encodeURIComponent(name.replace(/[\s\u00a0]+/g, '_'))
    .replace(/%2F/g, '/')
    .replace(/%3A/g, ':');

export function itemLinks(itemId: number, englishName: string | null | undefined, locale: Locale): ItemLink[] {
  if (!Number.isInteger(itemId) || itemId <= 0) return [];
  const links: ItemLink[] = [
    { site: 'garland', name: DATABASE_NAMES.garland, href: `https://www.garlandtools.org/db/#item/${itemId}` },
    {
      site: 'teamcraft',
      name: DATABASE_NAMES.teamcraft,
      href: `https://ffxivteamcraft.com/db/${locale}/item/${itemId}`,
    },
  ];
  if (englishName)
    links.push({
      site: 'wiki',
      name: DATABASE_NAMES.wiki,
      href: `https://ffxiv.consolegameswiki.com/wiki/${wikiTitle(englishName)}`,
    });
  return links;
}
