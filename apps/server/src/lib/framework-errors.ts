import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@crane/contract';

/** The answers, by Fastify's error code. */
const answers: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long' },
};

/**
 * Fastify's answer to an address its router cannot take (a broken percent-escape, a path parameter
 * past the router's limit), in the app's own `{ message }` (decision 5). Fastify's default repeats the
 * address and adds `error`, `code` and `statusCode`, and is written before any of the app's hooks.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer = answers[error.code] ?? { status: 500, message: 'Internal server error' };
  void reply.code(answer.status).send({ message: answer.message } satisfies ErrorResponse);
}
