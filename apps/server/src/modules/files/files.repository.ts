import type { Executor } from '../../db/database.ts';
import { toKyselySql } from '../../db/sql-fragment.ts';
import { isBoundToBrowser } from '../inductee/browser-binding.repository.ts';

/**
 * Whether a published page of an active induction shows this PDF address: in any of its versions, as
 * attempts keep the version they started on (decision 27).
 */
export async function isPdfOnActivePage(db: Executor, pdfUrl: string): Promise<boolean> {
  // One round trip: a snapshot with this PDF that an active induction's version shows, as a page or as
  // a translated page's own PDF (decision 37).
  const row = await db
    .selectFrom('page_snapshots')
    .select('page_snapshots.hash')
    .where('page_snapshots.pdf_url', '=', pdfUrl)
    .where((outer) =>
      outer.exists(
        outer
          .selectFrom('induction_versions')
          .innerJoin('inductions', 'inductions.id', 'induction_versions.induction_id')
          .select('induction_versions.id')
          .where('inductions.status', '=', 'active')
          .where((version) =>
            version.or([
              version(
                'induction_versions.id',
                'in',
                version
                  .selectFrom('induction_version_pages')
                  .select('induction_version_pages.version_id')
                  .whereRef('induction_version_pages.snapshot_hash', '=', 'page_snapshots.hash'),
              ),
              version(
                'induction_versions.id',
                'in',
                version
                  .selectFrom('induction_version_page_translations')
                  .select('induction_version_page_translations.version_id')
                  .whereRef('induction_version_page_translations.snapshot_hash', '=', 'page_snapshots.hash'),
              ),
            ]),
          ),
      ),
    )
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
