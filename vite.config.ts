/**
 * The library build (`npm run build:lib`): the engine, createFetch and the MSW handlers as ES
 * modules in dist/. The site has its own build (VitePress, site/.vitepress/config.ts).
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
      entry: { index: 'lib/index.ts', msw: 'lib/mock/msw.ts' },
      formats: ['es'],
    },
    rollupOptions: { external: ['msw', /^msw\//] },
  },
});
