/**
 * Node entry point: the built site, `/health` and all of `/v1` on one port. Dye, match, wheel and
 * harmony answers are computed in this process; `/v1/chara/*` goes to the upstream (XIVAPI v2).
 *
 * Environment: PORT (8787; 0 picks a free port), HOST (127.0.0.1), RATE_LIMIT_PER_MINUTE (60; 0 = off),
 * TRUST_PROXY (off; "1" reads the client address from X-Forwarded-For — only behind a proxy you run),
 * XIVAPI_BASE, XIVAPI_VERSION, XIVAPI_SCHEMA, XIVAPI_TIMEOUT_MS (10000), CHARA_DATA_DIR (data/chara),
 * SITE_DIR (site/.vitepress/dist).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../lib/api/app.ts';
import { ENGINE_ROUTES } from '../lib/api/routes/index.ts';
import { createMemoryRateLimiter, rateLimitFromEnv } from '../lib/api/rate-limit.ts';
import type { ApiResponse } from '../lib/api/types.ts';
import { charaRoutes } from '../lib/chara/index.ts';
import { charaOptionsForNode } from './chara-tables-node.ts';
import { createStaticSite } from './static.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');

export interface ServerOptions {
  port?: number;
  host?: string;
  env?: Record<string, string | undefined>;
  /** Where the built site lives; a minimal page is served when it is missing. */
  siteDir?: string;
  quiet?: boolean;
}

export interface RunningServer {
  url: string;
  app: App;
  server: Server;
  close(): Promise<void>;
}

export function createNodeApp(env: Record<string, string | undefined> = process.env): App {
  const perMinute = rateLimitFromEnv(env.RATE_LIMIT_PER_MINUTE);
  return createApp({
    routes: [
      ...ENGINE_ROUTES,
      ...charaRoutes(charaOptionsForNode(env, resolve(ROOT, 'data/chara'))),
    ],
    rateLimiter: perMinute > 0 ? createMemoryRateLimiter(perMinute) : null,
  });
}

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes)$/i.test(v.trim());

function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first.toLowerCase();
  }
  return (req.socket.remoteAddress ?? 'unknown').toLowerCase();
}

function send(res: ServerResponse, out: ApiResponse | { status: number; headers: Record<string, string>; body: Uint8Array | string | null }, head: boolean) {
  const body = out.body === null ? null : typeof out.body === 'string' ? Buffer.from(out.body) : out.body;
  const headers: Record<string, string | number> = { ...out.headers };
  if (body && out.status !== 204) headers['Content-Length'] = body.byteLength;
  res.writeHead(out.status, headers);
  res.end(head || out.status === 204 ? undefined : body);
}

const FALLBACK_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>ffxiv-dyes</title><body style="font-family:system-ui;max-width:40rem;margin:2rem auto;padding:0 1rem">
<h1>ffxiv-dyes</h1><p>The API is running. The site is not built yet: run <code>npm run build:site</code>.</p>
<ul><li><a href="/v1/dyes?perPage=5">/v1/dyes</a></li><li><a href="/v1/match/closest?hex=%23ff0000">/v1/match/closest</a></li>
<li><a href="/v1/harmony?dye=5729&type=triadic&wheel=ryb">/v1/harmony</a></li><li><a href="/v1/openapi.json">/v1/openapi.json</a></li><li><a href="/health">/health</a></li></ul></body></html>`;

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const app = createNodeApp(env);
  const trustProxy = truthy(env.TRUST_PROXY);
  const siteDir = resolve(options.siteDir ?? env.SITE_DIR ?? resolve(ROOT, 'site/.vitepress/dist'));
  const site = existsSync(siteDir) ? createStaticSite(siteDir) : null;

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://local');
      const head = req.method === 'HEAD';
      const path = url.pathname;
      if (path === '/health' || path === '/v1' || path.startsWith('/v1/') || !(req.method === 'GET' || head)) {
        const out = await app.handle({
          method: req.method ?? 'GET',
          url: `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`,
          header: (name) => {
            const v = req.headers[name];
            return Array.isArray(v) ? v.join(', ') : (v ?? null);
          },
          body: req,
          clientIp: clientIp(req, trustProxy),
        });
        send(res, out, head);
        return;
      }
      const file = site ? await site.serve(path, req.headers['accept-encoding'] ?? null) : null;
      if (file) return send(res, file, head);
      if (path === '/' || path === '/index.html') {
        return send(res, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }, body: FALLBACK_PAGE }, head);
      }
      send(res, await app.handle({ method: req.method ?? 'GET', url: `http://local${req.url}`, header: () => null }), head);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });
  server.keepAliveTimeout = 5_000;
  server.requestTimeout = 30_000; // A client trickling a body cannot hold a connection forever.

  const port = options.port ?? Number(env.PORT ?? 8787);
  const host = options.host ?? env.HOST ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  if (!options.quiet) console.log(`listening on ${url}${site ? '' : ' (site not built: serving a minimal page)'}`);
  return {
    url,
    app,
    server,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

// Run directly (`tsx worker/server.ts`): start and stop cleanly on signals.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const running = await startServer();
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
