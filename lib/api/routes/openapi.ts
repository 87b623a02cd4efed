/** `/v1/openapi.json`: the OpenAPI document of an app's own routes, served bare so tools can read it. */
import { openApiDocument } from '../openapi.ts';
import { JSON_TYPE } from '../headers.ts';
import { CACHE_CONTROL, defineRoute, type RouteDef } from '../route.ts';

export function openApiRoute(routes: () => readonly RouteDef[]): RouteDef {
  let body: string | undefined;
  return defineRoute({
    method: 'GET',
    path: '/v1/openapi.json',
    tag: 'Meta',
    summary: 'This API as an OpenAPI 3.1 document',
    description: 'Generated from the same parameter tables that validate requests. Served without the envelope.',
    localized: false,
    cache: 'public',
    example: '/v1/openapi.json',
    params: [],
    handle: () => ({
      raw: {
        status: 200,
        headers: { 'Content-Type': JSON_TYPE, 'Cache-Control': CACHE_CONTROL.public },
        body: (body ??= JSON.stringify(openApiDocument(routes()))),
      },
    }),
  });
}
