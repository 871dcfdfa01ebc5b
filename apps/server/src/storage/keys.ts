import { randomUUID } from 'node:crypto';

/** Folders of the store, one per kind of file. */
export type FileFolder = 'pdfs' | 'self-test';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** Each folder with the one kind of file it holds. */
const keyPattern = new RegExp(`^(pdfs/${uuid}\\.pdf|self-test/${uuid}\\.txt)$`);

/** A fresh random key such as `pdfs/1b9d…e3.pdf`. */
export function newFileKey(folder: FileFolder, extension: 'pdf' | 'txt'): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

export function isValidKey(key: string): boolean {
  return keyPattern.test(key);
}

/** Keys come from the app only; anything else (`../`, absolute paths) is refused before any I/O. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** What each file extension of a key holds, for the Content-Type a stored file is served with. */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
};

/** The Content-Type of a stored file, from its key's extension (keys are checked, so it is the app's). */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** The address at which the app serves a stored file. */
export const fileUrl = (key: string) => `/api/files/${key}`;
