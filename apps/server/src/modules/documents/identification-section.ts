import type { DocumentCompletion } from './document-data.ts';
import type { FlowingDocument } from './flowing-document.ts';
import { describeSize, hasAtMostPixels, maxImagePixels } from '../../lib/images/image-limits.ts';
import { normaliseImage } from '../../lib/images/normalise-image.ts';
import { readImageSize } from '../../lib/images/read-image-size.ts';
import { jpegOrientation } from './jpeg-orientation.ts';
import { loadUploadedPdf, PdfTooComplexError } from './load-uploaded-pdf.ts';
import { ownBytes } from './own-bytes.ts';

/** The height an identification image may take on a page. */
const maxImageHeight = 520;

/** Image formats pdf-lib cannot embed, by the name readers know them by. */
const unembeddableImages: Record<string, string> = {
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
};

const downloadHint = 'It is available for download in the admin portal.';

/**
 * The identification document, last in the summary: a JPEG or PNG drawn scaled to fit (over the
 * upload pixel limit, a line giving its size instead); a PDF's own pages copied in after the
 * summary's (a line instead when loading it would cost far more than its size says:
 * load-uploaded-pdf.ts); for a WebP or HEIC photo, which a PDF cannot hold, a line saying where to find
 * it. Must be the last thing the summary draws, since copied pages go to the end of the document.
 */
export async function drawIdentification(
  document: FlowingDocument,
  identification: DocumentCompletion['identification'],
): Promise<void> {
  const { pdf, flow, styles } = document;
  flow.heading('Identification document', styles.heading);
  if (!identification) {
    flow.paragraph('No identification document was uploaded.', styles.note);
    return;
  }
  const bytes = ownBytes(identification.bytes);
  const contentType = identification.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  try {
    const isJpeg = contentType === 'image/jpeg' || contentType === 'image/jpg';
    if (isJpeg || contentType === 'image/png') {
      // Images stored before uploads were checked (decision 18) may be huge: the header decides first.
      const size = await readImageSize(bytes);
      if (!size) throw new Error('The identification image has no readable header');
      if (!hasAtMostPixels(size, maxImagePixels)) {
        flow.paragraph(
          `The identification image is ${describeSize(size)} pixels, too large to include in this PDF. ${downloadHint}`,
          styles.value,
        );
      } else if (isJpeg) {
        // pdf-lib copies a JPEG's compressed data as it is, without decoding it.
        flow.image(await pdf.embedJpg(bytes), flow.width, maxImageHeight, jpegOrientation(bytes));
      } else {
        // pdf-lib would decode a PNG on the event loop; sharp turns it into a small JPEG in its thread pool.
        flow.image(await pdf.embedJpg(await normaliseImage(bytes)), flow.width, maxImageHeight);
      }
    } else if (contentType === 'application/pdf') {
      await appendPdfPages(document, bytes);
    } else {
      const format = unembeddableImages[contentType];
      const what = format ? `a ${format} image` : `a file of type ${contentType || 'unknown'}`;
      flow.paragraph(
        `The identification document is ${what}, which cannot be shown in this PDF. ${downloadHint}`,
        styles.value,
      );
    }
  } catch {
    // A damaged or encrypted upload costs its copy here, not the whole summary.
    flow.paragraph(`The identification document could not be included in this PDF. ${downloadHint}`, styles.value);
  }
}

/** Copies every page of an identification PDF to the end of the summary, after saying so. */
async function appendPdfPages({ pdf, flow, styles }: FlowingDocument, bytes: Uint8Array): Promise<void> {
  let source;
  try {
    source = await loadUploadedPdf(bytes);
  } catch (error) {
    if (!(error instanceof PdfTooComplexError)) throw error;
    flow.paragraph(
      `The identification document is a PDF too large or too complex to include in this PDF. ${downloadHint}`,
      styles.value,
    );
    return;
  }
  const count = source.getPageCount();
  if (count === 0) throw new Error('The identification PDF has no pages');
  const copies = await pdf.copyPages(source, source.getPageIndices());
  flow.paragraph(
    count === 1
      ? 'The identification document is a PDF; its page follows this summary.'
      : `The identification document is a PDF of ${count} pages; they follow this summary.`,
    styles.value,
  );
  for (const copy of copies) pdf.addPage(copy);
}
