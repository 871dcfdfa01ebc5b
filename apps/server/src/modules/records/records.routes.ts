import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompletionAttemptsSchema,
  CompletionIdParamsSchema,
  CompletionsFilterSchema,
  CompletionsPageSchema,
  CompletionsQuerySchema,
  DashboardSchema,
  InductionProgressParamsSchema,
  LicenceInfoSchema,
  ProgressIdParamsSchema,
  ResetProgressSchema,
  ResetResponseSchema,
} from '@crane/contract';
import { sendCsvFile } from '../../lib/csv-reply.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { csvAnswer } from '../../lib/file-answers.ts';
import { requireAdmin } from '../../plugins/access.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import { completionRecordTarget, progressTarget } from '../audit/audit.service.ts';
import { toLicenceInfo } from './completion-record.ts';
import { exportCompletions, exportFileName } from './completions-export.ts';
import * as records from './records.service.ts';

/** What administrators read of inductees' progress and completions (spec §7), and the CSV export; all admin-only. */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/admin/dashboard', { schema: { response: { 200: DashboardSchema, ...errorResponses } } }, async () =>
    records.getDashboard(app.db, app.config.timeZone, app.clock.now()),
  );

  routes.get(
    '/api/admin/completions',
    {
      config: { tokenScope: 'completions:read' },
      schema: { querystring: CompletionsQuerySchema, response: { 200: CompletionsPageSchema, ...errorResponses } },
    },
    async (request) => records.listCompletions(app.db, request.query, app.config.timeZone, app.clock.now()),
  );

  routes.get(
    '/api/admin/completions/:id/attempts',
    {
      config: { tokenScope: 'completions:read' },
      schema: { params: CompletionIdParamsSchema, response: { 200: CompletionAttemptsSchema, ...errorResponses } },
    },
    async (request) => records.listAttempts(app.db, request.params.id, app.config.timeZone, app.clock.now()),
  );

  routes.get(
    '/api/admin/completions/export',
    {
      config: { tokenScope: 'completions:read' },
      schema: {
        querystring: CompletionsFilterSchema,
        // The CSV text, streamed (Fastify sends a stream as it is, without serialising it).
        response: { 200: csvAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const csv = await exportCompletions(app.db, request.query, now, app.config.timeZone);
      await auditAdminAction(app, request, {
        action: 'completions-exported',
        target: { type: 'records', id: null, label: 'Completed inductions' },
        details: { filter: request.query },
      });
      return sendCsvFile(reply, exportFileName(now, app.config.timeZone), csv);
    },
  );

  routes.get(
    '/api/inductions/:inductionId/progress/:progressId/licenses',
    { schema: { params: InductionProgressParamsSchema, response: { 200: LicenceInfoSchema, ...errorResponses } } },
    async (request) => {
      const completion = await records.getCompletion(
        app.db,
        request.params.inductionId,
        request.params.progressId,
        app.clock.now(),
      );
      await auditAdminAction(app, request, {
        action: 'document-viewed',
        target: completionRecordTarget(completion),
        details: { document: 'licences' },
      });
      return toLicenceInfo(completion);
    },
  );

  routes.post(
    '/api/inductee/progress/:progressId/reset',
    {
      schema: {
        params: ProgressIdParamsSchema,
        body: ResetProgressSchema,
        response: { 200: ResetResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      // Named before the reset, while the progress still shows what it was.
      const target = await progressTarget(app.db, request.params.progressId);
      await records.resetProgress(
        { db: app.db, storage: app.storage, log: request.log, publicUrl: app.config.publicUrl },
        request.params.progressId,
        {
          adminName: admin.name,
          reason: request.body.reason,
          now: app.clock.now(),
        },
      );
      app.webhookWorker.notify();
      await auditAdminAction(app, request, {
        action: 'completion-reset',
        target,
        details: request.body.reason ? { reason: request.body.reason } : {},
      });
      return { success: true as const, message: 'The induction progress was reset' };
    },
  );
}
