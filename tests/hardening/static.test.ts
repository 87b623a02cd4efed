/**
 * Findings 1 and 6 on the static site of the real server, over a site folder the test builds:
 * distinct missing paths leave no memory behind, ETag/If-None-Match gives 304, Accept-Encoding is
 * read with its weights and in any case, and a symbolic link out of the site folder is refused.
 */
import { mkdtempSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/server-process.ts';
import { call, mapLimit } from '../helpers/http.ts';

const site = mkdtempSync(join(tmpdir(), 'harden-site-'));
const outside = mkdtempSync(join(tmpdir(), 'harden-outside-'));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4_000))});\n`;
writeFileSync(join(site, 'index.html'), '<!doctype html><title>home</title>');
writeFileSync(join(site, '404.html'), '<!doctype html><title>not here</title>');
writeFileSync(join(site, 'about.html'), '<!doctype html><title>about</title>');
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'assets', 'app.js'), SCRIPT);
writeFileSync(join(outside, 'secret.txt'), 'outside the site');
symlinkSync(join(outside, 'secret.txt'), join(site, 'secret.txt'));
symlinkSync(join(site, 'about.html'), join(site, 'alias.html'));

/** Resident memory of the server process (the tsx child runs it in a grandchild). */
function rssMb(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  const target = children.length ? Number(children[0]) : pid;
  const line = readFileSync(`/proc/${target}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

let server: SpawnedServer;
beforeAll(async () => {
  server = await spawnServer({ env: { SITE_DIR: site } });
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) => call(server.url, path, { headers });

describe('missing paths', () => {
  it('leave nothing behind: 2,500 distinct 16 KB paths do not grow the server', async () => {
    const path = (i: number) => `/x${i}${'a'.repeat(16_000)}`;
    await mapLimit([...Array(200).keys()], 16, (i) => get(path(1e6 + i))); // warm-up
    const before = rssMb(server.pid);
    const statuses = await mapLimit([...Array(2_500).keys()], 16, async (i) => (await get(path(i))).status);
    const after = rssMb(server.pid);
    expect(new Set(statuses)).toEqual(new Set([404]));
    // Remembering each miss cost ~50 KB per request here (over 100 MB for these 2,500).
    expect(after - before).toBeLessThan(40);
  });

  it('answer the site 404 page, never cached', async () => {
    const a = await get('/nope');
    expect(a.status).toBe(404);
    expect(a.text).toContain('not here');
    expect(a.headers.get('cache-control')).toBe('no-store');
  });
});

describe('revalidation', () => {
  it('sends an ETag and answers If-None-Match with 304 and no body', async () => {
    const first = await get('/about');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/about', { 'If-None-Match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await get('/about', { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('gives each encoding its own ETag', async () => {
    const tags = new Set<string | null>();
    for (const coding of ['br', 'gzip', 'identity'])
      tags.add((await get('/assets/app.js', { 'Accept-Encoding': coding })).headers.get('etag'));
    expect(tags.size).toBe(3);
  });
});

/** The bytes as sent (node:http does not decode), with the Content-Encoding they carry. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ coding: string | null; body: Buffer }> {
  return new Promise((ok, fail) => {
    httpGet(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ coding: res.headers['content-encoding'] ?? null, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

describe('Accept-Encoding', () => {
  it.each([
    ['br;q=0', null],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['GZip', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['*;q=0', null],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip, br', 'br'],
    ['identity', null],
  ])('%j gets %s', async (acceptEncoding, expected) => {
    const { coding, body } = await rawGet('/assets/app.js', { 'Accept-Encoding': acceptEncoding });
    expect(coding).toBe(expected);
    const text = coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body;
    expect(text.toString()).toBe(SCRIPT);
  });
});

describe('symbolic links', () => {
  it('refuses a link that leaves the site folder', async () => {
    const a = await get('/secret.txt');
    expect(a.status).toBe(404);
    expect(a.text).not.toContain('outside the site');
  });

  it('serves a link that stays inside it', async () => {
    const a = await get('/alias');
    expect(a.status).toBe(200);
    expect(a.text).toContain('about');
  });
});
