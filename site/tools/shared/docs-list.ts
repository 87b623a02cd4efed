/**
 * The help pages the player search offers, with words a player might type for each besides its
 * title (`home.docs.<id>` in every language). The developer docs themselves are in English.
 */
export interface DocPage {
  id: string;
  path: string;
  /** Extra English words that find the page. */
  words: string;
}

export const DOCS: readonly DocPage[] = [
  { id: 'guide', path: '/guide/', words: 'api quick start library fetch msw worker' },
  { id: 'envelope', path: '/guide/envelope', words: 'envelope response success data meta' },
  { id: 'errors', path: '/guide/errors', words: 'errors error codes validation' },
  { id: 'locales', path: '/guide/locales', words: 'locales languages translation locale' },
  { id: 'rateLimits', path: '/guide/rate-limits', words: 'rate limits throttling 429' },
  { id: 'typedClient', path: '/guide/typed-client', words: 'typed client openapi typescript' },
  { id: 'cli', path: '/guide/cli', words: 'command line cli terminal npx' },
  { id: 'reference', path: '/reference/', words: 'api reference endpoints routes' },
];
