import type { FastifyRequest } from 'fastify';
import {
  certificationFileFields,
  certificationFileMaxBytes,
  CertificationSchema,
  otherLicensesMax,
  type Certification,
  type FieldError,
} from '@crane/contract';
import { AppError, badRequest, validationFailed } from '../../lib/app-error.ts';
import { detectDocumentType, type DocumentType } from '../../lib/file-type.ts';
import { cleanFileName } from '../../lib/file-name.ts';

/** A checked identity or licence document of the certification. */
export type CertificationDocument = {
  /** identification, driversLicenseFront, … otherLicense_0_back. */
  field: string;
  data: Buffer;
  originalName: string;
  type: DocumentType;
};

export type CertificationUpload = { certification: Certification; documents: CertificationDocument[] };

/** Spec §8: what the inductee hears when a file is too large. */
export const fileTooLargeMessage = 'Failed to upload files. Please ensure all files are less than 5MB and try again.';
/** Spec §5: the identification document is mandatory. */
export const missingIdentificationMessage =
  "Missing Identification: Please upload an identification document (driver's license or passport)";

/** Every file field there can be: five fixed ones and a front and back per other licence. */
const maxFiles = certificationFileFields.length + 2 * otherLicensesMax;
/** All files of one certification together; bounds the memory one request can take. */
const maxTotalBytes = 50 * 1024 * 1024;
const textFields = new Set(Object.keys(CertificationSchema.shape));
const otherLicenseField = /^otherLicense_(\d{1,2})_(front|back)$/;

/**
 * Reads the multipart certification: the text fields checked with the contract's schema (the
 * spec's messages), and each file checked by content (an image or a PDF) and size (5 MB). A file
 * part without bytes is no file (browsers send one for an empty file input).
 */
export async function readCertificationUpload(request: FastifyRequest): Promise<CertificationUpload> {
  if (!request.isMultipart()) throw badRequest('Send the certification as multipart/form-data');
  const fields = new Map<string, string>();
  const files: { field: string; data: Buffer; originalName: string }[] = [];
  let totalBytes = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: certificationFileMaxBytes, files: maxFiles, fields: 40, fieldSize: 100_000, parts: 80 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        totalBytes += data.length;
        if (totalBytes > maxTotalBytes) throw new AppError(413, fileTooLargeMessage);
        if (data.length > 0)
          files.push({ field: part.fieldname, data, originalName: cleanFileName(part.filename, 'document') });
      } else {
        if (part.valueTruncated) throw badRequest(`${part.fieldname}: Must be at most 100000 characters`);
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, textOf(part.value));
      }
    }
  } catch (error) {
    throw multipartError(error);
  }

  const certification = parseCertification(fields);
  return { certification, documents: checkDocuments(files, certification.otherLicenses.length) };
}

/** The text fields as the schema expects them: otherLicenses from JSON text, the agreement as a box. */
function parseCertification(fields: Map<string, string>): Certification {
  const input: Record<string, unknown> = {};
  for (const [name, value] of fields) if (textFields.has(name)) input[name] = value;
  const agreement = fields.get('agreement');
  input['agreement'] = agreement === undefined ? undefined : agreement === 'true' || agreement === 'on';
  const otherLicenses = fields.get('otherLicenses')?.trim();
  if (otherLicenses) {
    try {
      input['otherLicenses'] = JSON.parse(otherLicenses) as unknown;
    } catch {
      throw validationFailed([{ field: 'otherLicenses', message: 'Other licences must be sent as a JSON list' }]);
    }
  } else {
    delete input['otherLicenses'];
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

/** Checks each file's field, kind and presence; identification is mandatory. */
function checkDocuments(
  files: { field: string; data: Buffer; originalName: string }[],
  otherLicenseCount: number,
): CertificationDocument[] {
  const seen = new Set<string>();
  for (const file of files) {
    const other = otherLicenseField.exec(file.field);
    const isKnown =
      (certificationFileFields as readonly string[]).includes(file.field) ||
      (other !== null && Number(other[1]) < otherLicenseCount);
    if (!isKnown) throw badRequest(`Unexpected file field: ${file.field.slice(0, 60)}`);
    if (seen.has(file.field)) throw badRequest(`Only one file may be sent for ${documentLabel(file.field)}`);
    seen.add(file.field);
  }
  if (!seen.has('identification')) throw badRequest(missingIdentificationMessage);
  return files.map((file) => {
    const type = detectDocumentType(file.data);
    if (!type) {
      throw badRequest(
        `Invalid file type for ${documentLabel(file.field)}: only images (JPEG, PNG, WebP, HEIC) or PDF files are accepted`,
      );
    }
    return { ...file, type };
  });
}

/** How a file field is named to the inductee. */
export function documentLabel(field: string): string {
  const other = otherLicenseField.exec(field);
  if (other) return `Other license ${Number(other[1]) + 1} (${other[2]})`;
  const labels: Record<string, string> = {
    identification: 'Identification',
    driversLicenseFront: "Driver's license (front)",
    driversLicenseBack: "Driver's license (back)",
    hrwlFront: 'High Risk Work License (front)',
    hrwlBack: 'High Risk Work License (back)',
  };
  return labels[field] ?? field;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The multipart parser's limits in words an inductee can act on. */
function multipartError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, fileTooLargeMessage);
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'The certification has too many files or fields');
    default:
      return error;
  }
}
