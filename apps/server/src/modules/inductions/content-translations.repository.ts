import type { Executor, InductionPageTranslationRow } from '../../db/database.ts';

/** The stored translations of these draft pages, by page then language (decision 37). */
export function listPageTranslationRows(db: Executor, pageIds: number[]): Promise<InductionPageTranslationRow[]> {
  if (pageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('induction_page_translations')
    .selectAll()
    .where('page_id', 'in', pageIds)
    .orderBy('page_id')
    .orderBy('language')
    .execute();
}

/** Replaces every translation of a page with these. */
export async function replacePageTranslations(
  db: Executor,
  pageId: number,
  rows: InductionPageTranslationRow[],
): Promise<void> {
  await db.deleteFrom('induction_page_translations').where('page_id', '=', pageId).execute();
  if (rows.length > 0) await db.insertInto('induction_page_translations').values(rows).execute();
}
