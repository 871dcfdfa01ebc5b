import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { createSqliteSearchTable, rebuildSqliteSearchIndex } from './2026-11-25-index-completions-search.ts';

/**
 * The SQLite trigram index of the completions search becomes case-sensitive. The search text and the
 * term are lower-cased in JavaScript (completion-search.ts), so nothing is lost; and its matches are
 * then exactly the rows whose text contains the term, as `instr` finds them row by row, so that a
 * count taken from the index and a page taken by walking the completions agree (decision 13).
 * PostgreSQL's LIKE was exact already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await recreateIndex(db, 'trigram case_sensitive 1');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await recreateIndex(db, 'trigram');
}

/** The triggers of migration 2026-11-25 keep writing to the table by its name. */
async function recreateIndex(db: Kysely<any>, tokenize: string): Promise<void> {
  await sql`drop table completions_search`.execute(db);
  await createSqliteSearchTable(db, tokenize);
  await rebuildSqliteSearchIndex(db);
}
