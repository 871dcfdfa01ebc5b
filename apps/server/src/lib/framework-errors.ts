import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@crane/contract';
import type { SecurityHeaders } from '../plugins/security-headers.ts';

/** The answers, by Fastify's error code. */
const answers: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long' },
};

/**
 * Fastify's answer to an address its router cannot take (a broken percent-escape, a path parameter
 * past the router's limit), in the app's own `{ message }` (decision 5). Fastify's default repeats the
 * address and adds `error`, `code` and `statusCode`. It is written before any of the app's hooks, so it
 * gets the security headers here, as every other answer does from the `onRequest` hook.
 */
export function frameworkErrorAnswer(headers: SecurityHeaders) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const answer = answers[error.code] ?? { status: 500, message: 'Internal server error' };
    void reply
      .code(answer.status)
      .headers(headers)
      .send({ message: answer.message } satisfies ErrorResponse);
  };
}
