import type { Executor } from '../../db/database.ts';

/** Whether a page of an active induction uses this PDF address. */
export async function isPdfOnActivePage(db: Executor, pdfUrl: string): Promise<boolean> {
  const row = await db
    .selectFrom('induction_pages')
    .innerJoin('inductions', 'inductions.id', 'induction_pages.induction_id')
    .select('induction_pages.id')
    .where('induction_pages.pdf_url', '=', pdfUrl)
    .where('inductions.status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}
