/**
 * The dyes a player owns (by itemID), on the device, for the tools' "only dyes I own" filter.
 *
 * Kept in localStorage, not beside the palettes in IndexedDB: a tool asks the engine with the
 * owned list as soon as its page state is read, and a synchronous read means the first answer
 * after a reload is already the owned one (no answer from every dye first). The record has a
 * version like the palettes' (`{ version, itemIds }`); one written by a newer site is read as far
 * as it can be and never overwritten, so going back to an old tab loses nothing.
 */
import { computed, onMounted, ref, shallowRef } from 'vue';

export const OWNED_KEY = 'ffxiv-dyes:owned-dyes';
export const OWNED_VERSION = 1;

export interface OwnedRecord {
  version: number;
  itemIds: number[];
}

/**
 * The owned itemIDs of a stored record (`null`: none stored). `newer` says a newer site wrote
 * it (its list is still used, but this site will not write over it); anything unreadable is
 * an Error, and nothing is written over it either.
 */
export function readOwned(raw: string | null): { itemIds: number[]; newer: boolean } {
  if (raw === null) return { itemIds: [], newer: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new Error('the owned dyes saved on this device are not in a form this site knows');
  }
  const record = data as Partial<OwnedRecord> | null;
  if (
    typeof record !== 'object' ||
    record === null ||
    typeof record.version !== 'number' ||
    !Array.isArray(record.itemIds)
  )
    throw new Error('the owned dyes saved on this device are not in a form this site knows');
  const itemIds = [...new Set(record.itemIds.filter((id): id is number => Number.isInteger(id) && id > 0))];
  return { itemIds, newer: record.version > OWNED_VERSION };
}

/** The record to store for a set of owned dyes, in a stable order (so an export compares equal). */
export const ownedRecord = (itemIds: Iterable<number>): string =>
  JSON.stringify({ version: OWNED_VERSION, itemIds: [...new Set(itemIds)].sort((a, b) => a - b) });

const NONE: ReadonlySet<number> = new Set();
const owned = shallowRef<ReadonlySet<number>>(NONE);
/** Why the owned dyes cannot be changed here ('' when they can). */
const problem = ref<'' | 'newer' | 'unreadable'>('');
let loaded = false;

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // Storage switched off: nothing is kept, the marks last as long as the page.
  }
};

function load(): void {
  const store = storage();
  if (!store) return;
  try {
    const { itemIds, newer } = readOwned(store.getItem(OWNED_KEY));
    owned.value = new Set(itemIds);
    problem.value = newer ? 'newer' : '';
  } catch {
    problem.value = 'unreadable';
  }
}

function start(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  load();
  // Another tab marked a dye: every filter and checkbox here follows.
  window.addEventListener('storage', (event) => {
    if (event.key === OWNED_KEY || event.key === null) load();
  });
}

/** Keeps `next` as the owned set; false (nothing changed) when the stored record must not be written over. */
function write(next: ReadonlySet<number>): boolean {
  start();
  if (problem.value) return false; // Never write over a record this site cannot read or a newer one.
  owned.value = next;
  try {
    storage()?.setItem(OWNED_KEY, ownedRecord(next));
  } catch {
    // Storage full or switched off: the marks stay for this page.
  }
  return true;
}

/**
 * The owned itemIDs (none while the site is built). Reactive: a filter that reads it asks again
 * when a dye is marked.
 */
export function ownedItemIds(): ReadonlySet<number> {
  start();
  return owned.value;
}

/**
 * Adds owned dyes (an import), keeping those already marked. Returns '' when done, else why not
 * ('newer' or 'unreadable': the stored record is left as it is).
 */
export function addOwned(itemIds: readonly number[]): '' | 'newer' | 'unreadable' {
  start();
  return write(new Set([...owned.value, ...itemIds])) ? '' : problem.value;
}

/**
 * The owned set for a component: loaded once the page is mounted (so the server's HTML and the
 * first render agree), with the changes a checklist and a toggle make.
 */
export function useOwned() {
  // Empty until this component is mounted: a part hydrated later must render as the server did.
  const mounted = ref(false);
  onMounted(() => {
    start();
    mounted.value = true;
  });
  const shown = computed<ReadonlySet<number>>(() => (mounted.value ? owned.value : NONE));
  const set = (itemIds: readonly number[], on: boolean) => {
    start();
    const next = new Set(owned.value);
    for (const id of itemIds) {
      if (on) next.add(id);
      else next.delete(id);
    }
    write(next);
  };
  return {
    owned: shown,
    problem: computed(() => (mounted.value ? problem.value : '')),
    toggle: (itemId: number) => set([itemId], !owned.value.has(itemId)),
    set,
    /** Replaces the whole set (an undone "clear"). */
    replace: (itemIds: Iterable<number>) => void write(new Set(itemIds)),
  };
}

// Read as soon as the page's scripts run, so no reactive getter (a tool's filter) is the first to
// read it and write refs while it evaluates. Components still show it only once mounted (useOwned).
start();
