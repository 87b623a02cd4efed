/**
 * Writes runtimes/preview/card-words.json: what a shared link's preview card says, in each
 * language: every tool's `name` and `line` (its own messages, site/tools/<tool>/messages/) and the
 * home page's title and intro. The preview runs in the Node server and at the edge, which have
 * neither the site's message chunks nor room for every message (all tools' messages would add
 * about 60 KB gzip to the edge function): they carry these few.
 * tests/unit/preview/card-words.test.ts fails while the file is stale.
 *
 *   npx tsx scripts/build-card-words.ts
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../lib/dyes/index.ts';
import { TOOLS } from '../site/tools/registry.ts';
import { readMessages } from './message-files.ts';

const CARD_WORDS_FILE = resolve(fileURLToPath(import.meta.url), '../../runtimes/preview/card-words.json');

/** One page's words on its card. */
interface CardWords {
  name: string;
  line: string;
}

const text = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !value.trim()) throw new Error(`no message ${what}`);
  return value;
};

/** Locale → page (`home` or a tool's id) → its words, read from the messages. */
export function cardWords(): Record<string, Record<string, CardWords>> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const home = readMessages(locale, 'home');
      const pages: Record<string, CardWords> = {
        home: { name: text(home.title, `${locale} home.title`), line: text(home.intro, `${locale} home.intro`) },
      };
      for (const { id } of TOOLS) {
        const words = readMessages(locale, id);
        pages[id] = { name: text(words.name, `${locale} ${id}.name`), line: text(words.line, `${locale} ${id}.line`) };
      }
      return [locale, pages];
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(CARD_WORDS_FILE, `${JSON.stringify(cardWords(), null, 2)}\n`);
  console.log(`${CARD_WORDS_FILE}: ${TOOLS.length} tools and the home page in ${LOCALES.length} languages`);
}
