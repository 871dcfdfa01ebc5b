import { downloadFileName } from '@crane/contract';
import { apiRequestFile } from '@/lib/api-client';

/** How long the temporary link to fetched bytes lives (spec §7: released after 60 s). */
const linkLifetimeMs = 60_000;

/** A link to bytes fetched into memory, released after a minute (spec §7). */
export function temporaryObjectUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(url), linkLifetimeMs);
  return url;
}

/** Saves a file the admin may read under `fileName`, through a temporary link to its bytes. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const file = await apiRequestFile(url);
  saveBlob(file.blob, fileName);
}

/** Hands bytes already fetched to the browser's downloads under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = temporaryObjectUrl(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Spec §7: `identification-{firstName}-{lastName}.jpg`, with the file's real extension. */
export function identificationFileName(person: { firstName: string; lastName: string }, url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase() ?? 'jpg';
  return downloadFileName(['identification', person.firstName, person.lastName], extension);
}
