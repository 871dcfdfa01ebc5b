import { randomUUID } from 'node:crypto';

/** Folders of the store, one per kind of file. */
export type FileFolder = 'pdfs';

const keyPattern = /^(pdfs)\/[0-9a-f-]{36}\.(pdf)$/;

/** A fresh random key such as `pdfs/1b9d…e3.pdf`. */
export function newFileKey(folder: FileFolder, extension: 'pdf'): string {
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
