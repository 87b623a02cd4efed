/**
 * The edge worker without the preview cards' renderer (runtimes/edge/api-only.ts, deployed with
 * `npx wrangler deploy runtimes/edge/api-only.ts`) on workerd: the API answers as the full worker
 * does, a card link sends to the static card, and the upload is a small part of the full one's
 * (the renderer's wasm and font are not in it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleEdgeWorker, readWranglerToml, startEdgeWorker, type EdgeWorker } from './worker.ts';

const ENTRY = 'runtimes/edge/api-only.ts';

/** The bundle's modules, each gzipped as the upload is measured, in bytes. */
function bundleSizes(mainModule: string): { files: string[]; gzip: number } {
  const dir = dirname(mainModule);
  const files = readdirSync(dir).filter((f) => !f.endsWith('.map'));
  const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0);
  return { files, gzip };
}

let lean: EdgeWorker;
let full: EdgeWorker;
beforeAll(async () => {
  [lean, full] = await Promise.all([
    startEdgeWorker({ entry: ENTRY, vars: { RATE_LIMIT_PER_MINUTE: '0' } }),
    startEdgeWorker({ vars: { RATE_LIMIT_PER_MINUTE: '0' } }),
  ]);
}, 120_000);
afterAll(async () => {
  await lean?.close();
  await full?.close();
});

describe('the worker without preview cards', () => {
  it.each([
    '/v1/match/closest?hex=%235b7fc0&method=oklab',
    '/v1/harmony?dye=5729&type=triadic&wheel=ryb&locale=ja',
    '/v1/dyes/search?q=blanc&locale=fr',
    '/v1/match/closest?hex=nope',
  ])('answers %s as the full worker does', async (path) => {
    const [a, b] = await Promise.all([fetch(lean.url + path), fetch(full.url + path)]);
    expect(a.status).toBe(b.status);
    // Each answer has its own request id; the rest is the same text.
    const withoutId = (text: string) => text.replace(/"requestId":"[^"]*"/, '"requestId":""');
    expect(withoutId(await a.text())).toBe(withoutId(await b.text()));
  });

  it('sends a card link to the static card, where the full worker draws a PNG', async () => {
    const link = '/og/card.png?for=%2Fharmony%3Fdye%3D5729';
    const a = await fetch(lean.url + link, { redirect: 'manual' });
    expect(a.status).toBe(302);
    expect(a.headers.get('location')).toBe('/og-card.png');
    const b = await fetch(full.url + link, { redirect: 'manual' });
    expect(b.status).toBe(200);
    expect(b.headers.get('content-type')).toBe('image/png');
  });

  it('leaves the renderer out: no wasm or font module, and a small part of the full upload', async () => {
    const small = bundleSizes(await bundleEdgeWorker(ENTRY));
    const large = bundleSizes(await bundleEdgeWorker(readWranglerToml().main));
    expect(small.files.filter((f) => /\.(wasm|otf)$/.test(f))).toEqual([]);
    expect(large.files.filter((f) => /\.(wasm|otf)$/.test(f))).toHaveLength(3);
    console.log(
      `edge upload, gzip: ${(large.gzip / 1024).toFixed(0)} KiB, without cards ${(small.gzip / 1024).toFixed(0)} KiB`,
    );
    expect(small.gzip).toBeLessThan(large.gzip / 4);
  });
});
