import type { Insertable } from 'kysely';
import type {
  Executor,
  InductionPageRow,
  InductionRow,
  InductionsTable,
  NewInductionPageRow,
} from '../../db/database.ts';

type NewInduction = Omit<Insertable<InductionsTable>, 'id'>;

/** Every induction with its numbers of pages and of completions and its pages' minimum times added up, newest first. */
export function listInductionsWithCounts(db: Executor) {
  return db
    .selectFrom('inductions')
    .selectAll('inductions')
    .select((eb) => [
      eb
        .selectFrom('induction_pages')
        .select((count) => count.fn.countAll<string | number>().as('count'))
        .whereRef('induction_pages.induction_id', '=', 'inductions.id')
        .where('induction_pages.deleted_at', 'is', null)
        .as('page_count'),
      eb
        .selectFrom('induction_pages')
        .select((sum) => sum.fn.sum<string | number | null>('induction_pages.min_time_seconds').as('seconds'))
        .whereRef('induction_pages.induction_id', '=', 'inductions.id')
        .where('induction_pages.deleted_at', 'is', null)
        .as('pages_min_time_seconds'),
      // Kept by triggers (migration m0040): counting the completions took 46 ms with a million.
      eb
        .selectFrom('completion_counts')
        .select((sum) => sum.fn.sum<string | number | null>('completion_counts.count').as('count'))
        .whereRef('completion_counts.induction_id', '=', 'inductions.id')
        .as('completion_count'),
    ])
    .orderBy('inductions.id', 'desc')
    .execute();
}

export function findInduction(db: Executor, id: number): Promise<InductionRow | undefined> {
  return db.selectFrom('inductions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertInduction(db: Executor, induction: NewInduction): Promise<InductionRow> {
  return db.insertInto('inductions').values(induction).returningAll().executeTakeFirstOrThrow();
}

/**
 * Updates an induction and counts the revision; with `revision`, only while the induction is still at
 * it (decision 54). Answers undefined when none was updated.
 */
export function updateInduction(
  db: Executor,
  id: number,
  changes: Partial<NewInduction>,
  revision?: number,
): Promise<InductionRow | undefined> {
  return db
    .updateTable('inductions')
    .set((eb) => ({ ...changes, revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .$if(revision !== undefined, (query) => query.where('revision', '=', revision!))
    .returningAll()
    .executeTakeFirst();
}

/** The pages of the draft, in order (deleted ones are kept for the versions that show them, and left out). */
export function listPages(db: Executor, inductionId: number): Promise<InductionPageRow[]> {
  return db
    .selectFrom('induction_pages')
    .selectAll()
    .where('induction_id', '=', inductionId)
    .where('deleted_at', 'is', null)
    .orderBy('page_order')
    .orderBy('id')
    .execute();
}

export async function findLastPageOrder(db: Executor, inductionId: number): Promise<number> {
  const row = await db
    .selectFrom('induction_pages')
    .select((eb) => eb.fn.max('page_order').as('last'))
    .where('induction_id', '=', inductionId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export function insertPage(db: Executor, page: NewInductionPageRow): Promise<InductionPageRow> {
  return db.insertInto('induction_pages').values(page).returningAll().executeTakeFirstOrThrow();
}

export function insertPages(db: Executor, pages: NewInductionPageRow[]) {
  return pages.length === 0 ? Promise.resolve([]) : db.insertInto('induction_pages').values(pages).execute();
}

/** A page of the draft (not deleted). */
export function findPage(db: Executor, id: number): Promise<InductionPageRow | undefined> {
  return db
    .selectFrom('induction_pages')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Updates a page of the draft and counts the revision; with `revision`, only while the page is still at
 * it (decision 54). Answers undefined when no page was updated.
 */
export function updatePage(
  db: Executor,
  id: number,
  changes: Partial<NewInductionPageRow>,
  revision?: number,
): Promise<InductionPageRow | undefined> {
  return db
    .updateTable('induction_pages')
    .set((eb) => ({ ...changes, revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .$if(revision !== undefined, (query) => query.where('revision', '=', revision!))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes a page from the draft: marked, not removed, since published versions and the attempts taken
 * on them point at it (decision 27). Answers the induction it was in, or undefined when none.
 */
export async function deletePage(db: Executor, id: number, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('induction_pages')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('induction_id')
    .executeTakeFirst();
  return row?.induction_id;
}

/** Counts a change of the induction made elsewhere than updateInduction: a publish (decision 54). */
export async function countRevision(db: Executor, inductionId: number): Promise<void> {
  await db
    .updateTable('inductions')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', inductionId)
    .execute();
}

/** Notes that the draft now differs from the published version. */
export async function markUnpublishedChanges(db: Executor, inductionId: number): Promise<void> {
  await db.updateTable('inductions').set({ has_unpublished_changes: 1 }).where('id', '=', inductionId).execute();
}

export async function setPageOrder(
  db: Executor,
  inductionId: number,
  pageId: number,
  order: number,
  updatedAt: string,
) {
  // A move counts as a revision, so that an editor opened before it cannot put the page back (decision 54).
  const result = await db
    .updateTable('induction_pages')
    .set((eb) => ({
      page_order: order,
      updated_at: updatedAt,
      revision: eb
        .case()
        .when('page_order', '=', order)
        .then(eb.ref('revision'))
        .else(eb('revision', '+', 1))
        .end(),
    }))
    .where('id', '=', pageId)
    .where('induction_id', '=', inductionId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
