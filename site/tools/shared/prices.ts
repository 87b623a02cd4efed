/**
 * Market prices on the page: the player's world (kept on the device), the prices of all dyes on it
 * from `/v1/prices`, and the last prices seen (with their age) when the network or Universalis is
 * down. One shared state for every tool on the page; nothing is fetched until a world is chosen.
 *
 * Where the calls go: `VITE_CHARA_API_BASE` at build time (the API's origin when the site is
 * deployed as static files, as for the Outfit page's names), or by default the page's own origin.
 */
import { computed, onMounted, onUnmounted, ref, shallowRef, watch } from 'vue';
import { bestPrice, type GilPrice, type PriceSheet } from '../../../lib/prices/index.ts';

export type { GilPrice, PriceSheet };

const configuredBase = import.meta.env.VITE_CHARA_API_BASE as string | undefined;
export const PRICES_BASE: string = (configuredBase ?? '').replace(/\/+$/, '');

const WORLD_KEY = 'ffxiv-dyes:prices:world';
const WORLDS_KEY = 'ffxiv-dyes:prices:worlds';
const sheetKey = (world: string) => `ffxiv-dyes:prices:sheet:${world.toLowerCase()}`;

/** `none`: no world chosen; `live`: fresh from the API; `unavailable`: offline or upstream down; `invalid`: unknown world. */
export type PricesStatus = 'none' | 'loading' | 'live' | 'unavailable' | 'invalid';

export interface WorldLists {
  regions: string[];
  dataCenters: { name: string; region: string; worlds: string[] }[];
  worlds: { id: number; name: string }[];
}

function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null; // storage disabled or a damaged copy
  }
}
function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // storage full or disabled: prices still show, they are just not kept
  }
}

const world = ref('');
const sheet = shallowRef<PriceSheet | null>(null);
const status = ref<PricesStatus>('none');
const message = ref('');
const worldLists = shallowRef<WorldLists | null>(null);
/** Ticks every 30 s so ages stay true while the page is open. */
const now = ref(Date.now());
let started = false;
let users = 0;
let ticker: ReturnType<typeof setInterval> | undefined;
let loadCount = 0;

/** The API's envelope, as far as these calls read it. */
interface Envelope<T> {
  success?: boolean;
  data?: T;
  message?: string;
}

async function getJson<T>(path: string): Promise<{ status: number; body: Envelope<T> | null }> {
  const res = await fetch(`${PRICES_BASE}${path}`, { headers: { Accept: 'application/json' } });
  return { status: res.status, body: (await res.json().catch(() => null)) as Envelope<T> | null };
}

async function loadPrices(name: string): Promise<void> {
  const call = ++loadCount;
  if (!name) {
    sheet.value = null;
    status.value = 'none';
    return;
  }
  status.value = 'loading';
  let problem = '';
  try {
    const { status: code, body } = await getJson<PriceSheet>(`/v1/prices?world=${encodeURIComponent(name)}`);
    if (call !== loadCount) return;
    if (code === 200 && body?.success && body.data) {
      sheet.value = body.data;
      status.value = 'live';
      message.value = '';
      store(sheetKey(name), body.data);
      return;
    }
    problem = typeof body?.message === 'string' ? body.message : '';
    if (code === 400) {
      sheet.value = null;
      status.value = 'invalid';
      message.value = problem;
      return;
    }
  } catch {
    if (call !== loadCount) return; // offline: fall through to the last prices seen
  }
  sheet.value = readStored<PriceSheet>(sheetKey(name));
  status.value = 'unavailable';
  message.value = problem;
}

async function loadWorlds(): Promise<void> {
  worldLists.value = readStored<WorldLists>(WORLDS_KEY);
  try {
    const { status: code, body } = await getJson<WorldLists>('/v1/prices/worlds');
    if (code === 200 && body?.success && body.data) {
      worldLists.value = body.data;
      store(WORLDS_KEY, body.data);
    }
  } catch {
    // offline: the stored lists (if any) stay; a world can still be typed
  }
}

function start(): void {
  if (started) return;
  started = true;
  world.value = readStored<string>(WORLD_KEY) ?? '';
  watch(world, (name) => {
    store(WORLD_KEY, JSON.stringify(name.trim()));
    void loadPrices(name.trim());
  });
  void loadPrices(world.value);
}

/**
 * The shared price state. `priceOf(stainID)` is the cheapest gil price of a dye (vendor or market);
 * without market prices it is the vendor price alone.
 */
export function usePrices() {
  onMounted(() => {
    start();
    if (users++ === 0) ticker = setInterval(() => (now.value = Date.now()), 30_000);
  });
  onUnmounted(() => {
    if (--users === 0) clearInterval(ticker);
  });
  const byStain = computed(() => new Map(sheet.value?.dyes.map((d) => [d.stainID, d]) ?? []));
  return {
    world,
    sheet,
    status,
    message,
    now,
    /** ms since the shown prices were fetched; null without prices. */
    age: computed(() => (sheet.value ? Math.max(0, now.value - sheet.value.fetchedAt) : null)),
    priceOf: (stainID: number): GilPrice | null => bestPrice(byStain.value.get(stainID)),
    refresh: () => loadPrices(world.value.trim()),
  };
}

/** The regions, data centres and worlds to choose from (last list seen when offline). */
export function useWorldLists() {
  onMounted(() => {
    if (!worldLists.value) void loadWorlds();
  });
  return worldLists;
}

/** "3 minutes ago" in the page's language. */
export function formatAge(ms: number, locale: string): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}
