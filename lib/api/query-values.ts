/**
 * A query's values by name, as `URLSearchParams.get` answers them (the first value given, or
 * null), without its per-call cost (argument checks and a string conversion on every lookup; a
 * route's table looks up a dozen names on every request). Text with no `%` or `+` decodes to
 * itself, so its pairs are split here; anything else is read through `URLSearchParams`.
 */
export type QueryValue = (name: string) => string | null;

/** `search` is `URL.search`: empty, or `?` and the query. */
export function queryValues(search: string, query: URLSearchParams): QueryValue {
  if (search.includes('%') || search.includes('+')) return (name) => query.get(name);
  const names: string[] = [];
  const values: string[] = [];
  for (const pair of search.slice(1).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    names.push(eq < 0 ? pair : pair.slice(0, eq));
    values.push(eq < 0 ? '' : pair.slice(eq + 1));
  }
  return (name) => {
    const at = names.indexOf(name);
    return at < 0 ? null : values[at]!;
  };
}
