import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@crane/contract';
import { checkHealth } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },
    },
    async (request, reply) => {
      const health = await checkHealth(app.db, request.log);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
