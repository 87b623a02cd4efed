/** One language's messages: namespace → that namespace's keys. */
export type Messages = Record<string, Record<string, unknown>>;

/**
 * A message file's namespace: a shared file's name (`../locales/ja/common.json` → `common`), a
 * tool's folder (`../../tools/matcher/messages/ja.json` → `matcher`).
 */
export const namespaceOf = (path: string): string | undefined =>
  (/\/tools\/([\w-]+)\/messages\/[\w-]+\.json$/.exec(path) ?? /([\w-]+)\.json$/.exec(path))?.[1];

/** `{ '../locales/ja/common.json': …, '../../tools/matcher/messages/ja.json': … }` → `{ common: …, matcher: … }`. */
export function namespaced(files: Record<string, unknown>): Messages {
  const out: Messages = {};
  for (const [path, content] of Object.entries(files)) {
    const name = namespaceOf(path);
    if (name) out[name] = content as Record<string, unknown>;
  }
  return out;
}
