/**
 * Preview cards at the edge (runtimes/edge/edge.ts on workerd via Miniflare) and on the Node
 * server: the HTML a crawler gets (a plain GET, no script) carries the card's tags, and the card
 * PNG is 1200×630 with each dye's own colour in it. The oracle is the dataset file itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startEdgeWorker, type EdgeWorker } from './worker.ts';
import { startServer, type RunningServer } from '../../runtimes/node/server.ts';
import { countColor, decodePng, distinctColors } from '../helpers/png-read.ts';
import { ensureSiteBuilt } from '../helpers/site-build.ts';

const DYES = JSON.parse(readFileSync(join(ROOT, 'data/dyes.json'), 'utf8')) as {
  stainID: number;
  hex: string;
  names: Record<string, string>;
}[];
const byStain = (id: number) => DYES.find((d) => d.stainID === id)!;

// A stand-in static deployment: one page shaped like the built site's head.
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Compare dyes | FFXIV Dyes</title>
<meta name="description" content="static"><meta property="og:image" content="/og-card.png"></head><body><div id="app"></div></body></html>`;

let staticSite: Server;
let edge: EdgeWorker;
let node: RunningServer;

beforeAll(async () => {
  staticSite = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE),
  );
  await new Promise<void>((ok) => staticSite.listen(0, '127.0.0.1', ok));
  const address = staticSite.address() as { port: number };
  edge = await startEdgeWorker({ vars: { SITE_ORIGIN: `http://127.0.0.1:${address.port}` } });
  // The Node server's crawler pages are the built site's pages with the card in their head.
  await ensureSiteBuilt();
  node = await startServer({ port: 0, quiet: true, env: { RATE_LIMIT_PER_MINUTE: '0' } });
}, 240_000);
afterAll(async () => {
  await edge?.close();
  await node?.close();
  staticSite?.close();
});

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]?.replace(/&amp;/g, '&');

describe.each(['edge', 'node'] as const)('preview cards on %s', (name) => {
  const base = () => (name === 'edge' ? edge.url : node.url);

  it('gives a crawler the card tags of a shared compare link, names in the link’s language', async () => {
    const ids = [5, 12, 52];
    const res = await fetch(`${base()}/compare?dyes=${ids.join(',')}&locale=ja`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = metaOf(html, 'og:title')!;
    for (const id of ids) expect(title).toContain(byStain(id).names.ja);
    expect(title).toContain('カララント比較');
    expect(metaOf(html, 'og:description')).toBeTruthy();
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:locale')).toBe('ja_JP');
    // The static fallback tag is replaced, not repeated.
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
    const image = new URL(metaOf(html, 'og:image')!);
    expect(image.pathname).toBe('/og/card.png');
    expect(image.searchParams.get('for')).toBe('/compare?dyes=5,12,52&locale=ja');
  });

  it('renders that card as a 1200×630 PNG with each dye’s colour', async () => {
    const res = await fetch(`${base()}/og/card.png?for=${encodeURIComponent('/compare?dyes=5,12,52&locale=ja')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = decodePng(new Uint8Array(await res.arrayBuffer()));
    expect([png.width, png.height]).toEqual([1200, 630]);
    for (const id of [5, 12, 52]) expect(countColor(png, byStain(id).hex.toLowerCase())).toBeGreaterThan(20_000);
    // Text (glyphs are anti-aliased) makes many shades; a blank card has a handful.
    expect(distinctColors(png)).toBeGreaterThan(50);
  });

  it('answers a card for a bad link instead of failing', async () => {
    for (const link of ['', '%zz', '/nowhere?dyes=99999', 'x'.repeat(5000)]) {
      const res = await fetch(`${base()}/og/card.png?for=${link}`);
      expect(res.status).toBe(200);
      const png = decodePng(new Uint8Array(await res.arrayBuffer()));
      expect([png.width, png.height]).toEqual([1200, 630]);
    }
  });
});
