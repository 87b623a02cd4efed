/** One language's messages: namespace (the message file's name) → that file's keys. */
export type Messages = Record<string, Record<string, unknown>>;

/** `{ '../locales/ja/common.json': {...} }` → `{ common: {...} }`. */
export function namespaced(files: Record<string, unknown>): Messages {
  const out: Messages = {};
  for (const [path, content] of Object.entries(files)) {
    const name = /([^/]+)\.json$/.exec(path)?.[1];
    if (name) out[name] = content as Record<string, unknown>;
  }
  return out;
}
