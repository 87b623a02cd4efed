/**
 * Build-time answers for the playground's first view: the default wheel, the default harmony and
 * the default base dye, computed by the engine itself (the same app the worker runs) and keyed by
 * the exact request path. The server-rendered page therefore already shows the wheel, its dots
 * and the slots, and a first visit with the default controls paints and hydrates without
 * starting the engine worker at all; any other request goes to the worker as before.
 */
import { createApp, ENGINE_ROUTES, type Harmony } from '../../../lib/api/index.ts';
import { pairBands, type DistanceBand } from '../../../lib/color/index.ts';
import { dyePath, wheelPath } from '../../tools/shared/api-path.ts';
import { harmonyPath, PLAYGROUND_DEFAULTS } from '../../tools/playground/playground.ts';

/** An answer as `api()` returns it: the envelope without its per-request `meta` (request id). */
export interface SeedEnvelope {
  success: boolean;
  data: unknown;
  pagination?: unknown;
}

export interface FirstView {
  /** Envelopes by request path. */
  answers: Record<string, SeedEnvelope>;
  /** The guide band of each harmony slot, by the harmony's request path (as the worker gives them). */
  bands: Record<string, DistanceBand[]>;
}

declare const data: FirstView;
export { data };

/** The first view is English: another locale comes from the URL or storage after mounting. */
const FIRST_VIEW_LOCALE = 'en';

export default {
  async load(): Promise<FirstView> {
    const app = createApp({ routes: ENGINE_ROUTES });
    const harmony = harmonyPath({ ...PLAYGROUND_DEFAULTS }, {}, FIRST_VIEW_LOCALE);
    const paths = [
      wheelPath(PLAYGROUND_DEFAULTS.wheel, FIRST_VIEW_LOCALE),
      harmony,
      dyePath(PLAYGROUND_DEFAULTS.base, FIRST_VIEW_LOCALE),
    ];
    const answers: Record<string, SeedEnvelope> = {};
    for (const path of paths) {
      const res = await app.handle({
        method: 'GET',
        url: new URL(path, 'http://engine.local').href,
        header: () => null,
        body: null,
      });
      const body = JSON.parse(String(res.body)) as SeedEnvelope & { meta?: unknown };
      if (res.status !== 200 || !body.success) throw new Error(`first view: ${path} answered ${res.status}`);
      const { meta: _meta, ...envelope } = body;
      answers[path] = envelope;
    }
    const { distanceUnit, slots } = answers[harmony]!.data as Harmony;
    const bands = {
      [harmony]: pairBands(
        distanceUnit,
        slots.map((s) => [s.targetHex, s.dye?.hex ?? ''] as const),
      ),
    };
    return { answers, bands };
  },
};
