/**
 * The site's security headers, one list for every way the site is served: the Node server adds
 * them to each static answer (./static.ts), and the site build writes them into `_headers`
 * (Cloudflare Pages / Netlify syntax) for static hosts.
 *
 * The Content-Security-Policy is what the built site needs and nothing more:
 * - scripts from the site itself, plus the few inline scripts VitePress and the page head write
 *   (the colour-scheme check, the hash map, the message preload), allowed by their SHA-256 taken
 *   from the built HTML, so an injected script runs nowhere;
 * - the engine's module worker and the service worker from the site's own origin;
 * - images from the site, `data:` (icons in the theme's CSS) and `blob:` (the outfit preview,
 *   pasted pictures); fonts from the site; requests to the site's own `/v1`;
 * - inline styles (`style="…"` in the server-rendered HTML, Vue's style bindings);
 * - no plugins, no framing by other sites, no `<base>` or form posts elsewhere.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The CSP directives; `scriptHashes` are `sha256-…` sources of the site's inline scripts, and
 * `charaApi` the origin the Outfit page calls for `/v1/chara/*` when it is not the site's own
 * (VITE_CHARA_API_BASE at build time).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], charaApi?: string): string {
  const api = charaApi ? [new URL(charaApi).origin] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...api],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...api],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every security header of the site's pages, workers and files. */
export function siteSecurityHeaders(scriptHashes: readonly string[], charaApi?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes, charaApi),
    'Referrer-Policy': 'no-referrer',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing here uses these; the clipboard stays allowed (palettes copy and paste).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()',
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `sha256-…` of each inline script in one HTML page (a script with `src` has no inline text to hash). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || text === '') continue;
    // JSON data blocks are not run, so CSP does not govern them.
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes!)) continue;
    hashes.push(`sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** The hashes of every inline script in every HTML file under `dir`, each once, sorted. */
export async function siteScriptHashes(dir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = await readFile(join(entry.parentPath ?? entry.path, entry.name), 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return [...hashes].sort();
}

/** The `_headers` file of a static host: these headers on every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = ['# Written by the site build (runtimes/node/site-headers.ts); do not edit.', '/*'];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  return `${lines.join('\n')}\n`;
}

/** The headers a `_headers` file written by `headersFile` names. */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!;
  }
  return headers;
}

/**
 * The headers for a built site: those its build wrote into `_headers` (the build knew its
 * settings, such as VITE_CHARA_API_BASE), else worked out from its HTML now.
 */
export async function builtSiteHeaders(dir: string): Promise<Record<string, string>> {
  const written = await readFile(join(dir, '_headers'), 'utf8').catch(() => null);
  if (written !== null) return readHeadersFile(written);
  return siteSecurityHeaders(await siteScriptHashes(dir));
}
