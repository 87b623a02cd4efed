/**
 * Page state that is shareable and remembered: every control's value lives in the URL query
 * (copy the address, get the same picture) and in IndexedDB through idb-keyval (come back
 * tomorrow, find it as you left it). The URL wins over the stored copy when both exist.
 */
import { onBeforeUnmount, onMounted, reactive, ref, watch, type Ref } from 'vue';
import { get, set } from 'idb-keyval';
import { data } from './options.data.ts';

import { SAVED_LOCALE_KEY } from '../../i18n/saved-locale.ts';

export { SAVED_LOCALE_KEY };

import type { Locale } from '../../../lib/index.ts';

export type { Locale };
/** The engine's locales (lib/dyes/locale.ts), through the build-time options. */
export const LOCALES: Locale[] = data.locales;

/** Each language named in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ja: '日本語',
  de: 'Deutsch',
  fr: 'Français',
  ko: '한국어',
  zh: '中文',
};

/** The data and interface language of every page (dye, type and wheel names, every label). */
export const locale: Ref<Locale> = ref('en');
let localeStarted = false;

/**
 * Keeps the address bar and the saved choice in step with the locale. Where the language starts
 * from (URL, saved choice, browser) is decided before the first render (i18n/index.ts).
 */
export function startLocale(): void {
  if (localeStarted || typeof window === 'undefined') return;
  localeStarted = true;
  watch(locale, (value) => {
    // A choice made here is kept on this device, not written into links: the address bar and
    // "Copy link" carry no language, so a friend reads the link in their own (shareableUrl).
    writeUrl({ locale: '' });
    try {
      localStorage.setItem(SAVED_LOCALE_KEY, value);
    } catch {
      // Storage disabled: the choice lasts for this page only.
    }
  });
}

/** Replaces query keys in the address bar without a navigation (empty value = drop the key). */
export function writeUrl(values: Record<string, string>): void {
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(values)) {
    if (value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  if (url.href !== location.href) history.replaceState(history.state, '', url.href);
}

/**
 * The link to share for `href`: without a language, so it opens in the recipient's own (their
 * saved choice, then their browser's), unless `lang` is given: "share in <language>" on purpose.
 */
export function shareableUrl(href: string, lang?: Locale): string {
  const url = new URL(href);
  url.searchParams.delete('locale');
  if (lang) url.searchParams.set('locale', lang);
  return url.href;
}

export type StringState<T> = { [K in keyof T]: string };

/**
 * A page's controls as a reactive object of strings. `ready` turns true once the URL or the stored
 * copy has been applied, so a page can wait for it before its first request.
 */
export function usePageState<T extends Record<string, string>>(key: string, defaults: T) {
  const state = reactive({ ...defaults }) as T;
  const ready = ref(false);
  // Leaving the page (a link inside the site) writes what waits and lets go of the page events.
  let leave: (() => void) | undefined;
  onMounted(async () => {
    startLocale();
    const query = new URLSearchParams(location.search);
    const keys = Object.keys(defaults) as (keyof T & string)[];
    if (keys.some((k) => query.has(k))) {
      for (const k of keys) {
        const value = query.get(k);
        if (value !== null) (state as Record<string, string>)[k] = value;
      }
    } else {
      // A control the player changes while the saved view is still being read keeps their value.
      const before = { ...state };
      const stored = (await get(`page:${key}`).catch(() => undefined)) as Partial<T> | undefined;
      for (const k of keys) {
        const value = stored?.[k];
        if (typeof value === 'string' && state[k] === before[k]) (state as Record<string, string>)[k] = value;
      }
    }
    ready.value = true;
    const page = location.pathname;
    const persist = () => {
      const diff: Record<string, string> = {};
      for (const k of keys) diff[k] = state[k] === defaults[k] ? '' : String(state[k]);
      // A write that comes after the player has followed a link belongs to the page they left.
      if (location.pathname === page) writeUrl(diff);
      void set(`page:${key}`, { ...state }).catch(() => {});
    };
    persist();
    const later = whenIdle(persist);
    // Made after an await, so outside the component's scope: stopped by hand when it unmounts.
    const stopWatching = watch(state, later.schedule, { deep: true });
    leave = () => {
      stopWatching();
      later.flushAndStop();
    };
  });
  onBeforeUnmount(() => leave?.());
  return { state, ready };
}

/** Writes waiting for the page to be idle (whenIdle). */
const waiting = new Set<() => void>();

/**
 * The address of the page as the player has set it: writes the address bar now if a change is
 * still waiting for the page to be idle. Whatever shares the page's link reads it through this.
 */
export function currentHref(): string {
  for (const flush of [...waiting]) flush();
  return location.href;
}

/**
 * `write`, run once when the page is next idle however often it is asked for before then. The
 * address bar and the stored copy wait until the answer a change asked for is on screen: a new
 * address makes the browser restyle every link on the page (their URLs resolve against it), 15 ms
 * on the Character page of a phone, and a burst of changes (typing) is written once. A page being
 * left, or its link being shared (currentHref), writes at once, so nothing the player chose is lost.
 */
function whenIdle(write: () => void): { schedule: () => void; flushAndStop: () => void } {
  const flush = () => {
    if (!waiting.delete(flush)) return;
    write();
    if (!waiting.size) document.documentElement.removeAttribute('data-saving');
  };
  // A phone may discard a hidden tab without a pagehide.
  const onHidden = () => document.visibilityState === 'hidden' && flush();
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return {
    schedule() {
      if (waiting.has(flush)) return;
      waiting.add(flush);
      // While a write waits, `<html data-saving>` says so (the browser tests read the address after it).
      document.documentElement.setAttribute('data-saving', '');
      // Safari has no requestIdleCallback: a short timer there, after the answer's frame.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 1000 });
      else setTimeout(flush, 100);
    },
    flushAndStop() {
      flush();
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
