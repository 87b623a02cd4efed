/**
 * The build-time data tables of data/chara/ (how they are built: data/chara/README.md): Korean and Chinese item names,
 * English acquisition lines, and the Glasses → unlock-item map. XIVAPI has no ko/zh names, so
 * these come from the tables; each table is optional and a missing one just omits its field.
 *
 * How the tables arrive depends on the runtime: Node reads the files (runtimes/node/chara-tables.ts), the edge fetches
 * them from its static-assets binding (../../runtimes/edge/handler.ts), a browser bundle gets what it imports.
 * Here they are plain lookups, loaded once and shared.
 */
import facewearUnlocksJson from '../../data/chara/facewear-unlocks.json' with { type: 'json' };

export type IdTable<V> = Readonly<Record<string, V>>;

export interface CharaTables {
  /** `item-names.ko.json`: Korean names by Item row id. */
  ko?: IdTable<string>;
  /** `item-names.zh.json`: Simplified Chinese names by Item row id. */
  zh?: IdTable<string>;
  /** `acquisition.en.json`: one English line by Item row id. */
  acquisition?: IdTable<string>;
  /** `facewear-unlocks.json`: Glasses row id → the Item that unlocks its style. */
  facewearUnlocks?: IdTable<number>;
}

/** File names inside data/chara/, shared by every loader and the build script. */
export const TABLE_FILES = {
  ko: 'item-names.ko.json',
  zh: 'item-names.zh.json',
  acquisition: 'acquisition.en.json',
  facewearUnlocks: 'facewear-unlocks.json',
} as const satisfies Record<keyof CharaTables, string>;

/** The tables a bundle always has: only the small facewear map ships in the repository. */
export const BUNDLED_TABLES: CharaTables = { facewearUnlocks: facewearUnlocksJson };

/** Tables given directly, or a loader run once on first use (large tables load lazily). */
export type TablesSource = CharaTables | (() => Promise<CharaTables>);

export function tablesProvider(source: TablesSource | undefined): () => Promise<CharaTables> | CharaTables {
  if (source === undefined) return () => BUNDLED_TABLES;
  if (typeof source !== 'function') return () => source;
  let loaded: CharaTables | undefined;
  let pending: Promise<CharaTables> | undefined;
  return () => {
    if (loaded) return loaded;
    pending ??= source().then(
      (tables) => (loaded = tables),
      (error) => {
        // A failed load is not remembered: the next request tries again, this one goes without.
        pending = undefined;
        console.warn('chara tables failed to load:', error);
        return BUNDLED_TABLES;
      },
    );
    return pending;
  };
}

/** A table is a flat `{ "<id>": value }` object; anything else is refused rather than half-used. */
export function checkTable<V>(value: unknown, kind: 'string' | 'number', name: string): IdTable<V> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${name}: expected a flat JSON object keyed by row id`);
  }
  for (const [key, v] of Object.entries(value)) {
    if (!/^\d+$/.test(key) || typeof v !== kind) throw new Error(`${name}: bad entry ${JSON.stringify(key)}`);
  }
  return value as IdTable<V>;
}

export function lookup<V>(table: IdTable<V> | undefined, id: number): V | undefined {
  if (!table) return undefined;
  const key = String(id);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * Tables fetched by file name (the edge's static-assets binding, or any URL prefix): a 404 means
 * the table is not deployed and its field is omitted; any other failure rejects, so the loader is
 * tried again on a later request. The facewear map always comes from the bundle.
 */
export function fetchedTables(get: (file: string) => Promise<Response>): () => Promise<CharaTables> {
  const one = async <V>(file: string, kind: 'string' | 'number'): Promise<IdTable<V> | undefined> => {
    const res = await get(file);
    if (res.status === 404) {
      await res.body?.cancel();
      return undefined;
    }
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    return checkTable<V>(await res.json(), kind, file);
  };
  return async () => {
    const [ko, zh, acquisition] = await Promise.all([
      one<string>(TABLE_FILES.ko, 'string'),
      one<string>(TABLE_FILES.zh, 'string'),
      one<string>(TABLE_FILES.acquisition, 'string'),
    ]);
    const tables: CharaTables = { ...BUNDLED_TABLES };
    if (ko) tables.ko = ko;
    if (zh) tables.zh = zh;
    if (acquisition) tables.acquisition = acquisition;
    return tables;
  };
}
