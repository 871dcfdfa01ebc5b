import type { FastifyRequest } from 'fastify';

/** Where a request came from, as evidence records it (decision 28). */
export type RequestOrigin = { clientAddress: string; userAgent: string };

/** The longest user agent kept; real ones are a few hundred characters. */
const userAgentMaxLength = 500;

/** The client's address (through TRUST_PROXY's rules) and its user agent, cut to a sane length. */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    clientAddress: request.ip,
    userAgent: (typeof userAgent === 'string' ? userAgent : '').slice(0, userAgentMaxLength),
  };
}
