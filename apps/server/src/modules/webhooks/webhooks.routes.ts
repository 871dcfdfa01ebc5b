import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatedWebhookSchema,
  CreateWebhookSchema,
  SuccessResponseSchema,
  WebhookDeliveriesSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookIdParamsSchema,
} from '@crane/contract';
import { appSecretLoader } from '../../lib/app-secret.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireSuperAdmin } from '../../plugins/access.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import * as service from './webhooks.service.ts';

const manage = 'manage webhooks';

/** The webhooks of Integrations (issue 17 §3, decision 40): a super administrator's, like the API tokens. */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const getAppSecret = appSecretLoader(app.config);
  const endpointTarget = (endpoint: { id: number; url: string }) =>
    ({ type: 'webhook', id: endpoint.id, label: endpoint.url }) as const;
  /** Checks the caller, then answers with the queued deliveries sent at once. */
  const queued = (message: string) => {
    app.webhookWorker.notify();
    return { success: true as const, message };
  };
  const superAdmin = (request: FastifyRequest) => requireSuperAdmin(request, manage);

  routes.get(
    '/api/admin/webhooks',
    { schema: { response: { 200: WebhookEndpointListSchema, ...errorResponses } } },
    async (request) => {
      superAdmin(request);
      return { endpoints: await service.listEndpoints(app.db), timeZone: app.config.timeZone };
    },
  );

  routes.post(
    '/api/admin/webhooks',
    { schema: { body: CreateWebhookSchema, response: { 201: CreatedWebhookSchema, ...errorResponses } } },
    async (request, reply) => {
      const admin = superAdmin(request);
      const created = await service.createEndpoint(
        {
          db: app.db,
          appSecret: await getAppSecret(),
          allowPrivate: app.config.webhooksAllowPrivate,
          now: app.clock.now(),
        },
        request.body,
        admin,
      );
      await auditAdminAction(app, request, {
        action: 'webhook-created',
        target: endpointTarget(created.endpoint),
        details: { events: created.endpoint.events },
      });
      return reply.code(201).send(created);
    },
  );

  routes.delete(
    '/api/admin/webhooks/:id',
    { schema: { params: WebhookIdParamsSchema, response: { 200: WebhookEndpointSchema, ...errorResponses } } },
    async (request) => {
      superAdmin(request);
      const endpoint = await service.deleteEndpoint(app.db, request.params.id, app.clock.now());
      await auditAdminAction(app, request, { action: 'webhook-deleted', target: endpointTarget(endpoint) });
      return endpoint;
    },
  );

  routes.get(
    '/api/admin/webhooks/:id/deliveries',
    { schema: { params: WebhookIdParamsSchema, response: { 200: WebhookDeliveriesSchema, ...errorResponses } } },
    async (request) => {
      superAdmin(request);
      return {
        deliveries: await service.listDeliveries(app.db, request.params.id, app.clock.now()),
        timeZone: app.config.timeZone,
      };
    },
  );

  routes.post(
    '/api/admin/webhooks/:id/test',
    { schema: { params: WebhookIdParamsSchema, response: { 202: SuccessResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      superAdmin(request);
      const endpoint = await service.queueTestEvent(app.db, request.params.id, app.clock.now());
      await auditAdminAction(app, request, { action: 'webhook-tested', target: endpointTarget(endpoint) });
      return reply.code(202).send(queued('A test event is on its way'));
    },
  );

  routes.post(
    '/api/admin/webhook-deliveries/:id/resend',
    { schema: { params: WebhookIdParamsSchema, response: { 202: SuccessResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      superAdmin(request);
      const { endpoint, event } = await service.resendDelivery(app.db, request.params.id, app.clock.now());
      // What went out again may name a worker (a completion, a licence): the log says which delivery.
      await auditAdminAction(app, request, {
        action: 'webhook-delivery-resent',
        target: endpointTarget(endpoint),
        details: { delivery: request.params.id, event },
      });
      return reply.code(202).send(queued('The delivery is sent again'));
    },
  );
}
