/**
 * The library build (`npm run build:lib`): the engine, createFetch, the MSW handlers and the engine
 * worker and one module per domain folder (`ffxiv-dyes/color`, `/dyes`, …) as ES modules in dist/. Declarations come from tsc (scripts/build-declarations.ts), the
 * command-line tool from vite.cli.config.ts. The site has its own build (VitePress, site/.vitepress/config.ts).
 */
import { defineConfig } from 'vite';

/** The domain folders published as subpaths; keep in step with package.json and tsconfig.build.json. */
const SUBPATHS = [
  'color',
  'dyes',
  'match',
  'harmony',
  'wheels',
  'palette',
  'vision',
  'gradient',
  'mix',
  'compare',
  'chara-file',
  'character',
  'items',
  'prices',
];

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: 'lib/index.ts',
        msw: 'lib/fetch/msw.ts',
        worker: 'lib/worker/engine.worker.ts',
        // One subpath export per domain folder (package.json "exports"): `ffxiv-dyes/<folder>`.
        ...Object.fromEntries(SUBPATHS.map((folder) => [folder, `lib/${folder}/index.ts`])),
      },
      formats: ['es'],
    },
    rollupOptions: { external: ['msw', /^msw\//] },
  },
});
