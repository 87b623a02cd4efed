/**
 * The site's theme: VitePress's default theme with the player search and the locale switch in
 * the nav bar, the keyboard shortcuts, the interface in the player's language (i18n/), the
 * "new version" prompt, and service-worker registration on the client.
 */
// Without the bundled Inter webfont: system fonts render at once and keep ~70 KiB off a phone's first load.
import DefaultTheme from 'vitepress/theme-without-fonts';
import type { Theme } from 'vitepress';
import { h, onMounted } from 'vue';
import { useData } from 'vitepress';
import LocaleSwitch from './components/LocaleSwitch.vue';
import ThemeSwitch from './components/ThemeSwitch.vue';
import { connectThemes } from './themes.ts';
import UpdatePrompt from './components/UpdatePrompt.vue';
import PlayerSearch from './components/PlayerSearch.vue';
import KeyboardShortcuts from './components/KeyboardShortcuts.vue';
import { initialLocale, installI18n, keepDocumentLabels } from '../../i18n/index.ts';
import { isEnginePage, seedsIn, startEngine, useInProcessEngine, warmEngine } from '../../tools/shared/engine.ts';
import { registerServiceWorker } from './pwa.ts';
import { stopLazyHydration } from '../../tools/shared/lazy.ts';
import { restoreEarlyInput } from '../../tools/shared/early-input.ts';
import './style.css';

const theme: Theme = {
  extends: DefaultTheme,
  Layout: () =>
    h(DefaultTheme.Layout, null, {
      'nav-bar-content-before': () => h(PlayerSearch),
      'nav-bar-content-after': () => [h(LocaleSwitch), h(ThemeSwitch, { place: 'bar' })],
      'nav-screen-content-after': () => h(ThemeSwitch, { place: 'screen' }),
      'layout-bottom': () => [h(UpdatePrompt), h(KeyboardShortcuts)],
    }),
  async enhanceApp({ app, siteData, router }) {
    if (import.meta.env.SSR) {
      // The build renders each tool's first answer with the engine in its own process.
      useInProcessEngine((await import('../../../lib/worker/engine-api.ts')).engineApi);
      await installI18n(app, siteData, router);
      return;
    }
    // The engine starts now on a page that asks it (if the head script has not started it), so it
    // is ready before the player's first move. A page shown in another language than the build's
    // English has its first answers asked again in that language while the messages download.
    const lang = initialLocale();
    let localized: Promise<void> | undefined;
    if (isEnginePage()) {
      startEngine();
      // Asking the first answers again in the page's language warms the worker as well.
      if (lang !== 'en') localized = seedsIn(lang);
      else warmEngine();
    }
    await installI18n(app, siteData, router);
    // A worker that is slow to start holds the page back at most this long; its answers then follow.
    if (localized) await Promise.race([localized, new Promise((done) => setTimeout(done, 1500))]);
    void registerServiceWorker();
  },
  setup() {
    const { isDark } = useData();
    onMounted(() => connectThemes(isDark));
    // Runs after VitePress's own mounted hook, which sets <html lang> and the title in English.
    onMounted(keepDocumentLabels);
    // The page is live (hydrated, or rendered in the player's language): what the server rendered
    // is visible earlier but takes no input until then. The head script that keeps files dropped
    // before now (../early-files.ts) stops here, what was typed before now is put back
    // (tools/shared/early-input.ts), and browser tests wait for this mark.
    onMounted(() => {
      stopLazyHydration();
      document.documentElement.setAttribute('data-live', '');
      restoreEarlyInput();
    });
  },
};

export default theme;
/** For a keyboard shortcut (Shift+T): light → dark → high contrast → light. */
export { cycleTheme } from './themes.ts';
