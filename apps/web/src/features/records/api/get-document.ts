import { apiRequest, apiRequestFile } from '@/lib/api-client';

export type DocumentKind = 'certificate' | 'report' | 'summary';

/** The completion a document is generated for. */
export type DocumentTarget = { inductionId: number; progressId: number };

/** Spec §7: how long a generated PDF may take. */
export const documentTimeoutMs = 30_000;

const documentPath = (target: DocumentTarget, kind: DocumentKind) =>
  `/api/inductions/${target.inductionId}/progress/${target.progressId}/${kind}`;

/** The generated PDF itself (Local Download). */
export async function getDocumentFile(target: DocumentTarget, kind: DocumentKind): Promise<Blob> {
  const file = await apiRequestFile(documentPath(target, kind), { timeoutMs: documentTimeoutMs });
  return file.blob;
}

/** The expiring link the server stored the generated PDF under (Cloud Download, spec §7 `cloud=true`). */
export async function getDocumentLink(target: DocumentTarget, kind: DocumentKind): Promise<string> {
  const answer = await apiRequest<{ url?: unknown }>(`${documentPath(target, kind)}?cloud=true`, {
    timeoutMs: documentTimeoutMs,
  });
  if (typeof answer.url !== 'string' || answer.url === '') throw new Error(`No ${kind} URL received from server`);
  return answer.url;
}
