/**
 * Node entry point: the built site, `/health` and all of `/v1` on one port. Dye, match, wheel and
 * harmony answers are computed in this process; `/v1/chara/*` goes to the upstream (XIVAPI v2).
 *
 * Environment: PORT (8787; 0 picks a free port), HOST (127.0.0.1), RATE_LIMIT_PER_MINUTE (60; 0 = off),
 * TRUST_PROXY (off; the number of proxies you run in front, see ./client-address.ts), BODY_TIMEOUT_MS
 * (10000), XIVAPI_BASE, XIVAPI_VERSION, XIVAPI_SCHEMA, XIVAPI_TIMEOUT_MS (10000), CHARA_DATA_DIR
 * (data/chara), UNIVERSALIS_BASE, UNIVERSALIS_TIMEOUT_MS (10000), SITE_DIR (site/.vitepress/dist),
 * PUBLIC_ORIGIN (the origin written into preview cards' links; default: http:// and the request's Host).
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, errorResponse, type App } from '../../lib/api/app.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { ENGINE_ROUTES } from '../../lib/api/routes/index.ts';
import { createMemoryRateLimiter, rateLimitFromEnv } from '../../lib/api/rate-limit.ts';
import { isApiPath, splitTarget, type Target } from '../../lib/api/target.ts';
import type { ApiRequest, ApiResponse } from '../../lib/api/types.ts';
import { charaOptionsFromEnv, charaRoutes, createCharaService } from '../../lib/api/chara/index.ts';
import { glamourOptionsFromEnv, glamourRoutes } from '../../lib/api/glamours/index.ts';
import { BODY_TIMEOUT_MS } from '../../lib/api/chara/body.ts';
import { pricesOptionsFromEnv, pricesRoutes } from '../../lib/api/prices/index.ts';
import { charaOptionsForNode } from './chara-tables.ts';
import { clientAddressResolver, type ClientAddressResolver } from './client-address.ts';
import { createStaticSite, StaticReadError, type StaticFile, type StaticSite } from './static.ts';
import { CARD_PATH } from '../preview/meta.ts';
import { cardImage, pageWithCard } from '../preview/handler.ts';
import { nodeCardRenderer } from '../preview/node.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

export interface ServerOptions {
  port?: number;
  host?: string;
  env?: Record<string, string | undefined>;
  /** Where the built site lives; a minimal page is served when it is missing. */
  siteDir?: string;
  /**
   * The site is being built (by `npm start` on a first run): until `loadSite()`, every page
   * answers 503 with `Retry-After` and a page that says so and reloads itself. `/health`, `/v1`
   * and the preview card image answer as usual.
   */
  siteBuilding?: boolean;
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  app: App;
  server: Server;
  /**
   * Reads the site's file list again and serves it from then on (a minimal page when there is
   * none): after the build a `siteBuilding` server waited for, or after a rebuild. Resolves to
   * whether a built site was found.
   */
  loadSite(): Promise<boolean>;
  close(): Promise<void>;
}

export function createNodeApp(env: Record<string, string | undefined> = process.env): App {
  const perMinute = rateLimitFromEnv(env.RATE_LIMIT_PER_MINUTE);
  // One item-name service (its caches, its client) behind the chara routes and the glamours.
  const charaOptions = charaOptionsForNode(env, resolve(ROOT, 'data/chara'));
  const chara = createCharaService(charaOptions);
  return createApp({
    routes: [
      ...ENGINE_ROUTES,
      ...charaRoutes({ ...charaOptions, service: chara }),
      ...glamourRoutes({ ...glamourOptionsFromEnv(env), chara }),
      ...pricesRoutes(pricesOptionsFromEnv(env)),
    ],
    rateLimiter: perMinute > 0 ? createMemoryRateLimiter(perMinute) : null,
  });
}

/**
 * A request target (RFC 9112 §3.2) as the app reads URLs, or null when it is not a URL path.
 * Origin-form (`/a?b`) is taken as a path even when it starts with `//`; absolute-form
 * (`http://host/a`) keeps only its path and query, so no host a client names routes anything.
 */
function targetUrl(raw: string): string | null {
  if (raw.startsWith('/')) {
    // The usual `/v1/…?…` goes to the app as it is; `//…` would name a host, so it gets an origin.
    return raw.charCodeAt(1) === 0x2f ? `http://local${raw}` : raw;
  }
  if (/^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      return `http://local${url.pathname}${url.search}`;
    } catch {
      // refused below
    }
  }
  return null;
}

/**
 * The app's view of a Node request. A class rather than an object of closures: its methods are
 * made once, not per request, and the client address is only worked out when the rate limit asks.
 */
class NodeApiRequest implements ApiRequest {
  constructor(
    private readonly req: IncomingMessage,
    readonly method: string,
    readonly url: string,
    private readonly addressOf: ClientAddressResolver,
  ) {}

  header(name: string): string | null {
    const v = this.req.headers[name];
    return Array.isArray(v) ? v.join(', ') : (v ?? null);
  }

  get body(): IncomingMessage {
    return this.req;
  }

  get clientIp(): string {
    return this.addressOf(this.req.socket.remoteAddress, this.req.headers['x-forwarded-for']);
  }
}

const badTarget = (raw: string) =>
  new ApiError('VALIDATION_ERROR', 'The request target is not a URL path.', {
    parameter: 'path',
    received: raw.length > 200 ? `${raw.slice(0, 200)}…` : raw,
    expected: 'a path such as /v1/dyes',
  });

type Answer = ApiResponse | StaticFile;

function send(req: IncomingMessage, res: ServerResponse, out: Answer, head: boolean, whole = req.complete) {
  const body = out.body;
  const headers: Record<string, string | number> = { ...out.headers };
  const noBody = out.status === 204 || out.status === 304;
  // A string body stays a string: Node then sends the head and the body in one write, not two.
  if (body !== null && !noBody)
    headers['Content-Length'] = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  // Answered before the body was read (413, 408, a route that takes none): the connection is not
  // reused, so the rest of the body is never drained, however large it claims to be.
  if (!whole) {
    headers.Connection = 'close';
    // Node ends such a connection with destroySoon(), which resets it while the body is still
    // arriving, and a reset can discard the answer before the client reads it.
    const socket = req.socket;
    socket.destroySoon = () => lingerThenClose(socket);
  }
  res.writeHead(out.status, headers);
  res.end(head || noBody ? undefined : body);
}

/**
 * Closes a connection whose request body is still arriving, without reading the rest. Destroying
 * it at once could reset the answer away before the client reads it, so the sending half is shut
 * and reading stops (the client's window fills and it stops sending); the socket goes a moment
 * later, or as soon as the client hangs up.
 */
function lingerThenClose(socket: Socket) {
  socket.pause();
  // Node's end-of-request cleanup resumes an unread request to drain its body, which would
  // resume this socket too; nothing reads this connection again.
  socket.resume = () => socket;
  socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
const LINGER_MS = 1_000;

/**
 * What Node's HTTP parser refuses (a malformed request line or header, headers too large or too
 * slow) never reaches the handler; the app still gives the answer, written to the socket.
 */
function answerUnparsable(app: App, addressOf: ClientAddressResolver) {
  return (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const refusal =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 'headers-too-large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 'timeout'
          : 'not-http';
    const out = app.refuse(refusal, {
      clientIp: addressOf(socket.remoteAddress, undefined),
      headersOnly: refusedMethod(error.rawPacket) !== 'known, not HEAD',
    });
    const head = [`HTTP/1.1 ${out.status} ${STATUS_CODES[out.status]}`];
    for (const name in out.headers) head.push(`${name}: ${out.headers[name]}`);
    const body = out.body === null ? null : Buffer.from(out.body as string);
    if (body) head.push(`Content-Length: ${body.length}`);
    head.push('Connection: close', '', '');
    const bytes = Buffer.from(head.join('\r\n'), 'latin1');
    socket.end(body ? Buffer.concat([bytes, body]) : bytes);
  };
}

/**
 * Whether a refused request was a HEAD, read from the bytes the parser was given. Only a packet
 * that starts with the request line tells; when it does not (a timeout, headers that overflowed in
 * a later packet) the method is unknown and the answer goes without a body, which is right
 * whatever the method was, since the connection closes after it.
 */
function refusedMethod(packet: Buffer | undefined): 'HEAD' | 'known, not HEAD' | 'unknown' {
  if (!packet) return 'unknown';
  const line = /^(?:\r\n)*([A-Z]+) /.exec(packet.subarray(0, 24).toString('latin1'));
  if (!line) return 'unknown';
  return line[1] === 'HEAD' ? 'HEAD' : 'known, not HEAD';
}

const noHeaders = (): null => null;
const REWRITTEN_PAGES = 200;
const BROTLI_FAST = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

function failure(error: unknown): ApiResponse {
  if (error instanceof StaticReadError) {
    // The file exists but cannot be read right now (out of descriptors): worth a retry.
    return errorResponse(
      new ApiError('INTERNAL_ERROR', 'This file cannot be read right now; retry shortly.', undefined, 503),
    );
  }
  console.error(error);
  return errorResponse(new ApiError('INTERNAL_ERROR', 'An unexpected error occurred'));
}

const FALLBACK_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ffxiv-dyes</title><body style="font-family:system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem">
<h1>ffxiv-dyes</h1><p>The API is running. The site is not built yet: run <code>npm run build:site</code>.</p>
<ul><li><a href="/v1/dyes?perPage=5">/v1/dyes</a></li><li><a href="/v1/match/closest?hex=%23ff0000">/v1/match/closest</a></li>
<li><a href="/v1/harmony?dye=5729&type=triadic&wheel=ryb">/v1/harmony</a></li><li><a href="/v1/openapi.json">/v1/openapi.json</a></li><li><a href="/health">/health</a></li></ul></body></html>`;

/** Seconds a client is asked to wait while the site is built; the page reloads itself as often. */
export const SITE_BUILD_RETRY_S = 5;

/**
 * Every page while the site is built: 503 (the page is not there yet, and will be) with
 * Retry-After, and a refresh, so the browser that asked shows the site once it is built.
 */
const BUILDING_PAGE = FALLBACK_PAGE.replace(
  '<title>ffxiv-dyes</title>',
  `<title>ffxiv-dyes: building the site…</title><meta http-equiv="refresh" content="${SITE_BUILD_RETRY_S}">`,
).replace(
  '<p>The API is running. The site is not built yet: run <code>npm run build:site</code>.</p>',
  `<p>The site is being built (the first start only, a minute or two). This page reloads itself every ${SITE_BUILD_RETRY_S} s until it is ready. The API already answers:</p>`,
);

const BUILDING_BYTES = new TextEncoder().encode(BUILDING_PAGE);
const buildingAnswer = (head: boolean): StaticFile => ({
  status: 503,
  headers: {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(SITE_BUILD_RETRY_S),
  },
  body: head ? null : BUILDING_BYTES,
});

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const app = createNodeApp(env);
  const addressOf = clientAddressResolver(env.TRUST_PROXY);
  const bodyTimeoutMs = charaOptionsFromEnv(env).bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const siteDir = resolve(options.siteDir ?? env.SITE_DIR ?? resolve(ROOT, 'site/.vitepress/dist'));
  let building = options.siteBuilding ?? false;
  let site: StaticSite | null = null;
  async function loadSite(): Promise<boolean> {
    site = existsSync(siteDir) ? await createStaticSite(siteDir) : null;
    rewritten.clear();
    building = false;
    return site !== null;
  }
  const cards = nodeCardRenderer();
  const originOf = (req: IncomingMessage) =>
    env.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `http://${req.headers.host ?? 'localhost'}`;

  /**
   * A tool page as crawlers read it: its preview card's tags in the head (runtimes/preview/).
   * Rewritten pages are kept compressed in a small cache: a tool's plain address is asked often.
   */
  const rewritten = new Map<
    string,
    { raw: Uint8Array; gzip: Uint8Array; br: Uint8Array; tag: string; headers: Record<string, string> }
  >();
  if (!building) await loadSite();
  async function pageForCrawlers(req: IncomingMessage, path: string, search: string): Promise<StaticFile | null> {
    if (!site) return null;
    const key = `${originOf(req)} ${path}${search}`;
    let entry = rewritten.get(key);
    if (!entry) {
      const file = await site.serve(path, { acceptEncoding: null, ifNoneMatch: null });
      if (!file?.body || file.status !== 200 || !file.headers['Content-Type']?.startsWith('text/html')) return null;
      const html = pageWithCard(new TextDecoder().decode(file.body), originOf(req), path, search);
      if (html === null) return null;
      const raw = new TextEncoder().encode(html);
      // The file's own headers (the security headers among them), with an ETag of this page's text.
      const { ETag: _etag, 'Content-Encoding': _coding, ...headers } = file.headers;
      const tag = `W/"card-${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}`;
      entry = { raw, gzip: gzipSync(raw), br: brotliCompressSync(raw, BROTLI_FAST), tag, headers };
      rewritten.set(key, entry);
      while (rewritten.size > REWRITTEN_PAGES) rewritten.delete(rewritten.keys().next().value!);
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const etag = `${entry.tag}${encoding ? `-${encoding}` : ''}"`;
    const headers: Record<string, string> = {
      ...entry.headers,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ETag: etag,
    };
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
      const { 'Content-Type': _type, ...notModified } = headers;
      return { status: 304, headers: notModified, body: null };
    }
    return {
      status: 200,
      headers: { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) },
      body: encoding ? entry[encoding] : entry.raw,
    };
  }

  /**
   * The answer to one request. An API answer that needs nothing awaited (a local route, the
   * in-memory limiter) comes back as it is, so the request pays no promise for it.
   */
  function answer(req: IncomingMessage): Answer | Promise<Answer> {
    const method = req.method ?? 'GET';
    const target = targetUrl(req.url ?? '/');
    if (target === null) return errorResponse(badTarget(req.url ?? ''));
    const split = splitTarget(target);
    const { path } = split;
    if (path === '/health' || isApiPath(path) || !(method === 'GET' || method === 'HEAD')) {
      return app.respond(new NodeApiRequest(req, method, target, addressOf), undefined, split);
    }
    return pageAnswer(req, method, target, split);
  }

  /** Everything but the API: the preview card image, crawler pages, the site's files. */
  async function pageAnswer(req: IncomingMessage, method: string, target: string, { path, search }: Target) {
    if (path === CARD_PATH) return cardImage(cards, search);
    if (building) return buildingAnswer(method === 'HEAD');
    const page = await pageForCrawlers(req, path, search);
    if (page) return page;
    if (site) {
      const file = await site.serve(path, {
        acceptEncoding: req.headers['accept-encoding'] ?? null,
        ifNoneMatch: req.headers['if-none-match'] ?? null,
      });
      if (file) return file;
    }
    if (path === '/' || path === '/index.html') {
      return {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
        body: FALLBACK_PAGE,
      };
    }
    return app.handle({ method, url: target, header: noHeaders });
  }

  /**
   * An answer given in the 'request' event itself comes before the parser marks the request
   * complete; one without a body is whole already, so its connection stays open for the next.
   */
  const bodiless = (req: IncomingMessage) =>
    req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;

  function deliver(req: IncomingMessage, res: ServerResponse, out: Answer, whole = req.complete): void {
    try {
      if (res.headersSent) res.end();
      else send(req, res, out, req.method === 'HEAD', whole);
    } catch (error) {
      console.error(error);
      res.destroy();
    }
  }

  // Timeouts are checked every second rather than Node's default 30 s, so they hold to the second.
  function respond(req: IncomingMessage, res: ServerResponse): void {
    let out: Answer | Promise<Answer>;
    try {
      out = answer(req);
    } catch (error) {
      out = failure(error);
    }
    if (out instanceof Promise) void out.catch(failure).then((settled) => deliver(req, res, settled));
    else deliver(req, res, out, req.complete || bodiless(req));
  }

  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => respond(req, res));
  server.on('clientError', answerUnparsable(app, addressOf));
  // An Expect other than 100-continue: Node's own answer is a bare 417; the app's is an envelope.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const out = app.refuse('expectation', {
      requestId: req.headers['x-request-id'] as string | undefined,
      clientIp: addressOf(req.socket.remoteAddress, req.headers['x-forwarded-for']),
      headersOnly: req.method === 'HEAD',
      received: req.headers.expect,
    });
    send(req, res, out, req.method === 'HEAD');
  });
  server.keepAliveTimeout = 5_000;
  // Backstops of the body deadline: a request whose headers or body trickle in is cut off even
  // where no route reads it. Checked every second instead of Node's default 30 s.
  server.headersTimeout = 20_000;
  server.requestTimeout = bodyTimeoutMs + 5_000;

  const port = options.port ?? Number(env.PORT ?? 8787);
  const host = options.host ?? env.HOST ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  if (!options.quiet) {
    const note = building
      ? ' (building the site: pages say so until it is ready)'
      : site
        ? ''
        : ' (site not built: serving a minimal page)';
    console.log(`listening on ${url}${note}`);
  }
  return {
    url,
    app,
    server,
    loadSite,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

// Run directly (`tsx runtimes/node/server.ts`): start and stop cleanly on signals.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const running = await startServer();
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
