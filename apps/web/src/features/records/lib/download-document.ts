import { toast } from '@/lib/toast';
import { ApiError, RequestTimeoutError } from '@/lib/api-client';
import { temporaryObjectUrl } from '@/lib/save-file';
import { getDocumentFile, getDocumentLink, type DocumentKind, type DocumentTarget } from '../api/get-document';

export type { DocumentKind } from '../api/get-document';

const generatingTitle: Record<DocumentKind, string> = {
  certificate: 'Generating Certificate',
  report: 'Generating Report',
  summary: 'Generating PDF',
};

/**
 * Generates a document of a completion and opens it in a new tab (spec §7, §8): the PDF itself
 * (local download) or the expiring link the server stored it under (cloud download). The tab is
 * opened at the click, before the wait, so that browsers do not block it as a pop-up.
 */
export async function openDocument(
  target: DocumentTarget,
  kind: DocumentKind,
  where: 'local' | 'cloud',
): Promise<void> {
  const tab = window.open('', '_blank');
  toast.info(generatingTitle[kind], { description: 'Please wait while the document is prepared', duration: 3000 });
  try {
    const address =
      where === 'cloud' ? await getDocumentLink(target, kind) : temporaryObjectUrl(await getDocumentFile(target, kind));
    if (tab) tab.location.href = address;
    else window.location.assign(address);
  } catch (error) {
    tab?.close();
    toast.error('Download failed', { description: documentFailureMessage(error, kind), duration: 5000 });
  }
}

/** Spec §8 Downloads: what a failed document says. */
function documentFailureMessage(error: unknown, kind: DocumentKind): string {
  if (error instanceof RequestTimeoutError) {
    return 'Request timed out after 30 seconds. The server might be busy processing a large PDF.';
  }
  if (error instanceof ApiError) return `Failed to generate ${kind}: ${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : 'An error occurred while generating the document';
}
