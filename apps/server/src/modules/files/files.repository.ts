import type { Executor } from '../../db/database.ts';
import { toKyselySql } from '../../db/sql-fragment.ts';
import { isBoundToBrowser } from '../inductee/browser-binding.repository.ts';

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

/** Whether this stored signature belongs to a progress the inductee browser is bound to. */
export async function isSignatureOfBrowser(
  db: Executor,
  storageKey: string,
  browserId: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('page_signatures')
    .select('id')
    .where('storage_key', '=', storageKey)
    .where(toKyselySql(isBoundToBrowser('page_signatures.progress_id', browserId, now)))
    .executeTakeFirst();
  return row !== undefined;
}
