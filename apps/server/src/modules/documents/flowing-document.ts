import type { PDFDocument } from 'pdf-lib';
import { fullNameOf, type DocumentCompletion } from './document-data.ts';
import { embedDocumentFonts, type DocumentFonts } from './document-fonts.ts';
import { drawPageFooters } from './document-footer.ts';
import { drawDocumentHeader } from './document-header.ts';
import { setDocumentMetadata } from './document-metadata.ts';
import { PageFlow } from './page-flow.ts';
import { createPdf, savePdf } from './pdf-file.ts';
import { reportTextStyles, type ReportTextStyles } from './text-styles.ts';

/** What the body of a flowing document draws with. */
export type FlowingDocument = { pdf: PDFDocument; fonts: DocumentFonts; styles: ReportTextStyles; flow: PageFlow };

/**
 * The frame the report and the summary share: A4 portrait pages with the header on the first,
 * the body laid down by `drawBody`, a footer on each page the flow made, and the metadata. Pages
 * the body adds to `pdf` itself after its last flowed content (a copied identification document)
 * come last and keep their own look.
 */
export async function renderFlowingDocument(
  data: DocumentCompletion,
  title: string,
  drawBody: (document: FlowingDocument) => void | Promise<void>,
): Promise<Uint8Array> {
  const pdf = await createPdf();
  const fonts = await embedDocumentFonts(pdf);
  const styles = reportTextStyles(fonts);
  const flow = new PageFlow(pdf);

  drawDocumentHeader(flow, fonts, title, { at: data.generatedAt, timeZone: data.timeZone });
  await drawBody({ pdf, fonts, styles, flow });

  const name = fullNameOf(data.person);
  drawPageFooters(flow.pages, `${title} · ${name} · ${data.verificationCode}`, styles.footer);
  setDocumentMetadata(pdf, `${title} – ${name} – ${data.induction.title}`, data.generatedAt);
  return savePdf(pdf);
}
