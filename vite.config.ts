/**
 * The library build (`npm run build:lib`): every entry of package.json `exports` (the root,
 * `ffxiv-dyes/color`, `/dyes`, …, `/msw`, `/worker`) as an ES module in dist/, read from
 * package.json through scripts/package-entries.js. Declarations come from tsc
 * (scripts/build-declarations.ts), the command-line tool from vite.cli.config.ts. The site has its
 * own build (VitePress, site/.vitepress/config.ts).
 *
 * Modules are kept one file per source module (`preserveModules`), not merged into chunks: with
 * `"sideEffects"` in package.json, a user's bundler then drops every module their imports do not
 * reach, so `import { closestDye } from 'ffxiv-dyes'` costs what `ffxiv-dyes/match` costs
 * (tests/consumer/bundle-size.test.ts measures it).
 */
import { defineConfig } from 'vite';
import { PACKAGE_ENTRIES } from './scripts/package-entries.js';

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: Object.fromEntries(PACKAGE_ENTRIES.map((entry) => [entry.name, entry.source])),
      formats: ['es'],
    },
    rollupOptions: {
      external: ['msw', /^msw\//],
      // A constant inlined across modules leaves a bare `import './x.js'` behind (kept for its
      // side effects), which a user's bundler, told there are none, warns about and drops.
      optimization: { inlineConst: false },
      output: {
        preserveModules: true,
        preserveModulesRoot: 'lib',
        // Bundled dependencies (comlink, spectral.js) go to dist/vendor/: npm never packs a
        // folder named node_modules.
        entryFileNames: (chunk) => `${chunk.name.replace(/^node_modules\//, 'vendor/')}.js`,
      },
    },
  },
});
