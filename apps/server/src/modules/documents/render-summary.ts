import type { DocumentCompletion } from './document-data.ts';
import { renderFlowingDocument } from './flowing-document.ts';
import { drawIdentification } from './identification-section.ts';
import { drawCompletionDetails } from './report-sections.ts';
import { drawEvidence } from './evidence-section.ts';
import { drawInductionPages } from './summary-pages.ts';

/** The detailed summary's title, on its first page and in its metadata. */
export const summaryTitle = 'Detailed Induction Summary';

/**
 * The detailed summary: everything of the standard report, then each page of the induction as the
 * inductee went through it, the sealed evidence (per-page times and the seal), then the identification
 * document (copied in when it is a PDF).
 */
export async function renderSummary(data: DocumentCompletion): Promise<Uint8Array> {
  return renderFlowingDocument(data, summaryTitle, async (document) => {
    drawCompletionDetails(document.flow, document.styles, data);
    await drawInductionPages(document, data.pages, data.timeZone);
    drawEvidence(document, data.evidence, data.timeZone);
    await drawIdentification(document, data.identification);
  });
}
