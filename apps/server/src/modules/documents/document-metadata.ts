import type { PDFDocument } from 'pdf-lib';
import { issuerName } from './document-style.ts';

/**
 * Title, author and dates of the PDF, as viewers show them. The dates are the document's
 * generation time rather than the clock, so the same data always gives the same document.
 */
export function setDocumentMetadata(pdf: PDFDocument, title: string, generatedAt: string): void {
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(issuerName);
  pdf.setCreator(issuerName);
  const generated = new Date(generatedAt);
  if (Number.isNaN(generated.getTime())) return;
  pdf.setCreationDate(generated);
  pdf.setModificationDate(generated);
}
