import { badRequest } from '../../lib/app-error.ts';
import { describeSize, hasAtMostPixels, maxImagePixels, type ImageSize } from '../../lib/images/image-limits.ts';
import { normaliseImage } from '../../lib/images/normalise-image.ts';
import { readImageSize } from '../../lib/images/read-image-size.ts';
import { documentLabel, type CertificationDocument } from './certification-upload.ts';

const jpeg = { extension: 'jpg', contentType: 'image/jpeg' } as const;

/**
 * The certification's documents as they are to be stored (decision 18): every image checked from its
 * header first (all of them, before any is decoded), then made upright, at most 2000 px and without
 * metadata, as JPEG; a PDF unchanged. A 400 names the document when one is refused. One at a time, to
 * bound the memory and threads one completion takes.
 */
export async function normaliseDocuments(documents: CertificationDocument[]): Promise<CertificationDocument[]> {
  for (const document of documents) await assertImageAccepted(document);
  const normalised: CertificationDocument[] = [];
  for (const document of documents) normalised.push(await normaliseDocument(document));
  return normalised;
}

/** One checked document as it is to be stored: the bytes, and their type (extension and content type). */
async function normaliseDocument(document: CertificationDocument): Promise<CertificationDocument> {
  if (document.type.extension === 'pdf') return document;
  try {
    return { ...document, data: await normaliseImage(document.data), type: jpeg };
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
  const size = await readImageSize(document.data);
  if (!size) throw badRequest(unreadable(document));
  if (!hasAtMostPixels(size, maxImagePixels)) throw badRequest(tooLarge(label, size));
}

const unreadable = (document: CertificationDocument) =>
  `${documentLabel(document.field)}: the image could not be read. Please send it again as JPEG or PNG, or a PDF.`;

const tooLarge = (label: string, size: ImageSize) =>
  `${label}: the image is ${describeSize(size)} pixels; images may have at most ${maxImagePixels / 1_000_000} megapixels. Please upload a smaller photo or scan.`;
