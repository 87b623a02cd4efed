/**
 * The preview card's tags in a page's head (Open Graph and Twitter), and the rewrite of a built
 * page's head that puts them there for crawlers, who read the HTML and run no script.
 */
import type { PreviewCard } from './describe.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** The card image of a page link: `/og/card.png?for=<path and query>`. */
export const CARD_PATH = '/og/card.png';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const cardImageUrl = (origin: string, pathAndQuery: string) =>
  `${origin}${CARD_PATH}?for=${encodeURIComponent(pathAndQuery)}`;

const OG_LOCALE: Record<string, string> = {
  en: 'en_US',
  ja: 'ja_JP',
  de: 'de_DE',
  fr: 'fr_FR',
  ko: 'ko_KR',
  zh: 'zh_CN',
};

export function previewTags(card: PreviewCard, origin: string, pathAndQuery: string): string {
  const image = cardImageUrl(origin, pathAndQuery);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'FFXIV Dyes'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['property', 'og:url', `${origin}${pathAndQuery}`],
    ['property', 'og:locale', OG_LOCALE[card.locale] ?? 'en_US'],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', card.title],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', card.description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escape(value)}">`).join('\n    ');
}

// The static fallback tags the build writes (site/.vitepress/config.ts), replaced by the live ones.
const STATIC_TAGS = /\s*<meta (?:property="og:[^"]*"|name="twitter:[^"]*") content="[^"]*">/g;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*">/;

/** The page with the card's title, description and tags in its head. */
export function rewriteHead(html: string, card: PreviewCard, origin: string, pathAndQuery: string): string {
  return html
    .replace(STATIC_TAGS, '')
    .replace(TITLE, () => `<title>${escape(card.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escape(card.description)}">`)
    .replace('</head>', () => `    ${previewTags(card, origin, pathAndQuery)}\n  </head>`);
}
