import type { FastifyRequest } from 'fastify';
import {
  certificationFileFields,
  certificationFileMaxBytes,
  CertificationSchema,
  otherLicensesMax,
  type Certification,
  type FieldError,
} from '@crane/contract';
import { badRequest, validationFailed } from '../../lib/app-error.ts';
import { detectDocumentType, type DocumentType } from '../../lib/file-type.ts';
import { cleanFileName } from '../../lib/file-name.ts';
import { readMultipartParts, type MultipartMessages } from '../../lib/multipart.ts';
import { discardStagedUploads, stageUpload, type StagedUpload } from '../../lib/upload-staging.ts';

/**
 * A checked identity or licence document of the certification, waiting in the upload staging folder
 * (`path`) until it is stored; read it one document at a time.
 */
export type CertificationDocument = {
  /** identification, driversLicenseFront, … otherLicense_0_back. */
  field: string;
  path: string;
  sizeBytes: number;
  originalName: string;
  type: DocumentType;
};

export type CertificationUpload = { certification: Certification; documents: CertificationDocument[] };

/** Spec §8: what the inductee hears when a file is too large. */
export const fileTooLargeMessage = 'Failed to upload files. Please ensure all files are less than 5MB and try again.';
/** Spec §5: the identification document is mandatory. */
export const missingIdentificationMessage =
  "Missing Identification: Please upload an identification document (driver's license or passport)";
export const progressIdFirstMessage = 'progressId must be sent before the files: send the text fields first';

/** Every file field there can be: five fixed ones and a front and back per other licence. */
const maxFiles = certificationFileFields.length + 2 * otherLicensesMax;
/** All files of one certification together; bounds the disk one request can take. */
const maxTotalBytes = 50 * 1024 * 1024;
const limits = { fileBytes: certificationFileMaxBytes, files: maxFiles, fields: 40, fieldBytes: 100_000, parts: 80 };
const messages: MultipartMessages = {
  fileTooLarge: fileTooLargeMessage,
  tooManyParts: 'The certification has too many files or fields',
};
const textFields = new Set(Object.keys(CertificationSchema.shape));
const otherLicenseField = /^otherLicense_(\d{1,2})_(front|back)$/;

type StagedFile = StagedUpload & { field: string; originalName: string };

/**
 * Reads the multipart certification as it arrives. `progressId` must come before the files: `admit`
 * is called with it and refuses (throws) before any file is read, so a stranger's body is never
 * read. Each file streams to the staging folder within the limits (5 MB each, 50 MB together) and
 * is checked by content (an image or a PDF); the text fields are checked with the contract's schema
 * (the spec's messages). A file part without bytes is no file (browsers send one for an empty file
 * input). On any refusal the staged files are removed; on success the caller removes them
 * (`discardCertificationUpload`) once the completion is over.
 */
export async function readCertificationUpload(
  request: FastifyRequest,
  { stagingFolder, admit }: { stagingFolder: string; admit: (progressId: number) => Promise<void> },
): Promise<CertificationUpload> {
  if (!request.isMultipart()) throw badRequest('Send the certification as multipart/form-data');
  const fields = new Map<string, string>();
  const files: StagedFile[] = [];
  let isAdmitted = false;
  let totalBytes = 0;
  try {
    for await (const part of readMultipartParts(request, limits, messages)) {
      if (part.type === 'field') {
        if (fields.has(part.name)) continue;
        fields.set(part.name, part.value);
        if (part.name === 'progressId') {
          await admit(parseProgressId(part.value));
          isAdmitted = true;
        }
        continue;
      }
      if (!isAdmitted) throw badRequest(progressIdFirstMessage);
      checkFileField(part.name, files);
      const staged = await stageUpload(part.stream, stagingFolder, {
        maxBytes: Math.min(certificationFileMaxBytes, maxTotalBytes - totalBytes),
        messages,
      });
      totalBytes += staged.size;
      if (staged.size === 0) await discardStagedUploads([staged]);
      else files.push({ ...staged, field: part.name, originalName: cleanFileName(part.fileName, 'document') });
    }
    const certification = parseCertification(fields);
    return { certification, documents: checkDocuments(files, certification.otherLicenses.length) };
  } catch (error) {
    await discardStagedUploads(files);
    throw error;
  }
}

/** Removes the staged files of a certification once its completion is over, whatever the outcome. */
export const discardCertificationUpload = (upload: CertificationUpload) => discardStagedUploads(upload.documents);

/** The progressId field alone, checked as the whole form will be. */
function parseProgressId(value: string): number {
  const parsed = CertificationSchema.shape.progressId.safeParse(value);
  if (!parsed.success) {
    throw validationFailed(parsed.error.issues.map((issue) => ({ field: 'progressId', message: issue.message })));
  }
  return parsed.data;
}

/** Refuses, before reading it, a file in a field the form does not have or sent twice. */
function checkFileField(field: string, files: StagedFile[]): void {
  const isKnown = (certificationFileFields as readonly string[]).includes(field) || otherLicenseField.test(field);
  if (!isKnown) throw badRequest(`Unexpected file field: ${field.slice(0, 60)}`);
  if (files.some((file) => file.field === field)) {
    throw badRequest(`Only one file may be sent for ${documentLabel(field)}`);
  }
}

/** The fields that travel as JSON text, and what is said when one cannot be read. */
const jsonFields = [
  ['otherLicenses', 'Other licences must be sent as a JSON list'],
  ['hrwlClasses', 'The licence classes must be sent as a JSON list of class codes'],
] as const;

/** The text fields as the schema expects them: the JSON fields read, the agreement as a box. */
function parseCertification(fields: Map<string, string>): Certification {
  const input: Record<string, unknown> = {};
  for (const [name, value] of fields) if (textFields.has(name)) input[name] = value;
  const agreement = fields.get('agreement');
  input['agreement'] = agreement === undefined ? undefined : agreement === 'true' || agreement === 'on';
  for (const [field, message] of jsonFields) {
    const text = fields.get(field)?.trim();
    if (!text) {
      delete input[field];
      continue;
    }
    try {
      input[field] = JSON.parse(text) as unknown;
    } catch {
      throw validationFailed([{ field, message }]);
    }
  }
  const parsed = CertificationSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FieldError[] = parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'body',
      message: issue.message,
    }));
    throw validationFailed(errors);
  }
  return parsed.data;
}

/** Checks that each licence file belongs to a listed licence, each file's kind, and the identification. */
function checkDocuments(files: StagedFile[], otherLicenseCount: number): CertificationDocument[] {
  for (const file of files) {
    const other = otherLicenseField.exec(file.field);
    if (other !== null && Number(other[1]) >= otherLicenseCount) {
      throw badRequest(`Unexpected file field: ${file.field}`);
    }
  }
  if (!files.some((file) => file.field === 'identification')) throw badRequest(missingIdentificationMessage);
  return files.map((file) => {
    const type = detectDocumentType(file.head);
    if (!type) {
      throw badRequest(
        `Invalid file type for ${documentLabel(file.field)}: only images (JPEG, PNG or WebP) or PDF files are accepted`,
      );
    }
    return { field: file.field, path: file.path, sizeBytes: file.size, originalName: file.originalName, type };
  });
}

/** How a file field is named to the inductee, spelt as the form spells it (Licence). */
export function documentLabel(field: string): string {
  const other = otherLicenseField.exec(field);
  if (other) return `Other licence ${Number(other[1]) + 1} (${other[2]})`;
  const labels: Record<string, string> = {
    identification: 'Identification',
    driversLicenseFront: "Driver's licence (front)",
    driversLicenseBack: "Driver's licence (back)",
    hrwlFront: 'High Risk Work Licence (front)',
    hrwlBack: 'High Risk Work Licence (back)',
    // A licence uploaded through a one-time link (modules/licences).
    front: 'Licence (front)',
    back: 'Licence (back)',
  };
  return labels[field] ?? field;
}
