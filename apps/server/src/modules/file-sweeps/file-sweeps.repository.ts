import type { Executor } from '../../db/database.ts';

export async function insertStagedFile(db: Executor, key: string, stagedAt: string): Promise<void> {
  await db.insertInto('staged_files').values({ storage_key: key, staged_at: stagedAt }).execute();
}

export async function deleteStagedRows(db: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('staged_files').where('storage_key', 'in', keys).execute();
}

/** Keys staged at or before `before`, in key order after `afterKey` (a batch at a time). */
export async function listStagedKeysBefore(
  db: Executor,
  before: string,
  afterKey: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('staged_files')
    .select('storage_key')
    .where('staged_at', '<=', before)
    .where('storage_key', '>', afterKey)
    .orderBy('storage_key')
    .limit(limit)
    .execute();
  return rows.map((row) => row.storage_key);
}

/** Which of these PDF addresses a draft page or a published page snapshot has attached. */
export async function listAttachedPdfUrls(db: Executor, pdfUrls: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('induction_pages')
    .select('pdf_url')
    .where('pdf_url', 'in', pdfUrls)
    .unionAll(db.selectFrom('page_snapshots').select('pdf_url').where('pdf_url', 'in', pdfUrls))
    // A draft page's translation attaches its own PDF (decision 37).
    .unionAll(db.selectFrom('induction_page_translations').select('pdf_url').where('pdf_url', 'in', pdfUrls))
    .execute();
  return rows.flatMap((row) => (row.pdf_url === null ? [] : [row.pdf_url]));
}

/**
 * The text of every draft page and published page snapshot whose text contains `fragment` (a
 * snapshot is JSON, whose escapes leave a file's address as it is).
 */
export async function listPageTextsContaining(db: Executor, fragment: string): Promise<string[]> {
  const rows = await db
    .selectFrom('induction_pages')
    .select('content_html as text')
    .where('content_html', 'like', `%${fragment}%`)
    .unionAll(db.selectFrom('page_snapshots').select('snapshot as text').where('snapshot', 'like', `%${fragment}%`))
    .unionAll(
      db
        .selectFrom('induction_page_translations')
        .select('content_html as text')
        .where('content_html', 'like', `%${fragment}%`),
    )
    .execute();
  return rows.map((row) => row.text);
}

/** Which of these keys the table that owns their files holds. */
export async function findRecordedKeys(
  db: Executor,
  table: 'completion_files' | 'page_signatures' | 'expiring_files',
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

/** Which of these keys are the photos of a licence uploaded through a one-time link (or copied from a completion). */
export async function findLicenceKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('licences')
    .select(['front_key', 'back_key'])
    .where((eb) => eb.or([eb('front_key', 'in', keys), eb('back_key', 'in', keys)]))
    .execute();
  return new Set(rows.flatMap((row) => [row.front_key, row.back_key]).filter((key): key is string => key !== null));
}
