import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeSecurity, securitySchemes } from '../lib/route-security.ts';
import { webhookDocumentation } from '../modules/webhooks/webhook-documentation.ts';

/** Where the document and its reference viewer are served. */
export const openApiDocumentUrl = '/api/openapi.json';
export const openApiViewerPrefix = '/api/docs';

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { target: 'draft-2020-12' } });

/**
 * The OpenAPI 3.1 document of every `/api` route, written from the same zod schemas the routes
 * validate with (fastify-type-provider-zod's transform), each route with the security its access
 * declares, and the events webhooks deliver; served at `/api/openapi.json`, and read in Swagger UI at `/api/docs` (served from this
 * server, no CDN). Register before the routes: @fastify/swagger learns them as they are added.
 */
export const openApi = fastifyPlugin(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Crane Safety Induction API',
          version: '1',
          description:
            'Inductions, completions, licences and the audit log of Crane Safety Induction. Administrators call it ' +
            'with their session cookie; other systems with an API token (`Authorization: Bearer csi_…`), created ' +
            'by a super administrator in Integrations, on the read routes of its scopes. Errors answer `{ "message" }`. ' +
            'The events the server POSTs to the webhook endpoints registered in Integrations are under `webhooks`.',
        },
        components: { securitySchemes },
        webhooks: webhookDocumentation(),
      },
      transform: ({ schema, url, route, ...documentObject }) => {
        if (!url.startsWith('/api/') || url.startsWith(`${openApiViewerPrefix}/`))
          return { schema: { ...schema, hide: true }, url };
        const transformed = zodTransform({ schema: schema ?? {}, url, route, ...documentObject });
        return { url: transformed.url, schema: documented(transformed.schema, url, route) };
      },
      // Only the OpenAPI document is written (`openapi` above), never Swagger 2.
      transformObject: (document) =>
        withoutSafeIntegerBounds('openapiObject' in document ? document.openapiObject : {}),
    });

    app.get(openApiDocumentUrl, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

    await app.register(async (viewer) => {
      // Swagger UI's routes declare no access; its pages and assets are for anyone, as the document is.
      viewer.addHook('onRoute', (route) => {
        route.config = Object.assign(route.config ?? {}, { access: 'public' as const });
      });
      await viewer.register(fastifySwaggerUi, {
        routePrefix: openApiViewerPrefix,
        uiConfig: { url: openApiDocumentUrl, docExpansion: 'list', deepLinking: true },
        theme: { title: 'Crane Safety Induction API' },
      });
    });
  },
  { name: 'openapi', fastify: '5.x', dependencies: ['route-table'] },
);

/** The route's tag (its resource, e.g. `completions`), who may call it, and its file answers' media types. */
function documented(schema: FastifySchema, url: string, route: RouteOptions): FastifySchema {
  const [first = '', second = ''] = url.replace(/^\/api\//, '').split('/');
  const tag = first === 'admin' ? second : first;
  const response = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, JsonSchema>).map(([status, answer]) => [
      status,
      withMediaTypes(answer),
    ]),
  );
  return { ...schema, response, tags: [tag], security: routeSecurity(route.config) };
}

type JsonSchema = { contentMediaType?: string; anyOf?: JsonSchema[] } & Record<string, unknown>;

/**
 * A file answer (lib/file-answers.ts: `contentMediaType` on the schema, alone or one of a union with a
 * JSON answer) as the OpenAPI response of its media type; a JSON answer as it is.
 */
function withMediaTypes(answer: JsonSchema): JsonSchema {
  const choices = answer.anyOf ?? [answer];
  const files = choices.filter((choice) => choice.contentMediaType);
  if (files.length === 0) return answer;
  const json = choices.filter((choice) => !choice.contentMediaType);
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const { contentMediaType = '' } of files)
    content[contentMediaType] = { schema: { type: 'string', format: 'binary' } };
  if (json.length > 0) content['application/json'] = { schema: json.length === 1 ? json[0]! : { anyOf: json } };
  return { description: files.length === choices.length ? 'The file' : 'The file, or JSON as asked', content };
}

/**
 * The document without the bounds zod writes on every `.int()`, ±(2^53 − 1): they say nothing a reader
 * needs (every integer of the API is far inside them), and Swagger UI showed the lower one,
 * -9007199254740991, as the example of every id.
 */
function withoutSafeIntegerBounds<T>(document: T): T {
  return JSON.parse(JSON.stringify(document), (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || (value as JsonSchema).type !== 'integer') return value;
    const schema = value as JsonSchema;
    if (schema['minimum'] === Number.MIN_SAFE_INTEGER) delete schema['minimum'];
    if (schema['maximum'] === Number.MAX_SAFE_INTEGER) delete schema['maximum'];
    return schema;
  }) as T;
}
