/** Builds the OpenAPI 3.1 document from route definitions: the same tables that validate requests. */
import { localeParam } from './common-params.ts';
import type { ParamDef } from './params.ts';
import type { RouteDef } from './route.ts';

const ERROR_CODES = [
  'VALIDATION_ERROR', 'MISSING_PARAMETER', 'INVALID_HEX', 'INVALID_MATCHING_METHOD', 'INVALID_LOCALE', 'INVALID_STAIN_ID',
  'INVALID_COLOR_WHEEL', 'INVALID_HARMONY_TYPE', 'INVALID_BODY', 'NOT_FOUND', 'RATE_LIMITED', 'INTERNAL_ERROR', 'UPSTREAM_UNAVAILABLE',
];

const parameter = (p: ParamDef) => ({
  name: p.name,
  in: p.in,
  required: p.in === 'path' ? true : p.required,
  description: p.description,
  schema: Object.fromEntries(Object.entries(p.schema).filter(([, v]) => v !== undefined)),
  ...(p.example ? { example: p.example } : {}),
});

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function openApiDocument(routes: readonly RouteDef[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const params = route.localized ? [...route.params, localeParam] : route.params;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters: params.map(parameter),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              description: route.body.description,
              content: { 'application/json': { example: route.body.example } },
            },
          }
        : {}),
      responses: {
        '200': {
          description: 'Success envelope: `{ success: true, data, pagination?, meta }`.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
        },
        '400': errorRef('Invalid parameter: `details { parameter, received, expected }` names it.'),
        '404': errorRef('Not found.'),
        '429': errorRef('Rate limited; see `retryAfter` and `Retry-After`.'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ffxiv-dyes API',
      version: '1.0.0',
      description:
        'FFXIV dye lookups, colour matching, colour-wheel harmonies and equipment names for .chara files. Every JSON answer comes in one envelope; errors carry a stable code.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        Meta: {
          type: 'object',
          required: ['requestId', 'apiVersion'],
          properties: {
            requestId: { type: 'string', format: 'uuid' },
            apiVersion: { const: 'v1' },
            locale: { type: 'string', enum: ['ja', 'de', 'fr', 'ko', 'zh'] },
          },
        },
        Success: {
          type: 'object',
          required: ['success', 'data', 'meta'],
          properties: {
            success: { const: true },
            data: {},
            pagination: {
              type: 'object',
              properties: {
                page: { type: 'integer' }, perPage: { type: 'integer' }, total: { type: 'integer' },
                totalPages: { type: 'integer' }, hasNext: { type: 'boolean' }, hasPrev: { type: 'boolean' },
              },
            },
            meta: { $ref: '#/components/schemas/Meta' },
          },
        },
        Error: {
          type: 'object',
          required: ['success', 'error', 'message', 'meta'],
          properties: {
            success: { const: false },
            error: { type: 'string', enum: ERROR_CODES },
            message: { type: 'string' },
            details: { type: 'object', properties: { parameter: { type: 'string' }, received: {}, expected: {} } },
            retryAfter: { type: 'integer' },
            meta: { $ref: '#/components/schemas/Meta' },
          },
        },
      },
    },
  };
}
