/**
 * The edge worker without the preview cards' renderer, a fifth of the upload of ./edge.ts:
 * `npx wrangler deploy runtimes/edge/api-only.ts`. Every route and page answers as there, but a
 * card link (`/og/card.png?for=…`) sends to the site's static card (`/og-card.png`, the home
 * page's) instead of drawing the page's own.
 */
import { edgeWorker } from './handler.ts';

export default edgeWorker(null);
