import type { Executor } from '../../db/database.ts';
import type { SqlFragment } from '../../db/sql-fragment.ts';

/** The columns that name a progress in the statements that check its binding. */
type ProgressIdColumn = 'p.id' | 'inductee_progress.id' | 'page_signatures.progress_id';

const conditionTexts = new Map<ProgressIdColumn, readonly string[]>();

/**
 * THE rule of which browser may read and move a progress (decision 10): the browser is bound to the
 * progress and its binding has not expired. Every statement that checks it uses this condition: the
 * page move's read (hotSql), the portal's list, the progress lookups, and the signature images.
 */
export function isBoundToBrowser(progressId: ProgressIdColumn, browserId: string, now: string): SqlFragment {
  let strings = conditionTexts.get(progressId);
  if (!strings) {
    // Fixed per column, so that hotSql compiles each statement that uses it once.
    strings = [
      'exists (select 1 from inductee_browser_progress bound_progress' +
        ' join inductee_browsers bound_browser on bound_browser.id = bound_progress.browser_id' +
        ` where bound_progress.progress_id = ${progressId} and bound_browser.id = `,
      ' and bound_browser.expires_at > ',
      ')',
    ];
    conditionTexts.set(progressId, strings);
  }
  return { strings, values: [browserId, now] };
}

/** Whether this browser exists and its binding has not expired. */
export async function isLiveBrowser(db: Executor, browserId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('inductee_browsers')
    .select('id')
    .where('id', '=', browserId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBrowser(
  db: Executor,
  browser: { id: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('inductee_browsers')
    .values({ id: browser.id, created_at: browser.createdAt, expires_at: browser.expiresAt })
    .execute();
}

export async function extendBrowser(db: Executor, browserId: string, expiresAt: string): Promise<void> {
  await db.updateTable('inductee_browsers').set({ expires_at: expiresAt }).where('id', '=', browserId).execute();
}

/** Removes browsers whose cookie has expired, with their bindings. */
export async function deleteExpiredBrowsers(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('inductee_browsers').where('expires_at', '<=', now).execute();
}

/** Binds the browser to the progress; `provenAt` when it proved the inbox (kept once set). */
export async function bindBrowser(
  db: Executor,
  browserId: string,
  progressId: number,
  now: string,
  provenAt: string | null,
): Promise<void> {
  await db
    .insertInto('inductee_browser_progress')
    .values({ browser_id: browserId, progress_id: progressId, created_at: now, proven_at: provenAt })
    .onConflict((conflict) =>
      provenAt === null
        ? conflict.columns(['browser_id', 'progress_id']).doNothing()
        : conflict.columns(['browser_id', 'progress_id']).doUpdateSet({ proven_at: provenAt }),
    )
    .execute();
}

/** Removes the bindings of this progress that no browser proved, but this browser's. */
export async function deleteUnprovenBindings(db: Executor, progressId: number, keptBrowserId: string): Promise<void> {
  await db
    .deleteFrom('inductee_browser_progress')
    .where('progress_id', '=', progressId)
    .where('proven_at', 'is', null)
    .where('browser_id', '<>', keptBrowserId)
    .execute();
}
