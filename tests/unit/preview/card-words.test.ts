/**
 * A shared link's preview card says what the site says: every tool of the registry and the home
 * page, in every language, with the name and line of its messages. A tool added or a message
 * changed without `npx tsx scripts/build-card-words.ts` fails here.
 */
import { describe, expect, test } from 'vitest';
import cardWords from '../../../runtimes/preview/card-words.json';
import { describeLink } from '../../../runtimes/preview/describe.ts';
import { TOOLS } from '../../../site/tools/registry.ts';
import { readMessages } from '../../../scripts/message-files.ts';

/** The API's six languages, not read from the file, so a missing one fails. */
const LOCALES = ['en', 'ja', 'de', 'fr', 'ko', 'zh'] as const;

describe.each(LOCALES)('%s', (locale) => {
  const words = cardWords[locale] as Record<string, { name: string; line: string }>;

  test('the card words are the messages of every tool and the home page, no more', () => {
    const home = readMessages(locale, 'home');
    const expected: Record<string, { name: unknown; line: unknown }> = { home: { name: home.title, line: home.intro } };
    for (const { id } of TOOLS) {
      const messages = readMessages(locale, id);
      expect(typeof messages.name, `${id}.name`).toBe('string');
      expect(typeof messages.line, `${id}.line`).toBe('string');
      expected[id] = { name: messages.name, line: messages.line };
    }
    expect(words).toEqual(expected);
  });

  test('a tool link in this language gets its tool’s name and line', () => {
    const matcher = readMessages(locale, 'matcher');
    const card = describeLink('/matcher', `?hex=%235b7fc0&locale=${locale}`)!;
    expect(card.toolName).toBe(matcher.name);
    expect(card.description).toBe(matcher.line);
    expect(card.dyes).toHaveLength(1);
  });
});
