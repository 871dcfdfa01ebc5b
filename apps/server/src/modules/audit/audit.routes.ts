import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditFilterSchema, AuditPageSchema, AuditQuerySchema } from '@crane/contract';
import { sendCsvFile } from '../../lib/csv-reply.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { csvAnswer } from '../../lib/file-answers.ts';
import { auditExportFileName, exportAudit } from './audit-export.ts';
import { auditAdminAction } from './audit-request.ts';
import * as audit from './audit.service.ts';

/** The audit log, read and exported by admins (decision 29). No route writes, changes or deletes an entry. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/audit',
    {
      config: { tokenScope: 'audit:read' },
      schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema, ...errorResponses } },
    },
    async (request) => audit.listAudit(app.db, request.query, app.config.timeZone),
  );

  routes.get(
    '/api/admin/audit/export',
    {
      config: { tokenScope: 'audit:read' },
      schema: {
        querystring: AuditFilterSchema,
        // The CSV text, streamed.
        response: { 200: csvAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const csv = await exportAudit(app.db, request.query, app.config.timeZone);
      await auditAdminAction(app, request, {
        action: 'audit-exported',
        target: { type: 'records', id: null, label: 'Audit log' },
        details: { filter: request.query },
      });
      return sendCsvFile(reply, auditExportFileName(now, app.config.timeZone), csv);
    },
  );
}
