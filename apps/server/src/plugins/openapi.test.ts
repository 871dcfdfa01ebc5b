import Fastify from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { webhookEventTypes, webhookTestEvent } from '@crane/contract';
import { checkAnswersAgainstDocument, checkWebhookBodiesAgainstDocument } from '../../test/openapi-conformance.ts';
import { createTestApp, logIn, type TestApp } from '../../test/test-app.ts';
import { registerWebhook } from '../../test/webhook-receiver.ts';
import { queueWebhookEvent } from '../modules/webhooks/webhook-events.ts';
import { responseSerializerCompiler } from '../lib/response-serializer.ts';
import { openApi, openApiDocumentUrl } from './openapi.ts';
import { routeTable } from './route-table.ts';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: object[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  let test: TestApp;
  let document: Document;
  beforeAll(async () => {
    test = await createTestApp('sqlite');
    const response = await test.app.inject({ method: 'GET', url: openApiDocumentUrl });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await test.close();
  });

  it('is OpenAPI 3.1 and lists every API route with its method, answers and security', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'adminSession',
      'apiToken',
      'inducteeBrowser',
    ]);
    const routes = test.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        route.url !== openApiDocumentUrl &&
        !route.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is missing from the document`).toBeDefined();
      expect(Object.keys(operation?.responses ?? {}), `${route.method} ${route.url}`).toEqual(
        expect.arrayContaining(['400', '500']),
      );
      expect(operation?.security, `${route.method} ${route.url}`).toEqual(
        route.access === 'public' ? [] : expect.arrayContaining([expect.any(Object)]),
      );
    }
  });

  it('documents file answers under their media type, and the bodies and parameters of the routes', () => {
    const exportAnswer = document.paths['/api/admin/completions/export']?.['get']?.responses['200'];
    expect(exportAnswer).toMatchObject({ content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } });
    const certificate = document.paths['/api/inductions/{inductionId}/progress/{progressId}/certificate']?.['get'];
    expect(Object.keys((certificate?.responses['200'] as { content: object }).content).sort()).toEqual([
      'application/json',
      'application/pdf',
    ]);
    const login = document.paths['/api/auth/login']?.['post'] as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: object; required: string[] } } } };
    };
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    type Parameters = { parameters: { name: string; schema: object; description?: string }[] };
    const list = document.paths['/api/admin/completions']?.['get'] as unknown as Parameters;
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['q', 'page']));
    // A number in an address is its decimal digits; the document says so, and gives the range.
    expect(list.parameters.find((parameter) => parameter.name === 'pageSize')).toMatchObject({
      schema: { type: 'string', pattern: '^(?:0|[1-9]\\d{0,15})$' },
      description: 'A whole number from 1 to 100, in decimal digits',
    });
    const induction = document.paths['/api/inductions/{id}']?.['get'] as unknown as Parameters;
    expect(induction.parameters[0]).toMatchObject({
      name: 'id',
      description: 'A whole number from 1 to 2147483647, in decimal digits',
    });
  });

  it('gives no integer the bounds zod writes on every .int(), which Swagger UI showed as each id', () => {
    // Swagger UI took a schema's minimum for its example: every id read -9007199254740991.
    expect(JSON.stringify(document)).not.toContain(String(Number.MAX_SAFE_INTEGER));
    type Body = { content: { 'application/json': { schema: { properties: Record<string, object> } } } };
    const tokens = document.paths['/api/admin/api-tokens']?.['get']?.responses['200'] as Body;
    const token = tokens.content['application/json'].schema as unknown as {
      properties: { tokens: { items: { properties: Record<string, object> } } };
    };
    expect(token.properties.tokens.items.properties['id']).toEqual({ type: 'integer' });
    const webhooks = (document as unknown as { webhooks: Record<string, { post: { requestBody: Body } }> }).webhooks;
    const licence = webhooks['licence.expiring']?.post.requestBody.content['application/json'].schema as unknown as {
      properties: { data: { properties: { licence: { properties: Record<string, object> } } } };
    };
    expect(licence.properties.data.properties.licence.properties['id']).toEqual({ type: 'integer' });
  });

  it('documents each webhook event: the signing headers and the body an endpoint receives', () => {
    type Webhook = {
      post: {
        parameters: { in: string; name: string; required: boolean }[];
        requestBody: { content: { 'application/json': { schema: JsonBody } } };
        responses: Record<string, unknown>;
      };
    };
    type JsonBody = { properties: Record<string, JsonBody & { const?: string }>; required: string[] };
    const webhooks = (document as unknown as { webhooks: Record<string, Webhook> }).webhooks;
    expect(Object.keys(webhooks).sort()).toEqual([...webhookEventTypes, webhookTestEvent].sort());
    for (const [type, { post }] of Object.entries(webhooks)) {
      expect(
        post.parameters.map(({ in: where, name, required }) => `${where} ${name} ${required}`),
        type,
      ).toEqual(['header webhook-id true', 'header webhook-timestamp true', 'header webhook-signature true']);
      const body = post.requestBody.content['application/json'].schema;
      expect(body.required, type).toEqual(['type', 'timestamp', 'data']);
      expect(body.properties['type']?.const, type).toBe(type);
      expect(Object.keys(post.responses), type).toEqual(['2XX', 'default']);
    }
    const completion = webhooks['completion.created']?.post.requestBody.content['application/json'].schema;
    expect(completion?.properties['data']?.properties['completion']?.required).toEqual(
      expect.arrayContaining(['id', 'person', 'induction', 'certificate', 'links']),
    );
    const licence = webhooks['licence.expiring']?.post.requestBody.content['application/json'].schema;
    expect(licence?.properties['data']?.properties['licence']?.required).toEqual(
      expect.arrayContaining(['id', 'kind', 'expiry', 'status']),
    );
  });

  it('is read in a viewer served by this server, with nothing fetched from elsewhere', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) {
      expect(source, source).toMatch(/^\/api\/docs\/static\//);
      const asset = await test.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
    }
    const initializer = await test.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    const config = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(initializer.statusCode).toBe(200);
    expect(config.json()).toEqual(document);
  });
});

describe('the check of webhook bodies against the document', () => {
  it('records a delivery whose body is unlike its event, and an event the document does not list', async () => {
    const test = await createTestApp('sqlite', { WEBHOOKS_ALLOW_PRIVATE: 'true' });
    try {
      const cookie = await logIn(test.app);
      const { endpoint } = await registerWebhook(test.app, cookie, {
        url: 'http://127.0.0.1:9/hooks',
        events: ['licence.verified'],
      });
      const queue = (event: string, data: Record<string, unknown>) =>
        queueWebhookEvent(
          test.app.db,
          { type: event, timestamp: new Date().toISOString(), data },
          new Date(),
          endpoint.id,
        );
      await queue(webhookTestEvent, { message: 'A test', endpoint: { id: endpoint.id, url: endpoint.url } });
      expect(await checkWebhookBodiesAgainstDocument(test.app, test.app.db)).toEqual([]);
      await queue(webhookTestEvent, { message: 'A test', endpoint: { id: String(endpoint.id), url: endpoint.url } });
      await queue('completion.archived', {});
      expect(await checkWebhookBodiesAgainstDocument(test.app, test.app.db)).toEqual([
        expect.stringMatching(
          /^webhook webhook\.test: does not match the documented body: .*endpoint\/id must be integer/,
        ),
        'webhook completion.archived: not in the OpenAPI document',
      ]);
      await test.app.db.deleteFrom('webhook_deliveries').execute();
    } finally {
      await test.close();
    }
  });
});

describe('the check of answers against the document', () => {
  it('records an answer unlike its documented schema, and a status the document does not list', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    await app.register(routeTable);
    await app.register(openApi);
    await app.register(
      fastifyPlugin(async (scope) => {
        // Without the zod type provider, so that the handler can break its promise.
        scope.get(
          '/api/count',
          { config: { access: 'public' }, schema: { response: { 200: z.object({ count: z.number() }) } } },
          async (request, reply) => {
            // Written past the serializer, as a hand-made answer would be.
            if (request.url.endsWith('?lie'))
              return reply.type('application/json').serializer(String).send('{"count":"many"}');
            if (request.url.endsWith('?teapot')) return reply.code(418 as 200).send({ count: 1 });
            return { count: 3 };
          },
        );
      }),
    );
    const check = checkAnswersAgainstDocument(app);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/count' })).json()).toEqual({ count: 3 });
    expect(check.failures).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/count?lie' });
    await app.inject({ method: 'GET', url: '/api/count?teapot' });
    expect(check.failures).toEqual([
      expect.stringMatching(/^GET \/api\/count 200: does not match the documented schema: .*count must be number/),
      'GET /api/count 418: not in the OpenAPI document',
    ]);
    await app.close();
  });
});
