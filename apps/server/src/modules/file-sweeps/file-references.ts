import type { Executor } from '../../db/database.ts';
import { fileUrl, type FileFolder } from '../../storage/keys.ts';

/**
 * Which of these PDF keys (`pdfs/…`) a record may still show: a page's attached PDF, or a link to it
 * in a page's text. The one answer to "may this PDF be deleted": snapshots of an induction's content
 * kept for completed attempts (a later issue) add their references here.
 */
export async function findReferencedPdfKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const attached = await db
    .selectFrom('induction_pages')
    .select('pdf_url')
    .where('pdf_url', 'in', keys.map(fileUrl))
    .execute();
  const referenced = new Set(attached.map((row) => row.pdf_url?.slice(fileUrl('').length)));
  // Pages that link to any stored PDF in their text are few; each is searched for every key.
  const linking = await db
    .selectFrom('induction_pages')
    .select('content_html')
    .where('content_html', 'like', `%${fileUrl('pdfs/')}%`)
    .execute();
  for (const key of keys) {
    if (linking.some((page) => page.content_html.includes(fileUrl(key)))) referenced.add(key);
  }
  return new Set(keys.filter((key) => referenced.has(key)));
}

/** Keys recorded in the table that owns that folder's files, for the folders that are not PDFs. */
async function findKeysIn(
  db: Executor,
  table: 'completion_files' | 'page_signatures' | 'expiring_files',
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

/**
 * What refers to the files of each folder. Every folder must say (the type makes a new folder
 * decide): a file nothing refers to is deleted by the sweep once its folder's grace has passed.
 */
const referencesOf: Record<FileFolder, (db: Executor, keys: string[]) => Promise<Set<string>>> = {
  identity: (db, keys) => findKeysIn(db, 'completion_files', keys),
  signatures: (db, keys) => findKeysIn(db, 'page_signatures', keys),
  pdfs: findReferencedPdfKeys,
  // Cloud downloads and the storage test's linked file live as long as their expiring link.
  documents: (db, keys) => findKeysIn(db, 'expiring_files', keys),
  'self-test': (db, keys) => findKeysIn(db, 'expiring_files', keys),
};

/** Which of these keys, all of one folder, a record still refers to. */
export function findReferencedKeys(db: Executor, folder: FileFolder, keys: string[]): Promise<Set<string>> {
  return referencesOf[folder](db, keys);
}
