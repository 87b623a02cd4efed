/**
 * Build-time answers for the playground's first view: the default wheel, the default harmony and
 * the default base dye, computed by the engine itself (the same app the worker runs) and keyed by
 * the exact request path. The server-rendered page therefore already shows the wheel, its dots
 * and the slots, and a first visit with the default controls paints and hydrates without
 * starting the engine worker at all; any other request goes to the worker as before.
 */
import { createApp } from '../../../lib/api/index.ts';
import { ENGINE_ROUTES } from '../../../lib/api/index.ts';
import { dyePath, wheelPath } from '../../tools/shared/api-path.ts';
import { harmonyPath, PLAYGROUND_DEFAULTS } from '../../tools/playground/playground.ts';

/** An answer as `api()` returns it: the envelope without its per-request `meta` (request id). */
export interface SeedEnvelope {
  success: boolean;
  data: unknown;
  pagination?: unknown;
}

declare const data: Record<string, SeedEnvelope>;
export { data };

/** The first view is English: another locale comes from the URL or storage after mounting. */
const FIRST_VIEW_LOCALE = 'en';

export default {
  async load(): Promise<Record<string, SeedEnvelope>> {
    const app = createApp({ routes: ENGINE_ROUTES });
    const paths = [
      wheelPath(PLAYGROUND_DEFAULTS.wheel, FIRST_VIEW_LOCALE),
      harmonyPath({ ...PLAYGROUND_DEFAULTS }, {}, FIRST_VIEW_LOCALE),
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
    return answers;
  },
};
