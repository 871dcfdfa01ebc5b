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

/** The address at which the app serves a stored file. */
export const fileUrl = (key: string) => `/api/files/${key}`;
