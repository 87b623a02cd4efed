/**
 * The library build (`npm run build:lib`): the engine, createFetch, the MSW handlers and the engine
 * worker as ES modules in dist/. Declarations come from tsc (scripts/build-declarations.ts), the
 * command-line tool from vite.cli.config.ts. The site has its own build (VitePress, site/.vitepress/config.ts).
 */
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: 'lib/index.ts', msw: 'lib/fetch/msw.ts', worker: 'lib/worker/engine.worker.ts' },
      formats: ['es'],
    },
    rollupOptions: { external: ['msw', /^msw\//] },
  },
});
