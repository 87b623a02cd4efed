/**
 * The site's security headers on the real server, over a site folder the test writes: every
 * static answer carries them, the CSP admits exactly the page's inline script (its SHA-256,
 * computed here from the bytes the test wrote), and the precompressed copies beside each file
 * are only ever an encoding of it, never a download of their own.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { precompress } from '../../runtimes/node/static.ts';
import {
  contentSecurityPolicy,
  headersFile,
  readHeadersFile,
  siteScriptHashes,
  siteSecurityHeaders,
} from '../../runtimes/node/site-headers.ts';

const site = mkdtempSync(join(tmpdir(), 'site-headers-'));
const INLINE = `document.documentElement.dataset.theme = 'dark';`;
const page = (title: string) =>
  `<!doctype html><title>${title}</title><script>${INLINE}</script><script type="module" src="/assets/app.js"></script>${'<p>text</p>'.repeat(100)}`;
writeFileSync(join(site, 'index.html'), page('home'));
writeFileSync(join(site, '404.html'), page('not here'));
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'assets', 'app.js'), `console.log(${JSON.stringify('x'.repeat(4_000))});\n`);

let server: SpawnedServer;
beforeAll(async () => {
  await precompress(site);
  // As the site build writes it (scripts/build-site.ts); the server sends what it names.
  writeFileSync(join(site, '_headers'), headersFile(siteSecurityHeaders(await siteScriptHashes(site))));
  server = await spawnServer({ env: { SITE_DIR: site } });
});
afterAll(() => server?.stop());

const fetchSite = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );
  const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
  expect(directives.get('script-src')).toEqual(["'self'", hash]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('security headers', () => {
  it.each(['/', '/assets/app.js', '/nowhere'])('are on %s', async (path) => {
    const res = await fetchSite(path);
    expect(res.status).toBe(path === '/nowhere' ? 404 : 200);
    expectSecurityHeaders(res);
  });

  it('are on a 304 too', async () => {
    const etag = (await fetchSite('/')).headers.get('etag')!;
    const res = await fetchSite('/', { 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expectSecurityHeaders(res);
  });
});

describe('precompressed copies', () => {
  it.each(['/index.html.br', '/index.html.gz', '/assets/app.js.br', '/assets/app.js.gz', '/_headers'])(
    '%s is not a file of its own (the 404 page)',
    async (path) => {
      const res = await fetchSite(path, { 'Accept-Encoding': 'identity' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('not here');
    },
  );

  it('still serve as the encoding of their file', async () => {
    const res = await fetchSite('/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toContain('xxxx');
  });
});

describe('the _headers file', () => {
  it('reads back as the headers it was written from', () => {
    const headers = siteSecurityHeaders(['sha256-abc=']);
    expect(readHeadersFile(headersFile(headers))).toEqual(headers);
  });

  it('admits the chara API origin of a static deployment for requests and images only', () => {
    const csp = contentSecurityPolicy([], 'https://dyes.example.workers.dev/base/');
    expect(csp).toContain("connect-src 'self' https://dyes.example.workers.dev;");
    expect(csp).toContain("img-src 'self' data: blob: https://dyes.example.workers.dev;");
    expect(csp).toContain("script-src 'self';");
  });
});
