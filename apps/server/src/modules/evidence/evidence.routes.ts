import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompletionEvidenceSchema,
  CompletionIdParamsSchema,
  IntegrityCheckSchema,
  IntegrityReportSchema,
  LatestIntegrityCheckSchema,
  StoredFilesCheckSchema,
} from '@crane/contract';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireAdmin } from '../../plugins/access.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import { completionTarget } from '../audit/audit.service.ts';
import * as evidence from './evidence.service.ts';
import { checkStoredFiles, notMatchingFiles } from './stored-files-check.ts';

/**
 * A completion's sealed evidence, the check of its stored files against it, and the check of the whole
 * chain (decision 28), in the request or in the background; admin-only.
 */
export async function evidenceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/completions/:id/evidence',
    {
      config: { tokenScope: 'completions:read' },
      schema: { params: CompletionIdParamsSchema, response: { 200: CompletionEvidenceSchema, ...errorResponses } },
    },
    async (request) => {
      const found = await evidence.getEvidence(app.db, request.params.id);
      await auditAdminAction(app, request, {
        action: 'document-viewed',
        target: await completionTarget(app.db, request.params.id),
        details: { document: 'evidence' },
      });
      return found;
    },
  );

  routes.get(
    '/api/admin/completions/:id/evidence/files',
    {
      // An administrator's only, as the chain check is: each call reads every file of the completion.
      schema: { params: CompletionIdParamsSchema, response: { 200: StoredFilesCheckSchema, ...errorResponses } },
    },
    async (request) => {
      const report = await checkStoredFiles(app.db, app.storage, request.params.id, app.clock.now());
      await auditAdminAction(app, request, {
        action: 'integrity-checked',
        target: await completionTarget(app.db, request.params.id),
        details: {
          files: report.files.length,
          ok: report.ok,
          notMatching: notMatchingFiles(report),
        },
      });
      return report;
    },
  );

  routes.get(
    '/api/admin/integrity',
    { schema: { response: { 200: IntegrityReportSchema, ...errorResponses } } },
    async (request) => {
      const report = await evidence.checkIntegrity(app.db, app.clock.now(), app.config.timeZone);
      await auditAdminAction(app, request, {
        action: 'integrity-checked',
        details: { ok: report.ok, checked: report.checked, firstBrokenCompletionId: report.firstBrokenCompletionId },
      });
      return report;
    },
  );

  // The same check in the background (Check now): a million completions take a minute, longer than
  // some proxies let a request run. Its audit entry is written when it finishes, as the admin's.
  routes.post(
    '/api/admin/integrity/checks',
    { schema: { response: { 202: IntegrityCheckSchema, ...errorResponses } } },
    async (request, reply) => {
      const { id, email } = requireAdmin(request);
      const check = await app.integrityChecks.start({ id, email, clientAddress: request.ip });
      return reply.code(202).send(check);
    },
  );

  routes.get(
    '/api/admin/integrity/checks/latest',
    { schema: { response: { 200: LatestIntegrityCheckSchema, ...errorResponses } } },
    async () => ({ check: await app.integrityChecks.latest() }),
  );
}
