import type { Executor, InductionPageRow, InductionRow, NewInductionPageRow } from '../../db/database.ts';

type NewInduction = Omit<InductionRow, 'id'>;

/** Every induction with its numbers of pages and of completions, newest first. */
export function listInductionsWithCounts(db: Executor) {
  return db
    .selectFrom('inductions')
    .selectAll('inductions')
    .select((eb) => [
      eb
        .selectFrom('induction_pages')
        .select((count) => count.fn.countAll<string | number>().as('count'))
        .whereRef('induction_pages.induction_id', '=', 'inductions.id')
        .as('page_count'),
      eb
        .selectFrom('completions')
        .select((count) => count.fn.countAll<string | number>().as('count'))
        .whereRef('completions.induction_id', '=', 'inductions.id')
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

export function updateInduction(
  db: Executor,
  id: number,
  changes: Partial<NewInduction>,
): Promise<InductionRow | undefined> {
  return db.updateTable('inductions').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export function listPages(db: Executor, inductionId: number): Promise<InductionPageRow[]> {
  return db
    .selectFrom('induction_pages')
    .selectAll()
    .where('induction_id', '=', inductionId)
    .orderBy('page_order')
    .orderBy('id')
    .execute();
}

export async function findLastPageOrder(db: Executor, inductionId: number): Promise<number> {
  const row = await db
    .selectFrom('induction_pages')
    .select((eb) => eb.fn.max('page_order').as('last'))
    .where('induction_id', '=', inductionId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export function insertPage(db: Executor, page: NewInductionPageRow): Promise<InductionPageRow> {
  return db.insertInto('induction_pages').values(page).returningAll().executeTakeFirstOrThrow();
}

export function insertPages(db: Executor, pages: NewInductionPageRow[]) {
  return pages.length === 0 ? Promise.resolve([]) : db.insertInto('induction_pages').values(pages).execute();
}

export function updatePage(
  db: Executor,
  id: number,
  changes: Partial<NewInductionPageRow>,
): Promise<InductionPageRow | undefined> {
  return db.updateTable('induction_pages').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deletePage(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('induction_pages').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setPageOrder(
  db: Executor,
  inductionId: number,
  pageId: number,
  order: number,
  updatedAt: string,
) {
  const result = await db
    .updateTable('induction_pages')
    .set({ page_order: order, updated_at: updatedAt })
    .where('id', '=', pageId)
    .where('induction_id', '=', inductionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
