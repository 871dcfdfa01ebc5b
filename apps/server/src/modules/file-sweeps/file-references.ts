import type { Executor } from '../../db/database.ts';
import { fileUrl, type FileFolder } from '../../storage/keys.ts';
import * as repository from './file-sweeps.repository.ts';

/**
 * Which of these PDF keys (`pdfs/…`) a record may still show: a page's attached PDF, or a link to it
 * in a page's text. The one answer to "may this PDF be deleted": snapshots of an induction's content
 * kept for completed attempts (a later issue) add their references here.
 */
export async function findReferencedPdfKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const attached = await repository.listAttachedPdfUrls(db, keys.map(fileUrl));
  const referenced = new Set(attached.map((pdfUrl) => pdfUrl.slice(fileUrl('').length)));
  // Pages that link to any stored PDF in their text are few; each is searched for every key.
  const linking = await repository.listPageTextsContaining(db, fileUrl('pdfs/'));
  for (const key of keys) {
    if (linking.some((text) => text.includes(fileUrl(key)))) referenced.add(key);
  }
  return new Set(keys.filter((key) => referenced.has(key)));
}

/**
 * What refers to the files of each folder. Every folder must say (the type makes a new folder
 * decide): a file nothing refers to is deleted by the sweep once its folder's grace has passed.
 */
const referencesOf: Record<FileFolder, (db: Executor, keys: string[]) => Promise<Set<string>>> = {
  // A completion's documents, and the licence photos workers upload later through a one-time link.
  identity: async (db, keys) => {
    const recorded = await repository.findRecordedKeys(db, 'completion_files', keys);
    const licences = await repository.findLicenceKeys(
      db,
      keys.filter((key) => !recorded.has(key)),
    );
    return new Set([...recorded, ...licences]);
  },
  signatures: (db, keys) => repository.findRecordedKeys(db, 'page_signatures', keys),
  pdfs: findReferencedPdfKeys,
  // Cloud downloads and the storage test's linked file live as long as their expiring link.
  documents: (db, keys) => repository.findRecordedKeys(db, 'expiring_files', keys),
  'self-test': (db, keys) => repository.findRecordedKeys(db, 'expiring_files', keys),
};

/** Which of these keys, all of one folder, a record still refers to. */
export function findReferencedKeys(db: Executor, folder: FileFolder, keys: string[]): Promise<Set<string>> {
  return referencesOf[folder](db, keys);
}
