/**
 * The site's interface language, with vue-i18n (composition mode).
 *
 * Messages: one file per namespace and language, its keys namespaced by the namespace's name. A
 * tool's namespace is its folder's: site/tools/<tool>/messages/<locale>.json (`matcher/messages/
 * de.json` holding `{ "title": "…" }` gives `matcher.title`), with the tool's `navLabel` (the nav
 * link `/<tool>` shows `<tool>.navLabel`), `name` and `line` (the home menu, search, shortcuts and
 * preview cards). Shared namespaces are `locales/<locale>/<namespace>.json`: shared words in
 * `common`, the nav bar's in `nav`, the home page's in `home`, the API reference's frame (table
 * heads, Try it) in `reference`, and `glossary` and `saved`, which shared components read too.
 *
 * To add a namespace: create its file in all six languages with the same keys (tests/unit/i18n
 * checks that), then `const { t, n } = useI18n()` in a component and `t('<name>.<key>')`. Nothing
 * needs registering: each language's files, shared and the tools', are gathered into one chunk
 * (`bundles/<locale>.ts`), fetched only when that language is shown. The build compiles every
 * message (site/.vitepress/i18n-build.ts), so the browser runs vue-i18n without its message compiler.
 *
 * The interface language and the data language (dye names from the engine) are one: the
 * `locale` ref of state.ts. It starts from the URL (`?locale=`), else the saved choice, else the
 * browser's languages, else English. The server renders English; a page opened in another
 * language is rendered afresh in it on the client rather than hydrated (see `installI18n`), so
 * English messages are never downloaded for it.
 */
import { nextTick, watch, type App } from 'vue';
import { createI18n, type I18n } from 'vue-i18n';
import { get } from 'idb-keyval';
import type { Router, SiteData } from 'vitepress';
import { namespaced, type Messages } from './namespaces.ts';
import { LOCALES, SAVED_LOCALE_KEY, locale, type Locale } from '../tools/shared/state.ts';
import { labelNavLandmarks, translateTheme } from './theme-labels.ts';
import { cacheNumberFormats } from './number-format.ts';
import { cacheTranslations } from './translate-cache.ts';
import { afterNextPaint, stopLazyHydration, whenLoaded } from '../tools/shared/lazy.ts';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./bundles/*.ts');

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

const loaded = new Map<Locale, Promise<Messages>>();

/** One language's messages (one request for all its namespaces, then cached). */
export function loadMessages(lang: Locale): Promise<Messages> {
  let messages = loaded.get(lang);
  if (!messages) {
    const load = bundles[`./bundles/${lang}.ts`];
    if (!load) throw new Error(`no messages for locale ${lang}`);
    messages = load().then((module) => namespaced(module.default));
    loaded.set(lang, messages);
  }
  return messages;
}

/** The language of the first view: URL, then the saved choice, then the browser's languages, then English. */
export function initialLocale(): Locale {
  const fromUrl = new URLSearchParams(location.search).get('locale');
  if (isLocale(fromUrl)) return fromUrl;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(SAVED_LOCALE_KEY);
  } catch {
    // Storage disabled: fall through to the browser's languages.
  }
  if (isLocale(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** Sets `<html lang>` and the tab's title for the current page and language (set up by installI18n). */
let documentLabels = (): void => {};

/**
 * Installs vue-i18n on the app in the page's language, and keeps it, the nav bar's labels and
 * `<html lang>` in step with the `locale` ref.
 */
export async function installI18n(app: App, siteData: { value: SiteData } | undefined, router?: Router): Promise<I18n> {
  const ssr = import.meta.env.SSR;
  const first: Locale = ssr ? 'en' : initialLocale();
  const messages = loadMessages(first);
  // The server's HTML is complete: let the browser paint it before the page's one long task
  // (hydration, or the render in another language) starts, while the messages download.
  if (!ssr) await afterNextPaint();
  const i18n = createI18n({
    legacy: false,
    locale: first,
    fallbackLocale: false,
    missingWarn: false,
    fallbackWarn: false,
    messages: { [first]: await messages },
  });
  cacheNumberFormats(i18n.global);
  cacheTranslations(i18n.global);
  app.use(i18n);
  if (ssr) return i18n;

  locale.value = first;
  const global = i18n.global;
  const englishTheme = siteData?.value.themeConfig as Record<string, unknown> | undefined;
  documentLabels = () => {
    document.documentElement.lang = locale.value;
    // A tool's page title is its namespace's `title` (the page's slug, `/` being the home page).
    const slug = location.pathname.replace(/^\/|\.html$|\/$/g, '') || 'home';
    const site = siteData?.value.title;
    if (global.te(`${slug}.title`))
      document.title = site ? `${global.t(`${slug}.title`)} | ${site}` : global.t(`${slug}.title`);
  };
  if (router) {
    const after = router.onAfterRouteChange;
    // After VitePress has set the page's own (English) title.
    router.onAfterRouteChange = async (to) => {
      await after?.(to);
      setTimeout(documentLabels, 0);
    };
  }
  const apply = (lang: Locale) => {
    global.locale.value = lang;
    documentLabels();
    if (siteData && englishTheme) {
      siteData.value = {
        ...siteData.value,
        themeConfig: translateTheme(englishTheme, (key) => (global.te(key) ? global.t(key) : undefined)),
      };
    }
    // Now, for a nav bar already there; one that mounts later (it hydrates when the page first
    // idles, LazyNav.ts) labels itself in this language then (navMounted).
    void nextTick(() => labelNavLandmarks((key) => global.t(key)));
  };
  // The server rendered the nav bar, footer and landmarks from the English theme config, which the
  // English messages repeat word for word: an English first view has nothing to translate.
  if (first === 'en') documentLabels();
  else apply(first);
  watch(locale, async (lang) => {
    const messages = await loadMessages(lang);
    if (locale.value !== lang) return; // a later pick overtook this one
    if (!global.availableLocales.includes(lang)) global.setLocaleMessage(lang, messages as never);
    apply(lang);
  });

  // The server's HTML is English. In another language, render the page afresh instead of
  // hydrating it: hydration would keep English attributes (titles, labels) it cannot patch.
  // Clearing and rendering happen in one task, so no empty page is ever painted.
  if (first !== 'en') {
    stopLazyHydration();
    const mount = app.mount.bind(app);
    app.mount = ((container: string | Element, ...rest: unknown[]) => {
      const root = typeof container === 'string' ? document.querySelector(container) : container;
      root?.replaceChildren();
      return (mount as (...args: unknown[]) => ReturnType<App['mount']>)(container, ...rest);
    }) as App['mount'];
  }

  // Before the choice was kept in localStorage it was kept in IndexedDB: honour it once.
  if (!new URLSearchParams(location.search).has('locale')) {
    let hasSaved: boolean;
    try {
      hasSaved = localStorage.getItem(SAVED_LOCALE_KEY) !== null;
    } catch {
      hasSaved = true; // storage refused: nothing to migrate into
    }
    // After the page has loaded: opening the database is no work for the first view.
    if (!hasSaved) {
      void whenLoaded()
        .then(() => get('locale'))
        .then((stored) => {
          if (!isLocale(stored)) return;
          localStorage.setItem(SAVED_LOCALE_KEY, stored);
          locale.value = stored;
        })
        .catch(() => {});
    }
  }
  return i18n;
}

/**
 * Puts `<html lang>` and the tab's title in the interface language; VitePress sets both to the
 * site's English when the app mounts, so the theme calls this once mounted too.
 */
export function keepDocumentLabels(): void {
  documentLabels();
}
