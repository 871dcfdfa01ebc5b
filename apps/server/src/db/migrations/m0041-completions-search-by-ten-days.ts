import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { searchIndexDefinition } from '../search-index.ts';
import { replaceSearchIndex } from './m0038-completions-search-by-induction.ts';

/**
 * PostgreSQL's trigram index of the completions search also holds the ten days each completion was
 * completed in (`left(completed_at, 9)`, "2026-11-2" for the 20th to the 29th), so that a common term's
 * matches are found ten days at a time, latest first, and a page stops after the days it needs (issue
 * 18, decision 42; completion-search-by-ten-days.repository.ts). A name that 8,333 of 1,000,000
 * completions hold is in about 115 of each ten days; its capped count and page 50 took 25 to 30 ms,
 * walking 60,000 completions or intersecting trigram lists of 100,000 entries, and take 5 to 10 from
 * the ten days' entries. The index keeps its other columns (m0038) and serves their searches as before;
 * building it takes about 20 s with a million completions. Where m0038 could not add the induction
 * (btree_gin missing), the index stays as it is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await searchIndexHoldsInduction(db))) return;
  await replaceSearchIndex(db, sql`induction_id, left(completed_at, 9), search_text gin_trgm_ops`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await searchIndexHoldsInduction(db))) return;
  await replaceSearchIndex(db, sql`induction_id, search_text gin_trgm_ops`);
}

async function searchIndexHoldsInduction(db: Kysely<any>): Promise<boolean> {
  return (await searchIndexDefinition(db))?.includes('(induction_id, ') ?? false;
}
