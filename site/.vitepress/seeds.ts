/**
 * Writes a page's first answers into its HTML (VitePress's `postRender`): the engine calls its
 * tools made while the build rendered them, with their answers, as the JSON block the page reads
 * before it hydrates (site/tools/shared/engine.ts). It goes before `#app`, outside what Vue
 * hydrates; a page that asks the engine gets one even when it has no first answer, which tells
 * the page to start its engine as it loads.
 */
import type { SSGContext } from 'vitepress';
import { SEEDS_ELEMENT_ID, type Seed } from '../tools/shared/engine-page.ts';

export function writeSeeds(context: SSGContext & { engineSeeds?: Seed[] }): SSGContext {
  const seeds = context.engineSeeds;
  if (!seeds) return context;
  // `<` escaped, so no text inside the JSON can close the script element.
  const json = JSON.stringify(seeds).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SEEDS_ELEMENT_ID}">${json}</script>`;
  return { ...context, teleports: { ...context.teleports, body: `${context.teleports?.body ?? ''}${block}` } };
}
