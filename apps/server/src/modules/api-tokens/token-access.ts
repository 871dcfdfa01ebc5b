import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { enforceRateLimit, secondsText } from '../rate-limits/rate-limits.ts';
import { authenticateToken, tokenRateLimitPerMinute, type ApiTokenCaller } from './api-tokens.service.ts';

/** The token of `Authorization: Bearer <token>`, if the header is of that form. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The system behind a bearer token on an API route (plugins/access.ts): 401 unless the token is in
 * force, 403 unless the route is a read its scopes open, 429 beyond the token's calls a minute.
 */
export async function authenticateBearer(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<ApiTokenCaller> {
  const now = app.clock.now();
  const caller = await authenticateToken(app.db, token, now);
  if (!caller) throw unauthorized('The API token is not valid: it is unknown, revoked or expired');
  const scope = request.routeOptions.config.tokenScope;
  if (!scope) throw forbidden('API tokens cannot call this route');
  if (!caller.scopes.includes(scope)) throw forbidden(`This API token does not have the ${scope} scope`);
  await enforceRateLimit(
    app.db,
    { key: `api-token:${caller.id}`, limit: tokenRateLimitPerMinute, windowMs: 60_000, now },
    (seconds) => `Too many calls with this API token; try again in ${secondsText(seconds)}`,
  );
  return caller;
}
