/**
 * The data/chara tables: loaded when present, omitted when absent, refused when damaged. Counts
 * are checked against data/chara/README.md (732 variants, 61 unlock items, 409–420 absent).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_TABLES, fetchedTables } from '../../lib/items/tables.ts';
import { readCharaTables } from '../../runtimes/node/chara-tables.ts';
import { FIXTURE_TABLES, ROOT } from './paths.ts';

describe('tables', () => {
  it('ship the facewear map of the README', () => {
    const map = BUNDLED_TABLES.facewearUnlocks!;
    expect(Object.keys(map)).toHaveLength(732);
    expect(new Set(Object.values(map)).size).toBe(61);
    expect([map['1'], map['121'], map['744']]).toEqual([44259, 44999, 52449]);
    expect(Object.keys(map).filter((k) => Number(k) >= 409 && Number(k) <= 420)).toEqual([]);
  });

  it('read data/chara as it is here: facewear only, no ko/zh/acquisition', async () => {
    const tables = await readCharaTables(join(ROOT, 'data/chara'));
    expect(Object.keys(tables)).toEqual(['facewearUnlocks']);
  });

  it('read every table present in a directory', async () => {
    const tables = await readCharaTables(FIXTURE_TABLES);
    expect(tables.ko?.['18085']).toBe('너도밤나무 마술사 가면');
    expect(tables.zh?.['18085']).toBe('山毛榉咏咒面具');
    expect(tables.acquisition?.['49486']).toBe('Hell on Rails (Extreme)');
    expect(tables.facewearUnlocks).toBe(BUNDLED_TABLES.facewearUnlocks); // none in the folder: the bundled one
  });

  it('leave out a damaged table instead of half-using it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chara-tables-'));
    await writeFile(join(dir, 'item-names.ko.json'), '{"1":"ok","x":"bad key"}');
    await writeFile(join(dir, 'item-names.zh.json'), '{"1":');
    await writeFile(join(dir, 'acquisition.en.json'), '{"5":"Vendor"}');
    const tables = await readCharaTables(dir);
    expect(tables.ko).toBeUndefined();
    expect(tables.zh).toBeUndefined();
    expect(tables.acquisition).toEqual({ 5: 'Vendor' });
  });

  it('fetch tables by name, a 404 meaning "not deployed"', async () => {
    const served: Record<string, string> = { 'item-names.ko.json': '{"18085":"가면"}' };
    const load = fetchedTables(async (file) =>
      served[file] ? new Response(served[file]) : new Response('not found', { status: 404 }),
    );
    const tables = await load();
    expect(tables.ko).toEqual({ 18085: '가면' });
    expect(tables.zh).toBeUndefined();
    expect(tables.acquisition).toBeUndefined();
    expect(tables.facewearUnlocks).toBe(BUNDLED_TABLES.facewearUnlocks);
  });

  it('fail a fetch that is neither found nor missing, so it is tried again later', async () => {
    const load = fetchedTables(async () => new Response('oops', { status: 500 }));
    await expect(load()).rejects.toThrow('HTTP 500');
  });
});
