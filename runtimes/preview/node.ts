/** The preview card renderer in Node: the wasm modules and the font read from disk. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createCardRenderer, type CardRenderer } from './render.ts';

const require = createRequire(import.meta.url);
const bytes = async (path: string) => new Uint8Array(await readFile(path));

export function nodeCardRenderer(cacheSize?: number): CardRenderer {
  return createCardRenderer(
    async () => ({
      layoutWasm: await bytes(require.resolve('yoga-wasm-web/dist/yoga.wasm')),
      resvgWasm: await bytes(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
      font: (await bytes(fileURLToPath(new URL('./card-font.otf', import.meta.url)))).buffer,
    }),
    cacheSize,
  );
}
