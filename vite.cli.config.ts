/**
 * The command-line tool's build (`ffxiv-dyes`, package `bin`): cli/main.ts and everything it uses,
 * bundled for Node into dist/cli.js. Runs after the library build, into the same dist/.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  ssr: { noExternal: true },
  build: {
    ssr: 'cli/main.ts',
    outDir: 'dist',
    emptyOutDir: false,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      output: {
        entryFileNames: 'cli.js',
        // The server (`serve`) is loaded on demand, in its own chunk.
        chunkFileNames: 'cli-[name].js',
        banner: '#!/usr/bin/env node',
      },
    },
  },
});
