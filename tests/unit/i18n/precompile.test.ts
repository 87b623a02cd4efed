/**
 * The build compiles every interface message, shared or a tool's, and nothing else: a message
 * file left as text would reach a browser that has no message compiler.
 */
import { expect, test } from 'vitest';
import { precompileMessages } from '../../../site/.vitepress/i18n-build.ts';

type Transform = (code: string, id: string) => { code: string } | null;
const { transform } = precompileMessages() as { transform: Transform };
const SOURCE = JSON.stringify({ title: 'Dye matcher', count: '{n} dyes' });

test.each([
  '/repo/site/i18n/locales/ja/common.json',
  '/repo/site/tools/matcher/messages/ja.json',
  '/repo/site/tools/matcher/messages/ja.json?import',
])('%s is compiled', (id) => {
  const out = JSON.parse(transform(SOURCE, id)!.code) as Record<string, unknown>;
  // vue-i18n's message AST: a resource node (type 0) around the message's parts.
  expect(out.title).toMatchObject({ t: 0 });
  expect(out.count).toMatchObject({ t: 0 });
});

test.each(['/repo/runtimes/preview/card-words.json', '/repo/data/dyes.json', '/repo/site/tools/matcher/data.json'])(
  '%s is left alone',
  (id) => {
    expect(transform(SOURCE, id)).toBeNull();
  },
);
