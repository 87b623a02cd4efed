/**
 * The whole `/v1` API as a Cloudflare Worker, with the shared links' preview cards drawn in the
 * isolate (deploy with `wrangler deploy`, see wrangler.toml; ./handler.ts has the bindings and
 * variables). The renderer (satori and resvg as wasm, and the card font) is about four fifths of
 * the upload; ./api-only.ts is the same worker without it.
 */
import { edgeCardRenderer } from '../preview/edge.ts';
import { edgeWorker } from './handler.ts';

export type { Env } from './handler.ts';
export default edgeWorker(edgeCardRenderer);
