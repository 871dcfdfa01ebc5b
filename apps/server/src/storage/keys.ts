import { randomUUID } from 'node:crypto';

/** Folders of the store, one per kind of file. */
export type FileFolder = 'pdfs' | 'self-test' | 'signatures' | 'identity' | 'documents';

/** Extensions of stored files; each folder accepts only its own (below). */
export type FileExtension = 'pdf' | 'txt' | 'png' | 'jpg' | 'webp' | 'heic';

/**
 * Each folder with the kinds of file it holds: induction PDFs, storage self-tests, page signatures
 * (PNG), and identity and licence documents (images or PDFs, personal data served to admins only).
 */
const folderExtensions: Record<FileFolder, readonly FileExtension[]> = {
  pdfs: ['pdf'],
  'self-test': ['txt'],
  signatures: ['png'],
  identity: ['jpg', 'png', 'webp', 'heic', 'pdf'],
  // Certificates, reports and summaries stored for a cloud download (an expiring link).
  documents: ['pdf'],
};

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const keyPattern = new RegExp(
  `^(${Object.entries(folderExtensions)
    .map(([folder, extensions]) => `${folder}/${uuid}\\.(${extensions.join('|')})`)
    .join('|')})$`,
);

/** Every folder of the store, for whatever must visit each (the file sweeps). */
export const fileFolders = Object.keys(folderExtensions) as FileFolder[];

/** A fresh random key such as `pdfs/1b9d…e3.pdf`. */
export function newFileKey(folder: FileFolder, extension: FileExtension): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

export function isValidKey(key: string): boolean {
  return keyPattern.test(key);
}

/**
 * Where a driver that cannot write a file at once (local disk) writes it first, before renaming it to
 * its key: the key, the writing process and `.partial`. A crash leaves such files; only the file
 * sweep deletes them.
 */
export const partialKeyOf = (key: string, writer: number) => `${key}.${writer}.partial`;

const partialSuffix = /\.\d{1,10}\.partial$/;

/** Whether this is the unfinished write of a key (partialKeyOf). */
export function isPartialKey(name: string): boolean {
  return partialSuffix.test(name) && isValidKey(name.replace(partialSuffix, ''));
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
  heic: 'image/heic',
  txt: 'text/plain; charset=utf-8',
};

/** The Content-Type of a stored file, from its key's extension (keys are checked, so it is the app's). */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  return contentTypes[extension] ?? 'application/octet-stream';
}

/** Where the app serves its stored files (the files routes). */
const filesPrefix = '/api/files/';

/** The address at which the app serves a stored file. */
export const fileUrl = (key: string) => `${filesPrefix}${key}`;

/**
 * The key of an induction page's PDF from the address a page stores (`/api/files/pdfs/<uuid>.pdf`, as
 * the upload answers it); undefined for any other address, another folder's file included.
 */
export function pagePdfKeyOf(url: string): string | undefined {
  const key = url.startsWith(filesPrefix) ? url.slice(filesPrefix.length) : '';
  return key.startsWith('pdfs/') && isValidKey(key) ? key : undefined;
}
