import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PdfUploadResponseSchema } from '@crane/contract';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { fileUrl, newFileKey } from '../../storage/keys.ts';
import { cleanFileName } from '../../lib/file-name.ts';

/** Largest induction PDF accepted. */
export const maxPdfBytes = 20 * 1024 * 1024;
const invalidPdf = 'Invalid file type: Please upload a PDF file';

/** Whether the bytes are a PDF: checked by content, never by name or declared type. */
export const isPdf = (data: Buffer) => data.subarray(0, 1024).includes('%PDF-');

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/upload/pdf',
      { schema: { response: { 200: PdfUploadResponseSchema, 413: errorResponses[400], ...errorResponses } } },
      async (request) => {
        const { data, name } = await readPdfField(request);
        if (!isPdf(data)) throw badRequest(invalidPdf);
        const key = newFileKey('pdfs', 'pdf');
        await app.storage.put(key, data, 'application/pdf');
        request.log.info({ key, bytes: data.length }, 'PDF uploaded');
        return { url: fileUrl(key), name };
      },
    );
}

/** The bytes and file name of the multipart field `pdf`, within the size limit. */
async function readPdfField(request: FastifyRequest): Promise<{ data: Buffer; name: string }> {
  if (!request.isMultipart()) throw badRequest('Send the PDF as multipart/form-data in the field "pdf"');
  const part = await request.file({ limits: { fileSize: maxPdfBytes, files: 1 } });
  if (!part || part.fieldname !== 'pdf') throw badRequest('Send the PDF as multipart/form-data in the field "pdf"');
  try {
    return { data: await part.toBuffer(), name: cleanFileName(part.filename, 'Document.pdf') };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'The PDF is too large: the limit is 20 MB');
    }
    throw error;
  }
}
