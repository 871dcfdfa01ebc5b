import { sql, type SqlBool } from 'kysely';
import type { CompletionRow, Executor } from '../../db/database.ts';
import { containsPattern } from './completion-search.ts';

export async function countProgressByStatus(db: Executor) {
  const rows = await db
    .selectFrom('inductee_progress')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const countOf = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.count), 0),
    completed: countOf('completed'),
    inProgress: countOf('in_progress'),
  };
}

/**
 * The progress records touched last, with their induction and, once completed, the person's name.
 * The latest are chosen first and only they are joined: joining every progress before sorting made
 * the dashboard five times slower with 100,000 of them.
 */
export function listRecentActivity(db: Executor, limit: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('inductee_progress')
        .select(['id', 'email', 'status', 'induction_id', 'last_accessed_at'])
        .where('last_accessed_at', 'is not', null)
        .orderBy('last_accessed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .as('latest'),
    )
    .innerJoin('inductions', 'inductions.id', 'latest.induction_id')
    .leftJoin('completions', 'completions.progress_id', 'latest.id')
    .select([
      'latest.email',
      'latest.status',
      'latest.last_accessed_at',
      'inductions.title',
      'completions.first_name',
      'completions.last_name',
    ])
    .orderBy('latest.last_accessed_at', 'desc')
    .orderBy('latest.id', 'desc')
    .execute();
}

/** Every induction id with its title, for matching titles in JavaScript (see completion-search.ts). */
export async function listInductionTitles(db: Executor) {
  return db.selectFrom('inductions').select(['id', 'title']).execute();
}

export type CompletionSearch = { term: string; inductionIds: number[]; engine: 'sqlite' | 'postgres' };

/**
 * Whether the term is in a completion's search text. On SQLite, terms of 3 characters or more go
 * through the FTS5 trigram index (a quoted phrase matches the exact substring); on PostgreSQL the
 * pg_trgm index serves LIKE itself (migration 2026-11-25).
 */
function containsTerm(search: CompletionSearch) {
  if (search.engine === 'sqlite' && [...search.term].length >= 3) {
    const phrase = `"${search.term.replaceAll('"', '""')}"`;
    return sql<SqlBool>`completions.id in (select rowid from completions_search where completions_search match ${phrase})`;
  }
  return sql<SqlBool>`completions.search_text like ${containsPattern(search.term)} escape ${sql.lit('\\')}`;
}

function matching(db: Executor, search: CompletionSearch) {
  let query = db.selectFrom('completions').innerJoin('inductions', 'inductions.id', 'completions.induction_id');
  if (search.term !== '') {
    query = query.where((eb) =>
      eb.or([
        containsTerm(search),
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
