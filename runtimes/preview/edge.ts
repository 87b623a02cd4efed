/**
 * The preview card renderer in workerd: the wasm modules and the font arrive as modules of the
 * bundle (compiled WebAssembly and raw data: wrangler.toml [[rules]]), as a worker may not
 * compile WebAssembly from bytes at run time.
 */
import layoutWasm from 'yoga-wasm-web/dist/yoga.wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import font from './card-font.otf';
import { createCardRenderer, type CardRenderer } from './render.ts';

export const edgeCardRenderer = (cacheSize?: number): CardRenderer =>
  createCardRenderer(async () => ({ layoutWasm, resvgWasm, font }), cacheSize);
