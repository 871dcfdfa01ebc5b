import type { DocumentCompletion } from './document-data.ts';
import { renderFlowingDocument } from './flowing-document.ts';
import { drawCompletionDetails } from './report-sections.ts';

/** The standard report's title, on its first page and in its metadata. */
export const reportTitle = 'Induction Report';

/**
 * The standard report: A4 portrait, as many pages as it needs, with the inductee's details, the
 * emergency contact, the licences and the induction with its validity.
 */
export async function renderReport(data: DocumentCompletion): Promise<Uint8Array> {
  return renderFlowingDocument(data, reportTitle, ({ flow, styles }) => drawCompletionDetails(flow, styles, data));
}
