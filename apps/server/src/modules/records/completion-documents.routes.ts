import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InductionProgressParamsSchema } from '@crane/contract';
import { badRequest } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { pdfAnswer } from '../../lib/file-answers.ts';
import { newFileKey } from '../../storage/keys.ts';
import { auditAdminAction } from '../audit/audit-request.ts';
import { storeFileForLink } from '../expiring-files/expiring-files.ts';
import { documentKinds, renderCompletionDocument } from './completion-documents.ts';

/** How long a cloud download link works; the stored PDF is deleted after it (modules/expiring-files). */
const cloudLinkSeconds = 60 * 60;

const DocumentQuerySchema = z.object({ cloud: z.enum(['true', 'false']).optional() });

/**
 * The certificate, standard report and detailed summary of a completion (spec §7), admin-only: a PDF,
 * or with `cloud=true` the PDF stored through the storage interface and `{ url }`, a link that expires.
 */
export async function completionDocumentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of documentKinds) {
    routes.get(
      `/api/inductions/:inductionId/progress/:progressId/${kind}`,
      {
        // Another system may fetch certificates; the report and summary show identity documents.
        config: kind === 'certificate' ? { tokenScope: 'completions:read' } : {},
        schema: {
          params: InductionProgressParamsSchema,
          querystring: DocumentQuerySchema,
          // The PDF itself, or with cloud=true the link to it (spec §3 cloud response).
          response: { 200: z.union([z.object({ url: z.string() }), pdfAnswer]), ...errorResponses },
        },
      },
      async (request, reply) => {
        // A link stores a copy for an hour; another system takes the PDF itself, as often as it may call.
        if (request.query.cloud === 'true' && request.apiToken !== null) {
          throw badRequest('cloud=true is for the admin portal: an API token receives the PDF itself');
        }
        const now = app.clock.now();
        const { pdf, fileName, target } = await renderCompletionDocument(
          { db: app.db, storage: app.storage, publicUrl: app.config.publicUrl, timeZone: app.config.timeZone },
          kind,
          request.params,
          now,
        );
        await auditAdminAction(app, request, {
          action: 'document-downloaded',
          target,
          details: { document: kind, ...(request.query.cloud === 'true' ? { cloud: true } : {}) },
        });
        if (request.query.cloud === 'true') {
          const url = await storeFileForLink(
            { db: app.db, storage: app.storage },
            { key: newFileKey('documents', 'pdf'), data: pdf, contentType: 'application/pdf' },
            { expiresInSeconds: cloudLinkSeconds, fileName, now },
          );
          return { url };
        }
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition(fileName, { type: 'inline' }))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
}
