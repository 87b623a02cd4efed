/**
 * The planner's two network routes with warm caches, against the local fakes (tests/chara/fake,
 * tests/glamours/fake-eorzea-collection.ts): median µs of
 * - a gear search (`GET /v1/items/search?q=…&slot=…`) answered from the cache, through the app;
 * - opening a 12-piece shared glamour (`GET /v1/glamours/eorzea-collection/:id`) with the site's
 *   document, the name rows and the families all cached, through the app.
 */
import { createApp } from '../lib/api/app.ts';
import type { ApiRequest } from '../lib/api/types.ts';
import { charaRoutes, createCharaService } from '../lib/api/chara/index.ts';
import { glamourRoutes } from '../lib/api/glamours/index.ts';
import { startFakeXivapi } from '../tests/chara/fake/server.ts';
import { startFakeEorzeaCollection } from '../tests/glamours/fake-eorzea-collection.ts';
import { measureAsync, report } from './harness.ts';

const get = (path: string): ApiRequest => ({
  method: 'GET',
  url: `http://bench.local${path}`,
  header: () => null,
  clientIp: '127.0.0.1',
});

export async function benchGlamours(): Promise<void> {
  const xivapi = await startFakeXivapi();
  const site = await startFakeEorzeaCollection();
  try {
    const chara = createCharaService({ base: xivapi.url, version: 'latest' });
    const app = createApp({
      routes: [...charaRoutes({ service: chara }), ...glamourRoutes({ base: site.url, chara })],
    });
    const search = '/v1/items/search?q=beech&slot=Hands&limit=20';
    const glamour = '/v1/glamours/eorzea-collection/200';
    for (const path of [search, glamour]) {
      const first = await app.handle(get(path));
      if (first.status !== 200) throw new Error(`bench fixture ${path} answered ${first.status}`);
    }
    const before = { search: xivapi.count('search'), site: site.count() };
    const warmSearch = await measureAsync(() => app.handle(get(search)), { batch: 500, rounds: 20 });
    const warmGlamour = await measureAsync(() => app.handle(get(glamour)), { batch: 200, rounds: 20 });
    const upstream = xivapi.count('search') - before.search + (site.count() - before.site);
    if (upstream !== 0) throw new Error(`warm runs called the upstreams ${upstream} times`);
    const body = (await app.handle(get(glamour))).body;
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);
    const pieces = Object.keys((JSON.parse(text) as { data: { items: object } }).data.items).length;
    report('glamours: the planner with warm caches (local fakes)', [
      { name: 'gear search (GET /v1/items/search), cached', medianUs: warmSearch },
      {
        name: `open a ${pieces}-piece glamour (GET /v1/glamours/eorzea-collection/:id), cached`,
        medianUs: warmGlamour,
      },
    ]);
  } finally {
    await site.close();
    await xivapi.close();
  }
}
