/**
 * scripts/build-chara-data.ts without the internet: a clear failure offline (nothing written),
 * pinned-table checks, and the ko/zh recipe of the reference implementation against a local stand-in for
 * raw.githubusercontent.com.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError, buildCharaData, cleanName, equippableIds, parseCsv } from '../../scripts/build-chara-data.ts';

const tempDir = () => mkdtemp(join(tmpdir(), 'chara-data-'));

/** Item.csv in ffxiv-datamining's layout: index row, name row, type row, data. */
function itemCsv(): string {
  const lines = ['key,0,1,2', '#,Name,Description,EquipSlotCategory', 'int32,str,str,EquipSlotCategory'];
  lines.push('1,"Gil","Currency, shiny",0');
  lines.push('2,"Mask ""of"" Casting","Line one\nline two",3');
  lines.push('3,Ring,,12');
  for (let id = 100; id < 2200; id++) lines.push(`${id},Item ${id},,${id % 2}`);
  return lines.join('\r\n') + '\r\n';
}

let server: Server;
let base: string;
const routes = new Map<string, string>();

beforeAll(async () => {
  routes.set('/xivapi/ffxiv-datamining/master/csv/Item.csv', itemCsv());
  routes.set(
    '/ffxiv-teamcraft/ffxiv-teamcraft/staging/libs/data/src/lib/json/ko/ko-items.json',
    JSON.stringify({
      1: { ko: '길' },
      2: { ko: '<hq>너도밤나무\u00AD  마술사 가면</hq> ' },
      3: { ko: '   ' },
      101: '아이템 101',
    }),
  );
  routes.set(
    '/ffxiv-teamcraft/ffxiv-teamcraft/staging/libs/data/src/lib/json/zh/zh-items.json',
    JSON.stringify({ 2: { zh: '山毛榉咏咒面具' }, 3: { zh: '戒指' } }),
  );
  // A reference table that is not the pinned version (wrong size).
  routes.set(
    '/FlashGalatine/xivdyetools/1d13e4c2e5c95b2d0b6c28c3c3dd3fd4bf2de399/apps/api-worker/src/chara/data/item-names.ko.json',
    '{"1":"x"}',
  );
  server = createServer((req, res) => {
    const body = routes.get(req.url ?? '');
    res.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('data:chara', () => {
  it('stops with a clear message when GitHub cannot be reached, writing nothing', async () => {
    const out = await tempDir();
    const closed = 'http://127.0.0.1:9'; // discard port: nothing listens
    const error = await buildCharaData(['--out', out, '--reference-base', closed]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as Error).message).toMatch(/needs network access/);
    expect(await readdir(out)).toEqual([]);
  });

  it('refuses a reference table that is not the pinned version', async () => {
    const out = await tempDir();
    await expect(buildCharaData(['--out', out, '--only', 'names', '--reference-base', base])).rejects.toThrow(
      /item-names\.ko\.json: 1 keys \/ 9 bytes, expected 28986 \/ 1103611/,
    );
    expect(await readdir(out)).toEqual([]);
  });

  it('rebuilds ko/zh names from Item.csv and Teamcraft: equippable rows only, cleaned, ids ascending', async () => {
    const out = await tempDir();
    await buildCharaData([
      '--out',
      out,
      '--only',
      'names',
      '--names-from-sources',
      '--datamining-base',
      base,
      '--teamcraft-base',
      base,
    ]);
    expect(await readFile(join(out, 'item-names.ko.json'), 'utf8')).toBe(
      '{"2":"너도밤나무 마술사 가면","101":"아이템 101"}\n',
    );
    expect(await readFile(join(out, 'item-names.zh.json'), 'utf8')).toBe('{"2":"山毛榉咏咒面具","3":"戒指"}\n');
    const meta = JSON.parse(await readFile(join(out, 'item-names.meta.json'), 'utf8'));
    // Equippable: 2, 3 and the 1050 odd ids of 100–2199.
    expect(meta.equippable).toBe(1052);
    expect(meta.counts.ko).toMatchObject({ named: 2, missing: 1050 });
    expect(meta.counts.zh).toMatchObject({ named: 2, missing: 1050 });
  });
});

describe('its pieces', () => {
  it('parses quoted CSV fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","d ""e""","f\ng"\r\nh,,i')).toEqual([
      ['a', 'b,c', 'd "e"', 'f\ng'],
      ['h', '', 'i'],
    ]);
  });

  it('keeps only rows with an equip slot', () => {
    const ids = equippableIds(itemCsv());
    expect(ids.slice(0, 4)).toEqual([2, 3, 101, 103]);
    expect(ids).not.toContain(1);
  });

  it('cleans names like the reference build', () => {
    expect(cleanName(' <Emphasis>Beech</Emphasis>\u00ADwood\t\n mask ')).toBe('Beechwood mask');
  });
});
