/**
 * The interface messages on disk, for scripts and tests (the site gathers the same files with
 * `import.meta.glob`, site/i18n/bundles/): a shared namespace is
 * site/i18n/locales/<locale>/<namespace>.json, a tool's is site/tools/<tool>/messages/<locale>.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');

export type MessageTree = { [key: string]: string | MessageTree };

/** One language's message files: namespace → path. A namespace defined twice is an error. */
export function messageFiles(locale: string): Record<string, string> {
  const files: Record<string, string> = {};
  const shared = join(ROOT, 'site/i18n/locales', locale);
  for (const file of existsSync(shared) ? readdirSync(shared) : []) {
    if (file.endsWith('.json')) files[file.slice(0, -'.json'.length)] = join(shared, file);
  }
  const tools = join(ROOT, 'site/tools');
  for (const tool of readdirSync(tools)) {
    const file = join(tools, tool, 'messages', `${locale}.json`);
    if (!existsSync(file)) continue;
    if (files[tool]) throw new Error(`namespace ${tool} is in both ${files[tool]} and ${file}`);
    files[tool] = file;
  }
  return files;
}

/** One namespace's messages in one language. */
export function readMessages(locale: string, namespace: string): MessageTree {
  const file = messageFiles(locale)[namespace];
  if (!file) throw new Error(`no ${locale} messages for namespace ${namespace}`);
  return JSON.parse(readFileSync(file, 'utf8')) as MessageTree;
}
