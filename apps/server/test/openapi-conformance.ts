import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Executor } from '../src/db/database.ts';
import { openApiDocumentUrl, openApiViewerPrefix } from '../src/plugins/openapi.ts';

type Content = Record<string, { schema?: object }>;
type Operation = { responses?: Record<string, { content?: Content }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, { post?: { requestBody?: { content?: Content } } }>;
};

function newAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

/**
 * Checks every JSON answer an API test receives against the OpenAPI document the app serves (issue 17
 * §1), with Ajv, independently of the zod schemas the document was written from: an answer whose
 * status the document does not list, or whose body does not match the documented schema, is recorded;
 * `failures` is read when the test app closes (test-app.ts), which then fails the test file.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): { failures: string[] } {
  const failures: string[] = [];
  const ajv = newAjv();
  const validators = new Map<string, ValidateFunction>();
  let document: Document | undefined;

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url ?? '';
    if (request.is404 || !route.startsWith('/api/') || route.startsWith('/api/test/')) return payload;
    if (route === openApiDocumentUrl || route.startsWith(openApiViewerPrefix)) return payload;
    if (request.method === 'HEAD' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return payload;
    document ??= app.swagger() as unknown as Document;
    const path = route.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');
    const status = String(reply.statusCode);
    const where = `${request.method} ${route} ${status}`;
    const answer = document.paths[path]?.[request.method.toLowerCase()]?.responses?.[status];
    const schema = answer?.content?.['application/json']?.schema;
    if (!schema) {
      failures.push(`${where}: not in the OpenAPI document`);
      return payload;
    }
    let validate = validators.get(where);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(where, validate);
    }
    if (!validate(JSON.parse(String(payload))))
      failures.push(`${where}: does not match the documented schema: ${ajv.errorsText(validate.errors)}`);
    return payload;
  });
  return { failures };
}

/**
 * Checks the body of every webhook delivery the app queued (each event a test caused, whatever its
 * endpoint made of it) against the `webhooks` section of the OpenAPI document, with Ajv: answers what
 * is unlike it, for the test app's close to fail on.
 */
export async function checkWebhookBodiesAgainstDocument(app: FastifyInstance, db: Executor): Promise<string[]> {
  const deliveries = await db.selectFrom('webhook_deliveries').select(['event', 'payload']).execute();
  if (deliveries.length === 0) return [];
  const document = app.swagger() as unknown as Document;
  const ajv = newAjv();
  const validators = new Map<string, ValidateFunction>();
  const failures: string[] = [];
  for (const { event, payload } of deliveries) {
    const schema = document.webhooks?.[event]?.post?.requestBody?.content?.['application/json']?.schema;
    if (!schema) {
      failures.push(`webhook ${event}: not in the OpenAPI document`);
      continue;
    }
    let validate = validators.get(event);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(event, validate);
    }
    if (!validate(JSON.parse(payload)))
      failures.push(`webhook ${event}: does not match the documented body: ${ajv.errorsText(validate.errors)}`);
  }
  return failures;
}
