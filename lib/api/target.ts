/**
 * The path and query of a request URL, exactly as `new URL(url)` gives `pathname` and `search`,
 * without building a URL when the text is plain (a cost comparable to a whole closest-match
 * answer's JSON). Anything the URL parser would rewrite — percent-escapes and dot segments in the
 * path, backslashes, spaces, controls, non-ASCII, a fragment, an unusual authority — takes the
 * URL parser itself.
 */

export interface Target {
  /** As `URL.pathname`: starts with `/`. */
  path: string;
  /** As `URL.search`: empty, or `?` and the query. */
  search: string;
}

/** Whether a path is the API's: `/v1` and everything under it (the one place that says so). */
export const isApiPath = (path: string): boolean => path === '/v1' || path.startsWith('/v1/');

const INVALID: Target = { path: '/', search: '' };

/**
 * `url` is absolute (`http://host/v1/dyes?x`) or origin-form (`/v1/dyes?x`, resolved as if on
 * `http://localhost`). Text that is not a URL at all reads as `/`, which no route serves.
 */
export function splitTarget(url: string): Target {
  return plainTarget(url) ?? parsedTarget(url);
}

function parsedTarget(url: string): Target {
  try {
    const parsed = new URL(url, 'http://localhost');
    return { path: parsed.pathname, search: parsed.search };
  } catch {
    return INVALID;
  }
}

function plainTarget(url: string): Target | null {
  let start = 0;
  if (url.charCodeAt(0) === SLASH) {
    if (url.charCodeAt(1) === SLASH) return null; // `//host/…` names a host
  } else {
    start = url.startsWith('http://') ? 7 : url.startsWith('https://') ? 8 : -1;
    if (start < 0) return null;
    const slash = url.indexOf('/', start);
    if (slash < 0 || !isPlainHost(url.slice(start, slash))) return null;
    start = slash;
  }
  let end = start;
  for (; end < url.length; end++) {
    const c = url.charCodeAt(end);
    if (c === QUESTION) break;
    if (c > 0x7f || !PATH_CHAR[c]) return null;
    // A `.` right after a slash may start a dot segment (`/./`, `/../`), which the parser removes.
    if (c === DOT && url.charCodeAt(end - 1) === SLASH) return null;
  }
  for (let i = end + 1; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c > 0x7f || !QUERY_CHAR[c]) return null;
  }
  const search = end + 1 < url.length ? url.slice(end) : ''; // a bare `?` reads as no query
  return { path: url.slice(start, end), search };
}

/**
 * A host the parser keeps as written and cannot refuse: lower-case letters, digits, `-` and `.`,
 * not an IPv4 address or anything that could read as one (the last label starts with a letter),
 * no punycode (`xn--`, which the parser decodes and checks), then an optional port up to 65535.
 */
function isPlainHost(host: string): boolean {
  const colon = host.indexOf(':');
  if (colon >= 0) {
    const port = host.slice(colon + 1);
    if (!/^[0-9]{1,5}$/.test(port) || Number(port) > 65535) return false;
  }
  const name = colon < 0 ? host : host.slice(0, colon);
  return PLAIN_HOST.test(name) && !name.includes('xn--');
}
const PLAIN_HOST = /^(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\.?$/;

const SLASH = 0x2f;
const QUESTION = 0x3f;
const DOT = 0x2e;

function charTable(chars: string): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0x30; c <= 0x39; c++) table[c] = 1;
  for (let c = 0x41; c <= 0x5a; c++) table[c] = 1;
  for (let c = 0x61; c <= 0x7a; c++) table[c] = 1;
  for (const ch of chars) table[ch.charCodeAt(0)] = 1;
  return table;
}

/** Unreserved characters, sub-delimiters, `:`, `@` and `/`: a path keeps them as they are. */
const PATH_CHAR = charTable("/-._~!$&'()*+,;=:@");

/** The same and `%` and `?`: a query keeps them as they are (no `#`, quotes, `<`, `>` or backslash). */
const QUERY_CHAR = charTable('/-._~!$&()*+,;=:@%?[]^`{|}');
