import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CertificateCheckSchema,
  certificateChecksPerMinute,
  CompletionIdParamsSchema,
  CompletionRecordSchema,
  ProgressIdParamsSchema,
  RevokeCompletionSchema,
  VerifyParamsSchema,
} from '@crane/contract';
import { clientNetwork } from '../../lib/client-network.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pdfAnswer } from '../../lib/file-answers.ts';
import { requireAdmin, requireInducteeBrowser } from '../../plugins/access.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import { completionRecordTarget } from '../audit/audit.service.ts';
import { findOwnProgress } from '../inductee/progress-state.ts';
import { renderCompletionDocument } from '../records/completion-documents.ts';
import { getCompletionById } from '../records/records.service.ts';
import { englishWorkerText } from '../mail/worker-email-texts.ts';
import { enforceRateLimit, secondsText } from '../rate-limits/rate-limits.ts';
import * as certificates from './certificates.service.ts';

/** How many times a minute a worker's browser may download its certificate (decision 46). */
export const ownCertificatesPerMinute = 10;

/**
 * Certificates anyone can check (issue 13, decision 24): the public check, an administrator's
 * revocation and reinstatement, and the worker's own copy of the PDF.
 */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/verify/:code',
    {
      config: { access: 'public' },
      schema: { params: VerifyParamsSchema, response: { 200: CertificateCheckSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const now = app.clock.now();
      // Counted per address before the code is looked at, in the database so instances share it.
      await enforceRateLimit(
        app.db,
        {
          key: `certificate-check:${clientNetwork(request.ip)}`,
          limit: certificateChecksPerMinute,
          windowMs: 60_000,
          now,
        },
        (seconds) => `Too many certificate checks from this address. Please wait ${secondsText(seconds)}.`,
      );
      void reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      return certificates.checkCertificate(app.db, request.params.code, now);
    },
  );

  routes.post(
    '/api/admin/completions/:id/revoke',
    {
      schema: {
        params: CompletionIdParamsSchema,
        body: RevokeCompletionSchema,
        response: { 200: CompletionRecordSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      await certificates.revokeCertificate(app.db, request.params.id, {
        reason: request.body.reason,
        adminName: admin.name,
        now: app.clock.now(),
        publicUrl: app.config.publicUrl,
      });
      app.webhookWorker.notify();
      const record = await getCompletionById(app.db, request.params.id, app.clock.now());
      await auditAdminAction(app, request, {
        action: 'certificate-revoked',
        target: completionRecordTarget(record),
        details: { reason: request.body.reason },
      });
      return record;
    },
  );

  routes.post(
    '/api/admin/completions/:id/reinstate',
    { schema: { params: CompletionIdParamsSchema, response: { 200: CompletionRecordSchema, ...errorResponses } } },
    async (request) => {
      await certificates.reinstateCertificate(app.db, request.params.id, {
        now: app.clock.now(),
        publicUrl: app.config.publicUrl,
      });
      app.webhookWorker.notify();
      const record = await getCompletionById(app.db, request.params.id, app.clock.now());
      await auditAdminAction(app, request, {
        action: 'certificate-reinstated',
        target: completionRecordTarget(record),
      });
      return record;
    },
  );

  routes.get(
    '/api/inductee/progress/:progressId/certificate',
    {
      config: { access: 'inductee' },
      schema: { params: ProgressIdParamsSchema, response: { 200: pdfAnswer, ...errorResponses } },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const progress = await findOwnProgress(app.db, request.params.progressId, requireInducteeBrowser(request), now);
      // Drawing a PDF is the dearest thing a worker's browser can ask for: a few a minute is plenty.
      await enforceRateLimit(
        app.db,
        { key: `own-certificate:${progress.id}`, limit: ownCertificatesPerMinute, windowMs: 60_000, now },
        (seconds) => englishWorkerText('tooManyCertificateDownloads', { seconds }),
        (seconds) => ({ id: 'tooManyCertificateDownloads', values: { seconds } }),
      );
      const { pdf, fileName } = await renderCompletionDocument(
        { db: app.db, storage: app.storage, publicUrl: app.config.publicUrl, timeZone: app.config.timeZone },
        'certificate',
        { inductionId: progress.induction_id, progressId: progress.id },
        now,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName, { type: 'attachment' }))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
