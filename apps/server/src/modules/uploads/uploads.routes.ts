import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PdfUploadResponseSchema } from '@crane/contract';
import { badRequest } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { cleanFileName } from '../../lib/file-name.ts';
import { isPdfData } from '../../lib/file-type.ts';
import { readMultipartParts, type MultipartMessages } from '../../lib/multipart.ts';
import { discardStagedUploads, stageUpload, uploadStagingFolder, type StagedUpload } from '../../lib/upload-staging.ts';
import { fileUrl, newFileKey } from '../../storage/keys.ts';

/** Largest induction PDF accepted. */
export const maxPdfBytes = 20 * 1024 * 1024;
const invalidPdf = 'Invalid file type: Please upload a PDF file';
const sendPdfField = 'Send the PDF as multipart/form-data in the field "pdf"';
const oneFileOnly = 'Send one PDF per upload: this upload has more than one file';
const messages: MultipartMessages = {
  fileTooLarge: 'The PDF is too large: the limit is 20 MB',
  tooManyParts: 'The upload has too many parts: send only the PDF in the field "pdf"',
};

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const stagingFolder = uploadStagingFolder(app.config.dataDir);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/upload/pdf',
      { schema: { response: { 200: PdfUploadResponseSchema, ...errorResponses } } },
      async (request) => {
        const upload = await readPdfUpload(request, stagingFolder);
        try {
          if (!isPdfData(upload.head)) throw badRequest(invalidPdf);
          // Stored only once the whole body has been read and checked: a refused upload stores nothing.
          const key = newFileKey('pdfs', 'pdf');
          await app.storage.put(key, await fs.promises.readFile(upload.path), 'application/pdf');
          request.log.info({ key, bytes: upload.size }, 'PDF uploaded');
          return { url: fileUrl(key), name: upload.name };
        } finally {
          await discardStagedUploads([upload]);
        }
      },
    );
}

/**
 * The one file of the field `pdf`, staged on disk within the size limit, with its cleaned name. Text
 * fields are ignored; a second file is refused rather than silently dropped.
 */
async function readPdfUpload(request: FastifyRequest, stagingFolder: string): Promise<StagedUpload & { name: string }> {
  if (!request.isMultipart()) throw badRequest(sendPdfField);
  let upload: (StagedUpload & { name: string }) | undefined;
  try {
    const limits = { fileBytes: maxPdfBytes, files: 2, fields: 10, fieldBytes: 1000, parts: 12 };
    for await (const part of readMultipartParts(request, limits, messages)) {
      if (part.type !== 'file') continue;
      if (upload) throw badRequest(oneFileOnly);
      if (part.name !== 'pdf') throw badRequest(sendPdfField);
      const staged = await stageUpload(part.stream, stagingFolder, { maxBytes: maxPdfBytes, messages });
      upload = { ...staged, name: cleanFileName(part.fileName, 'Document.pdf') };
    }
  } catch (error) {
    if (upload) await discardStagedUploads([upload]);
    throw error;
  }
  if (!upload) throw badRequest(sendPdfField);
  return upload;
}
