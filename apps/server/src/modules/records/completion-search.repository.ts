import { sql, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from './completion-search.ts';
import type { CompletionWithTitle } from './records.repository.ts';

/** A search: the normalised term, the inductions whose title contains it, and the database engine. */
export type CompletionSearch = { term: string; inductionIds: number[]; engine: 'sqlite' | 'postgres' };

/**
 * How many completions a page of SQLite results may scan in completion order, testing each, before
 * it is cheaper to collect the matches from the trigram index and sort them.
 */
const sqliteScanLimit = 5000;

/**
 * The number of completions matching the search, and one page of them, the latest first
 * (docs/decisions/0013-completion-records.md). A page past the end is not queried.
 */
export async function searchCompletions(
  db: Executor,
  search: CompletionSearch,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: CompletionWithTitle[] }> {
  const total = await countMatches(db, search);
  if (offset >= total) return { total, rows: [] };
  let query = db
    .selectFrom('completions')
    .innerJoin('inductions', 'inductions.id', 'completions.induction_id')
    .selectAll('completions')
    .select('inductions.title as induction_title')
    .orderBy('completions.completed_at', 'desc')
    .orderBy('completions.id', 'desc')
    .limit(limit)
    .offset(offset);
  if (search.term !== '') {
    // Many matches: walking the completions latest first finds a page's worth after a few rows each.
    // Few matches: that walk would read nearly every completion, so the index gives them all at once.
    const isFew = usesTrigramIndex(search) && ((offset + limit) * (await countAll(db))) / total > sqliteScanLimit;
    const text = isFew ? inTrigramIndex(search.term) : containsTerm(search);
    query = query.where((eb) =>
      eb.or([
        text,
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]),
    );
  }
  return { total, rows: await query.execute() };
}

/**
 * The number of matches. On SQLite with a term of 3 characters or more, the trigram index counts the
 * text matches by itself (joining it to the completions cost ten times as much with 100,000 of them);
 * the completions of inductions whose title matches are added, less those already counted.
 */
async function countMatches(db: Executor, search: CompletionSearch): Promise<number> {
  if (search.term === '') return countAll(db);
  if (usesTrigramIndex(search)) {
    const textMatches = await sql<{ count: number }>`select count(*) as count from completions_search
      where completions_search match ${phraseOf(search.term)}`.execute(db);
    let total = Number(textMatches.rows[0]?.count ?? 0);
    if (search.inductionIds.length > 0) {
      const { titleMatches } = await db
        .selectFrom('completions')
        .select((eb) => eb.fn.countAll<number>().as('titleMatches'))
        .where('induction_id', 'in', search.inductionIds)
        .executeTakeFirstOrThrow();
      const both = await sql<{ count: number }>`select count(*) as count from completions_search
        join completions on completions.id = completions_search.rowid
        where completions_search match ${phraseOf(search.term)}
          and completions.induction_id in (${sql.join(search.inductionIds)})`.execute(db);
      total += Number(titleMatches) - Number(both.rows[0]?.count ?? 0);
    }
    return total;
  }
  const { count } = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) =>
      eb.or([
        containsTerm(search),
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function countAll(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** FTS5's trigram index (SQLite) answers terms of 3 characters or more. */
const usesTrigramIndex = (search: CompletionSearch) => search.engine === 'sqlite' && [...search.term].length >= 3;

/** A quoted FTS5 phrase: with the trigram tokenizer, the exact substring. */
const phraseOf = (term: string) => `"${term.replaceAll('"', '""')}"`;

function inTrigramIndex(term: string) {
  return sql<SqlBool>`completions.id in (select rowid from completions_search where completions_search match ${phraseOf(term)})`;
}

/**
 * Whether the completion's search text contains the term, tested row by row; on PostgreSQL the
 * pg_trgm index serves the LIKE itself (migration 2026-11-25). Both are exact and case-sensitive on
 * text lower-cased in JavaScript, as the trigram index is (migration 2026-11-29), so that a count and
 * its page always agree.
 */
function containsTerm(search: CompletionSearch) {
  if (search.engine === 'sqlite') return sql<SqlBool>`instr(completions.search_text, ${search.term}) > 0`;
  return sql<SqlBool>`completions.search_text like ${containsPattern(search.term)} escape ${sql.lit('\\')}`;
}
