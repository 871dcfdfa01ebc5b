import { toast } from 'sonner';

export type DocumentKind = 'certificate' | 'report' | 'summary';

/** Spec §8: how long a generated PDF may take, and how long its temporary link lives. */
const timeoutMs = 30_000;
const linkLifetimeMs = 60_000;

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
  record: { inductionId: number; progressId: number },
  kind: DocumentKind,
  target: 'local' | 'cloud',
): Promise<void> {
  const tab = window.open('', '_blank');
  toast.info(generatingTitle[kind], { description: 'Please wait while the document is prepared', duration: 3000 });
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), timeoutMs);
  try {
    const url = `/api/inductions/${record.inductionId}/progress/${record.progressId}/${kind}${target === 'cloud' ? '?cloud=true' : ''}`;
    const response = await fetch(url, { credentials: 'include', signal: controller.signal });
    if (!response.ok) throw new Error(`Failed to generate ${kind}: ${response.status} ${response.statusText}`);
    let address: string;
    if (target === 'cloud') {
      const body = (await response.json().catch(() => ({}))) as { url?: unknown };
      if (typeof body.url !== 'string' || body.url === '') throw new Error(`No ${kind} URL received from server`);
      address = body.url;
    } else {
      address = URL.createObjectURL(await response.blob());
      window.setTimeout(() => URL.revokeObjectURL(address), linkLifetimeMs);
    }
    if (tab) tab.location.href = address;
    else window.location.assign(address);
  } catch (error) {
    tab?.close();
    const message =
      error instanceof DOMException && error.name === 'AbortError'
        ? 'Request timed out after 30 seconds. The server might be busy processing a large PDF.'
        : error instanceof Error
          ? error.message
          : 'An error occurred while generating the document';
    toast.error('Download failed', { description: message, duration: 5000 });
  } finally {
    window.clearTimeout(timer);
  }
}
