import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { loadAppSecret } from '../../lib/app-secret.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { storedFileAnswer } from '../../lib/file-answers.ts';
import { keyOfBucketUrl } from './bucket-url.ts';
import { servePdf } from './serve-pdf.ts';
import { serveIdentityFile, serveSignature } from './serve-private-file.ts';
import { serveSignedFile } from './serve-signed-file.ts';

const PdfParamsSchema = z.object({ name: z.string().max(60) });
const StoredFileParamsSchema = z.object({ name: z.string().max(60) });
const PdfProxyQuerySchema = z.object({ url: z.string({ error: 'url is required' }).max(2000) });
const SignedFileParamsSchema = z.object({ '*': z.string().max(200) });
/** All optional: a link without them is answered 403 by the signature check, not 400. */
const SignedFileQuerySchema = z.object({
  expires: z.string().max(1000).optional(),
  signature: z.string().max(1000).optional(),
  fileName: z.string().max(1000).optional(),
});

/** The file's bytes, whole (200) or the range asked for (206); the failures as JSON. */
const fileResponses = { 200: storedFileAnswer, 206: storedFileAnswer, ...errorResponses };

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Only the local driver makes links for the route below; with another driver no link is valid,
  // and no secret file is created on a disk that may be read-only.
  const linkSecret = app.storage.driver === 'local' ? await loadAppSecret(app.config) : undefined;

  routes.get(
    '/api/files/pdfs/:name',
    { config: { access: 'optionalAdmin' }, schema: { params: PdfParamsSchema, response: fileResponses } },
    async (request, reply) => servePdf(app, request, reply, `pdfs/${request.params.name}`),
  );

  /** Identity and licence documents of completions: personal data, for signed-in admins only. */
  routes.get(
    '/api/files/identity/:name',
    { schema: { params: StoredFileParamsSchema, response: fileResponses } },
    async (request, reply) => serveIdentityFile(app, request, reply, `identity/${request.params.name}`),
  );

  /** Page signatures: for admins, and for the inductee browser bound to the progress that signed. */
  routes.get(
    '/api/files/signatures/:name',
    { config: { access: 'inducteeOrAdmin' }, schema: { params: StoredFileParamsSchema, response: fileResponses } },
    async (request, reply) => serveSignature(app, request, reply, `signatures/${request.params.name}`),
  );

  /**
   * PDFs addressed by their cloud bucket URL (spec §7). Only the configured bucket's own https
   * addresses are accepted, and the object is read through the storage driver rather than fetched
   * from the URL, so no other host, address or redirect can ever be reached.
   */
  routes.get(
    '/api/pdf-proxy',
    { config: { access: 'optionalAdmin' }, schema: { querystring: PdfProxyQuerySchema, response: fileResponses } },
    async (request, reply) => {
      const bucketName = app.storage.driver === 'gcs' ? app.config.storage.gcsBucketName : undefined;
      const key = keyOfBucketUrl(request.query.url, bucketName);
      if (key === undefined) throw badRequest('Only PDFs of the configured storage bucket can be fetched');
      return servePdf(app, request, reply, key);
    },
  );

  /**
   * Expiring links made by the local storage driver's signedUrl: public, because the HMAC of the
   * key, expiry and file name is the permission (docs/decisions/0008-signed-download-links.md).
   */
  routes.get(
    '/api/files/signed/*',
    {
      config: { access: 'public' },
      schema: { params: SignedFileParamsSchema, querystring: SignedFileQuerySchema, response: fileResponses },
    },
    async (request, reply) =>
      serveSignedFile(app, request, reply, { key: request.params['*'], query: request.query, secret: linkSecret }),
  );
}
