/**
 * What the engine answers, by name: the library's typed functions themselves (and the tools' own,
 * in tools/), so a page asks `harmonyWithBands({ dye: 5729, type: 'triadic' })` and gets Dye
 * Objects with distances and bands in one round trip: no query string, no JSON text. The site's
 * worker exposes this object (engine.worker.ts), and the site's build calls it in-process to
 * render every tool's first answer into its HTML.
 *
 * A method that answers in a language takes it as `locale` in its last argument, an options
 * object, so a first answer rendered in English can be asked again in another language.
 */
import { browseDyes, dyeBatch, dyeByStain, dyeCategories, dyeDetail, listDyes } from '../dyes/index.ts';
import { matchColor } from '../match/index.ts';
import { harmonyTypes, harmonyWithBands } from '../harmony/index.ts';
import { wheel } from '../wheels/index.ts';
import { pictureTool } from './tools/palette.ts';
import { gradientTools } from './tools/gradient.ts';
import { mixerTools } from './tools/mixer.ts';
import { outfitTools } from './tools/outfit.ts';
import { compareTools } from './tools/compare.ts';
import { visionTools } from './tools/vision.ts';
import { characterTools } from './tools/character.ts';
import { budgetTools } from './tools/budget.ts';
import { dyeSearchTools } from './tools/dye-search.ts';
import type { EngineRequestInit, EngineResponse } from './request.ts';

export const engineApi = {
  // The catalogue.
  listDyes,
  browseDyes,
  dyeDetail,
  dyeByStain,
  dyeBatch,
  dyeCategories,
  ...dyeSearchTools,
  // Matching, wheels and harmonies.
  matchColor,
  harmonyWithBands,
  harmonyTypes,
  wheel,
  // The tools'.
  ...gradientTools,
  ...mixerTools,
  ...compareTools,
  ...visionTools,
  ...characterTools,
  ...budgetTools,
  ...outfitTools,
  ...pictureTool,
  /** Answers one `/v1/...` path and query as the HTTP API would (a request the player typed). */
  async request(pathAndQuery: string, init?: EngineRequestInit): Promise<EngineResponse> {
    const { answerRequest } = await import('./request.ts');
    return answerRequest(pathAndQuery, init);
  },
  /**
   * Runs these calls once and answers nothing but how many ran: a page hands over the calls its
   * build answered, so their code is compiled and their tables built before the player's first
   * move rather than during it. A call the engine does not take is skipped.
   */
  warm(calls: readonly (readonly [method: string, args: readonly unknown[]])[]): number {
    let ran = 0;
    for (const [method, args] of calls) {
      if (method === 'warm' || method === 'request' || !Object.hasOwn(engineApi, method)) continue;
      try {
        (engineApi[method as keyof typeof engineApi] as (...a: readonly unknown[]) => unknown)(...args);
        ran++;
      } catch {
        // A refused call warms nothing more; the page asks it again and shows the refusal then.
      }
    }
    return ran;
  },
};

/** The engine's methods; `Comlink.wrap<EngineApi>(worker)` gives them to a page. */
export type EngineApi = typeof engineApi;
