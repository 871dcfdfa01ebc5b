import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentAdmin } from '@crane/contract';
import { requireAdmin } from '../../plugins/access.ts';
import { recordAudit, type AuditActor, type AuditEvent } from './audit.service.ts';

/**
 * The request's signed-in admin (or the one given, e.g. just signed in) as the actor of an entry; for
 * another system's call, its API token, by name and prefix (no admin id).
 */
export const actorOf = (
  app: FastifyInstance,
  request: FastifyRequest,
  admin?: { id: CurrentAdmin['id'] | null; email: string },
) => {
  const { id, email } = admin ?? tokenActor(request) ?? requireAdmin(request);
  return { id, email, clientAddress: request.ip, now: app.clock.now() } satisfies AuditActor;
};

const tokenActor = ({ apiToken }: FastifyRequest) =>
  apiToken ? { id: null, email: `API token ${apiToken.name} (${apiToken.prefix})` } : undefined;

/**
 * Records what the request's admin did, once it is done (decision 29): routes call it after the
 * service succeeded, so a refused request leaves no entry.
 */
export const auditAdminAction = (app: FastifyInstance, request: FastifyRequest, event: AuditEvent) =>
  recordAudit(app.db, actorOf(app, request), event);
