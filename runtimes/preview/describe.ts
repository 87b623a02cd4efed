/**
 * What a shared link's preview card says: the tool it opens, the dyes in its query (their names
 * in the link's language), a title and a one-line description. Runtime-neutral: the Node server
 * and the edge function both call it.
 */
import { closestDye, type Dye } from '../../lib/index.ts';
import { dyeByStainId, LOCALES } from '../../lib/dyes/index.ts';
import type { Locale } from '../../lib/api/wire.ts';
import { toolAt } from '../../site/tools/shared/tool-list.ts';
import en from '../../site/i18n/locales/en/home.json';
import ja from '../../site/i18n/locales/ja/home.json';
import de from '../../site/i18n/locales/de/home.json';
import fr from '../../site/i18n/locales/fr/home.json';
import ko from '../../site/i18n/locales/ko/home.json';
import zh from '../../site/i18n/locales/zh/home.json';

type HomeMessages = typeof en;
const HOME: Record<Locale, HomeMessages> = { en, ja, de, fr, ko, zh };

export const SITE_NAME = 'FFXIV Dyes';
export const MAX_CARD_DYES = 6;

export interface CardDye {
  hex: string;
  name: string;
}

export interface PreviewCard {
  /** The tool's id (tool-list.ts), or `home`. */
  tool: string;
  locale: Locale;
  toolName: string;
  line: string;
  dyes: CardDye[];
  title: string;
  description: string;
}

/** The query keys that hold a tool's dyes or colours (comma lists; `10:1` counts as dye 10). */
const DYE_KEYS: Record<string, string[]> = {
  playground: ['base', 'colour'],
  matcher: ['hex'],
  dyes: ['dye'],
  gradient: ['stops'],
  mixer: ['colors'],
  compare: ['dyes'],
  vision: ['dyes'],
  character: ['dye', 'dyes', 'hex'],
  budget: ['dye', 'dyes', 'hex'],
};

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** A token of a link's query as a dye: a stain number, or a colour's closest dye. */
function dyeOf(token: string): Dye | undefined {
  const text = token.split(':')[0]!.trim();
  if (/^\d{1,4}$/.test(text)) return dyeByStainId(Number(text));
  const hex = HEX.exec(text);
  if (!hex) return undefined;
  const match = closestDye(`#${hex[1]}`);
  return dyeByStainId(match.dye.stainID);
}

const isLocale = (value: string | null): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/**
 * The card for a page link (path and query), or null for a page that is not a tool or the home
 * page (the developer docs keep their own title). The language is the link's `?locale=` when the
 * sender shared one, else English: a crawler has no player's language to read.
 */
export function describeLink(pathname: string, search: string): PreviewCard | null {
  const query = new URLSearchParams(search);
  const tool = toolAt(pathname);
  const home = !tool && /^\/(index(\.html)?)?$/.test(pathname);
  if (!tool && !home) return null;
  const requested = query.get('locale');
  const locale: Locale = isLocale(requested) ? requested : 'en';
  const words = HOME[locale];
  const id = tool?.id ?? 'home';
  const toolWords = tool ? words.tools[tool.id as keyof HomeMessages['tools']] : undefined;
  const toolName = toolWords?.name ?? words.title;
  const line = toolWords?.line ?? words.intro;
  const dyes: CardDye[] = [];
  for (const key of DYE_KEYS[id] ?? []) {
    for (const token of (query.get(key) ?? '').split(',')) {
      const dye = token ? dyeOf(token) : undefined;
      if (dye && dyes.length < MAX_CARD_DYES) dyes.push({ hex: dye.hex, name: dye.names[locale] });
    }
  }
  const names = dyes.map((d) => d.name).join(' · ');
  return {
    tool: id,
    locale,
    toolName,
    line,
    dyes,
    title: names ? `${names} — ${toolName} | ${SITE_NAME}` : `${toolName} | ${SITE_NAME}`,
    description: line,
  };
}
