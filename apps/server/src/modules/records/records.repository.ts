import { sql } from 'kysely';
import type { CompletionRow, Executor } from '../../db/database.ts';
import { containsPattern } from './completion-search.ts';

export async function countProgressByStatus(db: Executor) {
  const row = await db
    .selectFrom('inductee_progress')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.sum<number | string | null>(sql`case when status = 'completed' then 1 else 0 end`).as('completed'),
      eb.fn.sum<number | string | null>(sql`case when status = 'in_progress' then 1 else 0 end`).as('in_progress'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), completed: Number(row.completed ?? 0), inProgress: Number(row.in_progress ?? 0) };
}

/** The progress records touched last, with their induction and, once completed, the person's name. */
export function listRecentActivity(db: Executor, limit: number) {
  return db
    .selectFrom('inductee_progress')
    .innerJoin('inductions', 'inductions.id', 'inductee_progress.induction_id')
    .leftJoin('completions', 'completions.progress_id', 'inductee_progress.id')
    .select([
      'inductee_progress.email',
      'inductee_progress.status',
      'inductee_progress.last_accessed_at',
      'inductions.title',
      'completions.first_name',
      'completions.last_name',
    ])
    .where('inductee_progress.last_accessed_at', 'is not', null)
    .orderBy('inductee_progress.last_accessed_at', 'desc')
    .orderBy('inductee_progress.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every induction id with its title, for matching titles in JavaScript (see completion-search.ts). */
export async function listInductionTitles(db: Executor) {
  return db.selectFrom('inductions').select(['id', 'title']).execute();
}

export type CompletionSearch = { term: string; inductionIds: number[] };

function matching(db: Executor, search: CompletionSearch) {
  let query = db.selectFrom('completions').innerJoin('inductions', 'inductions.id', 'completions.induction_id');
  if (search.term !== '') {
    const pattern = containsPattern(search.term);
    query = query.where((eb) =>
      eb.or([
        eb(sql`completions.search_text`, 'like', sql`${pattern} escape ${sql.lit('\\')}`),
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]),
    );
  }
  return query;
}

export async function countCompletions(db: Executor, search: CompletionSearch): Promise<number> {
  const row = await matching(db, search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of the completions matching the search, the latest first. */
export function listCompletions(db: Executor, search: CompletionSearch, offset: number, limit: number) {
  return matching(db, search)
    .selectAll('completions')
    .select('inductions.title as induction_title')
    .orderBy('completions.completed_at', 'desc')
    .orderBy('completions.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type CompletionWithTitle = CompletionRow & { induction_title: string };

/** The completion of this progress in this induction. */
export function findCompletion(
  db: Executor,
  inductionId: number,
  progressId: number,
): Promise<CompletionWithTitle | undefined> {
  return db
    .selectFrom('completions')
    .innerJoin('inductions', 'inductions.id', 'completions.induction_id')
    .selectAll('completions')
    .select('inductions.title as induction_title')
    .where('completions.progress_id', '=', progressId)
    .where('completions.induction_id', '=', inductionId)
    .executeTakeFirst();
}

export function listCompletionFiles(db: Executor, completionIds: number[]) {
  if (completionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('completion_files')
    .select(['completion_id', 'field_name', 'storage_key', 'content_type'])
    .where('completion_id', 'in', completionIds)
    .execute();
}

/** Signatures of these progress records, in page order, with the page titles. */
export function listSignatures(db: Executor, progressIds: number[]) {
  if (progressIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('page_signatures')
    .leftJoin('induction_pages', 'induction_pages.id', 'page_signatures.page_id')
    .select([
      'page_signatures.progress_id',
      'page_signatures.page_id',
      'page_signatures.storage_key',
      'induction_pages.title as page_title',
    ])
    .where('page_signatures.progress_id', 'in', progressIds)
    .orderBy('induction_pages.page_order')
    .orderBy('page_signatures.id')
    .execute();
}

export function findProgress(db: Executor, progressId: number) {
  return db.selectFrom('inductee_progress').select(['id', 'email']).where('id', '=', progressId).executeTakeFirst();
}

/** The storage keys of everything a progress owns: its signatures and its completion's documents. */
export async function listOwnedFileKeys(db: Executor, progressId: number): Promise<string[]> {
  const signatures = await db
    .selectFrom('page_signatures')
    .select('storage_key')
    .where('progress_id', '=', progressId)
    .execute();
  const documents = await db
    .selectFrom('completion_files')
    .innerJoin('completions', 'completions.id', 'completion_files.completion_id')
    .select('completion_files.storage_key')
    .where('completions.progress_id', '=', progressId)
    .execute();
  return [...signatures, ...documents].map((row) => row.storage_key);
}

/** Deletes a progress with its completion, documents' rows and signatures' rows (page records and browser bindings cascade). */
export async function deleteProgress(db: Executor, progressId: number): Promise<void> {
  await db
    .deleteFrom('completion_files')
    .where('completion_id', 'in', (eb) =>
      eb.selectFrom('completions').select('id').where('progress_id', '=', progressId),
    )
    .execute();
  await db.deleteFrom('completions').where('progress_id', '=', progressId).execute();
  await db.deleteFrom('page_signatures').where('progress_id', '=', progressId).execute();
  await db.deleteFrom('inductee_progress').where('id', '=', progressId).execute();
}
