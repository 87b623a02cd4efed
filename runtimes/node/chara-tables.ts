/**
 * Node only: the data/chara/ tables read from disk. Each file is optional — a missing file omits
 * its field from the answers (the ko/zh names and acquisition lines are built by
 * `npm run data:chara` where the network is available). Kept apart from lib/items/tables.ts so the
 * runtime-neutral code never imports `node:fs`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CharaOptions } from '../../lib/api/chara/index.ts';
import { charaOptionsFromEnv } from '../../lib/api/chara/env.ts';
import {
  BUNDLED_TABLES,
  TABLE_FILES,
  checkTable,
  type CharaTables,
  type TablesSource,
} from '../../lib/items/tables.ts';

async function readTable<V>(
  dir: string,
  file: string,
  kind: 'string' | 'number',
): Promise<Record<string, V> | undefined> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return checkTable<V>(JSON.parse(text), kind, file);
  } catch (error) {
    // A damaged table is left out (and said so) rather than serving half of it.
    console.warn(`data/chara: ignoring ${file}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Reads every table present in `dir`, starting now; resolves once, shared by every request. */
export async function readCharaTables(dir: string): Promise<CharaTables> {
  const [ko, zh, acquisition, facewearUnlocks] = await Promise.all([
    readTable<string>(dir, TABLE_FILES.ko, 'string'),
    readTable<string>(dir, TABLE_FILES.zh, 'string'),
    readTable<string>(dir, TABLE_FILES.acquisition, 'string'),
    readTable<number>(dir, TABLE_FILES.facewearUnlocks, 'number'),
  ]);
  const tables: CharaTables = {};
  if (ko) tables.ko = ko;
  if (zh) tables.zh = zh;
  if (acquisition) tables.acquisition = acquisition;
  tables.facewearUnlocks = facewearUnlocks ?? BUNDLED_TABLES.facewearUnlocks;
  return tables;
}

/**
 * The tables of `dir` as a chara `tables` option. Reading starts at once (server start), and the
 * first resolve waits for it only if it has not finished yet.
 */
export function loadCharaTablesFromDisk(dir: string): TablesSource {
  const loading = readCharaTables(dir);
  loading.catch(() => {}); // reported by the chara loader on first use
  return () => loading;
}

/**
 * Everything the Node server passes as `chara`: the XIVAPI_* variables (lib/api/chara/env.ts) plus the tables
 * of CHARA_DATA_DIR, or `defaultDir` (data/chara) when unset.
 */
export function charaOptionsForNode(
  env: Readonly<Record<string, string | undefined>>,
  defaultDir: string,
): CharaOptions {
  const dir = env.CHARA_DATA_DIR?.trim() || defaultDir;
  return { ...charaOptionsFromEnv(env), tables: loadCharaTablesFromDisk(dir) };
}
