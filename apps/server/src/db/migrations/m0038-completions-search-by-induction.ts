import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { hasSearchIndex } from './2026-12-01-search-index-without-pending-list.ts';

/**
 * PostgreSQL's trigram index of the completions search also holds each completion's induction
 * (btree_gin: `gin (induction_id, search_text gin_trgm_ops)`), so that a term within one induction is
 * found by one index scan (issue 18, decision 42). A name in an induction that holds none of its
 * 8,333 matches (1,000,000 completions) read the trigram index and the induction's 200,000 entries of
 * its b-tree and intersected them (16 to 23 ms); from the one index, 5 ms. A GIN index answers a
 * condition on any of its columns alone, so the index replaces the one of migration 2026-11-25 under
 * its name and serves the searches without an induction as before. Building it takes about 20 s with
 * a million completions. Where btree_gin cannot be created (it is trusted from PostgreSQL 13, as
 * pg_trgm is), or pg_trgm was not, the index stays as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasSearchIndex(db))) return;
  await sql`savepoint btree_gin`.execute(db);
  try {
    await sql`create extension if not exists btree_gin`.execute(db);
    await replaceSearchIndex(db, sql`induction_id, search_text gin_trgm_ops`);
    await sql`release savepoint btree_gin`.execute(db);
  } catch {
    await sql`rollback to savepoint btree_gin`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasSearchIndex(db))) return;
  await replaceSearchIndex(db, sql`search_text gin_trgm_ops`);
}

/** Builds the search index on `columns` beside the one there is, then puts it in its place. */
export async function replaceSearchIndex(db: Kysely<any>, columns: RawBuilder<unknown>): Promise<void> {
  await sql`create index completions_search_trigram_index_next on completions using gin (${columns})
    with (fastupdate = off)`.execute(db);
  await sql`drop index completions_search_trigram_index`.execute(db);
  await sql`alter index completions_search_trigram_index_next rename to completions_search_trigram_index`.execute(db);
}
