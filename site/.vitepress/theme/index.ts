/**
 * The site's theme: VitePress's default theme with the locale switch in the nav bar, the
 * "new version" prompt, and service-worker registration on the client.
 */
// Without the bundled Inter webfont: system fonts render at once and keep ~70 KiB off a phone's first load.
import DefaultTheme from 'vitepress/theme-without-fonts';
import type { Theme } from 'vitepress';
import { h } from 'vue';
import LocaleSwitch from './components/LocaleSwitch.vue';
import UpdatePrompt from './components/UpdatePrompt.vue';
import { registerServiceWorker } from './pwa.ts';
import './style.css';

const theme: Theme = {
  extends: DefaultTheme,
  Layout: () =>
    h(DefaultTheme.Layout, null, {
      'nav-bar-content-after': () => h(LocaleSwitch),
      'layout-bottom': () => h(UpdatePrompt),
    }),
  enhanceApp() {
    if (!import.meta.env.SSR) void registerServiceWorker();
  },
};

export default theme;
