import { downloadFileName } from '@crane/contract';

/** How long a downloaded file's temporary link lives (spec §7: released after 60 s). */
const linkLifetimeMs = 60_000;

/** Saves a file the admin may read under `fileName`, through a temporary link to its bytes. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  saveBlob(await response.blob(), fileName);
}

/** Hands bytes already fetched to the browser's downloads under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), linkLifetimeMs);
}

/** Spec §7: `identification-{firstName}-{lastName}.jpg`, with the file's real extension. */
export function identificationFileName(person: { firstName: string; lastName: string }, url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase() ?? 'jpg';
  return downloadFileName(['identification', person.firstName, person.lastName], extension);
}
