/**
 * An English first view keeps the nav bar and footer the server rendered from the theme config
 * (site/i18n/index.ts skips translating them), so the English messages must say
 * exactly what the config says: translating the config into English changes no word of it.
 */
import { expect, test } from 'vitest';
import config from '../../../site/.vitepress/config.ts';
import { translateTheme } from '../../../site/i18n/theme-labels.ts';
import { messageFiles, readMessages } from '../../../scripts/message-files.ts';

const messages: Record<string, unknown> = Object.fromEntries(
  Object.keys(messageFiles('en')).map((ns) => [ns, readMessages('en', ns)]),
);
const lookup = (key: string): string | undefined => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof value === 'string' ? value : undefined;
};

test('the English messages give the nav bar and footer the config’s own words', () => {
  const english = config.themeConfig as Record<string, unknown>;
  const translated = translateTheme(english, lookup);
  expect(translated.nav).toEqual(english.nav);
  expect(translated.footer).toEqual(english.footer);
});
