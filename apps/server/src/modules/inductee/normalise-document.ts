import fs from 'node:fs';
import { badRequest } from '../../lib/app-error.ts';
import { describeSize, hasAtMostPixels, maxImagePixels, type ImageSize } from '../../lib/images/image-limits.ts';
import { normaliseImage } from '../../lib/images/normalise-image.ts';
import { readImageSize } from '../../lib/images/read-image-size.ts';
import type { FileExtension } from '../../storage/keys.ts';
import { documentLabel, type CertificationDocument } from './certification-upload.ts';

const jpeg = { extension: 'jpg', contentType: 'image/jpeg' } as const;

/** A document's bytes as they are to be stored, with their type. */
export type DocumentToStore = { data: Buffer; type: { extension: FileExtension; contentType: string } };

/**
 * Checks every image of the certification from its header (all of them, before any is decoded), so
 * that a refused one stores nothing (decision 18). A 400 names the document.
 */
export async function assertDocumentsAccepted(documents: CertificationDocument[]): Promise<void> {
  for (const document of documents) await assertImageAccepted(document);
}

/**
 * One checked document as it is to be stored: an image made upright, at most 2000 px and without
 * metadata, as JPEG; a PDF unchanged. Read from its staged file, one document at a time, to bound the
 * memory and threads one completion takes.
 */
export async function prepareDocument(document: CertificationDocument): Promise<DocumentToStore> {
  if (document.type.extension === 'pdf') {
    return { data: await fs.promises.readFile(document.path), type: document.type };
  }
  try {
    return { data: await normaliseImage(document.path), type: jpeg };
  } catch {
    throw badRequest(unreadable(document));
  }
}

/**
 * Refuses HEIC, which this build of sharp cannot decode (its libheif reads AVIF only), an image whose
 * header cannot be read, and one over the pixel limit.
 */
async function assertImageAccepted(document: CertificationDocument): Promise<void> {
  if (document.type.extension === 'pdf') return;
  const label = documentLabel(document.field);
  if (document.type.extension === 'heic') {
    throw badRequest(
      `${label}: HEIC photos cannot be accepted. Please send the photo as JPEG or PNG (on an iPhone or Mac, export or share it as JPEG), or a PDF.`,
    );
  }
  const size = await readImageSize(document.path);
  if (!size) throw badRequest(unreadable(document));
  if (!hasAtMostPixels(size, maxImagePixels)) throw badRequest(tooLarge(label, size));
}

const unreadable = (document: CertificationDocument) =>
  `${documentLabel(document.field)}: the image could not be read. Please send it again as JPEG or PNG, or a PDF.`;

const tooLarge = (label: string, size: ImageSize) =>
  `${label}: the image is ${describeSize(size)} pixels; images may have at most ${maxImagePixels / 1_000_000} megapixels. Please upload a smaller photo or scan.`;
