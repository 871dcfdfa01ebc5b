import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadFileName, InductionProgressParamsSchema } from '@crane/contract';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { newFileKey } from '../../storage/keys.ts';
import type { DocumentCompletion } from '../documents/document-data.ts';
import { renderCertificate } from '../documents/render-certificate.ts';
import { storeFileForLink } from '../expiring-files/expiring-files.ts';
import { renderReport } from '../documents/render-report.ts';
import { renderSummary } from '../documents/render-summary.ts';
import { gatherDocumentData } from './completion-documents.ts';
import * as repository from './records.repository.ts';

const renderers: Record<'certificate' | 'report' | 'summary', (data: DocumentCompletion) => Promise<Uint8Array>> = {
  certificate: renderCertificate,
  report: renderReport,
  summary: renderSummary,
};

/** How long a cloud download link works; the stored PDF is deleted after it (modules/expiring-files). */
const cloudLinkSeconds = 60 * 60;

const DocumentQuerySchema = z.object({ cloud: z.enum(['true', 'false']).optional() });

/**
 * The certificate, standard report and detailed summary of a completion (spec §7), admin-only: a PDF,
 * or with `cloud=true` the PDF stored through the storage interface and `{ url }`, a link that expires.
 */
export async function completionDocumentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [kind, render] of Object.entries(renderers)) {
    routes.get(
      `/api/inductions/:inductionId/progress/:progressId/${kind}`,
      {
        schema: {
          params: InductionProgressParamsSchema,
          querystring: DocumentQuerySchema,
          // The PDF itself, or with cloud=true the link to it (spec §3 cloud response).
          response: { 200: z.union([z.object({ url: z.string() }), z.instanceof(Buffer)]), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { inductionId, progressId } = request.params;
        const completion = await repository.findCompletion(app.db, inductionId, progressId);
        if (!completion) throw notFound('Completion not found');
        const data = await gatherDocumentData(
          { db: app.db, storage: app.storage, publicUrl: app.config.publicUrl, timeZone: app.config.timeZone },
          completion,
          app.clock.now(),
        );
        const pdf = Buffer.from(await render(data));
        const fileName = downloadFileName([kind, completion.first_name, completion.last_name], 'pdf');
        if (request.query.cloud === 'true') {
          const url = await storeFileForLink(
            { db: app.db, storage: app.storage },
            { key: newFileKey('documents', 'pdf'), data: pdf, contentType: 'application/pdf' },
            { expiresInSeconds: cloudLinkSeconds, fileName, now: app.clock.now() },
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
