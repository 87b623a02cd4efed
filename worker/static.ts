/**
 * Static files of the built site for the Node server: VitePress clean URLs, long-lived caching for
 * hashed assets, revalidation for everything that names other files (HTML, the service worker,
 * the manifest), and gzip/brotli computed once per file and kept in memory.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest|xml)|image\/svg)/;

export interface StaticFile {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

interface Entry {
  type: string;
  raw: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  cacheControl: string;
}

export function createStaticSite(root: string) {
  const entries = new Map<string, Entry | null>();

  async function load(file: string): Promise<Entry | null> {
    if (entries.has(file)) return entries.get(file)!;
    let entry: Entry | null = null;
    try {
      if ((await stat(file)).isFile()) {
        const raw = new Uint8Array(await readFile(file));
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const rel = file.slice(root.length).split(sep).join('/');
        // Hashed build output never changes under its name; anything else must be revalidated so an
        // update is seen (the service worker decides what the page runs).
        const cacheControl = rel.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        entry = { type, raw, cacheControl };
        if (COMPRESSIBLE.test(type) && raw.length > 512) {
          entry.gzip = gzipSync(raw, { level: 9 });
          entry.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        }
      }
    } catch {
      entry = null;
    }
    entries.set(file, entry);
    return entry;
  }

  /** Candidates for a URL path, in VitePress clean-URL order. */
  function candidates(pathname: string): string[] {
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return [];
    }
    const safe = normalize(path).replace(/^(\.\.[/\\])+/, '');
    const full = join(root, safe);
    if (!full.startsWith(root)) return [];
    if (path.endsWith('/')) return [join(full, 'index.html')];
    return [full, `${full}.html`, join(full, 'index.html')];
  }

  return {
    async serve(pathname: string, acceptEncoding: string | null): Promise<StaticFile | null> {
      let entry: Entry | null = null;
      for (const file of candidates(pathname)) if ((entry = await load(file))) break;
      let status = 200;
      if (!entry) {
        entry = await load(join(root, '404.html'));
        if (!entry) return null;
        status = 404;
      }
      const headers: Record<string, string> = {
        'Content-Type': entry.type,
        'Cache-Control': status === 404 ? 'no-store' : entry.cacheControl,
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
      };
      if (pathname === '/sw.js') headers['Service-Worker-Allowed'] = '/';
      const accepts = acceptEncoding ?? '';
      let body = entry.raw;
      if (entry.br && /\bbr\b/.test(accepts)) {
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (entry.gzip && /\bgzip\b/.test(accepts)) {
        body = entry.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
      return { status, headers, body };
    },
  };
}
