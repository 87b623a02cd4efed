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
import { installI18n, keepDocumentLabels } from '../../i18n/index.ts';
import { registerServiceWorker } from './pwa.ts';
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
    await installI18n(app, siteData, router);
    if (!import.meta.env.SSR) void registerServiceWorker();
  },
  setup() {
    const { isDark } = useData();
    onMounted(() => connectThemes(isDark));
    // Runs after VitePress's own mounted hook, which sets <html lang> and the title in English.
    onMounted(keepDocumentLabels);
    // The page is live (hydrated, or rendered in the player's language): what the server rendered
    // is visible earlier but takes no input until then. The head script that keeps files dropped
    // before now (../early-files.ts) stops here, and browser tests wait for this mark.
    onMounted(() => document.documentElement.setAttribute('data-live', ''));
  },
};

export default theme;
/** For a keyboard shortcut (Shift+T): light → dark → high contrast → light. */
export { cycleTheme } from './themes.ts';
