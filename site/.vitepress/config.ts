/**
 * VitePress configuration. The site is served by `npm start` (runtimes/node/server.ts) from
 * `site/.vitepress/dist`; `scripts/build-site.ts` builds it and then adds the service worker and
 * the PNG icons, so the precache manifest covers every file the build wrote.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type DefaultTheme } from 'vitepress';
import { transformPageHtml } from './html.ts';
import { EARLY_FILES_SCRIPT } from './early-files.ts';
import { messageChunks, precompileMessages, preloadMessagesScript, recordMessageChunks } from './i18n-build.ts';
import { SAVED_LOCALE_KEY } from '../i18n/saved-locale.ts';
import { CONTRAST_SCRIPT } from './theme/themes.ts';
import { TOOLS } from '../tools/registry.ts';
import { writeSeeds } from './seeds.ts';
import { SEEDS_ELEMENT_ID, enginePreloadScript } from '../tools/shared/engine-page.ts';
import { EARLY_INPUT_SCRIPT } from '../tools/shared/early-input.ts';

const LIBRARY_MODULE = new RegExp(
  `^${fileURLToPath(new URL('../../lib/', import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
);

export default defineConfig({
  title: 'FFXIV Dyes',
  description:
    'Colour harmonies, matching and a dye browser for the 125 FFXIV dyes, in six languages — and the dye API, local-first: offline in your browser, in Node, in your tests and at the edge.',
  lang: 'en',
  cleanUrls: true,
  lastUpdated: false,
  // Not on hover or in view: a tool page fetches no other page's code before the player asks for it.
  router: { prefetchLinks: false },
  // The colour-mode switch re-applies the page's theme class once on every load, and by default
  // it first forces a full style recalculation (to suspend transitions) each time: two forced
  // recalculations during hydration that a phone pays for at every visit, only so that a manual
  // switch does not animate its colours.
  appearance: { disableTransition: false },
  // /v1/* is the API, answered by the service worker or the server, not a page of the site.
  ignoreDeadLinks: [/^\/v1\//],
  // The engine runs in a module worker; Vite's default worker format (iife) cannot code-split it.
  vite: {
    worker: { format: 'es' },
    // The messages are compiled at build time, and each language's chunk is noted for preloading.
    plugins: [precompileMessages(), recordMessageChunks()],
    // vue-i18n's build flags: composition API only (no legacy API, no global $t install), no
    // devtools hooks, and no message compiler in the bundle, as every message arrives compiled.
    define: {
      __VUE_I18N_LEGACY_API__: 'false',
      __VUE_I18N_FULL_INSTALL__: 'false',
      __INTLIFY_PROD_DEVTOOLS__: 'false',
      __INTLIFY_DROP_MESSAGE_COMPILER__: 'true',
    },
    // Bundled into the server render too, so it gets the flags above and shares one instance
    // with the components (an external copy would be a second vue-i18n that is not installed).
    ssr: { noExternal: ['vue-i18n', /^@intlify\//] },
    resolve: {
      // The default theme's Layout imports its nav bar as './components/VPNav.vue'; the nav bar
      // is hydrated apart from the page (theme/LazyNav.ts).
      alias: [
        {
          find: /^\.\/components\/VPNav\.vue$/,
          replacement: fileURLToPath(new URL('./theme/LazyNav.ts', import.meta.url)),
        },
      ],
    },
    build: {
      chunkSizeWarningLimit: 900,
      rollupOptions: {
        // The library's modules only define things (their module-level work builds tables for the
        // functions that use them), so a page that imports one small function does not also carry
        // the dye database or the palettes: those run in the engine's worker. The worker's own
        // entry, which exposes the engine, is the one module that acts on load.
        treeshake: { moduleSideEffects: (id) => !LIBRARY_MODULE.test(id) || /engine\.worker\.ts$/.test(id) },
      },
    },
  },
  // The engine calls each page's tools made while rendering, with their answers, go into the page.
  postRender: writeSeeds,
  transformHtml: (html, _id, { siteConfig, assets }) => {
    // A page that asks the engine starts its worker from the head, before its own scripts run.
    const worker = html.includes(`id="${SEEDS_ELEMENT_ID}"`)
      ? assets.find((a) => /\/engine\.worker-[\w-]+\.js$/.test(a))
      : undefined;
    return transformPageHtml(html, {
      socialIcons: Boolean((siteConfig.userConfig.themeConfig as DefaultTheme.Config | undefined)?.socialLinks?.length),
      headScript: [
        preloadMessagesScript(messageChunks, SAVED_LOCALE_KEY),
        EARLY_FILES_SCRIPT,
        EARLY_INPUT_SCRIPT,
        worker && enginePreloadScript(worker),
      ]
        .filter(Boolean)
        .join(';\n'),
    });
  },
  head: [
    ['link', { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' }],
    ['link', { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }],
    ['link', { rel: 'manifest', href: '/manifest.webmanifest' }],
    ['meta', { name: 'theme-color', content: '#3a5a8c' }],
    ['script', {}, CONTRAST_SCRIPT],
    // The static fallback preview card (scripts/build-site.ts draws it); the Node server and the
    // edge function replace these with a card drawn for each link (runtimes/preview/).
    ['meta', { property: 'og:image', content: '/og-card.png' }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
  ],
  themeConfig: {
    logo: { src: '/icon.svg', alt: '', width: 24, height: 24 },
    // One list of tools (tools/registry.ts) feeds this menu, the home page, the search and the shortcuts.
    nav: [
      {
        text: 'Tools',
        items: TOOLS.filter((tool) => tool.inToolsMenu).map(({ label, path }) => ({ text: label, link: path })),
      },
      { text: 'Saved', link: '/saved' },
      { text: 'Glossary', link: '/glossary' },
      { text: 'Guide', link: '/guide/' },
      { text: 'API reference', link: '/reference/' },
    ],
    sidebar: {
      '/guide/': [
        {
          text: 'Guide',
          items: [
            { text: 'Quick starts', link: '/guide/' },
            { text: 'The envelope', link: '/guide/envelope' },
            { text: 'Errors', link: '/guide/errors' },
            { text: 'Locales', link: '/guide/locales' },
            { text: 'Rate limits', link: '/guide/rate-limits' },
            { text: 'A typed client', link: '/guide/typed-client' },
            { text: 'Command line', link: '/guide/cli' },
          ],
        },
        { text: 'Reference', items: [{ text: 'Endpoints', link: '/reference/' }] },
      ],
      '/reference/': [
        { text: 'Reference', items: [{ text: 'Endpoints', link: '/reference/' }] },
        {
          text: 'Guide',
          items: [
            { text: 'Quick starts', link: '/guide/' },
            { text: 'The envelope', link: '/guide/envelope' },
            { text: 'Errors', link: '/guide/errors' },
          ],
        },
      ],
    },
    outline: { level: [2, 3] },
    footer: {
      message: 'Dye data © SQUARE ENIX. Not affiliated with Square Enix.',
    },
  },
});
