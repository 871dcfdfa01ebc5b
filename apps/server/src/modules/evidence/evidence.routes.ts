import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CompletionEvidenceSchema, CompletionIdParamsSchema, IntegrityReportSchema } from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import * as evidence from './evidence.service.ts';

/** A completion's sealed evidence, and the check of the whole chain (decision 28); admin-only. */
export async function evidenceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/completions/:id/evidence',
    {
      schema: { params: CompletionIdParamsSchema, response: { 200: CompletionEvidenceSchema, ...errorResponses } },
    },
    async (request) => evidence.getEvidence(app.db, request.params.id),
  );

  routes.get(
    '/api/admin/integrity',
    { schema: { response: { 200: IntegrityReportSchema, ...errorResponses } } },
    async () => evidence.checkIntegrity(app.db, app.clock.now(), app.config.timeZone),
  );
}
