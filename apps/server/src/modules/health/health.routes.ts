import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema, ReadinessResponseSchema } from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import { checkHealth, checkReadiness } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Liveness: cheap, the process answers and reaches its database.
  routes.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const health = await checkHealth(app.db, request.log);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  // Readiness, for a load balancer: 503 takes this instance out of rotation while its database or storage is down.
  routes.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: { response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const readiness = await checkReadiness({ db: app.db, storage: app.storage, log: request.log });
      return reply.code(readiness.status === 'ok' ? 200 : 503).send(readiness);
    },
  );
}
