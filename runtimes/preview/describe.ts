/**
 * What a shared link's preview card says: the tool it opens, the dyes in its query (their names
 * in the link's language), a title and a one-line description. Runtime-neutral: the Node server
 * and the edge function both call it.
 */
import { closestDye, harmony, type Dye } from '../../lib/index.ts';
import { dyeByStainId, LOCALES } from '../../lib/dyes/index.ts';
import type { Locale } from '../../lib/api/wire.ts';
import { toolAt, type Tool } from '../../site/tools/registry.ts';
import cardWords from './card-words.json';

/** Each page's name and line in each language (scripts/build-card-words.ts writes them from the messages). */
const WORDS: Record<Locale, Record<string, { name: string; line: string }>> = cardWords;

export const SITE_NAME = 'FFXIV Dyes';
export const MAX_CARD_DYES = 6;

export interface CardDye {
  hex: string;
  name: string;
}

export interface PreviewCard {
  /** The tool's id (site/tools/registry.ts), or `home`. */
  tool: string;
  locale: Locale;
  toolName: string;
  line: string;
  dyes: CardDye[];
  title: string;
  description: string;
}

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

/**
 * A harmony link's dyes: its base and each slot's dye, as the page shows them, with the page's
 * first view for what the link leaves out. A link the engine refuses shows the tool alone.
 */
function harmonyDyes(defaults: NonNullable<Tool['harmonyDefaults']>, query: URLSearchParams): Dye[] {
  const base = query.get('base') ?? defaults.base;
  const colour = HEX.exec(query.get('colour') ?? '')?.[1];
  try {
    const answer = harmony({
      ...(base === 'hex' && colour ? { hex: `#${colour}` } : { dye: Number(base) }),
      type: (query.get('type') ?? defaults.type) as never,
      wheel: (query.get('wheel') ?? defaults.wheel) as never,
      method: (query.get('method') ?? defaults.method) as never,
    });
    const ids = [answer.base.dye?.stainID, ...answer.slots.map((slot) => slot.dye?.stainID)];
    return ids.map((id) => (id === undefined ? undefined : dyeByStainId(id))).filter((d): d is Dye => d !== undefined);
  } catch {
    return [];
  }
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
  const id = tool?.id ?? 'home';
  const { name: toolName, line } = WORDS[locale][id] ?? WORDS[locale].home!;
  const dyes: CardDye[] = [];
  const add = (dye: Dye | undefined) => {
    if (dye && dyes.length < MAX_CARD_DYES) dyes.push({ hex: dye.hex, name: dye.names[locale] });
  };
  if (tool?.harmonyDefaults) harmonyDyes(tool.harmonyDefaults, query).forEach(add);
  else
    for (const key of tool?.cardDyes ?? [])
      for (const token of (query.get(key) ?? '').split(',')) add(token ? dyeOf(token) : undefined);
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
