/**
 * Build-time data for the endpoint reference: the engine's own route table (method, path,
 * parameter table, example), reduced to plain JSON. The reference page and its "try it" forms
 * are generated from this, so the docs cannot drift from what the API validates.
 */
import * as api from '../../lib/api/index.ts';
import {
  charaRoutes,
  createApp,
  glamourRoutes,
  pricesRoutes,
  type ParamDef,
  type ParamSchema,
  type RouteDef,
} from '../../lib/api/index.ts';

/** A parameter as the docs see it: its definition without the parser. */
export type ParamDoc = Omit<ParamDef, 'parse'>;

/** A route as the docs see it: plain JSON, no handler. */
export type RouteDoc = Omit<RouteDef, 'params' | 'handle' | 'cache'> & {
  id: string;
  cache: string;
  params: ParamDoc[];
};

declare const data: RouteDoc[];
export { data };

/**
 * All routes the HTTP API serves, as the Node server assembles them: the engine's, the chara
 * routes (gear search included), the two glamour routes and the two prices routes (built here only to be described; nothing calls the upstream at build time).
 */
function allRoutes(): readonly RouteDef[] {
  const tables = api as Record<string, unknown>;
  const engine = (tables.ROUTES ?? tables.ENGINE_ROUTES) as readonly RouteDef[];
  const withChara = engine.some((r) => r.path.startsWith('/v1/chara/')) ? engine : [...engine, ...charaRoutes()];
  const withGlamours = withChara.some((r) => r.path.startsWith('/v1/glamours/'))
    ? withChara
    : [...withChara, ...glamourRoutes()];
  const routes = withGlamours.some((r) => r.path.startsWith('/v1/prices'))
    ? withGlamours
    : [...withGlamours, ...pricesRoutes()];
  // createApp adds the OpenAPI route, so the reference lists exactly what an app serves.
  return createApp({ routes }).routes;
}

export default {
  load(): RouteDoc[] {
    return allRoutes().map((route) => ({
      id: `${route.method}-${route.path}`
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      method: route.method,
      path: route.path,
      tag: route.tag,
      summary: route.summary,
      description: route.description,
      params: route.params.map((p) => ({
        name: p.name,
        in: p.in,
        description: p.description,
        required: p.required,
        schema: JSON.parse(JSON.stringify(p.schema)) as ParamSchema,
        example: p.example,
      })),
      localized: route.localized,
      cache: route.cache,
      example: route.example,
      body: route.body,
    }));
  },
};
