/**
 * A preview card that cannot be drawn (the renderer's wasm modules missing, as in an install
 * without dev dependencies) sends the crawler to the static card the build writes, never a 500.
 */
import { describe, expect, it, vi } from 'vitest';
import { cardImage } from '../../../runtimes/preview/handler.ts';
import type { CardRenderer } from '../../../runtimes/preview/render.ts';

describe('the card image when the renderer fails', () => {
  it('redirects to /og-card.png, uncached, with no body', async () => {
    const broken: CardRenderer = {
      png: () => Promise.reject(new Error("Cannot find module '@resvg/resvg-wasm/index_bg.wasm'")),
      cached: 0,
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await cardImage(broken, '?for=%2Fmatcher%3Fhex%3D%25235b7fc0');
    quiet.mockRestore();
    expect(answer.status).toBe(302);
    expect(answer.headers.Location).toBe('/og-card.png');
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toBeNull();
  });

  it('answers the PNG the renderer draws when it works', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const answer = await cardImage({ png: () => Promise.resolve(png), cached: 0 }, '?for=%2Fgradient');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('image/png');
    expect(answer.body).toBe(png);
  });
});
