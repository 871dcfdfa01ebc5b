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

/** Whether this stored signature belongs to a progress the inductee browser is bound to. */
export async function isSignatureOfBrowser(
  db: Executor,
  storageKey: string,
  browserId: string,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('page_signatures')
    .innerJoin('inductee_browser_progress', 'inductee_browser_progress.progress_id', 'page_signatures.progress_id')
    .innerJoin('inductee_browsers', 'inductee_browsers.id', 'inductee_browser_progress.browser_id')
    .select('page_signatures.id')
    .where('page_signatures.storage_key', '=', storageKey)
    .where('inductee_browsers.id', '=', browserId)
    .where('inductee_browsers.expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
