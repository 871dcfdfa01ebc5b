import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { hasSearchIndex } from './2026-12-01-search-index-without-pending-list.ts';

/**
 * PostgreSQL's GIN index of the completions search queues new entries again, in a pending list of at
 * most 64 kB (decision 42's session-55 addendum). Without one (migration 2026-12-01), a row's new
 * version went into the index entry by entry: a "take it again" publish marking 20,000 completions
 * superseded spent 5 to 6 s in the index, 2.7 s with the list (2.4 s with 256 kB, 1.4 s with the
 * default 4 MB). A search reads the list whole, which is why 2026-12-01 removed it: 4 MB of it made
 * searches several times slower until a vacuum merged it. A full list of 64 kB (7 pages) made no
 * difference that could be measured to four searches at 100,000 completions; one of 256 kB added about
 * 1 ms to each. The insert that fills the list merges it into the index (under a millisecond).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasSearchIndex(db))) return;
  await sql`alter index completions_search_trigram_index set (fastupdate = on, gin_pending_list_limit = 64)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db) || !(await hasSearchIndex(db))) return;
  await sql`alter index completions_search_trigram_index set (fastupdate = off)`.execute(db);
  await sql`alter index completions_search_trigram_index reset (gin_pending_list_limit)`.execute(db);
  await sql`select gin_clean_pending_list('completions_search_trigram_index')`.execute(db);
}
