/** The favourite dyes as one reactive set shared by every toggle on the page. */
import { ref, watch } from 'vue';
import { listFavourites, setFavourite, storageChanges } from './storage.ts';

const favourites = ref<ReadonlySet<number>>(new Set());
let started = false;

async function reload(): Promise<void> {
  try {
    favourites.value = new Set(await listFavourites());
  } catch {
    // Unreadable or newer data: show none as favourite rather than fail; nothing is written.
  }
}

/** The set (loaded on first use, kept in step with other tabs) and a toggle. */
export function useFavourites() {
  if (!started && typeof window !== 'undefined') {
    started = true;
    void reload();
    watch(storageChanges, () => void reload());
  }
  const toggle = async (itemId: number) => {
    const next = new Set(favourites.value);
    const on = !next.has(itemId);
    if (on) next.add(itemId);
    else next.delete(itemId);
    favourites.value = next;
    try {
      await setFavourite(itemId, on);
    } catch {
      await reload();
    }
  };
  return { favourites, toggle };
}
