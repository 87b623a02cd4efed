/**
 * createFetch() has no upstream: the two networked route families answer 503 UPSTREAM_UNAVAILABLE
 * in the envelope (as the spec's error table says an unreachable upstream does), each saying what
 * still works, while a dye route beside them answers as usual.
 */
import { describe, expect, it } from 'vitest';
import { createFetch } from '../../../lib/index.ts';

const fetchLocal = createFetch();

describe('createFetch without the network', () => {
  it.each([
    ['GET', '/v1/prices?world=Gilgamesh', /Market prices need the network.*vendor prices and dyes are unaffected/],
    ['GET', '/v1/prices/worlds', /Market prices need the network/],
    ['POST', '/v1/chara/resolve', /Item names need the network.*dyes are unaffected/],
    ['GET', '/v1/chara/icon/41716', /Item names need the network/],
    ['GET', '/v1/items/search?q=beech', /Item names need the network/],
    ['GET', '/v1/glamours/eorzea-collection/12345', /Item names need the network/],
  ])('%s %s answers 503 UPSTREAM_UNAVAILABLE saying what still works', async (method, path, message) => {
    const res = await fetchLocal(`http://localhost${path}`, { method, body: method === 'POST' ? '{}' : undefined });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await res.json()) as { success: boolean; error: string; message: string };
    expect(body.success).toBe(false);
    expect(body.error).toBe('UPSTREAM_UNAVAILABLE');
    expect(body.message).toMatch(message);
  });

  it('still answers a dye', async () => {
    const res = await fetchLocal('http://localhost/v1/dyes/5729');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { itemID: number } }).data.itemID).toBe(5729);
  });
});
