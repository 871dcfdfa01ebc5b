import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { keyOfBucketUrl } from './bucket-url.ts';
import { servePdf } from './serve-pdf.ts';

const PdfParamsSchema = z.object({ name: z.string().max(60) });
const PdfProxyQuerySchema = z.object({ url: z.string({ error: 'url is required' }).max(2000) });

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/files/pdfs/:name',
    // No response schema: the 200 and 206 bodies are the file's bytes.
    { config: { access: 'optionalAdmin' }, schema: { params: PdfParamsSchema } },
    async (request, reply) => servePdf(app, request, reply, `pdfs/${request.params.name}`),
  );

  /**
   * PDFs addressed by their cloud bucket URL (spec §7). Only the configured bucket's own https
   * addresses are accepted, and the object is read through the storage driver rather than fetched
   * from the URL, so no other host, address or redirect can ever be reached.
   */
  routes.get(
    '/api/pdf-proxy',
    { config: { access: 'optionalAdmin' }, schema: { querystring: PdfProxyQuerySchema } },
    async (request, reply) => {
      const bucketName = app.storage.driver === 'gcs' ? app.config.storage.gcsBucketName : undefined;
      const key = keyOfBucketUrl(request.query.url, bucketName);
      if (key === undefined) throw badRequest('Only PDFs of the configured storage bucket can be fetched');
      return servePdf(app, request, reply, key);
    },
  );
}
