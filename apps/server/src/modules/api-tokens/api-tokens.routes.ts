import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiTokenIdParamsSchema,
  ApiTokenListSchema,
  ApiTokenSchema,
  CreateApiTokenSchema,
  CreatedApiTokenSchema,
} from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireSuperAdmin } from '../../plugins/access.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import * as service from './api-tokens.service.ts';

/** The API tokens of Integrations (issue 17 §2): a super administrator's to list, make and revoke. */
const manage = 'manage API tokens';

export async function apiTokenRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tokenTarget = (token: { id: number; name: string }) =>
    ({ type: 'api-token', id: token.id, label: token.name }) as const;

  routes.get(
    '/api/admin/api-tokens',
    { schema: { response: { 200: ApiTokenListSchema, ...errorResponses } } },
    async (request) => {
      requireSuperAdmin(request, manage);
      return { tokens: await service.listTokens(app.db, app.clock.now()), timeZone: app.config.timeZone };
    },
  );

  routes.post(
    '/api/admin/api-tokens',
    { schema: { body: CreateApiTokenSchema, response: { 201: CreatedApiTokenSchema, ...errorResponses } } },
    async (request, reply) => {
      const created = await service.createToken(app.db, request.body, requireSuperAdmin(request, manage), {
        now: app.clock.now(),
        timeZone: app.config.timeZone,
      });
      await auditAdminAction(app, request, {
        action: 'api-token-created',
        target: tokenTarget(created.token),
        details: { prefix: created.token.prefix, scopes: created.token.scopes, expiresOn: created.token.expiresOn },
      });
      return reply.code(201).send(created);
    },
  );

  routes.post(
    '/api/admin/api-tokens/:id/revoke',
    { schema: { params: ApiTokenIdParamsSchema, response: { 200: ApiTokenSchema, ...errorResponses } } },
    async (request) => {
      const token = await service.revokeToken(
        app.db,
        request.params.id,
        requireSuperAdmin(request, manage),
        app.clock.now(),
      );
      await auditAdminAction(app, request, {
        action: 'api-token-revoked',
        target: tokenTarget(token),
        details: { prefix: token.prefix },
      });
      return token;
    },
  );
}
