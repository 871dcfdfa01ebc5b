import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse, FieldError } from '@crane/contract';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { isWorkerTextId, workerEmailTexts } from '../modules/mail/worker-email-texts.ts';

/** The one error handler: every failure becomes `{ message }`; 5xx details stay in the log. */
export const errorHandler = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A refusal a worker meets is told in their language (decision 36).
        const text = error.workerText;
        const message =
          text && isWorkerTextId(text.id)
            ? workerEmailTexts(requestLanguage(request)).text(text.id, text.values)
            : error.message;
        const body: ErrorResponse = error.errors ? { message, errors: error.errors } : { message };
        if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
        // A route with a challenge of its own (the metrics token) keeps it.
        if (error.statusCode === 401 && !reply.hasHeader('www-authenticate'))
          void reply.header('WWW-Authenticate', challengeOf(request.headers.authorization));
        return reply.code(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          field: fieldName(issue.instancePath, issue.params),
          message: issue.message ?? 'Invalid value',
        }));
        const first = errors[0];
        const message = first ? `${first.field}: ${first.message}` : 'Invalid request';
        return reply.code(400).send({ message, errors } satisfies ErrorResponse);
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        return reply.code(statusCode).send({ message: clientMessage(error) } satisfies ErrorResponse);
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' } satisfies ErrorResponse);
    });
  },
  { name: 'error-handler', fastify: '5.x' },
);

/**
 * The challenge a 401 carries (RFC 9110): the API's scheme for other systems is a bearer token
 * (decision 39), `invalid_token` when one was sent. A browser does not prompt for it.
 */
function challengeOf(authorization: string | undefined): string {
  return /^bearer /i.test(authorization ?? '') ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"';
}

/** `/email` -> `email`; a missing required key reports the key itself. */
function fieldName(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  const missing = params['missingProperty'];
  return typeof missing === 'string' ? missing : 'body';
}

/** Fastify's own 4xx errors (bad JSON, body too large…) in words a client can act on. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}
