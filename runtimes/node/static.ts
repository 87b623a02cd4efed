/**
 * Static files of the built site for the Node server: VitePress clean URLs, long-lived caching for
 * hashed assets, revalidation for everything that names other files (HTML, the service worker,
 * the manifest), and brotli/gzip. The site build writes `.br`/`.gz` beside each text file
 * (`precompress`), so no request waits for maximum-quality compression; a file without them is
 * compressed once, at a fast setting, and kept in memory. Answers carry an ETag, so a
 * revalidation (`If-None-Match`) costs a 304.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';
import { builtSiteHeaders } from './site-headers.ts';

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
  /** Null for a 304. */
  body: Uint8Array | null;
}

export interface StaticSite {
  /** The answer for a URL path, or null when neither the file nor a 404 page exists. */
  serve(
    pathname: string,
    request: { acceptEncoding: string | null; ifNoneMatch: string | null },
  ): Promise<StaticFile | null>;
}

interface Entry {
  type: string;
  raw: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  cacheControl: string;
  /** Strong validator of the raw bytes; each encoding gets its own suffix. */
  tag: string;
}

/** Thrown when a listed file cannot be read right now (EMFILE, EIO…); never remembered. */
export class StaticReadError extends Error {}

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/**
 * Every regular file under `root`, by URL path without the leading slash (`assets/app.js`).
 * Symbolic links are followed only when their target is a file inside `root`. The precompressed
 * `<file>.br` / `<file>.gz` beside a listed file are not listed: they are served only as an
 * encoding of that file (a direct request gets the 404 page), and neither is the static hosts'
 * `_headers`.
 */
async function listFiles(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    let file = join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isSymbolicLink()) {
      try {
        file = await realpath(file);
        if (!inside(root, file) || !(await stat(file)).isFile()) continue;
      } catch {
        continue; // a dangling link
      }
    } else if (!entry.isFile()) continue;
    const at = join(entry.parentPath ?? entry.path, entry.name);
    files.set(relative(root, at).split(sep).join('/'), file);
  }
  return files;
}

/** Whether a listed file is a page, asset or worker of the site rather than a build by-product. */
function servable(files: Map<string, string>, key: string): boolean {
  if (key === '_headers') return false;
  const encoded = /\.(br|gz)$/.exec(key);
  return !(encoded && files.has(key.slice(0, -encoded[0].length)));
}

/** `br;q=0.5, GZIP` → the q of each coding named (lower case); `*` stands for the rest. */
function codingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name!.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q')
        q = /^\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.test(value ?? '') ? Number(value) : 0;
    }
    weights.set(coding, q);
  }
  return weights;
}

/** The coding to send: the acceptable one (q > 0) with the highest weight, brotli on a tie. */
function chooseCoding(entry: Entry, acceptEncoding: string | null): 'br' | 'gzip' | null {
  if (!acceptEncoding || !(entry.br || entry.gzip)) return null;
  const weights = codingWeights(acceptEncoding);
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = entry.br ? weight('br') : 0;
  const gz = entry.gzip ? weight('gzip') : 0;
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2): does any listed tag, or `*`, match? */
function matchesTag(ifNoneMatch: string, tag: string): boolean {
  for (const candidate of ifNoneMatch.split(',')) {
    const t = candidate.trim().replace(/^W\//, '');
    if (t === '*' || t === tag) return true;
  }
  return false;
}

/**
 * The site as it was when the server started: the file list is read once, so a request for a
 * path that is not in it costs a map lookup and leaves nothing behind. Contents are read on first
 * use and kept (bounded by the site's own size); a read that fails is not kept, so a passing
 * problem (out of file descriptors) is retried on the next request. A rebuilt site needs a restart.
 */
export async function createStaticSite(siteDir: string): Promise<StaticSite> {
  const root = await realpath(siteDir);
  const files = await listFiles(root);
  const loaded = new Map<string, Promise<Entry>>();
  const security = await builtSiteHeaders(root);

  async function read(key: string, file: string): Promise<Entry> {
    const raw = new Uint8Array(await readFile(file));
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Hashed build output never changes under its name; anything else must be revalidated so an
    // update is seen (the service worker decides what the page runs).
    const cacheControl = key.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const tag = createHash('sha256').update(raw).digest('base64url').slice(0, 22);
    const entry: Entry = { type, raw, cacheControl, tag };
    if (COMPRESSIBLE.test(type) && raw.length > MIN_COMPRESS) {
      const br = files.get(`${key}.br`);
      const gz = files.get(`${key}.gz`);
      entry.br = br
        ? new Uint8Array(await readFile(br))
        : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      entry.gzip = gz ? new Uint8Array(await readFile(gz)) : gzipSync(raw, { level: 6 });
    }
    return entry;
  }

  function load(key: string): Promise<Entry> | null {
    const file = files.get(key);
    if (file === undefined) return null;
    let entry = loaded.get(key);
    if (!entry) {
      entry = read(key, file).catch((error: unknown) => {
        loaded.delete(key);
        throw new StaticReadError(`cannot read ${key}: ${(error as Error).message}`);
      });
      loaded.set(key, entry);
    }
    return entry;
  }

  /** The listed file a URL path names, in VitePress clean-URL order. */
  function keyFor(pathname: string): string | null {
    let path: string;
    try {
      path = decodeURIComponent(pathname).replace(/^\/+/, '');
    } catch {
      return null;
    }
    const options =
      path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
    return options.find((key) => files.has(key) && servable(files, key)) ?? null;
  }

  return {
    async serve(pathname, request) {
      const key = keyFor(pathname);
      let status = 200;
      let pending = key === null ? null : load(key);
      if (!pending) {
        pending = load('404.html');
        if (!pending) return null;
        status = 404;
      }
      const entry = await pending;
      const coding = chooseCoding(entry, request.acceptEncoding);
      const etag = `"${entry.tag}${coding === 'br' ? '-br' : coding === 'gzip' ? '-gz' : ''}"`;
      const headers: Record<string, string> = {
        'Content-Type': entry.type,
        'Cache-Control': status === 404 ? 'no-store' : entry.cacheControl,
        ...security,
        Vary: 'Accept-Encoding',
      };
      if (pathname === '/sw.js') headers['Service-Worker-Allowed'] = '/';
      if (status === 200) {
        headers.ETag = etag;
        if (request.ifNoneMatch !== null && matchesTag(request.ifNoneMatch, etag)) {
          delete headers['Content-Type'];
          return { status: 304, headers, body: null };
        }
      }
      if (coding) headers['Content-Encoding'] = coding;
      const body = coding === 'br' ? entry.br! : coding === 'gzip' ? entry.gzip! : entry.raw;
      return { status, headers, body };
    },
  };
}
