import type { FastifyRequest } from 'fastify';
import {
  certificationFileMaxBytes,
  licenceUploadFileFields,
  LicenceUploadSchema,
  type LicenceUpload,
} from '@crane/contract';
import { badRequest, validationFailed } from '../../lib/app-error.ts';
import { detectDocumentType } from '../../lib/file-type.ts';
import { cleanFileName } from '../../lib/file-name.ts';
import { readMultipartParts, type MultipartMessages } from '../../lib/multipart.ts';
import { discardStagedUploads, stageUpload, type StagedUpload } from '../../lib/upload-staging.ts';
import type { CertificationDocument } from '../inductee/certification-upload.ts';

/** The text fields and the two photos of a licence sent through a one-time link, staged on disk. */
export type LicenceUploadForm = { licence: LicenceUpload; documents: CertificationDocument[] };

const limits = { fileBytes: certificationFileMaxBytes, files: 2, fields: 10, fieldBytes: 10_000, parts: 12 };
const messages: MultipartMessages = {
  fileTooLarge: 'Failed to upload files. Please ensure all files are less than 5MB and try again.',
  tooManyParts: 'Send the licence with its number, expiry, state, classes and two photos only',
};
const labels: Record<string, string> = { front: 'the front of the licence', back: 'the back of the licence' };

/**
 * Reads the licence a worker uploads through a one-time link (multipart): `number`, `expiry`, `state`,
 * `classes` (a JSON list of codes) and the photos `front` and `back`, both required, each an image or
 * a PDF of at most 5 MB, checked by content. On a refusal nothing stays staged; on success the caller
 * discards the staged files when done (`discardStagedUploads`).
 */
export async function readLicenceUploadForm(
  request: FastifyRequest,
  stagingFolder: string,
): Promise<LicenceUploadForm> {
  if (!request.isMultipart()) throw badRequest('Send the licence as multipart/form-data');
  const fields = new Map<string, string>();
  const files: (StagedUpload & { field: string; originalName: string })[] = [];
  try {
    for await (const part of readMultipartParts(request, limits, messages)) {
      if (part.type === 'field') {
        if (!fields.has(part.name)) fields.set(part.name, part.value);
        continue;
      }
      if (!(licenceUploadFileFields as readonly string[]).includes(part.name)) {
        throw badRequest(`Unexpected file field: ${part.name.slice(0, 60)}`);
      }
      if (files.some((file) => file.field === part.name)) {
        throw badRequest(`Only one file may be sent for ${labels[part.name]!}`);
      }
      const staged = await stageUpload(part.stream, stagingFolder, { maxBytes: certificationFileMaxBytes, messages });
      if (staged.size === 0) await discardStagedUploads([staged]);
      else files.push({ ...staged, field: part.name, originalName: cleanFileName(part.fileName, 'licence') });
    }
    const licence = parseFields(fields);
    const documents = licenceUploadFileFields.map((field) => {
      const file = files.find((candidate) => candidate.field === field);
      if (!file) throw validationFailed([{ field, message: `Add a photo of ${labels[field]!}` }]);
      const type = detectDocumentType(file.head);
      if (!type) {
        throw badRequest(
          `Invalid file type for ${labels[field]!}: only images (JPEG, PNG or WebP) or PDF files are accepted`,
        );
      }
      return { field, path: file.path, sizeBytes: file.size, originalName: file.originalName, type };
    });
    return { licence, documents };
  } catch (error) {
    await discardStagedUploads(files);
    throw error;
  }
}

function parseFields(fields: Map<string, string>): LicenceUpload {
  let classes: unknown = [];
  const classesText = fields.get('classes')?.trim();
  if (classesText) {
    try {
      classes = JSON.parse(classesText) as unknown;
    } catch {
      throw validationFailed([
        { field: 'classes', message: 'The licence classes must be sent as a JSON list of class codes' },
      ]);
    }
  }
  const parsed = LicenceUploadSchema.safeParse({
    number: fields.get('number') ?? '',
    expiry: fields.get('expiry') ?? '',
    state: fields.get('state') ?? '',
    classes,
  });
  if (!parsed.success) {
    throw validationFailed(
      parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.') || 'body',
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}
