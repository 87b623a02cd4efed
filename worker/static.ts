/**
 * Static files of the built site for the Node server: VitePress clean URLs, long-lived caching for
 * hashed assets, revalidation for everything that names other files (HTML, the service worker,
 * the manifest), and brotli/gzip. The site build writes `.br`/`.gz` beside each text file
 * (`precompress`), so no request waits for maximum-quality compression; a file without them is
 * compressed once, at a fast setting, and kept in memory.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';

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
const MIN_COMPRESS = 512;

async function readOptional(file: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    return null;
  }
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file under `root`. */
export async function precompress(root: string): Promise<number> {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let count = 0;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    if (!COMPRESSIBLE.test(TYPES[extname(file)] ?? '')) continue;
    const raw = await readFile(file);
    if (raw.length <= MIN_COMPRESS) continue;
    await writeFile(`${file}.br`, await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(raw, { level: 9 }));
    count++;
  }
  return count;
}

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
        if (COMPRESSIBLE.test(type) && raw.length > MIN_COMPRESS) {
          entry.br = (await readOptional(`${file}.br`)) ?? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
          entry.gzip = (await readOptional(`${file}.gz`)) ?? gzipSync(raw, { level: 6 });
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
