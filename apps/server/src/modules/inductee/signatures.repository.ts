import type { Executor, PageSignatureRow } from '../../db/database.ts';

/** A page of this version, with whether it requires a signature. */
export function findVersionPage(db: Executor, versionId: number, pageId: number) {
  return db
    .selectFrom('induction_version_pages')
    .select(['page_id as id', 'require_signature'])
    .where('version_id', '=', versionId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
}

export function findSignature(db: Executor, progressId: number, pageId: number): Promise<PageSignatureRow | undefined> {
  return db
    .selectFrom('page_signatures')
    .selectAll()
    .where('progress_id', '=', progressId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
}

/** Records the signature unless the page is already signed; undefined when it was. */
export function insertSignatureIfAbsent(
  db: Executor,
  signature: Omit<PageSignatureRow, 'id'>,
): Promise<PageSignatureRow | undefined> {
  return db
    .insertInto('page_signatures')
    .values(signature)
    .onConflict((conflict) => conflict.columns(['progress_id', 'page_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Whether the page was shown to this progress (a page is signed after it is read). */
export async function wasPageShown(db: Executor, progressId: number, pageId: number): Promise<boolean> {
  const row = await db
    .selectFrom('inductee_page_progress')
    .select('page_id')
    .where('progress_id', '=', progressId)
    .where('page_id', '=', pageId)
    .executeTakeFirst();
  return row !== undefined;
}
