import { downloadFileName } from '@crane/contract';
import { apiRequestFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';

/** Saves a file the admin may read under `fileName`, through a temporary link to its bytes. */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const file = await apiRequestFile(url);
  saveBlob(file.blob, fileName);
}

/** Spec §7: `identification-{firstName}-{lastName}.jpg`, with the file's real extension. */
export function identificationFileName(person: { firstName: string; lastName: string }, url: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase() ?? 'jpg';
  return downloadFileName(['identification', person.firstName, person.lastName], extension);
}
