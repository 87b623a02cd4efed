/**
 * Preview cards for both runtimes: the card image at `/og/card.png?for=<page link>`, and a built
 * page's HTML with the card's tags in its head. Bad input never fails: an unknown page gets the
 * home card, a link with no dyes its tool's card.
 */
import { describeLink, type PreviewCard } from './describe.ts';
import { rewriteHead } from './meta.ts';
import type { CardRenderer } from './render.ts';

export interface CardImage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

/** The static card every build writes (scripts/build-site.ts): where a card that cannot be drawn sends. */
export const FALLBACK_CARD = '/og-card.png';

const MAX_LINK = 2000;

/** The card a `for=` link describes; any page that is not a tool gets the home page's card. */
export function cardFor(link: string | null): PreviewCard {
  let url: URL | null;
  try {
    url = link && link.length <= MAX_LINK ? new URL(link, 'http://card.local') : null;
  } catch {
    url = null;
  }
  return (url && describeLink(url.pathname, url.search)) ?? describeLink('/', url?.search ?? '')!;
}

export async function cardImage(renderer: CardRenderer, search: string): Promise<CardImage> {
  let png: Uint8Array;
  try {
    png = await renderer.png(cardFor(new URLSearchParams(search).get('for')));
  } catch (error) {
    // A renderer that cannot run here (its wasm modules missing from an install without the dev
    // dependencies) sends crawlers to the static card rather than failing the request.
    console.error('preview card:', error);
    return { status: 302, headers: { Location: FALLBACK_CARD, 'Cache-Control': 'no-store' }, body: null };
  }
  return {
    status: 200,
    headers: {
      'Content-Type': 'image/png',
      // The card is a pure function of the link: crawlers and CDNs may keep it for a day.
      'Cache-Control': 'public, max-age=86400',
    },
    body: png,
  };
}

/** The page's HTML with its card in the head, or null when the page has no card (the docs). */
export function pageWithCard(html: string, origin: string, path: string, search: string): string | null {
  const card = describeLink(path, search);
  return card ? rewriteHead(html, card, origin, path + search) : null;
}
