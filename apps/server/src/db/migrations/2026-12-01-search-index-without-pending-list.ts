import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * PostgreSQL's GIN index of the completions search (migration 2026-11-25) stops queueing new entries
 * in its pending list: every search reads that list whole, until a vacuum merges it, so after many
 * completions a search could take several times as long until autovacuum came by. Completions arrive
 * one person at a time, so updating the index at each insert costs nothing anyone waits for.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasSearchIndex(db))) return;
  await sql`alter index completions_search_trigram_index set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('completions_search_trigram_index')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasSearchIndex(db))) return;
  await sql`alter index completions_search_trigram_index reset (fastupdate)`.execute(db);
}

/** The index exists unless pg_trgm could not be created (migration 2026-11-25). */
export async function hasSearchIndex(db: Kysely<any>): Promise<boolean> {
  const result = await sql<{
    name: string | null;
  }>`select to_regclass('completions_search_trigram_index') as name`.execute(db);
  return result.rows[0]?.name != null;
}
